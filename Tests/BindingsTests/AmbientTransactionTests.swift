import Bindings
import Testing

@Suite("Ambient transactions")
struct AmbientTransactionTests {
  @Test("the ambient transaction overrides the binding's key by key")
  func precedence() throws {
    @State var count = 0
    var binding = Transaction(animation: .easeIn)
    binding[SourceKey.self] = "binding"
    var ambient = Transaction(animation: .linear)
    ambient.disablesAnimations = true
    withTransaction(ambient) {
      $count.transaction(binding).wrappedValue = 1
    }
    let commit = try #require(_count.lastCommit)
    #expect(commit.bindingTransaction == binding)
    #expect(commit.ambientTransaction == ambient)
    #expect(commit.transaction.animation == .linear)
    #expect(commit.transaction.disablesAnimations)
    #expect(commit.transaction[SourceKey.self] == "binding")
  }

  @Test("withAnimation(nil) removes the binding's animation")
  func explicitNoAnimation() throws {
    @State var count = 0
    withAnimation(nil) { $count.animation(.easeIn).wrappedValue = 1 }
    #expect(try #require(_count.lastCommit).transaction.animation == nil)
    #expect(try #require(_count.lastCommit).transaction.isSet(SourceKey.self) == false)
  }

  @Test("nested transactions combine, inner keys winning, and unwind")
  func nesting() throws {
    @State var count = 0
    var outer = Transaction(animation: .easeIn)
    outer[SourceKey.self] = "outer"
    withTransaction(outer) {
      withAnimation(.spring()) {
        count = 1
        #expect(Transaction.current.animation == .spring())
      }
      count = 2
    }
    count = 3
    let transactions = _count.commits.map(\.transaction)
    #expect(transactions[0].animation == .spring())
    #expect(transactions[0][SourceKey.self] == "outer")
    #expect(transactions[1].animation == .easeIn)
    #expect(transactions[2].isEmpty)
    #expect(Transaction.current.isEmpty)
  }

  @Test("withTransaction returns the body's result and rethrows its error")
  func resultAndErrors() {
    struct Failure: Error {}
    #expect(withAnimation { 42 } == 42)
    #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
  }

  @Test("two threads with different ambient transactions each commit their own")
  func twoThreads() {
    @State var slots = [0, 0]
    let state = _slots
    let bothInside = Rendezvous(parties: 2)
    let animations: [Animation] = [.easeIn, .linear]
    onThreads(2) { index in
      withAnimation(animations[index]) {
        bothInside.arrive()
        for step in 1...200 { state.projectedValue[index].wrappedValue = step }
      }
    }
    let commits = _slots.commits
    #expect(commits.count == 400)
    for commit in commits {
      let writer = commit.oldValue.indices.first { commit.oldValue[$0] != commit.newValue[$0] }
      #expect(writer.map { commit.transaction.animation == animations[$0] } == true)
    }
  }
}

@Suite("Ambient transactions in tasks")
struct AmbientTaskTests {
  @Test("concurrent tasks with different ambient transactions each commit their own")
  func tasks() async {
    @State var slots = [0, 0]
    let state = _slots
    let animations: [Animation] = [.easeOut, .spring()]
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<2 {
        group.addTask {
          for step in 1...100 {
            withAnimation(animations[index]) { state.projectedValue[index].wrappedValue = step }
            await Task.yield()
          }
        }
      }
    }
    #expect(slots == [100, 100])
    for commit in _slots.commits {
      let writer = commit.oldValue.indices.first { commit.oldValue[$0] != commit.newValue[$0] }
      #expect(writer.map { commit.transaction.animation == animations[$0] } == true)
    }
  }
}
