/// The implementation behind `.onWillSet`, `.onDidSet` and `.perform(onWillSet:onDidSet:)`: it
/// replaces the root with the new value and runs the hooks around that write.
@usableFromInline
struct HookedWrite<Root>: MutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline typealias Hook = (_ root: Root, _ newValue: Root) -> Void

  @usableFromInline let identity: InlineIdentity
  @usableFromInline let kind: StaticString
  @usableFromInline let willSet: Hook?
  @usableFromInline let didSet: Hook?

  @usableFromInline
  init(identity: InlineIdentity, kind: StaticString, willSet: Hook?, didSet: Hook?) {
    self.identity = identity
    self.kind = kind
    self.willSet = willSet
    self.didSet = didSet
  }

  @inlinable
  func embed(_ member: Root, into root: inout Root) {
    willSet?(root, member)
    let oldValue = root
    root = member
    didSet?(oldValue, member)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity == rhs.identity && lhs.kind.hasSameText(as: rhs.kind)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }

  @usableFromInline
  var description: String { ".\(kind)(\(identity))" }
}
