/// The implementation behind `.onWillSet`, `.onDidSet` and `.perform(onWillSet:onDidSet:)`: it
/// replaces the root with the new value and runs the hooks around that write. The hooks are
/// closures, so `Hashable` is synthesized from `identity` (kind and call site) alone.
@usableFromInline
struct HookedWrite<Root>: MutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline typealias Hook = (_ root: Root, _ newValue: Root) -> Void

  @usableFromInline let identity: InlineIdentity
  @usableFromInline let willSet: IgnoredByIdentity<Hook?>
  @usableFromInline let didSet: IgnoredByIdentity<Hook?>

  @usableFromInline
  init(identity: InlineIdentity, willSet: Hook?, didSet: Hook?) {
    self.identity = identity
    self.willSet = IgnoredByIdentity(willSet)
    self.didSet = IgnoredByIdentity(didSet)
  }

  @inlinable
  func embed(_ member: Root, into root: inout Root) {
    willSet.value?(root, member)
    let oldValue = root
    root = member
    didSet.value?(oldValue, member)
  }

  @usableFromInline
  var description: String { identity.description }

  /// A hook for the `(newValue)` forms, which do not look at the root.
  @inlinable
  static func ignoringRoot(_ action: @escaping (_ newValue: Root) -> Void) -> Hook {
    { _, newValue in action(newValue) }
  }
}
