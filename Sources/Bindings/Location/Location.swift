/// Somewhere a binding reads and writes its value, and which place that is (its identity).
///
/// A class of accessor closures rather than a protocol with one class per kind of location: the
/// accessors of a `State`'s location and of key path projections are formed in `@inlinable` code
/// (``State/init(wrappedValue:historyLimit:)``, ``Binding/subscript(dynamicMember:)``), so a
/// module that derives a binding with concrete types gets them specialized for those types. A
/// call through a protocol existential or a class method always lands in the unspecialized
/// generic implementation, where every write asked the runtime for the metadata of
/// `Commit<Value>`, `Mutex<StoredContents<Value>>` and the rest, which cost most of a write.
///
/// The accessors are handed the location they belong to, and a subclass keeps what they work
/// on: they capture nothing, so forming them allocates nothing, and a location is one object
/// (the closures of a key path projection used to share a context object of their own, and
/// every `$state` made a location of its own around the state's storage).
///
/// Kinds of location: a `State`'s storage (``StoredLocation``, the only place a transaction is
/// committed), a base location plus a key path (``KeyPathLocation``) or an optional lift or
/// unwrap (`Location+Projections.swift`), `get:set:` closures (``FunctionalLocation``) and a
/// constant (`Location+Roots.swift`).
@usableFromInline
class Location<Value> {
  /// Where this location sits: its root, or the location it was projected from and how.
  @usableFromInline let place: LocationPlace

  /// Reads the current value of the location it is handed (this one).
  @usableFromInline let read: (Location<Value>) -> Value

  /// Reads the value of the location it is handed (this one), lets the body change it, and
  /// writes it back with the transaction.
  ///
  /// A stored location does all three atomically, so that a projected write (read the base,
  /// change one member, write the base back) cannot lose a concurrent write to another member.
  @usableFromInline let modify: (Location<Value>, Transaction, (inout Value) -> Void) -> Void

  /// Replaces the value of the location it is handed (this one) without reading it first, when
  /// the location can (`get:set:` closures); `nil` to replace it through ``modify``.
  @usableFromInline let replace: ((Location<Value>, Value, Transaction) -> Void)?

  @inlinable
  init(
    place: LocationPlace,
    read: @escaping (Location<Value>) -> Value,
    modify: @escaping (Location<Value>, Transaction, (inout Value) -> Void) -> Void,
    replace: ((Location<Value>, Value, Transaction) -> Void)? = nil
  ) {
    self.place = place
    self.read = read
    self.modify = modify
    self.replace = replace
  }

  /// Reads the current value.
  @inlinable
  final func get() -> Value { read(self) }

  /// Reads the value, lets `body` change it, and writes it back with `transaction`.
  @inlinable
  final func update(_ transaction: Transaction, _ body: (inout Value) -> Void) {
    modify(self, transaction, body)
  }

  /// Replaces the value, on behalf of a binding whose transaction is `transaction`.
  @inlinable
  final func set(_ newValue: Value, transaction: Transaction) {
    if let replace {
      replace(self, newValue, transaction)
    } else {
      update(transaction) { $0 = newValue }
    }
  }

  /// Whether ``identity`` would equal `identity`'s first `depth` steps over its root, answered
  /// without building it (an array of steps, a retain of each key path).
  ///
  /// Compares what ``BindingIdentity/==`` compares, the root and then each step from the root
  /// outwards, so the answer is the same; a chain of another length fails on its depth alone.
  /// ``KeyPathLocation`` overrides it to compare its key path without copying its place.
  ///
  /// - Complexity: O(*d*) where *d* is the number of projections from the root.
  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    switch place {
    case .root(let root):
      return depth == 0 && root == identity.root
    case .projected(let base, let step):
      return depth > 0 && base.hasIdentity(identity, depth: depth - 1) && identity.hasStep(step.key, at: depth - 1)
    case .throughOwnKeyPath:
      preconditionFailure(LocationPlace.onlyKeyPathLocations)
    }
  }

  /// The root followed by every projection from it.
  ///
  /// In the class rather than an extension so that ``KeyPathLocation`` can override it.
  ///
  /// - Complexity: O(*d*) where *d* is the number of projections from the root.
  @usableFromInline
  var identity: BindingIdentity {
    switch place {
    case .root(let root): BindingIdentity(root: root)
    case .projected(let base, let step): base.identity.appending(step)
    case .throughOwnKeyPath: preconditionFailure(LocationPlace.onlyKeyPathLocations)
    }
  }
}

extension Location: IdentifiedLocation {}

/// Where a location sits, kept as the parts of its ``BindingIdentity`` so that deriving a binding
/// does not build the identity's array of steps; ``Location/identity`` builds it when asked.
///
/// Not nested in `Location`: a type nested in a generic class is generic too, and destroying a
/// location would then ask the runtime for its metadata.
@usableFromInline
enum LocationPlace {
  case root(RootIdentity)
  case projected(from: any IdentifiedLocation, step: ProjectionStep)
  /// A step through the key path of a ``KeyPathLocation``, from its base: both are the
  /// location's own typed members, which it overrides ``Location/identity`` and
  /// ``Location/hasIdentity(_:depth:)`` to read. Held here as well, as an existential and a step,
  /// they cost every derivation two retains and every destruction two releases.
  case throughOwnKeyPath

  static let onlyKeyPathLocations = "only a KeyPathLocation is placed through its own key path"
}

/// A location of any value type, as the base of a projection sees it: only its identity counts.
@usableFromInline
protocol IdentifiedLocation: AnyObject {
  var identity: BindingIdentity { get }
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool
}
