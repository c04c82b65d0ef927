// @testable for the lab's engine (LabPlan, LabEntry, the typed chain ends): these checks build a
// lab chain from its JSON definition and the same chain written directly in Swift over the same
// root, and compare what each reads, writes and is.
import Bindings
import JSON
import KeyPathMapping
import Testing

@testable import Playground

/// Which (step, input type, form) triples a test has checked, to compare with the catalogue.
final class LabCoverage {
  private(set) var covered: Set<String> = []

  static func key(_ step: String, _ type: String, _ form: String) -> String { "\(step) on \(type) (\(form))" }

  func note(_ steps: [JSONValue], root: String) {
    guard case .string(let name)? = steps.first?["step"] else { return }
    let form: String = if case .string(let form)? = steps.first?["form"] { form } else { "default" }
    covered.insert(Self.key(name, root, form))
  }

  /// Every (step, type, form) the catalogue offers for `steps`, each form of a step with forms.
  static func offered(_ steps: Set<String>) -> Set<String> {
    var keys: Set<String> = []
    for type in LabType.all {
      for kind in LabSteps.all where steps.contains(kind.name) {
        guard let signature = kind.signature(type) else { continue }
        if let form = signature.parameters.first(where: { $0.name == "form" }), case .choice(let forms) = form.kind {
          for name in forms { keys.insert(key(kind.name, type.name, name == "convert" ? "default" : name)) }
        } else {
          keys.insert(key(kind.name, type.name, "default"))
        }
      }
    }
    return keys
  }
}

/// A definition of `steps` over a root holding `start`.
func labDefinition<Root: LabValue>(_ start: Root, _ steps: [JSONValue]) -> JSONValue {
  ["root": ["type": .string(Root.typeName), "value": start.json], "steps": .array(steps)]
}

/// Builds the lab chain of `steps` over `start` and the chain `direct` builds, and checks that
/// they are one binding (equal identities over the lab's own root) that reads the same, and
/// that writing `written` through each, over roots that start alike, stores the same root,
/// reads back the same, commits the same transaction and fires the same hooks and rejections.
func expectSameChain<Root: LabValue, Member: LabValue>(
  _ start: Root, _ steps: [JSONValue], writing written: Member, coverage: LabCoverage? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  direct: (Binding<Root>, WriteContext) -> Binding<Member>
) throws {
  coverage?.note(steps, root: Root.typeName)
  let prepared = try LabEntry.Prepared(LabPlan(parsing: labDefinition(start, steps)))
  let root = try #require(prepared.root as? LabTypedRoot<Root>, sourceLocation: sourceLocation)
  let labContext = WriteContext()
  let built = try prepared.plan.build(over: prepared.root, context: LabWriteContext(labContext), keepsPath: true)
  let chain = try #require(
    built as? LabCursor<Root, Member>, "\(steps) gave a \(built.memberTypeName)", sourceLocation: sourceLocation)

  let sameRoot = direct(root.state.projectedValue, WriteContext())
  #expect(
    chain.binding.identity == sameRoot.identity, "\(steps): \(chain.binding.identity) vs \(sameRoot.identity)",
    sourceLocation: sourceLocation)
  #expect(chain.binding.wrappedValue == sameRoot.wrappedValue, "\(steps) reads", sourceLocation: sourceLocation)
  #expect(chain.binding.transaction == sameRoot.transaction, "\(steps) transaction", sourceLocation: sourceLocation)

  let other = State(wrappedValue: start)
  let directContext = WriteContext()
  let directBinding = direct(other.projectedValue, directContext)
  chain.binding.wrappedValue = written
  directBinding.wrappedValue = written
  #expect(root.state.wrappedValue == other.wrappedValue, "\(steps) stores", sourceLocation: sourceLocation)
  #expect(
    chain.binding.wrappedValue == directBinding.wrappedValue, "\(steps) reads back", sourceLocation: sourceLocation)
  #expect(
    root.state.lastCommit?.transaction == other.lastCommit?.transaction, "\(steps) commits",
    sourceLocation: sourceLocation)
  #expect(
    labContext.hooks.map(\.name) == directContext.hooks.map(\.name), "\(steps) hooks", sourceLocation: sourceLocation)
  #expect(labContext.rejection == directContext.rejection, "\(steps) rejection", sourceLocation: sourceLocation)
}

/// For a chain ending in a read-only step: builds it and checks that it reads through the key
/// path `direct` makes (equal key paths, so equal identities) and reads the same value.
func expectSameRead<Root: LabValue, Member: LabValue>(
  _ start: Root, _ steps: [JSONValue], as type: Member.Type, coverage: LabCoverage? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  direct: () -> KeyPath<Root, Member>
) throws {
  coverage?.note(steps, root: Root.typeName)
  let prepared = try LabEntry.Prepared(LabPlan(parsing: labDefinition(start, steps)))
  #expect(prepared.plan.isReadOnly, sourceLocation: sourceLocation)
  let built = try prepared.plan.build(over: prepared.root, context: LabWriteContext(), keepsPath: true)
  let end = try #require(built as? LabReadOnlyEnd<Root, Root, Member>, sourceLocation: sourceLocation)
  #expect(end.keyPath == direct(), "\(steps)", sourceLocation: sourceLocation)
  #expect(
    end.base.binding.wrappedValue[keyPath: end.keyPath] == start[keyPath: direct()], sourceLocation: sourceLocation)
  #expect(built.value == start[keyPath: direct()].json, sourceLocation: sourceLocation)
}
