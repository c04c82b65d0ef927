// Markers that name a mapping's kind where the subscript alone does not decide it. Each returns
// its argument unchanged: `value[convert: .mutating(.inline(...))]` picks the mutating `.inline`.

extension KeyPathMapper.ReadonlyConversionTo {
  /// Marks a conversion as read-only.
  ///
  /// ```swift
  /// [1, 2][map: .readonly(.inline { $0.count })]  // 2
  /// ```
  ///
  /// - Parameter conversion: A read-only conversion.
  /// - Returns: `conversion`.
  @inlinable
  public static func readonly(_ conversion: Self) -> Self { conversion }
}

extension KeyPathMapper.MutatingConversionTo {
  /// Marks a conversion as one that writes back into its root.
  ///
  /// ```swift
  /// var count = 2
  /// count[convert: .mutating(.inline(extract: { $0 * 2 }, embed: { $0 / 2 }))] = 10  // count is 5
  /// ```
  ///
  /// - Parameter conversion: A mutating conversion.
  /// - Returns: `conversion`.
  @inlinable
  public static func mutating(_ conversion: Self) -> Self { conversion }
}

extension KeyPathMapper.NonMutatingConversionTo {
  /// Marks a conversion as one that writes through a reference root.
  ///
  /// ```swift
  /// profile[convert: .nonmutating(.inline(extract: { $0.name }, embed: { $0.name = $1 }))] = "Ada"
  /// // profile.name is "Ada"
  /// ```
  ///
  /// - Parameter conversion: A non-mutating conversion.
  /// - Returns: `conversion`.
  @inlinable
  public static func nonmutating(_ conversion: Self) -> Self { conversion }
}
