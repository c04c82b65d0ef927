/// Locations reached from a base location through a projection: a key path, or an optional lift
/// or unwrap.
///
/// Writes go through the base's atomic ``Location/update``, so the base is read, changed and
/// written back as one step, and the writing binding's transaction travels down to the root
/// unchanged. The identity is the base's plus the projection's step.
extension Location {
  /// The member at `keyPath`; its identity step is the key path, printed as `label` when given.
  @inlinable
  func projected<Member>(
    through keyPath: WritableKeyPath<Value, Member>, label: ProjectionStep.Label? = nil
  ) -> Location<Member> {
    let projection = KeyPathProjection(base: self, keyPath: keyPath)
    let step = ProjectionStep(keyPath: keyPath, label: label)
    return Location<Member>(
      place: .projected(from: self, step: step), get: { projection.get() }, update: { projection.update($0, $1) })
  }

  /// The value lifted into an optional; writing `nil` leaves the base unchanged (SwiftUI's rule).
  func liftedToOptional() -> Location<Value?> {
    Location<Value?>(
      place: .projected(from: self, step: .optionalLift),
      get: { self.get() },
      update: { transaction, body in
        self.update(transaction) { root in
          var member: Value? = root
          body(&member)
          if let member { root = member }
        }
      }
    )
  }

  /// The optional value unwrapped, reading `fallback` (the last value seen) while it is `nil`.
  func unwrapped<Wrapped>(fallback: Wrapped) -> Location<Wrapped> where Value == Wrapped? {
    Location<Wrapped>(
      place: .projected(from: self, step: .optionalUnwrap),
      get: { self.get() ?? fallback },
      update: { transaction, body in
        self.update(transaction) { root in
          var member = root ?? fallback
          body(&member)
          root = member
        }
      }
    )
  }
}

/// A base location and a key path into its value.
///
/// The projected location's two closures are this object's methods, so they share it as their
/// context: closures capturing the base and the key path separately would allocate a context
/// each.
@usableFromInline
final class KeyPathProjection<Base, Member> {
  @usableFromInline let base: Location<Base>
  @usableFromInline let keyPath: WritableKeyPath<Base, Member>

  @inlinable
  init(base: Location<Base>, keyPath: WritableKeyPath<Base, Member>) {
    self.base = base
    self.keyPath = keyPath
  }

  @inlinable
  func get() -> Member { base.get()[keyPath: keyPath] }

  @inlinable
  func update(_ transaction: Transaction, _ body: (inout Member) -> Void) {
    base.update(transaction) { body(&$0[keyPath: keyPath]) }
  }
}
