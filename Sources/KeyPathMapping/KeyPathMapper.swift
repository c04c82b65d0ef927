/// The namespace of mappings from a `Root` value to one of its derived members, and a view of a
/// root through which key paths can apply those mappings.
///
/// Its nested types name the kinds of mappings. Extend them with constrained static factories to
/// add your own conversions, then apply them through the labeled subscripts every `Equatable`
/// (and every ``KeyPathMappable``) type has:
///
/// ```swift
/// extension KeyPathMapper.MutatingConversionTo where Root == Int {
///   static var tenfold: Self {
///     .inline(extract: { $0 * 10 }, embed: { $0 / 10 })
///   }
/// }
///
/// var count = 4
/// count[convert: .tenfold]        // 40
/// count[convert: .tenfold] = 70   // count is 7
/// ```
///
/// | Kind | Reads | Writes back |
/// |---|---|---|
/// | ``ReadonlyConversionTo`` | `Root -> Member` | never |
/// | ``MutatingConversionTo`` | `Root -> Member` | into `inout Root` |
/// | ``NonMutatingConversionTo`` | `Root -> Member` | through a reference `Root` |
/// | ``Getter`` | `Root -> Member` | (one side only) |
/// | ``MutatingSetter`` / ``NonMutatingSetter`` | (one side only) | `Member` into `Root` |
///
/// A `KeyPathMapper` value wraps a root so that ``Swift/Equatable/subscript(mapPath:)-(KeyPath<KeyPathMapper<Self>,Member>)``
/// can apply a key path such as `\.optional` to it.
public struct KeyPathMapper<Root> {
  /// The value the mapper's key paths start from.
  public var root: Root

  /// Wraps a root value.
  ///
  /// - Parameter root: The value key paths into the mapper read and write.
  @inlinable
  public init(_ root: Root) {
    self.root = root
  }

  /// A read-only mapping used with the `[getter:]` and `[getter:setter:]` subscripts.
  ///
  /// It is the same type as ``ReadonlyConversionTo``: a getter and a read-only conversion differ
  /// only in the subscript they are applied with.
  public typealias Getter<Member> = ReadonlyConversionTo<Member>
}

extension KeyPathMapper: Sendable where Root: Sendable {}
