/// Compact JSON text assembled from parts that are JSON text already, copied as they are.
///
/// For documents made of pieces serialized once and kept, such as a page of log entries each
/// written when it was logged: the pieces are not parsed or written again, and the brackets,
/// commas and member names around them come from the one writer.
///
/// ```swift
/// let entries = [Array(#"{"n":1}"#.utf8), Array(#"{"n":2}"#.utf8)]
/// let page = JSONText.object([("entries", JSONText.array(entries)), ("count", JSONValue.integer(2).serializedBytes())])
/// String(decoding: page, as: UTF8.self)   // {"entries":[{"n":1},{"n":2}],"count":2}
/// ```
public enum JSONText {
  /// The text of an array whose elements are the JSON texts `elements`.
  ///
  /// - Parameter elements: Compact JSON texts, one value each; not checked.
  /// - Returns: `[`, the elements joined by commas, `]`.
  public static func array(_ elements: some Sequence<[UInt8]>) -> [UInt8] {
    var writer = JSONWriter()
    writer.bytes.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
      writer.bytes += element
    }
    writer.bytes.append(UInt8(ascii: "]"))
    return writer.bytes
  }

  /// The text of an object whose member values are the JSON texts given, in order.
  ///
  /// - Parameter members: Member names, escaped here, and compact JSON texts, one value each;
  ///   not checked.
  /// - Returns: The object's text.
  public static func object(_ members: [(key: String, text: [UInt8])]) -> [UInt8] {
    var writer = JSONWriter()
    writer.bytes.append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
      writer.writeString(member.key)
      writer.bytes.append(UInt8(ascii: ":"))
      writer.bytes += member.text
    }
    writer.bytes.append(UInt8(ascii: "}"))
    return writer.bytes
  }
}
