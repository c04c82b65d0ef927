import KeyPathMapping

@available(SwiftStdlib 6.2, *)
extension LabPathStep {
  /// The code of a mapping that comes as a conversion, a getter and a setter of the same name,
  /// such as `.safeIndex(0)`, or `.unwrapped(with: 0)` paired with `.unwrappedWith(0)` and
  /// `.aggressive(false)`.
  struct PredefinedCode {
    var conversion: String
    var getter: String
    var setter: String
  }

  /// Such a mapping in `form`: `[convert: c]`, `[getter: g, setter: s]`, `[map: g]` or
  /// `[getter: g]`.
  static func predefined(
    _ code: PredefinedCode, form: LabForm, refusal: (@Sendable (In) -> String?)? = nil,
    conversion: @escaping @Sendable () -> KeyPathMapper<In>.MutatingConversionTo<Out>,
    getter: @escaping @Sendable () -> KeyPathMapper<In>.Getter<Out>,
    setter: @escaping @Sendable () -> KeyPathMapper<In>.MutatingSetter<Out>
  ) -> LabPathStep {
    switch form {
    case .getterSetter:
      .path(form, "[getter: \(code.getter), setter: \(code.setter)]", refusal: refusal) { _ in
        .writable(\In.[getter: getter(), setter: setter()])
      }
    case .map:
      .path(form, "[map: \(code.getter)]", refusal: refusal) { _ in .readOnly(\In.[map: getter()]) }
    case .getter:
      .path(form, "[getter: \(code.getter)]", refusal: refusal) { _ in .readOnly(\In.[getter: getter()]) }
    case .convert, .setter:
      .conversion(code.conversion, refusal: refusal) { _ in conversion() }
    }
  }
}
