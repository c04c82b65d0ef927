#if PredefinedConversions
  // `.safeIndex` and `.unsafeIndex`: one implementation each, read on any `Collection` and written
  // on a `MutableCollection`, behind the getter, the setter and the conversion of that name.

  /// A collection position as part of a mapping's identity. Positions compare with `==`; they are
  /// hashed when the index type is `Hashable` (every standard collection's is, except the
  /// type-erased `AnyIndex`), and otherwise hash alike, which `Hashable` allows for values that
  /// `==` tells apart.
  @usableFromInline
  struct CollectionPosition<Base: Collection>: Hashable {
    @usableFromInline let index: Base.Index

    @inlinable init(_ index: Base.Index) { self.index = index }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }

    @inlinable
    func hash(into hasher: inout Hasher) {
      (index as? any Hashable)?.hash(into: &hasher)
    }
  }

  /// The element at a position as an optional: `nil` out of range, and writes out of range or of
  /// `nil` are ignored.
  @usableFromInline
  struct SafeIndex<Root: Collection>: ExtractingMapping, CustomStringConvertible {
    @usableFromInline let position: CollectionPosition<Root>

    @inlinable init(_ index: Root.Index) { position = CollectionPosition(index) }

    @inlinable
    func extract(from root: Root) -> Root.Element? {
      root.indices.contains(position.index) ? root[position.index] : nil
    }

    @usableFromInline var description: String { ".safeIndex(\(position.index)) of \(Root.self)" }
  }

  extension SafeIndex: MutatingEmbeddingMapping, MutatingConversionMapping where Root: MutableCollection {
    @inlinable
    func embed(_ member: Root.Element?, in root: inout Root) {
      guard let member, root.indices.contains(position.index) else { return }
      root[position.index] = member
    }
  }

  /// The element at a position that must be in range, like the collection's own subscript.
  @usableFromInline
  struct UnsafeIndex<Root: Collection>: ExtractingMapping, CustomStringConvertible {
    @usableFromInline let position: CollectionPosition<Root>

    @inlinable init(_ index: Root.Index) { position = CollectionPosition(index) }
    @inlinable func extract(from root: Root) -> Root.Element { root[position.index] }
    @usableFromInline var description: String { ".unsafeIndex(\(position.index)) of \(Root.self)" }
  }

  extension UnsafeIndex: MutatingEmbeddingMapping, MutatingConversionMapping where Root: MutableCollection {
    @inlinable func embed(_ member: Root.Element, in root: inout Root) { root[position.index] = member }
  }

  extension KeyPathMapper.ReadonlyConversionTo where Root: Collection {
    /// The element at a position, or `nil` when the position is out of range: a getter (and
    /// read-only conversion) for any collection.
    ///
    /// ```swift
    /// let values = [10, 20, 30]
    /// values[map: .safeIndex(1)]     // Optional(20)
    /// values[map: .safeIndex(10)]    // nil
    /// let word = "swift"
    /// word[getter: .safeIndex(word.startIndex)]  // Optional("s")
    /// ```
    ///
    /// - Parameter index: The position to read.
    /// - Returns: A getter identified by its kind, the collection type and `index`.
    /// - Complexity: That of `indices.contains(_:)`: O(1) for random-access collections.
    @inlinable
    public static func safeIndex(_ index: Root.Index) -> Self where Member == Root.Element? {
      Self(SafeIndex(index))
    }

    /// The element at a position, which must be in range.
    ///
    /// ```swift
    /// let values = [10, 20, 30]
    /// values[map: .unsafeIndex(1)]  // 20
    /// ```
    ///
    /// - Parameter index: The position to read; out of range, reads trap.
    /// - Returns: A getter identified by its kind, the collection type and `index`.
    @inlinable
    public static func unsafeIndex(_ index: Root.Index) -> Self where Member == Root.Element {
      Self(UnsafeIndex(index))
    }
  }

  extension KeyPathMapper.MutatingSetter where Root: MutableCollection {
    /// A setter that writes the element at a position; writing `nil`, or at a position out of
    /// range, leaves the collection unchanged.
    ///
    /// ```swift
    /// var values = [10, 20, 30]
    /// values[getter: .safeIndex(10), setter: .safeIndex(10)] = 99  // ignored
    /// values[getter: .safeIndex(0), setter: .safeIndex(0)] = 5     // values is [5, 20, 30]
    /// ```
    ///
    /// - Parameter index: The position to write.
    /// - Returns: A setter identified by its kind, the collection type and `index`.
    /// - Complexity: That of `indices.contains(_:)`: O(1) for random-access collections.
    @inlinable
    public static func safeIndex(_ index: Root.Index) -> Self where Member == Root.Element? {
      Self(SafeIndex(index))
    }

    /// A setter that writes the element at a position, which must be in range.
    ///
    /// - Parameter index: The position to write; out of range, writes trap.
    /// - Returns: A setter identified by its kind, the collection type and `index`.
    @inlinable
    public static func unsafeIndex(_ index: Root.Index) -> Self where Member == Root.Element {
      Self(UnsafeIndex(index))
    }
  }

  extension KeyPathMapper.MutatingConversionTo where Root: MutableCollection {
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
