// The server time of one tick of the redraw tree (scripts/benchmark-costs): the parent's body
// run again and its five children compared by binding identity, under the journal's world lock,
// the tree's JSON answer made and its `redraws` event text published, as
// `POST /api/costs/redraws/tick {"ticks": 1}` does once its body is read. Each tick is timed on
// its own; the tree is reset between rounds so it never grows past one round of ticks.
// Usage: costs-benchmarks [TICKS_PER_ROUND] [ROUNDS]      Prints p50, p99 and max in microseconds.
import Playground

/// A publisher with a room to reach: the journal makes every event's text, which is dropped.
@available(SwiftStdlib 6.2, *)
struct DroppingPublisher: ChangePublisher {
  var hasSubscribers: Bool { true }
  func publish(_ event: JournalEvent, sequence: Int?, data: String) {}
}

/// Microseconds of a duration.
@available(SwiftStdlib 6.2, *)
func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// The sample at `fraction` of the sorted `samples` (nearest rank).
func percentile(_ fraction: Double, of samples: [Double]) -> Double {
  samples[min(samples.count - 1, Int((Double(samples.count) * fraction).rounded(.up)) - 1)]
}
func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

/// Runs the measurement and prints its figures.
@available(SwiftStdlib 6.2, *)
func measure() throws {
  let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
  let ticksPerRound = arguments.first ?? 100
  let rounds = arguments.dropFirst().first ?? 200
  let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: DroppingPublisher())
  let clock = ContinuousClock()

  var bytes = 0
  for _ in 0..<ticksPerRound { bytes &+= try journal.tickRedraws(1).count }  // warm-up, not counted
  var samples: [Double] = []
  samples.reserveCapacity(ticksPerRound * rounds)
  for _ in 0..<rounds {
    bytes &+= journal.resetRedraws().count
    for _ in 0..<ticksPerRound {
      var answer: [UInt8] = []
      let elapsed = try clock.measure { answer = try journal.tickRedraws(1) }
      bytes &+= answer.count
      samples.append(microseconds(elapsed))
    }
  }
  samples.sort()
  let answerSize = try journal.tickRedraws(1).count
  print(
    "one tick, 5 children: \(samples.count) ticks, p50 \(format(percentile(0.5, of: samples))) us, p99 \(format(percentile(0.99, of: samples))) us, max \(format(samples.last ?? 0)) us (an answer is \(answerSize) bytes; \(bytes) bytes in all)"
  )
}

if #available(SwiftStdlib 6.2, *) {
  try measure()
} else {
  fatalError("the playground needs the Swift 6.2 runtime")
}
