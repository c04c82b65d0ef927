@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// The compact JSON text of this value, object members in their stored order.
  ///
  /// The text is always one line, safe as one `data:` field of a Server-Sent Event and inside a
  /// `<script>`: strings escape `"`, `\`, every control character (line feed and carriage return
  /// included) and the scalars some readers take for line breaks, U+0085, U+2028 and U+2029.
  /// Numbers are written as Swift prints them, shortest text that reads back exactly, without a
  /// trailing `.0` (`1`, `0.1`, `-0`, `1e+20`). JSON has no spelling for a non-finite number,
  /// so one is written as the string Swift prints for it: `"inf"`, `"-inf"` or `"nan"`.
  ///
  /// ```swift
  /// let value: JSONValue = ["a": [1, 2.5, "x\n"], "b": .number(.infinity)]
  /// value.serialized()   // {"a":[1,2.5,"x\n"],"b":"inf"}
  /// ```
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the result.
  public func serialized() -> String {
    String(decoding: serializedBytes(), as: UTF8.self)
  }

  /// ``serialized()`` as UTF-8 bytes, ready to be an HTTP body.
  ///
  /// ```swift
  /// JSONValue.array([true]).serializedBytes()   // [91, 116, 114, 117, 101, 93], that is [true]
  /// ```
  /// - Returns: The text's bytes.
  public func serializedBytes() -> [UInt8] {
    var writer = JSONWriter(capacity: 1024)
    writer.write(self)
    return writer.bytes
  }
}
