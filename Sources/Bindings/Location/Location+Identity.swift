/// How a location answers ``Location/hasIdentity(_:depth:)``, as a root or as one step from its
/// base: the same comparisons ``BindingIdentity/==`` makes, root first, then each step outwards.
@available(SwiftStdlib 6.0, *)
extension BindingIdentity {
  /// Whether this identity, cut to its first `depth` steps, is `root` alone.
  func isRoot(_ root: RootIdentity, depth: Int) -> Bool {
    depth == 0 && self.root == root
  }

  /// Whether this identity, cut to its first `depth` steps, is `base`'s identity followed by a
  /// step with `key`.
  func isStep(_ key: ProjectionStep.Key, from base: some Location, depth: Int) -> Bool {
    depth > 0 && base.hasIdentity(self, depth: depth - 1) && hasStep(key, at: depth - 1)
  }
}
