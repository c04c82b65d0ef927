import Bindings
import JSON

/// The end of a chain built as far as some step: a binding (``LabCursor``), or a value read
/// through a read-only step (``LabReadOnlyEnd``), with their types erased.
@available(SwiftStdlib 6.2, *)
protocol LabChainEnd {
  /// The member's Swift type name.
  var memberTypeName: String { get }
  /// The member read now, as JSON.
  var value: JSONValue { get }
  /// What makes two chains over the same root the same chain: the binding's identity, or for a
  /// read-only end the identity of the binding it reads and the key path it reads through.
  var identityKey: AnyHashable { get }
  /// The identity as the lab shows it.
  var identityText: String { get }

  /// The chain one step further (for ``LabPlan``).
  func applying(
    _ step: LabPlanStep, at index: Int, context: LabWriteContext, recorder: LabBuildRecorder?
  ) throws(LabBuildError) -> any LabChainEnd

  /// The chain's binding, its closure-built twin or its `converted` twin, ready to be written
  /// through; `nil` for a read-only end or for a twin of a build that kept no key path.
  func sceneBinding(_ part: LabBindingPart, id: String, expression: String) -> SceneBinding?

  /// The round-trip laws of the whole chain, over the root type's samples, each keeping at most
  /// `counterexampleLimit` counterexamples; needs a build that kept its key path.
  func chainLaws(startingFrom start: JSONValue, counterexampleLimit: Int) -> LabLawCheck
}

/// A chain built as far as some step: the binding derived so far from the root `State`, and,
/// when the build keeps it, the key path from the root to the member, which the twins and the
/// laws go through.
@available(SwiftStdlib 6.2, *)
struct LabCursor<Root: LabValue, Member: LabValue>: LabChainEnd {
  let root: State<Root>
  let binding: Binding<Member>
  /// `nil` in a build for a write through the chain itself, which needs no key path.
  let path: WritableKeyPath<Root, Member>?
  /// The transaction steps so far, which the twins apply to themselves in the same order.
  let modifiers: [LabTransactionStep]
  /// Whether every step so far can read through a root value without trapping (`nil`: all can).
  let admits: ((Root) -> Bool)?

  private init(
    root: State<Root>, binding: Binding<Member>, path: WritableKeyPath<Root, Member>?,
    modifiers: [LabTransactionStep], admits: ((Root) -> Bool)?
  ) {
    self.root = root
    self.binding = binding
    self.path = path
    self.modifiers = modifiers
    self.admits = admits
  }

  var memberTypeName: String { Member.typeName }
  var value: JSONValue { binding.wrappedValue.json }
  var identityKey: AnyHashable { AnyHashable(binding.identity) }
  var identityText: String { binding.identity.description }

  func applying(
    _ step: LabPlanStep, at index: Int, context: LabWriteContext, recorder: LabBuildRecorder?
  ) throws(LabBuildError) -> any LabChainEnd {
    switch step {
    case .path(let pathStep):
      let next = try pathStep.advance(self, step: index, context: context, recorder: recorder)
      recorder?.recordIdentity(of: next, step: index, code: pathStep.code)
      return next
    case .transaction(let modifier):
      return LabCursor(
        root: root, binding: binding.transaction(modifier.applied(to: binding.transaction)), path: path,
        modifiers: modifiers + [modifier], admits: admits)
    }
  }

  /// The chain through one more key path component.
  func appending<Out: LabValue>(
    _ component: LabComponent<Member, Out>, refusal: (@Sendable (Member) -> String?)?
  ) -> any LabChainEnd {
    switch component {
    case .writable(let keyPath):
      var admits = self.admits
      if let refusal, let path {
        admits = { [admits] root in (admits?(root) ?? true) && refusal(root[keyPath: path]) == nil }
      }
      return LabCursor<Root, Out>(
        root: root, binding: binding[dynamicMember: keyPath], path: path.map { $0.appending(path: keyPath) },
        modifiers: modifiers, admits: admits)
    case .readOnly(let keyPath):
      return LabReadOnlyEnd(base: self, keyPath: keyPath)
    }
  }

