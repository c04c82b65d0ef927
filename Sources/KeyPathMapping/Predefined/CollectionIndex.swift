#if PredefinedConversions
/// The element at a position as an optional: `nil` out of range, and writes out of range or of
/// `nil` are ignored.
@usableFromInline
struct SafeIndex<Root: MutableCollection>: MutatingConversionMapping, CustomStringConvertible
where Root.Index: Hashable {
  @usableFromInline let index: Root.Index

  @inlinable init(_ index: Root.Index) { self.index = index }

  @inlinable
  func extract(from root: Root) -> Root.Element? {
    root.indices.contains(index) ? root[index] : nil
  }

  @inlinable
  func embed(_ member: Root.Element?, into root: inout Root) {
    guard let member, root.indices.contains(index) else { return }
    root[index] = member
  }

  @usableFromInline var description: String { ".safeIndex(\(index)) of \(Root.self)" }
}

/// The element at a position that must be in range, like the collection's own subscript.
@usableFromInline
struct UnsafeIndex<Root: MutableCollection>: MutatingConversionMapping, CustomStringConvertible
where Root.Index: Hashable {
  @usableFromInline let index: Root.Index

  @inlinable init(_ index: Root.Index) { self.index = index }
  @inlinable func extract(from root: Root) -> Root.Element { root[index] }
  @inlinable func embed(_ member: Root.Element, into root: inout Root) { root[index] = member }
  @usableFromInline var description: String { ".unsafeIndex(\(index)) of \(Root.self)" }
}

extension KeyPathMapper.MutatingConversionTo where Root: MutableCollection, Root.Index: Hashable {
  /// The element at a position, or `nil` when the position is out of range.
  ///
  /// Writing `nil`, or writing at a position out of range, leaves the collection unchanged.
  ///
  /// ```swift
  /// var scores = [10, 20]
  /// scores[convert: .safeIndex(5)]       // nil
  /// scores[convert: .safeIndex(1)] = 25  // scores is [10, 25]
  /// scores[convert: .safeIndex(5)] = 1   // ignored
  /// ```
  ///
  /// - Parameter index: The position to read and write.
  /// - Returns: A conversion identified by its kind, the collection type and `index`.
  /// - Complexity: That of `indices.contains(_:)`: O(1) for random-access collections.
  @inlinable
  public static func safeIndex(_ index: Root.Index) -> Self where Member == Root.Element? {
    Self(SafeIndex(index))
  }

  /// The element at a position, which must be in range.
  ///
  /// ```swift
  /// var scores = [10, 20]
  /// scores[convert: .unsafeIndex(0)] = 15  // scores is [15, 20]
  /// ```
  ///
  /// - Parameter index: The position to read and write; out of range, reads and writes trap.
  /// - Returns: A conversion identified by its kind, the collection type and `index`.
  @inlinable
  public static func unsafeIndex(_ index: Root.Index) -> Self where Member == Root.Element {
    Self(UnsafeIndex(index))
  }
}
#endif
