/// A coding key for any member name or array index: the keys of coding paths this module
/// builds, and of containers that read every member whatever its name.
///
/// ```swift
/// JSONCodingKey("curve").stringValue   // "curve"
/// JSONCodingKey(2).intValue            // Optional(2)
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONCodingKey: CodingKey, Hashable, Sendable {
  /// The member name, or the index as text.
  public var stringValue: String
  /// The array index, for an index key.
  public var intValue: Int?

  /// A key for the member `name`.
  ///
  /// - Parameter name: The member's name.
  public init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  /// A key for the array element at `index`.
  ///
  /// - Parameter index: The element's index.
  public init(_ index: Int) {
    stringValue = String(index)
    intValue = index
  }

  /// A key for the member `stringValue`; never fails.
  ///
  /// - Parameter stringValue: The member's name.
  public init?(stringValue: String) { self.init(stringValue) }

  /// A key for the element at `intValue`; never fails.
  ///
  /// - Parameter intValue: The element's index.
  public init?(intValue: Int) { self.init(intValue) }
}
