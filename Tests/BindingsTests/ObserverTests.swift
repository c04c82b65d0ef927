import Bindings
import Foundation
import Testing

@Suite("State observers")
struct ObserverTests {
  @Test("observers see each commit synchronously, after the value is stored")
  func synchronousAfterStore() {
    @State var count = 0
    let seen = Collector<String>()
    let state = _count
    _count.observe { commit in seen.append("\(commit.newValue) stored=\(state.wrappedValue)") }
    count = 1
    #expect(seen.elements == ["1 stored=1"])
    $count.wrappedValue = 2
    #expect(seen.elements == ["1 stored=1", "2 stored=2"])
  }

  @Test("cancelling stops delivery to that observer only")
  func cancel() {
    @State var count = 0
    let first = Collector<Int>()
    let second = Collector<Int>()
    let firstObservation = _count.observe { first.append($0.newValue) }
    let secondObservation = _count.observe { second.append($0.newValue) }
    #expect(firstObservation != secondObservation)
    count = 1
    firstObservation.cancel()
    count = 2
    #expect(first.elements == [1])
    #expect(second.elements == [1, 2])
  }

  @Test("observers run in subscription order, also after one in the middle is cancelled")
  func subscriptionOrder() {
    @State var count = 0
    let calls = Collector<String>()
    let observations = ["a", "b", "c", "d"].map { name in
      _count.observe { commit in calls.append("\(name)\(commit.newValue)") }
    }
    count = 1
    observations[1].cancel()
    observations[1].cancel()
    count = 2
    #expect(calls.elements == ["a1", "b1", "c1", "d1", "a2", "c2", "d2"])
  }

  @Test("observers run on the writer's thread")
  func writerThread() {
    @State var count = 0
    let observerThreads = Collector<UInt>()
    let writerThreads = Collector<UInt>()
    _count.observe { _ in observerThreads.append(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
    let state = _count
    // Both writers stay alive until both have written: a finished thread's id may be reused by
    // the next one, which would make two writers look like one.
    let bothAlive = Rendezvous(parties: 2)
    onThreads(2) { index in
      writerThreads.append(UInt(bitPattern: Int(bitPattern: pthread_self())))
      state.wrappedValue = index + 1
      bothAlive.arrive()
    }
    let writers = writerThreads.elements
    #expect(Set(writers).count == 2)
    #expect(observerThreads.elements.sorted() == writers.sorted())
  }

  @Test("an observer may write the state it observes without deadlocking")
  func observerWritesBack() {
    @State var count = 0
    let state = _count
    _count.observe { commit in
      if commit.newValue < 3 { state.wrappedValue = commit.newValue + 1 }
    }
    count = 1
    #expect(count == 3)
    #expect(_count.commits.map(\.newValue) == [1, 2, 3])
  }
}
