/// A location reached from a base location through a projection (a key path, or an optional
/// lift or unwrap).
///
/// Writes go through the base's atomic ``Location/update(transaction:_:)``, so the base is read,
/// changed and written back as one step, and the writing binding's transaction travels down to the
/// root unchanged.
final class ProjectedLocation<Base, Value>: Location {
  let base: any Location<Base>
  let projection: Projection<Base, Value>

  init(base: any Location<Base>, projection: Projection<Base, Value>) {
    self.base = base
    self.projection = projection
  }

  var identity: BindingIdentity { base.identity.appending(projection.step) }

  func get() -> Value { projection.read(base.get()) }

  func update(transaction: Transaction, _ body: (inout Value) -> Void) {
    base.update(transaction: transaction) { root in projection.modify(&root, body) }
  }
}

/// How to read a member of `Base` and change it in place, plus the identity of that path.
struct Projection<Base, Member> {
  let step: ProjectionStep
  let read: (Base) -> Member
  let modify: (inout Base, (inout Member) -> Void) -> Void

  /// Projects through a key path; identity is the key path itself.
  ///
  /// - Parameter label: How to print the step; the key path by default.
  static func keyPath(_ keyPath: WritableKeyPath<Base, Member>, label: ProjectionStep.Label? = nil) -> Self {
    Projection(
      step: ProjectionStep(key: keyPath, labelSource: label ?? .keyPath(keyPath)),
      read: { $0[keyPath: keyPath] },
      modify: { root, body in body(&root[keyPath: keyPath]) }
    )
  }
}

extension Projection {
  /// Lifts a value into an optional; writing `nil` leaves the base unchanged (SwiftUI's rule).
  static func toOptional() -> Self where Member == Base? {
    Projection(
      step: ProjectionStep(key: OptionalStep.lift, labelSource: .symbol("?")),
      read: { $0 },
      modify: { root, body in
        var member: Base? = root
        body(&member)
        if let member { root = member }
      }
    )
  }

  /// Unwraps an optional, reading `fallback` (the last value seen) while the base is `nil`.
  static func unwrapping(fallback: Member) -> Self where Base == Member? {
    Projection(
      step: ProjectionStep(key: OptionalStep.unwrap, labelSource: .symbol("!")),
      read: { $0 ?? fallback },
      modify: { root, body in
        var member = root ?? fallback
        body(&member)
        root = member
      }
    )
  }
}

/// Identity keys for the two optional projections.
private enum OptionalStep: Hashable {
  case lift, unwrap
}
