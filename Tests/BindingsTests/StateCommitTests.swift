import Bindings
import Testing

@Suite("State commits")
struct StateCommitTests {
  @Test("a write to the state commits with an empty transaction")
  func directWrite() throws {
    @State var count = 1
    count = 2
    let commit = try #require(_count.lastCommit)
    #expect(commit.sequence == 1)
    #expect(commit.oldValue == 1)
    #expect(commit.newValue == 2)
    #expect(commit.transaction.isEmpty)
    #expect(!commit.isNoOp)
  }

  @Test("a write through the binding commits with the binding's transaction")
  func bindingWrite() throws {
    @State var count = 1
    $count.animation(.easeIn).wrappedValue = 3
    let commit = try #require(_count.lastCommit)
    #expect(commit.bindingTransaction == Transaction(animation: .easeIn))
    #expect(commit.ambientTransaction.isEmpty)
    #expect(commit.transaction.animation == .easeIn)
    #expect(count == 3)
  }

  @Test("an unchanged Equatable value is recorded as a no-op")
  func noOp() {
    @State var count = 4
    count = 4
    count = 5
    #expect(_count.commits.map(\.isNoOp) == [true, false])
    #expect(_count.commits.map(\.sequence) == [1, 2])
  }

  @Test("an Equatable value is told unchanged alike when the state is made where that is not known")
  func noOpFromGenericCode() {
    func makeState<Value: Sendable>(_ value: Value) -> State<Value> { State(wrappedValue: value) }
    let generic = makeState(4)
    let concrete = State(wrappedValue: 4)
    for state in [generic, concrete] {
      state.wrappedValue = 4
      state.wrappedValue = 5
      #expect(state.commits.map(\.isNoOp) == [true, false])
    }
  }

  @Test("a value that is not Equatable is never a no-op")
  func notEquatable() {
    struct Opaque: Sendable { var number = 0 }
    @State var opaque = Opaque()
    opaque = Opaque()
    #expect(_opaque.lastCommit?.isNoOp == false)
  }

  @Test("the history keeps the newest commits up to its limit", arguments: [0, 1, 3, 1_000])
  func historyLimit(limit: Int) {
    @State(historyLimit: limit) var count = 0
    for next in 1...25 { count = next }
    let expected = Array((1...25).suffix(limit))
    #expect(_count.commits.map(\.newValue) == expected)
    #expect(_count.commits.map(\.sequence) == expected)
    #expect(_count.lastCommit?.sequence == 25)
  }

  @Test(
    "the commit count is the newest commit's sequence, 0 before any, whatever the history keeps",
    arguments: [0, 2])
  func commitCount(limit: Int) {
    @State(historyLimit: limit) var count = 0
    #expect(_count.commitCount == 0)
    count = 0
    $count.animation(.easeIn).wrappedValue = 3
    #expect(_count.commitCount == 2)
    #expect(_count.commitCount == _count.lastCommit?.sequence)
    for next in 4...9 { count = next }
    #expect(_count.commitCount == 8)
    #expect(_count.commitCount == _count.lastCommit?.sequence)
  }

  @Test(
    "the last transaction after a commit count is the newest commit's, nil when none came since, whatever the history keeps",
    arguments: [0, 1, 3])
  func lastTransactionAfter(limit: Int) {
    @State(historyLimit: limit) var count = 0
    #expect(_count.lastTransaction(after: 0) == nil)
    $count.animation(.easeIn).wrappedValue = 1
    #expect(_count.lastTransaction(after: 0)?.animation == .easeIn)
    let before = _count.commitCount
    #expect(_count.lastTransaction(after: before) == nil)
    for next in 2...5 { count = next }
    withAnimation(.linear) { $count.animation(.easeIn).wrappedValue = 6 }
    #expect(_count.lastTransaction(after: before) == _count.lastCommit?.transaction)
    #expect(_count.lastTransaction(after: before)?.animation == .linear)
    #expect(_count.lastTransaction(after: _count.commitCount - 1)?.animation == .linear)
    #expect(_count.lastTransaction(after: _count.commitCount) == nil)
  }

  @Test(
    "the history is oldest first, the last commit the newest, however the ring wrapped: empty, partly filled, just full, one past, many times round",
    arguments: [(5, 0), (5, 3), (5, 5), (5, 6), (5, 10), (5, 11), (5, 23), (1, 4), (2, 7)])
  func historyOrderAcrossWraps(limit: Int, writes: Int) {
    @State(historyLimit: limit) var count = 0
    for next in stride(from: 1, through: writes, by: 1) { count = next }
    let expected = Array(Array(0...writes).dropFirst().suffix(limit))
    #expect(_count.commits.map(\.newValue) == expected)
    #expect(_count.commits.map(\.oldValue) == expected.map { $0 - 1 })
    #expect(_count.commits.map(\.sequence) == expected)
    #expect(_count.lastCommit?.sequence == (writes == 0 ? nil : writes))
    #expect(_count.lastCommit?.newValue == (writes == 0 ? nil : writes))
  }

  @Test("commits describe themselves in one line")
  func commitDescription() throws {
    @State var count = 0
    count = 0
    #expect(try #require(_count.lastCommit).description == "#1 0 -> 0 Transaction() (no-op)")
  }
}
