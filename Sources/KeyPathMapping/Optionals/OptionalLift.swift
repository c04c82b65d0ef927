// `.optional` is part of the core library, not of the `PredefinedConversions` trait: it is how
// a plain value meets an optional one, and `[mapPath: \.optional]` relies on it.

/// Lifts a value into `Optional`; writing `nil` leaves the root unchanged. The one
/// implementation behind the getter, the setter and the conversion named `.optional`.
@usableFromInline
struct OptionalLift<Root>: MutatingConversionMapping, CustomStringConvertible {
  @inlinable init() {}
  @inlinable func extract(from root: Root) -> Root? { root }

  @inlinable
  func embed(_ member: Root?, in root: inout Root) {
    if let member { root = member }
  }

  @usableFromInline var description: String { ".optional of \(Root.self)" }
}

extension KeyPathMapper.ReadonlyConversionTo where Member == Root? {
  /// The root as an `Optional`: a getter (and read-only conversion) that never reads `nil`.
  ///
  /// ```swift
  /// let count = 3
  /// count[getter: .optional]  // Optional(3)
  /// count[map: .optional]     // Optional(3)
  /// ```
  @inlinable
  public static var optional: Self { Self(OptionalLift()) }
}

extension KeyPathMapper.MutatingSetter where Member == Root? {
  /// A setter that writes an optional into a non-optional root: `nil` is ignored.
  ///
  /// ```swift
  /// var count = 3
  /// count[getter: .optional, setter: .optional] = nil  // ignored: count is 3
  /// count[getter: .optional, setter: .optional] = 4    // count is 4
  /// ```
  @inlinable
  public static var optional: Self { Self(OptionalLift()) }
}

extension KeyPathMapper.MutatingConversionTo where Member == Root? {
  /// Presents the root as an `Optional`, for controls that edit optional values.
  ///
  /// ```swift
  /// var name = "Ada"
  /// name[convert: .optional] = nil      // ignored: name is "Ada"
  /// name[convert: .optional] = "Grace"  // name is "Grace"
  /// ```
  @inlinable
  public static var optional: Self { Self(OptionalLift()) }
}

extension KeyPathMapper {
  /// A mapper over the value as an `Optional`, for `[mapPath: \.optional]`; writing a mapper over
  /// `nil` is ignored.
  ///
  /// ```swift
  /// var count = 3
  /// count[mapPath: \.optional]        // Optional(3)
  /// count[mapPath: \.optional] = nil  // ignored: count is 3
  /// ```
  @inlinable
  public var optional: KeyPathMapper<Value?> {
    get { KeyPathMapper<Value?>(OptionalLift().extract(from: value)) }
    set { OptionalLift().embed(newValue.value, in: &value) }
  }
}
