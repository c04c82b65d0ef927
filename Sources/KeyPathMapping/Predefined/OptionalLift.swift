#if PredefinedConversions
/// Lifts a value into `Optional`; writing `nil` leaves the root unchanged.
@usableFromInline
struct OptionalLift<Root>: MutatingConversionMapping, CustomStringConvertible {
  @inlinable init() {}
  @inlinable func extract(from root: Root) -> Root? { root }

  @inlinable
  func embed(_ member: Root?, into root: inout Root) {
    if let member { root = member }
  }

  @usableFromInline var description: String { ".optional of \(Root.self)" }
}

extension KeyPathMapper.MutatingConversionTo where Member == Root? {
  /// Presents the root as an `Optional`, for controls that edit optional values.
  ///
  /// ```swift
  /// var name = "Ada"
  /// name[convert: .optional] = nil      // ignored: name is "Ada"
  /// name[convert: .optional] = "Grace"  // name is "Grace"
  /// ```
  public static var optional: Self { Self(OptionalLift()) }
}

extension KeyPathMapper {
  /// The root as an `Optional`, for `[mapPath: \.optional]`; writing `nil` is ignored.
  ///
  /// ```swift
  /// var count = 3
  /// count[mapPath: \.optional] = nil  // count is 3
  /// ```
  public var optional: Root? {
    get { OptionalLift().extract(from: root) }
    set { OptionalLift().embed(newValue, into: &root) }
  }
}
#endif
