package import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundLimits {
  /// Refuses a write whose value is longer than ``valueBytes`` as JSON, before the world lock:
  /// nothing is written, logged or published.
  ///
  /// A value's JSON is at most four times the bytes it arrived in (a string grows at most
  /// threefold, U+0085 being two bytes of UTF-8 written as the six-byte `\u0085`; a number at
  /// most fourfold, `9e15` being written out as its sixteen digits), so a body of up to a quarter
  /// of the cap is not measured.
  ///
  /// - Parameters:
  ///   - request: The parsed body.
  ///   - bodySize: The body's size in bytes.
  package func checkWrite(_ request: borrowing WriteRequest, bodySize: Int) throws(PlaygroundError) {
    guard bodySize > valueBytes / 4 else { return }
    try checkValue(request.value, of: "the value")
  }

  /// Refuses `value` when its JSON is longer than ``valueBytes``.
  ///
  /// - Parameters:
  ///   - value: A value about to be written or set.
  ///   - name: What the value is, for the message ("the value", "the root of progress").
  package func checkValue(_ value: JSONValue, of name: String) throws(PlaygroundError) {
    let size = value.serializedBytes().count
    guard size > valueBytes else { return }
    throw PlaygroundError(
      .tooLarge, "\(name) is \(size) bytes as JSON; the playground keeps values of at most \(valueBytes) bytes")
  }
}
