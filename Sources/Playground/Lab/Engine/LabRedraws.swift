import JSON

/// How often a child view holding a lab binding's chain, and a child holding each of its twins,
/// would run its body while a parent re-renders on ticks of a state none of them reads.
///
/// The redraw model (``RedrawTree``) run over the lab binding: on each render of the parent the
/// chain is built again over one root, as a view's `body` would build it, and each child's
/// binding is derived from that build; a child's body runs again when its binding's identity
/// differs from the last render's, compared by the `Bindings` module's location identity. This
/// models SwiftUI's rule; it is not SwiftUI.
///
/// ```swift
/// let plan = try LabPlan(parsing: ["root": ["type": "Float", "value": 0.25], "steps": [["step": "to", "type": "Double"]]])
/// let redraws = try LabRedraws(plan: plan, over: LabEntry.Prepared(plan).root, ticks: 10)
/// redraws.tree.children.map(\.bodyRuns)   // [1, 11, 11]: chain, closure, converted
/// ```
@available(SwiftStdlib 6.2, *)
struct LabRedraws {
  /// The most ticks one request may run, as for the redraw tree.
  package static let ticksLimit = PlaygroundJournal.redrawTicksLimit

  /// The lab binding's id, such as `lab-3`.
  let id: String
  /// How many ticks were run.
  let ticks: Int
  /// The tree after them: one child per binding, in ``LabBindingPart`` order.
  let tree: RedrawTree

  /// Renders the parent once, then ticks it `ticks` times.
  ///
  /// - Parameters:
  ///   - plan: The lab binding's definition.
  ///   - root: A root of the definition's root type, used by nothing else (a copy of the lab
  ///     binding's own, so no write races the builds).
  ///   - ticks: From 1 to ``ticksLimit``.
  ///   - id: The lab binding's id, for the children's binding ids.
  /// - Throws: 422 for a count out of range, or for a read-only chain (no child can take a
  ///   binding from it), or when a build fails over the root's value.
  init(plan: LabPlan, over root: any LabRoot, ticks: Int, id: String = "") throws(PlaygroundError) {
    guard (1...Self.ticksLimit).contains(ticks) else {
      throw .invalid("ticks must be an integer from 1 to \(Self.ticksLimit), got \(ticks)")
    }
    guard !plan.isReadOnly else {
      throw .invalid("\(id) is read-only: a child would take its value, not a binding, so there is nothing to compare")
    }
    let expressions = LabExpressions(plan: plan)
    // Every render's bindings, built before the tree runs: render n (from 1) takes element
    // n - 1 of its part's list.
    var inputs: [LabBindingPart: [DerivedBinding]] = [:]
    for _ in 0...ticks {
      let end: any LabChainEnd
      do throws(LabBuildError) {
        end = try plan.build(over: root, context: LabWriteContext(), keepsPath: true)
      } catch {
        throw .invalid("\(plan.position(ofStep: error.step)): \(error.message)")
      }
      for part in LabBindingPart.allCases {
        if let binding = end.sceneBinding(part, id: "\(id).\(part.rawValue)", expression: expressions[part]) {
          inputs[part, default: []].append(binding.derive())
        }
      }
    }
    let children = LabBindingPart.allCases.compactMap { part -> RedrawChild? in
      guard let renders = inputs[part], renders.count == ticks + 1 else { return nil }
      return RedrawChild(name: part.rawValue, expression: expressions[part]) { render in renders[render.number - 1] }
    }
    var tree = RedrawTree(children: children)
    tree.run(ticks: ticks)
    self.id = id
    self.ticks = ticks
    self.tree = tree
  }

  /// `{"id", "disclaimer", "ticks", "parentBodyRuns", "children": [{"part", "binding",
  /// "expression", "bodyRuns", "ran", "reason"}]}`: each child's runs over the ticks, and why
  /// it ran (or was skipped) on the last render.
  var json: JSONValue {
    let children: [JSONValue] = zip(tree.children, tree.lastPass.outcomes).map { child, outcome in
      [
        "part": .string(child.name), "binding": .string("\(id).\(child.name)"),
        "expression": .string(child.expression), "bodyRuns": .integer(outcome.bodyRuns),
        "ran": .bool(outcome.bodyRan), "reason": outcome.reason.json,
      ]
    }
    return [
      "id": .string(id), "disclaimer": .string(RedrawTree.disclaimer), "ticks": .integer(ticks),
      "parentBodyRuns": .integer(tree.parentBodyRuns), "children": .array(children),
    ]
  }
}
