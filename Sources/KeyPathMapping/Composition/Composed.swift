/// Two mappings applied one after the other: the implementation behind `appending(_:)` and
/// `.concat(...)`. Its identity is the pair of stage identities.
@usableFromInline
struct Composed<Outer: ExtractingMapping, Inner: ExtractingMapping>: ExtractingMapping, CustomStringConvertible
where Outer.Member == Inner.Root {
  @usableFromInline let outer: Outer
  @usableFromInline let inner: Inner

  @usableFromInline
  init(_ outer: Outer, _ inner: Inner) {
    self.outer = outer
    self.inner = inner
  }

  @inlinable
  func extract(from root: Outer.Root) -> Inner.Member {
    inner.extract(from: outer.extract(from: root))
  }

  @usableFromInline
  var description: String { "\(outer).appending(\(inner))" }
}

extension Composed: MutatingEmbeddingMapping, MutatingConversionMapping
where Outer: MutatingConversionMapping, Inner: MutatingConversionMapping {
  // Every stage sees the write: a stage that rejects it leaves the intermediate value as it was,
  // and writing that back leaves the root as it was.
  @inlinable
  func embed(_ member: Inner.Member, in root: inout Outer.Root) {
    var intermediate = outer.extract(from: root)
    inner.embed(member, in: &intermediate)
    outer.embed(intermediate, in: &root)
  }
}

extension Composed: NonMutatingEmbeddingMapping, NonMutatingConversionMapping
where Outer: NonMutatingConversionMapping, Inner: MutatingConversionMapping {
  @inlinable
  func embed(_ member: Inner.Member, in root: Outer.Root) {
    var intermediate = outer.extract(from: root)
    inner.embed(member, in: &intermediate)
    outer.embed(intermediate, in: root)
  }
}
