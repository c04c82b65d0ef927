/// A mapping that reads a `Member` out of a `Root`.
///
/// Conform a `Hashable` struct to this protocol to write a read-only conversion as a type rather
/// than a closure; its `Hashable` identity becomes the identity of every key path it is used in.
///
/// ```swift
/// struct CharacterCount: ExtractingMapping {
///   func extract(from root: String) -> Int { root.count }
/// }
///
/// "swift"[map: .init(CharacterCount())]  // 5
/// ```
public protocol ExtractingMapping<Root, Member>: Hashable {
  /// The type the mapping reads from.
  associatedtype Root
  /// The type the mapping produces.
  associatedtype Member

  /// Reads the member out of a root.
  ///
  /// - Parameter root: The value to read from.
  /// - Returns: The derived member.
  func extract(from root: Root) -> Member
}
