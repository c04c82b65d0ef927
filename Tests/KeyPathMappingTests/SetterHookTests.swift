import KeyPathMapping
import Testing

@Suite("Setter hooks run will-set, write, did-set in order")
struct SetterHookTests {
  @Test func didSetSeesTheWrittenValue() {
    var volume = 3
    var log: [Int] = []
    volume[setter: .onDidSet { log.append($0) }] = 7
    #expect(volume == 7)
    #expect(log == [7])
    #expect(volume[setter: .onDidSet { log.append($0) }] == 7)
  }

  @Test func willSetRunsBeforeTheWrite() {
    var volume = 3
    var seen: [String] = []
    volume[setter: .onWillSet { root, newValue in seen.append("\(root)->\(newValue)") }] = 5
    #expect(seen == ["3->5"])
    #expect(volume == 5)
  }

  @Test func performRunsBothHooksAroundTheWrite() {
    var events: [String] = []
    var level = 1
    level[
      setter: .perform(
        onWillSet: { root, newValue in events.append("will \(root) \(newValue)") },
        onDidSet: { root, newValue in events.append("did \(root) \(newValue)") }
      )] = 2
    // The root before the write in `onWillSet`, after it in `onDidSet`.
    #expect(events == ["will 1 2", "did 2 2"])
    #expect(level == 2)
    level[setter: .perform(onWillSet: { events.append("will \($0)") }, onDidSet: { events.append("did \($0)") })] = 3
    #expect(events.suffix(2) == ["will 3", "did 3"])
  }

  @Test func hooksAreIdentifiedByCallSite() {
    var log: [Int] = []
    func hook() -> KeyPathMapper<Int>.MutatingSetter<Int> { .onDidSet { log.append($0) } }
    #expect(hook() == hook())
    let elsewhere = KeyPathMapper<Int>.MutatingSetter<Int>.onDidSet { log.append($0) }
    #expect(hook() != elsewhere)
    #expect(\Int.[setter: hook()] == \Int.[setter: hook()])
  }
}
