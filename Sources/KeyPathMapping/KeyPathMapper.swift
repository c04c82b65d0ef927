/// The namespace of mappings from a `Root` value to one of its derived members, and a view of a
/// root through which key paths can apply those mappings.
///
/// Its nested types name the kinds of mappings. Extend them with constrained static factories to
/// add your own conversions, then apply them through the labeled subscripts every `Equatable`
/// (and every ``KeyPathMappable``) type has:
///
/// ```swift
/// extension KeyPathMapper.MutatingConversionTo where Root == Int, Member == Int {
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
/// Mappings are not `Sendable`. `.inline` mappings and setter hooks keep the closures you pass,
/// and those may capture local mutable state: requiring `@Sendable` would stop a hook that
/// appends to a local array from compiling. In turn a key path through a mapping is not
/// `Sendable`, so it cannot live in a global or static `let`; form it where it is used (a view
/// body does), which is cheap, and equal mappings give equal key paths.
///
/// A `KeyPathMapper` value also wraps a root, so that the `[mapPath:]` subscript can apply a key
/// path such as `\.optional` to it.
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

extension KeyPathMapper {
  // The write half of both `[mapPath:]` subscripts: the key path ends at a member of a mapper, so
  // the root travels through a mapper and back.
  @inlinable
  static func write<Member>(_ newValue: Member, through path: WritableKeyPath<Self, Member>, into root: inout Root) {
    var mapper = Self(root)
    mapper[keyPath: path] = newValue
    root = mapper.root
  }
}
