import Bindings

/// A modelled child view that takes one binding from its parent, and counts its body runs.
///
/// On every render of the parent, the child's input is built afresh by ``makeInput``, as a
/// SwiftUI parent's `body` builds its children's arguments. The child's body runs on the first
/// render and then whenever the input differs from the last render's, compared by location
/// identity (``RedrawInput``); otherwise it is skipped. This models SwiftUI's rule for a view's
/// inputs; it is not SwiftUI.
///
/// ```swift
/// @State var progress: Float = 0.25
/// var child = RedrawChild(
///   name: "mapped", expression: "$progress[convert: .to(Double.self)]"
/// ) { _ in $progress[convert: .to(Double.self)] }
/// child.render(ParentRender(number: 1, counter: 0)).reason   // .firstRender
/// child.render(ParentRender(number: 2, counter: 1)).reason   // .inputsEqual
/// child.bodyRuns                                             // 1
/// ```
@available(SwiftStdlib 6.2, *)
struct RedrawChild {
  /// A short name for the child, such as `mapped`.
  let name: String
  /// The Swift expression the parent's body passes to the child, verbatim.
  let expression: String
  /// Builds the child's input on one render of the parent.
  let makeInput: (ParentRender) -> any RedrawInput

  /// How many times the child's body has run.
  private(set) var bodyRuns = 0
  /// The identity of the input of the last render, once rendered.
  private(set) var lastIdentity: BindingIdentity?

  /// A child that has not been rendered yet.
  ///
  /// - Parameters:
  ///   - name: A short name for the child.
  ///   - expression: The Swift expression the parent's body passes to the child.
  ///   - makeInput: Builds the input on each render of the parent.
  init(name: String, expression: String, makeInput: @escaping (ParentRender) -> any RedrawInput) {
    self.name = name
    self.expression = expression
    self.makeInput = makeInput
  }

  /// Renders the child as part of the parent's render `parent`: builds its input, compares it
  /// with the last render's, and runs the body when they differ.
  ///
  /// - Parameter parent: The parent's render the child is part of.
  /// - Returns: Whether the body ran and why, with the count so far.
  mutating func render(_ parent: ParentRender) -> RedrawChildOutcome {
    let input = makeInput(parent)
    let reason: RedrawReason
    if let lastIdentity {
      if input.hasIdentity(lastIdentity) {
        reason = .inputsEqual
      } else {
        let current = input.identity
        reason = .inputsDiffer(previous: lastIdentity.description, current: current.description)
        self.lastIdentity = current
      }
    } else {
      reason = .firstRender
      lastIdentity = input.identity
    }
    if reason.bodyRan { bodyRuns += 1 }
    return RedrawChildOutcome(name: name, reason: reason, bodyRuns: bodyRuns)
  }
}

/// What one render of the parent did to one child.
///
/// ```swift
/// let outcome = RedrawChildOutcome(name: "getSet", reason: .inputsDiffer(previous: "Closure#12", current: "Closure#19"), bodyRuns: 2)
/// outcome.bodyRan              // true
/// print(outcome)               // getSet (2 runs): Closure#12 != Closure#19
/// ```
@available(SwiftStdlib 6.2, *)
struct RedrawChildOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The child's name.
  let name: String
  /// Why the body ran, or that it was skipped.
  let reason: RedrawReason
  /// The child's body runs so far, this render included.
  let bodyRuns: Int

  /// Whether the body ran on this render.
  var bodyRan: Bool { reason.bodyRan }

  /// The outcome in one line: the name, the count and the reason.
  var description: String {
    "\(name) (\(bodyRuns) \(bodyRuns == 1 ? "run" : "runs")): \(reason)"
  }
}
