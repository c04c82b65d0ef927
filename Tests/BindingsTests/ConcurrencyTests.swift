import Bindings
import Testing

@Suite("Concurrent writes")
struct ConcurrencyTests {
  @Test("projected writes from many threads never lose each other's updates")
  func noLostUpdates() {
    let threads = 8
    let writesPerThread = 2_000
    @State(historyLimit: 0) var slots = Array(repeating: 0, count: threads)
    let state = _slots
    let commits = Collector<Int>()
    _slots.observe { commits.append($0.sequence) }
    onThreads(threads) { index in
      let slot = state.projectedValue[index]
      for step in 1...writesPerThread { slot.wrappedValue = step }
    }
    #expect(slots == Array(repeating: writesPerThread, count: threads))
    #expect(Set(commits.elements) == Set(1...(threads * writesPerThread)))
  }

  @Test("readers on other threads never see a torn value")
  func consistentReads() {
    @State var pair = Model(title: "0", progress: 0, values: [0, 0])
    let state = _pair
    onThreads(3) { index in
      for step in 1...1_000 {
        if index == 0 {
          state.projectedValue.values.wrappedValue = [Float(step), Float(step)]
        } else {
          let values = state.wrappedValue.values
          #expect(values[0] == values[1])
        }
      }
    }
    #expect(pair.values == [1_000, 1_000])
  }
}
