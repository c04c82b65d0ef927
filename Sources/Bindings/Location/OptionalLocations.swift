/// A base location's value lifted into an optional, from `Binding<Value?>(binding)`.
///
/// Reads wrap the base's value; writing `nil` leaves the base unchanged (SwiftUI's rule). Its
/// identity step prints as `?`.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class OptionalLiftLocation<Wrapped>: Location {
  let base: any Location<Wrapped>

  @usableFromInline
  init(base: any Location<Wrapped>) {
    self.base = base
  }

  @usableFromInline
  func get() -> Wrapped? { base.get() }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Wrapped?) -> Void) {
    base.update(transaction) { value in
      var lifted: Wrapped? = value
      body(&lifted)
      if let lifted { value = lifted }
    }
  }

  @usableFromInline
  var identity: BindingIdentity { base.identity.appending(.optionalLift) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isStep(.optionalLift, from: base, depth: depth)
  }
}

/// A base location's optional value unwrapped, from `Binding<Wrapped>(optionalBinding)`.
///
/// While the base is `nil`, reads return ``fallback`` (the last value seen when the binding was
/// made) and a write stores a value again. Its identity step prints as `!`.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class OptionalUnwrapLocation<Wrapped>: Location {
  let base: any Location<Wrapped?>
  let fallback: Wrapped

  @usableFromInline
  init(base: any Location<Wrapped?>, fallback: Wrapped) {
    self.base = base
    self.fallback = fallback
  }

  @usableFromInline
  func get() -> Wrapped { base.get() ?? fallback }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Wrapped) -> Void) {
    base.update(transaction) { value in
      var unwrapped = value ?? fallback
      body(&unwrapped)
      value = unwrapped
    }
  }

  @usableFromInline
  var identity: BindingIdentity { base.identity.appending(.optionalUnwrap) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isStep(.optionalUnwrap, from: base, depth: depth)
  }
}
