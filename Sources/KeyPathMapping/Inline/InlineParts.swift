// The closure-backed implementation behind every `.inline` factory: one type for the read side
// and both shapes of write side, told apart by the closure it holds. Closures cannot be
// compared, so `Hashable` is synthesized from `identity` alone: the call site (or `id:`).

@usableFromInline
struct InlineClosure<Root, Member, Body>: Hashable, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: IgnoredByIdentity<Body>

  @usableFromInline
  init(identity: InlineIdentity, body: Body) {
    self.identity = identity
    self.body = IgnoredByIdentity(body)
  }

  @usableFromInline var description: String { identity.description }
}

@usableFromInline typealias InlineExtraction<Root, Member> = InlineClosure<Root, Member, (Root) -> Member>
@usableFromInline typealias InlineEmbedding<Root, Member> = InlineClosure<Root, Member, (inout Root, Member) -> Void>
@usableFromInline typealias InlineReferenceEmbedding<Root, Member> = InlineClosure<Root, Member, (Root, Member) -> Void>

extension InlineClosure: ExtractingMapping where Body == (Root) -> Member {
  @inlinable func extract(from root: Root) -> Member { body.value(root) }
}

extension InlineClosure: MutatingEmbeddingMapping where Body == (inout Root, Member) -> Void {
  @inlinable func embed(_ member: Member, in root: inout Root) { body.value(&root, member) }
}

extension InlineClosure: NonMutatingEmbeddingMapping where Body == (Root, Member) -> Void {
  @inlinable func embed(_ member: Member, in root: Root) { body.value(root, member) }
}

extension Paired {
  /// An `.inline` conversion: both closures share the factory's identity.
  @inlinable
  init<Root, Member, Write>(
    _ identity: InlineIdentity, extract: @escaping (Root) -> Member, embed: Write
  ) where Extraction == InlineExtraction<Root, Member>, Embedding == InlineClosure<Root, Member, Write> {
    self.init(InlineExtraction(identity: identity, body: extract), InlineClosure(identity: identity, body: embed))
  }
}
