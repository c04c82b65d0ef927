/// A non-mutating conversion used as a stage that continues a chain: its write goes through the
/// reference, so the reference itself, handed back to the stage before, is unchanged. Lets a
/// chain of non-mutating conversions reuse ``Composed``; its identity is the wrapped stage's.
@usableFromInline
struct ThroughReference<Base: NonMutatingConversionMapping>: MutatingConversionMapping, CustomStringConvertible {
  @usableFromInline let base: Base

  @inlinable init(_ base: Base) { self.base = base }
  @inlinable func extract(from root: Base.Root) -> Base.Member { base.extract(from: root) }
  @inlinable func embed(_ member: Base.Member, in root: inout Base.Root) { base.embed(member, in: root) }
  @usableFromInline var description: String { String(describing: base) }
}
