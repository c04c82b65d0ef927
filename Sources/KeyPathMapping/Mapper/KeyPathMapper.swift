/// The namespace of mappings from a `Value` to one of its derived members, and a view of a value
/// through which key paths can apply those mappings.
///
/// Its nested types name the kinds of mappings. Each calls the mapper's `Value` its `Root`.
/// Extend them with constrained static factories to add your own conversions, then apply them
/// through the labeled subscripts every `Equatable` (and every ``KeyPathMappable``) type has:
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
/// A `KeyPathMapper` value also wraps a value, so that the `[mapPath:]` subscript can apply a key
/// path such as `\.optional` to it: each step of such a path leads from one mapper to another
/// (a ``MappingKeyPath``), and `[mapPath:]` hands back the last mapper's value.
///
/// ```swift
/// var count = 3
/// count[mapPath: \.self]                                  // 3
/// count[mapPath: \.optional] = nil                        // ignored: count is 3
/// count[mapPath: \.[convert: .to(Double.self)].optional]  // Optional(3.0)
/// ```
public struct KeyPathMapper<Value>: KeyPathMapperProtocol {
  /// The value the mapper's key paths start from.
  public var value: Value

  /// Wraps a value.
  ///
  /// - Parameter value: The value key paths into the mapper read and write.
  @inlinable
  public init(_ value: Value) {
    self.value = value
  }

  /// A read-only mapping used with the `[getter:]` and `[getter:setter:]` subscripts.
  ///
  /// It is the same type as ``ReadonlyConversionTo``: a getter and a read-only conversion differ
  /// only in the subscript they are applied with.
  public typealias Getter<Member> = ReadonlyConversionTo<Member>
}

extension KeyPathMapper: Sendable where Value: Sendable {}
extension KeyPathMapper: Equatable where Value: Equatable {}
extension KeyPathMapper: Hashable where Value: Hashable {}
