// One row of the table: the same loop run through KeyPathMapping and through the floor.

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@available(SwiftStdlib 6.0, *)
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Stops the optimizer from folding a loop of arithmetic into one step; costs one call.
@available(SwiftStdlib 6.0, *)
@_optimize(none)
func keepOpaque(_ value: inout Float) {}

@available(SwiftStdlib 6.0, *)
struct Measurement: Sendable {
  let name: String
  let iterations: Int
  let mapped: @Sendable (Int) -> Void
  let floor: @Sendable (Int) -> Void

  /// Nanoseconds per iteration of one round.
  static func nanoseconds(_ body: (Int) -> Void, iterations: Int) -> Double {
    let elapsed = ContinuousClock().measure { body(iterations) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(iterations)
  }

  /// Prints the best round of each side. Rounds alternate between the two sides so that a burst
  /// of load from elsewhere on the machine hits both alike.
  func report() {
    mapped(iterations / 10)
    floor(iterations / 10)
    var mappedTime = Double.infinity
    var floorTime = Double.infinity
    for _ in 0..<9 {
      mappedTime = min(mappedTime, Self.nanoseconds(mapped, iterations: iterations))
      floorTime = min(floorTime, Self.nanoseconds(floor, iterations: iterations))
    }
    print("| \(name) | \(format(mappedTime)) | \(format(floorTime)) | \(format(mappedTime / floorTime))x |")
  }

  private func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
