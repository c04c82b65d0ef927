import KeyPathMapping
import Testing

@Suite("Setter hooks: the root before the write in onWillSet, after it in onDidSet")
struct HookTests {
  @Test func onDidSetRootFormGetsTheRootAfterTheWrite() {
    var saved: [Int] = []
    var level = 1
    level[setter: .onDidSet { root, _ in saved.append(root) }] = 2
    #expect(level == 2)
    #expect(saved == [2])
  }

  @Test func onWillSetRootFormGetsTheRootBeforeTheWrite() {
    var observed: [String] = []
    var level = 10
    level[setter: .onWillSet { root, newValue in observed.append("\(root)->\(newValue)") }] = 20
    #expect(observed == ["10->20"])
    #expect(level == 20)
  }

  @Test func performRunsBothFormsAroundTheWrite() {
    var events: [String] = []
    var level = 1
    level[
      setter: .perform(
        onWillSet: { root, newValue in events.append("will \(root)->\(newValue)") },
        onDidSet: { root, newValue in events.append("did \(root)->\(newValue)") }
      )] = 3
    #expect(events == ["will 1->3", "did 3->3"])
    level[setter: .perform(onWillSet: { events.append("will \($0)") }, onDidSet: { events.append("did \($0)") })] = 5
    #expect(events.suffix(2) == ["will 5", "did 5"])
    #expect(level == 5)
  }

  @Test func hooksTakeThePerformLabel() {
    var log: [String] = []
    var level = 0
    level[setter: .onWillSet(perform: { log.append("will \($0)") })] = 1
    level[setter: .onDidSet(perform: { log.append("did \($0)") })] = 2
    level[setter: .onWillSet(perform: { root, new in log.append("will \(root) \(new)") })] = 3
    level[setter: .onDidSet(perform: { root, new in log.append("did \(root) \(new)") })] = 4
    #expect(log == ["will 1", "did 2", "will 2 3", "did 4 4"])
  }

  @Test func onChangeGetsTheValueBeforeAndRunsOnlyOnAChange() {
    var changes: [String] = []
    var level = 1
    level[setter: .onChange { oldValue, newValue in changes.append("\(oldValue)->\(newValue)") }] = 2
    level[setter: .onChange { oldValue, newValue in changes.append("\(oldValue)->\(newValue)") }] = 2
    level[setter: .onChange(perform: { oldValue, newValue in changes.append("\(oldValue)->\(newValue)") })] = 7
    #expect(changes == ["1->2", "2->7"])
    #expect(level == 7)
  }

  @Test func performOperationHandsOverTheWriteAndReplacesNothing() {
    var seen: [String] = []
    var level = 1
    level[setter: .perform(operation: { root, newValue in seen.append("\(root), \(newValue)") })] = 2
    #expect(seen == ["1, 2"])
    #expect(level == 1)

    let profile = Profile(name: "Ada")
    var reference = profile
    reference[setter: .perform(operation: { root, newValue in root.name = newValue.name })] = Profile(name: "Grace")
    #expect(reference === profile)
    #expect(profile.name == "Grace")

    let copyName = KeyPathMapper<Profile>.NonMutatingSetter<Profile>.perform(operation: { root, other in
      root.name = other.name
    })
    profile[setter: copyName] = Profile(name: "Joan")
    #expect(profile.name == "Joan")
  }

  @Test func hooksAreIdentifiedByKindAndCallSite() {
    func didSet() -> KeyPathMapper<Int>.MutatingSetter<Int> { .onDidSet { _ in } }
    func change() -> KeyPathMapper<Int>.MutatingSetter<Int> { .onChange { _, _ in } }
    #expect(didSet() == didSet())
    #expect(change() == change())
    #expect(didSet() != change())
    #expect(
      KeyPathMapper<Int>.MutatingSetter<Int>.onChange(id: "log") { _, _ in }
        == KeyPathMapper<Int>.MutatingSetter<Int>.onChange(id: "log") { _, _ in })
  }
}
