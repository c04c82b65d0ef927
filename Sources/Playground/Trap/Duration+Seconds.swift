@available(SwiftStdlib 6.2, *)
extension Duration {
  /// The duration in seconds, as a `Double` (time limits, waits, what a child took).
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
