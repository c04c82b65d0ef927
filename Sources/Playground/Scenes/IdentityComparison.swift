/// Two bindings of a scene whose identities the render report compares, and the rule the
/// outcome shows (`POST /api/render`, `comparisons`).
@available(SwiftStdlib 6.2, *)
package struct IdentityComparison: Sendable {
  /// The binding ids compared, both of the scene that declares the comparison.
  let left: String
  let right: String
  /// The rule the comparison shows, in one sentence.
  let why: String

  init(_ left: String, _ right: String, why: String) {
    self.left = left
    self.right = right
    self.why = why
  }
}
