// A non-mutating conversion continues with ordinary conversions of its member: the write goes
// back through the reference at the end. Chain more stages with further `appending(_:)` calls.

extension KeyPathMapper.NonMutatingConversionTo {
  /// Appends a conversion that continues from this one's member.
  ///
  /// - Parameter next: The conversion applied to this one's member.
  /// - Returns: A conversion that writes through the reference root; its identity combines both stages.
  @inlinable
  public func appending<Next>(_ next: KeyPathMapper<Member>.MutatingConversionTo<Next>) -> KeyPathMapper<Root>.NonMutatingConversionTo<Next> {
    .init(Composed(self, next))
  }
}
