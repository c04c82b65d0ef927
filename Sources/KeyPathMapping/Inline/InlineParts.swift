// The closure-backed implementations behind every `.inline` factory. Each is identified only by
// its `InlineIdentity`: closures cannot be compared, their call site (or `id:`) can.

@usableFromInline
struct InlineExtraction<Root, Member>: ExtractingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: (Root) -> Member

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (Root) -> Member) {
    self.identity = identity
    self.body = body
  }

  @inlinable func extract(from root: Root) -> Member { body(root) }
  @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(identity) }
  @usableFromInline var description: String { ".inline(\(identity))" }
}

@usableFromInline
struct InlineEmbedding<Root, Member>: MutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: (inout Root, Member) -> Void

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (inout Root, Member) -> Void) {
    self.identity = identity
    self.body = body
  }

  @inlinable func embed(_ member: Member, into root: inout Root) { body(&root, member) }
  @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(identity) }
  @usableFromInline var description: String { ".inline(\(identity))" }
}

@usableFromInline
struct InlineReferenceEmbedding<Root, Member>: NonMutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let body: (Root, Member) -> Void

  @usableFromInline
  init(identity: InlineIdentity, body: @escaping (Root, Member) -> Void) {
    self.identity = identity
    self.body = body
  }

  @inlinable func embed(_ member: Member, into root: Root) { body(root, member) }
  @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(identity) }
  @usableFromInline var description: String { ".inline(\(identity))" }
}
