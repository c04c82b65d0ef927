package import JSON

/// A lab binding: its definition, its own root, and what its creation computed once: the Swift
/// code of its bindings, the round-trip laws, and whether each binding keeps its identity when
/// it is built again.
///
/// Its bindings are `<id>.chain`, and for a chain that can be written, its twins
/// `<id>.closure` and `<id>.converted` (``LabBindingPart``); each is written through
/// `POST /api/bindings/{id}` like a scene's binding.
@available(SwiftStdlib 6.2, *)
package struct LabEntry {
  /// What creating a lab binding computes before it has an id.
  package struct Prepared {
    let plan: LabPlan
    let root: any LabRoot
    let expressions: LabExpressions
    /// `{"chain": LawCheck, "steps": [LawCheck]}`.
    let laws: JSONValue
    /// Whether a second build gave each binding the identity of the first.
    let stableIdentity: [LabBindingPart: Bool]
    /// The chain every write and read goes through.
    let chain: LabBuiltChain

    /// Builds the chain over a new root holding the definition's starting value, checks its
    /// laws, and builds it once more to see which identities survive; the second build is the
    /// one kept for writes.
    ///
    /// - Parameters:
    ///   - plan: The definition, read and checked.
    ///   - counterexampleLimit: The most counterexamples each law keeps (``LabLawCheck``).
    /// - Throws: A step that cannot be built over the starting value (`.unsafeIndex` out of
    ///   range), named like every definition error.
    package init(_ plan: LabPlan, counterexampleLimit: Int = LabLawCheck.counterexampleLimit) throws(PlaygroundError) {
      self.plan = plan
      do throws(ValueRejection) {
        root = try plan.rootType.type.makeRoot(plan.start)
      } catch {
        throw PlaygroundError.invalid("root.value: \(error.message)")
      }
      let recorder = LabBuildRecorder.creating(counterexampleLimit: counterexampleLimit)
      let relay = LabWriteContext()
      let first: any LabChainEnd
      let second: any LabChainEnd
      do throws(LabBuildError) {
        first = try plan.build(over: root, context: LabWriteContext(), keepsPath: true, recorder: recorder)
        second = try plan.build(over: root, context: relay, keepsPath: true)
      } catch {
        throw PlaygroundError.invalid("\(plan.position(ofStep: error.step)): \(error.message)")
      }
      expressions = LabExpressions(plan: plan)
      laws = [
        "chain": first.chainLaws(startingFrom: plan.start, counterexampleLimit: counterexampleLimit).json,
        "steps": .array(recorder.stepLaws.map(\.json)),
      ]
      var stable: [LabBindingPart: Bool] = [.chain: first.identityKey == second.identityKey]
      for part in [LabBindingPart.closure, .converted] {
        if let once = first.sceneBinding(part, id: "", expression: ""),
          let again = second.sceneBinding(part, id: "", expression: "")
        {
          stable[part] = once.derive().identity == again.derive().identity
        }
      }
      stableIdentity = stable
      chain = LabBuiltChain(end: second, context: relay)
    }
  }

  /// `lab-1`, `lab-2`, …: never reused while the server runs.
  let id: String
  let prepared: Prepared

  package var plan: LabPlan { prepared.plan }
  var root: any LabRoot { prepared.root }

  /// The bindings a write can go through: the chain and its twins, or none for a read-only chain.
  var parts: [LabBindingPart] { plan.isReadOnly ? [.chain] : LabBindingPart.allCases }

  /// The binding id of `part`, such as `lab-3.chain`.
  func bindingID(_ part: LabBindingPart) -> String { "\(id).\(part.rawValue)" }

  /// Every lab binding id starts so; no scene id does.
  static let idPrefix = "lab-"

  /// The lab binding id and the part a binding id names, such as `("lab-3", .closure)`, or
  /// `nil` for an id that names no lab binding's part (every scene binding's).
  static func parse(bindingID: String) -> (entry: String, part: LabBindingPart)? {
    guard bindingID.hasPrefix(idPrefix), let dot = bindingID.lastIndex(of: "."),
      let part = LabBindingPart(rawValue: String(bindingID[bindingID.index(after: dot)...]))
    else { return nil }
    return (String(bindingID[..<dot]), part)
  }

  /// A binding of this lab binding, ready for one write through the write path: the chain
  /// built at creation, or a twin made afresh around it (a `Binding(get:set:)` is a new binding
  /// every time its code runs, as in a scene's render).
  ///
  /// - Throws: 422 for a read-only chain, which nothing can be written through.
  func target(_ part: LabBindingPart) throws(PlaygroundError) -> WriteTarget {
    let id = bindingID(part)
    guard let binding = prepared.chain.end.sceneBinding(part, id: id, expression: prepared.expressions[part]) else {
      let last = plan.lastPathStep.map { "its step \($0.position), \($0.code), " } ?? ""
      throw PlaygroundError(
        .invalid, "\(id) is read-only: \(last)has no setter, so nothing can be written through the chain")
    }
    let context = WriteContext()
    return WriteTarget(
      binding: binding, root: LabWriteRoot(root: root.bindingRoot, relay: prepared.chain.context, context: context),
      context: context)
  }

  /// The contract's `LabBinding`, with every value read now.
  package var json: JSONValue {
    [
      "id": .string(id), "definition": plan.definition, "rootType": .string(plan.rootType.name),
      "memberType": .string(plan.memberType.name), "readOnly": .bool(plan.isReadOnly),
      "expression": .string(prepared.expressions.chain),
      "root": ["type": .string(plan.rootType.name), "value": root.json],
      "steps": .array(stepsJSON), "bindings": .array(bindingsJSON), "laws": prepared.laws,
    ]
  }

  private var stepsJSON: [JSONValue] {
    plan.steps.enumerated().map { offset, step in
      let position = offset + 1
      let form: String = if case .path(let pathStep) = step { pathStep.form.rawValue } else { "transaction" }
      return [
        "position": .integer(position), "step": plan.stepDefinitions[offset]["step"] ?? .null,
        "code": .string(step.code), "form": .string(form),
        "input": .string(plan.inputType(ofStep: position).name), "output": .string(plan.memberTypes[offset].name),
      ]
    }
  }

  /// Each binding as a `BindingInfo` of the contract, plus whether it can be written and
  /// whether its identity survives a new build.
  private var bindingsJSON: [JSONValue] { parts.map(info(of:)) }

  /// The `LabBindingInfo` of `part`, its value read now; `nil` for a part this lab binding does
  /// not have (a read-only chain has no twins).
  func bindingInfo(_ part: LabBindingPart) -> JSONValue? {
    guard parts.contains(part) else { return nil }
    return info(of: part)
  }

  private func info(of part: LabBindingPart) -> JSONValue {
    let end = prepared.chain.end
    let value: JSONValue
    let identity: String
    let kind: String
    if let binding = end.sceneBinding(part, id: bindingID(part), expression: "") {
      let derived = binding.derive()
      (value, identity, kind) = (derived.read(), derived.identity.description, binding.kind.rawValue)
    } else {
      (value, identity, kind) = (end.value, end.identityText, BindingKind.mapped.rawValue)
    }
    return [
      "id": .string(bindingID(part)), "scene": .string(id), "part": .string(part.rawValue),
      "expression": .string(prepared.expressions[part]), "kind": .string(kind),
      "valueType": .string(plan.memberType.name), "value": value, "identity": .string(identity),
      "control": plan.memberType.control, "writable": .bool(!plan.isReadOnly),
      "stableIdentity": .bool(prepared.stableIdentity[part] ?? false),
    ]
  }

  /// `{"id", "definition", "expression", "memberType"}`: a line of the list of lab bindings.
  package var summary: JSONValue {
    [
      "id": .string(id), "definition": plan.definition, "expression": .string(prepared.expressions.chain),
      "memberType": .string(plan.memberType.name),
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension LabPlan {
  /// `step 3 (clamped)`, as errors name a step; `the root` for position 0.
  func position(ofStep position: Int) -> String {
    guard position >= 1, position <= stepDefinitions.count else { return "the root" }
    guard case .string(let name)? = stepDefinitions[position - 1]["step"] else { return "step \(position)" }
    return "step \(position) (\(name))"
  }
}

@available(SwiftStdlib 6.2, *)
extension LabPlan {
  /// The laws of the chain this plan builds, every counterexample kept: what a lab binding's
  /// `laws` holds with none cut off. The chain is built and checked again over a new root with
  /// the plan's starting value, as creating it did, so the checks find the same failures.
  ///
  /// - Complexity: As creating the lab binding: roots × members² writes per check, over a
  ///   type's few samples, so the answer stays bounded (at most a few hundred counterexamples a
  ///   law).
  package func allLaws() throws(PlaygroundError) -> JSONValue {
    try LabEntry.Prepared(self, counterexampleLimit: .max).laws
  }
}
