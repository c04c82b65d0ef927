/// Locations reached from a base location through a projection: a key path, or an optional lift
/// or unwrap.
///
/// Writes go through the base's atomic ``Location/update(_:_:)``, so the base is read, changed
/// and written back as one step, and the writing binding's transaction travels down to the root
/// unchanged. The identity is the base's plus the projection's step.
extension Location {
  /// The member at `keyPath`; its identity step is the key path.
  @inlinable
  func projected<Member>(through keyPath: WritableKeyPath<Value, Member>) -> Location<Member> {
    // Without a label argument: an optional label (an `AnyHashable` inside) was copied into the
    // step and destroyed on every derivation, even when `nil`. Nor a step: the location's own
    // base and key path say where it is.
    KeyPathLocation(base: self, keyPath: keyPath, place: .throughOwnKeyPath)
  }

  /// The member at `keyPath`; its identity step is the key path, printed as `label`.
  @inlinable
  func projected<Member>(
    through keyPath: WritableKeyPath<Value, Member>, label: ProjectionStep.Label
  ) -> Location<Member> {
    KeyPathLocation(
      base: self, keyPath: keyPath, place: .projected(from: self, step: ProjectionStep(keyPath: keyPath, label: label)))
  }

  /// The value lifted into an optional; writing `nil` leaves the base unchanged (SwiftUI's rule).
  func liftedToOptional() -> Location<Value?> {
    Location<Value?>(
      place: .projected(from: self, step: .optionalLift),
      read: { _ in self.get() },
      modify: { _, transaction, body in
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
      read: { _ in self.get() ?? fallback },
      modify: { _, transaction, body in
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
/// Its accessors read the base and the key path from the location they are handed, so they
/// capture nothing: a projection is this one object, where accessors capturing the base and the
/// key path needed a context object besides.
@usableFromInline
final class KeyPathLocation<Base, Member>: Location<Member> {
  @usableFromInline let base: Location<Base>
  @usableFromInline let keyPath: WritableKeyPath<Base, Member>

  /// The member of `base` at `keyPath`.
  ///
  /// - Parameter place: ``LocationPlace/throughOwnKeyPath``, or for a step printed with a label
  ///   of its own, the step through `keyPath` from `base`.
  @inlinable
  init(base: Location<Base>, keyPath: WritableKeyPath<Base, Member>, place: LocationPlace) {
    self.base = base
    self.keyPath = keyPath
    super.init(
      place: place,
      read: { location in
        let projection = KeyPathLocation.projection(location)
        return projection.base.get()[keyPath: projection.keyPath]
      },
      modify: { location, transaction, body in
        let projection = KeyPathLocation.projection(location)
        projection.base.update(transaction) { body(&$0[keyPath: projection.keyPath]) }
      }
    )
  }

  /// ``Location/hasIdentity(_:depth:)`` for a step through ``keyPath``: the same answer, read
  /// from the typed members instead of a copy of the place (an existential and a step).
  @usableFromInline
  override func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    depth > 0 && base.hasIdentity(identity, depth: depth - 1) && identity.hasStep(.keyPath(keyPath), at: depth - 1)
  }

  /// The base's identity and a step through ``keyPath``, or the labelled step of the place.
  @usableFromInline
  override var identity: BindingIdentity {
    guard case .throughOwnKeyPath = place else { return super.identity }
    return base.identity.appending(ProjectionStep(keyPath: keyPath))
  }

  /// `location` as the key path location it is.
  ///
  /// Unchecked: only this class's initializer installs the accessors that call it, and
  /// ``Location`` hands its accessors nothing but itself.
  @inlinable
  static func projection(_ location: Location<Member>) -> KeyPathLocation {
    unsafeDowncast(location, to: KeyPathLocation.self)
  }
}
