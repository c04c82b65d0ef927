/// What a build of a chain notes on the way, when asked: each step's laws (when a lab binding is
/// created) and the identity after each step (when two chains are compared).
@available(SwiftStdlib 6.2, *)
final class LabBuildRecorder {
  /// One step's identity: its position, its code and the chain's identity after it.
  struct StepIdentity {
    var step: Int
    var code: String
    var key: AnyHashable
  }

  let checksLaws: Bool
  /// The most counterexamples each checked law keeps.
  let counterexampleLimit: Int
  /// Whether the build may read values through its steps. A build that only compares
  /// identities reads none, so a step that cannot read every value (`.unsafeIndex`) is not
  /// checked against the root it is built over.
  let readsValues: Bool
  var stepLaws: [LabLawCheck] = []
  var identities: [StepIdentity] = []

  /// A recorder for creating a lab binding: laws checked, each keeping at most
  /// `counterexampleLimit` counterexamples, values read.
  static func creating(counterexampleLimit: Int = LabLawCheck.counterexampleLimit) -> LabBuildRecorder {
    LabBuildRecorder(checksLaws: true, readsValues: true, counterexampleLimit: counterexampleLimit)
  }

  /// A recorder for comparing identities: no law checked, no value read.
  static func comparing() -> LabBuildRecorder { LabBuildRecorder(checksLaws: false, readsValues: false) }

  private init(checksLaws: Bool, readsValues: Bool, counterexampleLimit: Int = 0) {
    self.checksLaws = checksLaws
    self.readsValues = readsValues
    self.counterexampleLimit = counterexampleLimit
  }

  func recordIdentity(of end: any LabChainEnd, step: Int, code: String) {
    identities.append(StepIdentity(step: step, code: code, key: end.identityKey))
  }
}
