// The closure-backed implementations behind every `.inline` factory. Closures cannot be
// compared, so `Hashable` is synthesized from `identity` alone: the call site (or `id:`).

@usableFromInline
struct InlineExtraction<Root, Member>: ExtractingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: IgnoredByIdentity<(Root) -> Member>

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (Root) -> Member) {
    self.identity = identity
    self.body = IgnoredByIdentity(body)
  }

  @inlinable func extract(from root: Root) -> Member { body.value(root) }
  @usableFromInline var description: String { identity.description }
}

@usableFromInline
struct InlineEmbedding<Root, Member>: MutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: IgnoredByIdentity<(inout Root, Member) -> Void>

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (inout Root, Member) -> Void) {
    self.identity = identity
    self.body = IgnoredByIdentity(body)
  }

  @inlinable func embed(_ member: Member, into root: inout Root) { body.value(&root, member) }
  @usableFromInline var description: String { identity.description }
}

@usableFromInline
struct InlineReferenceEmbedding<Root, Member>: NonMutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: IgnoredByIdentity<(Root, Member) -> Void>

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (Root, Member) -> Void) {
    self.identity = identity
    self.body = IgnoredByIdentity(body)
  }

  @inlinable func embed(_ member: Member, into root: Root) { body.value(root, member) }
  @usableFromInline var description: String { identity.description }
}