  func sceneBinding(_ part: LabBindingPart, id: String, expression: String) -> SceneBinding? {
    switch part {
    case .chain:
      return SceneBinding(id, binding.identity.depth == 0 ? .root : .mapped, .text, binding, expression: expression)
    case .closure:
      guard let path else { return nil }
      let root = self.root
      let twin = Binding<Member>(
        get: { root.wrappedValue[keyPath: path] }, set: { root.wrappedValue[keyPath: path] = $0 })
      return SceneBinding(id, .rebuilt, .text, modified(twin), expression: expression)
    case .converted:
      guard let path else { return nil }
      let root = self.root
      let twin = root.projectedValue.converted(
        forward: { $0[keyPath: path] },
        backward: { member in
          var value = root.wrappedValue
          value[keyPath: path] = member
          return value
        })
      return SceneBinding(id, .rebuilt, .text, modified(twin), expression: expression)
    }
  }

  /// `twin` with the chain's transaction steps applied, as the twins' expressions end.
  private func modified(_ twin: Binding<Member>) -> Binding<Member> {
    modifiers.reduce(twin) { twin, modifier in twin.transaction(modifier.applied(to: twin.transaction)) }
  }

  func chainLaws(startingFrom start: JSONValue, counterexampleLimit: Int) -> LabLawCheck {
    guard let path else { return .notApplicable(subject: LabLawCheck.chainSubject, reason: "no key path was kept") }
    var roots = LabLawCheck.samples(Root.self, first: try? Root(json: start))
    if let admits { roots = roots.filter(admits) }
    let members = LabLawCheck.samples(Member.self, first: binding.wrappedValue)
    return LabLawCheck(
      subject: LabLawCheck.chainSubject, step: nil, path: path, roots: roots, members: members,
      counterexampleLimit: counterexampleLimit)
  }
}

@available(SwiftStdlib 6.2, *)
extension LabCursor where Member == Root {
  /// The chain of no steps: the root's own binding, `$value`.
  init(root: State<Root>, keepsPath: Bool) {
    let identity: WritableKeyPath<Root, Root> = \.self
    self.init(root: root, binding: root.projectedValue, path: keepsPath ? identity : nil, modifiers: [], admits: nil)
  }
}

/// A chain that ends in a read-only step (`[map:]`, `[getter:]`): a value read through a key
/// path from the binding before it, never written.
@available(SwiftStdlib 6.2, *)
struct LabReadOnlyEnd<Root: LabValue, Base: LabValue, Member: LabValue>: LabChainEnd {
  let base: LabCursor<Root, Base>
  let keyPath: KeyPath<Base, Member>

  /// What identifies the end: the binding it reads and the key path it reads through.
  private struct Identity: Hashable {
    let binding: BindingIdentity
    let keyPath: KeyPath<Base, Member>
  }

  var memberTypeName: String { Member.typeName }
  var value: JSONValue { base.binding.wrappedValue[keyPath: keyPath].json }
  var identityKey: AnyHashable { AnyHashable(Identity(binding: base.binding.identity, keyPath: keyPath)) }
  var identityText: String { "\(base.binding.identity.description), read through \(keyPath)" }

  func applying(
    _ step: LabPlanStep, at index: Int, context: LabWriteContext, recorder: LabBuildRecorder?
  ) throws(LabBuildError) -> any LabChainEnd {
    throw LabBuildError(step: index, message: "follows a read-only step, which ends the chain")
  }

  func sceneBinding(_ part: LabBindingPart, id: String, expression: String) -> SceneBinding? { nil }

  func chainLaws(startingFrom start: JSONValue, counterexampleLimit: Int) -> LabLawCheck {
    .notApplicable(
      subject: LabLawCheck.chainSubject,
      reason: "the chain ends in a read-only step: nothing can be written, so no law has a write to check")
  }
}

/// The three bindings of a lab binding: its chain and the chain's two closure-built twins.
@available(SwiftStdlib 6.2, *)
package enum LabBindingPart: String, CaseIterable, Sendable {
  /// `$value[convert: a][convert: b]…`: derived through key paths.
  case chain
  /// `Binding(get: { value[…] }, set: { value[…] = $0 })`.
  case closure
  /// `$value.converted(forward: { $0[…] }, backward: { … })`.
  case converted
}
