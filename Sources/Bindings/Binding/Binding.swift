/// A reference to a value stored elsewhere, carrying the transaction its writes commit with.
///
/// A binding is a *location* (where the value lives) plus a ``transaction``. Writing
/// ``wrappedValue`` hands the new value and the transaction to the location; a binding derived
/// through a key path (`$model.title`, `$progress[convert: .to(Double.self)]`) shares the
/// location chain and the transaction, so the write reaches the root `State` with them intact.
///
/// ```swift
/// struct Model { var title = "Draft"; var progress: Float = 0 }
/// @State var model = Model()
///
/// let title = $model.title.animation(.easeIn)
/// title.wrappedValue = "Final"
/// model.title                                   // "Final"
/// _model.lastCommit?.transaction.animation      // easeIn(duration: 0.35)
/// title.identity == $model.title.identity       // true: same root, same key path
/// ```
///
/// In an app, use SwiftUI's `Binding`: this one models it on Linux and shares its name, so a file
/// that imports both must spell `SwiftUI.Binding`.
///
/// Differences from SwiftUI: ``wrappedValue`` reads the location each time (SwiftUI keeps the
/// value read when the binding was made); ``identity`` makes the location comparable.
///
/// Not `Sendable`, as in SwiftUI: it holds key paths and caller-supplied closures, which Swift 6
/// does not treat as `Sendable`. Share the `State` (which is) and derive bindings where they are
/// used; that is cheap.
@available(SwiftStdlib 6.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The transaction every write through this binding commits with (before the ambient one is
  /// applied over it).
  public var transaction: Transaction

  /// Where the value lives: a root, or a chain of steps from one (see ``Location``).
  @usableFromInline let location: any Location<Value>

  @inlinable
  init(location: any Location<Value>, transaction: Transaction) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding from another binding's projected value (for `@Binding var x: T` parameters).
  ///
  /// - Parameter projectedValue: The binding to wrap.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value at the location. Setting it writes with ``transaction``.
  @inlinable
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue, transaction: transaction) }
  }

  /// The binding itself, so `$value` works on a `@Binding` property.
  public var projectedValue: Binding<Value> { self }

  /// Where this binding reads and writes: equal for the same projection from the same root.
  ///
  /// ```swift
  /// @State var values: [Float] = [1, 2]
  /// $values[0].identity == $values[0].identity                    // true
  /// $values[0].identity == $values[1].identity                    // false
  /// $values.animation(.linear)[0].identity == $values[0].identity // true: transactions do not count
  /// ```
  /// - Complexity: O(*d*) where *d* is the number of projections from the root.
  public var identity: BindingIdentity { location.identity }

  /// Whether this binding's ``identity`` equals `identity`, without building the identity.
  ///
  /// The same answer as `identity == self.identity`, for code that compares a binding derived
  /// afresh with an identity it kept: building the identity copies every projection step.
  ///
  /// ```swift
  /// @State var values: [Float] = [1, 2]
  /// let kept = $values[0].identity
  /// $values[0].hasIdentity(kept)   // true
  /// $values[1].hasIdentity(kept)   // false
  /// ```
  /// - Parameter identity: The identity to compare with.
  /// - Returns: `true` when both have the same root and project from it the same way.
  /// - Complexity: O(*d*) where *d* is the number of projections from the root.
  public func hasIdentity(_ identity: BindingIdentity) -> Bool {
    location.hasIdentity(identity, depth: identity.depth)
  }
}
