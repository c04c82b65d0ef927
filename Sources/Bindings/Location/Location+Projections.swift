/// Locations reached from a base location through a projection: a key path, or an optional lift
/// or unwrap.
///
/// Writes go through the base's atomic ``Location/update``, so the base is read, changed and
/// written back as one step, and the writing binding's transaction travels down to the root
/// unchanged. The identity is the base's plus the projection's step.
extension Location {
  /// The member at `keyPath`; identity `step` (the key path itself unless told otherwise).
  @inlinable
  func projected<Member>(
    through keyPath: WritableKeyPath<Value, Member>, step: ProjectionStep
  ) -> Location<Member> {
    Location<Member>(
      identity: identity.appending(step),
      get: { self.get()[keyPath: keyPath] },
      update: { transaction, body in self.update(transaction) { body(&$0[keyPath: keyPath]) } }
    )
  }

  /// The value lifted into an optional; writing `nil` leaves the base unchanged (SwiftUI's rule).
  func liftedToOptional() -> Location<Value?> {
    Location<Value?>(
      identity: identity.appending(.optionalLift),
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
      identity: identity.appending(.optionalUnwrap),
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
