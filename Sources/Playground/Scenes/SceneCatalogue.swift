/// Every scene, in the order the page shows them.
enum SceneCatalogue {
  /// Fresh scenes with their initial roots.
  static func makeScenes() -> [any PlaygroundScene] {
    [
      ProgressScene(), HapticsScene(), NumberScene(), ColorScene(),
      OptionalScene(), CollectionScene(), MembershipScene(), IdentityScene(),
    ]
  }

  /// Identity pairs the render report compares, with the rule each one shows.
  static let comparisons: [(left: String, right: String, why: String)] = [
    ("identity.inlineA", "identity.inlineB",
     "Two .inline mappings with the same text at different places: the call site is the default identity."),
    ("identity.explicitA", "identity.explicitB",
     "Two .inline mappings with the same explicit id: \"double\": equal by declaration."),
    ("identity.inlineA", "identity.explicitA",
     "An implicit call-site identity never equals an explicit id."),
    ("progress.mapped", "progress.computed",
     "Different key paths from the same root: .to(Double.self) and .double are distinct members."),
  ]
}
