/// The implementation behind `.onWillSet`, `.onDidSet`, `.onChange` and
/// `.perform(onWillSet:onDidSet:)`: it replaces the root with the new value and runs the hooks
/// around that write. The hooks are closures, so `Hashable` is synthesized from `identity`
/// (kind and call site) alone.
@usableFromInline
struct HookedWrite<Root>: MutatingEmbeddingMapping, CustomStringConvertible {
  /// Both hooks receive the root before the write and the value written. After the write the
  /// root *is* that value, so a did-set hook that asks for "the root after the write" gets it.
  @usableFromInline typealias Hook = (_ oldValue: Root, _ newValue: Root) -> Void

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
  func embed(_ member: Root, in root: inout Root) {
    willSet.value?(root, member)
    let oldValue = root
    root = member
    didSet.value?(oldValue, member)
  }

  @usableFromInline
  var description: String { identity.description }

  /// A hook for the `(newValue)` forms.
  @inlinable
  static func newValue(_ action: @escaping (_ newValue: Root) -> Void) -> Hook {
    { _, newValue in action(newValue) }
  }

  /// A will-set hook for the `(root, newValue)` forms: `root` is the root before the write.
  @inlinable
  static func rootBefore(_ action: @escaping (_ root: Root, _ newValue: Root) -> Void) -> Hook {
    action
  }

  /// A did-set hook for the `(root, newValue)` forms: `root` is the root after the write, which
  /// is the value written.
  @inlinable
  static func rootAfter(_ action: @escaping (_ root: Root, _ newValue: Root) -> Void) -> Hook {
    { _, newValue in action(newValue, newValue) }
  }
}
