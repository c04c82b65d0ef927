/// The subscript a step's mapping is applied through.
///
/// The library offers most predefined mappings in several kinds (a conversion, a getter, a
/// setter); the form says which one a step uses and so which subscript builds its key path.
@available(SwiftStdlib 6.2, *)
package enum LabForm: String, CaseIterable, Sendable {
  /// `[convert: conversion]`: reads and writes.
  case convert
  /// `[getter: getter, setter: setter]`: reads through one mapping, writes through another.
  case getterSetter
  /// `[map: conversion]`: a read-only conversion.
  case map
  /// `[getter: getter]`: a getter alone, read-only like `[map:]`.
  case getter
  /// `[setter: setter]`: reads the value unchanged, writes it through a setter (the hooks).
  case setter

  /// Whether a chain can write through a step of this form: `[map:]` and `[getter:]` give a
  /// `KeyPath`, not a `WritableKeyPath`, so no binding can be derived through them.
  var isReadOnly: Bool { self == .map || self == .getter }

  /// The forms of the mappings that come as conversion, getter and setter alike
  /// (`.safeIndex`, `.unsafeIndex`, `.optional`, the unwrapped family), default first.
  static let conversionForms: [LabForm] = [.convert, .getterSetter, .map, .getter]
}
