/// The Swift code of a lab binding's three bindings, as they are built.
///
/// The code runs where `@State var value: Root` is declared, with `context` (whose `reject` a
/// failable conversion reports to) and `haptics` (whose `impact()` the hooks call) in scope, as
/// in a scene's `render`:
///
/// ```swift
/// $value[convert: .to(Double.self)].animation(.easeInOut(duration: 0.35))
/// Binding(get: { value[convert: .to(Double.self)] }, set: { value[convert: .to(Double.self)] = $0 })
///   .animation(.easeInOut(duration: 0.35))
/// $value.converted(forward: { $0[convert: .to(Double.self)] },
///   backward: { var root = value; root[convert: .to(Double.self)] = $0; return root })
///   .animation(.easeInOut(duration: 0.35))
/// ```
///
/// The twins go through the same subscripts inside their closures, and end with the chain's
/// transaction steps in order. A chain that ends in a read-only step is a read, not a binding:
/// `value[convert: .safeIndex(0)][map: .unwrappedWith(0)]`.
@available(SwiftStdlib 6.2, *)
struct LabExpressions: Sendable {
  let chain: String
  let closure: String
  let converted: String

  init(plan: LabPlan) {
    let subscripts = plan.steps.compactMap { step in if case .path = step { step.code } else { nil } }.joined()
    let modifiers = plan.steps.compactMap { step in if case .transaction = step { step.code } else { nil } }.joined()
    chain = (plan.isReadOnly ? "value" : "$value") + plan.steps.map(\.code).joined()
    closure = "Binding(get: { value\(subscripts) }, set: { value\(subscripts) = $0 })\(modifiers)"
    let backward = subscripts.isEmpty ? "{ $0 }" : "{ var root = value; root\(subscripts) = $0; return root }"
    converted = "$value.converted(forward: { $0\(subscripts) }, backward: \(backward))\(modifiers)"
  }

  subscript(part: LabBindingPart) -> String {
    switch part {
    case .chain: chain
    case .closure: closure
    case .converted: converted
    }
  }
}
