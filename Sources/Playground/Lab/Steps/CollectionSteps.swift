import KeyPathMapping

// `.safeIndex(i)` and `.unsafeIndex(i)` on the lab's arrays, in each of their forms.
//
// `.unsafeIndex` traps out of range by design, like an array's own subscript. The lab guards it
// instead of refusing it: a definition whose `.unsafeIndex` is out of range for the array its
// root starts with is refused (422), and no write through a lab binding can change that array's
// length (a write through the chain goes through the index, and so do its twins), so the guard
// holds for as long as the binding lives. The laws are checked only over sample arrays the
// index is in range for.

/// A lab type that is an array: the index steps, built where its element type is known.
@available(SwiftStdlib 6.2, *)
protocol LabArray: LabValue {
  static var elementType: any LabValue.Type { get }
  static func safeIndexStep(_ index: Int, form: LabForm) -> any AnyLabPathStep
  static func unsafeIndexStep(_ index: Int, form: LabForm) -> any AnyLabPathStep
}

@available(SwiftStdlib 6.2, *)
extension Array: LabArray where Element: LabValue {
  static var elementType: any LabValue.Type { Element.self }

  static func safeIndexStep(_ index: Int, form: LabForm) -> any AnyLabPathStep {
    let code = ".safeIndex(\(index))"
    return LabPathStep<[Element], Element?>.predefined(
      .init(conversion: code, getter: code, setter: code), form: form,
      conversion: { .safeIndex(index) }, getter: { .safeIndex(index) }, setter: { .safeIndex(index) })
  }

  static func unsafeIndexStep(_ index: Int, form: LabForm) -> any AnyLabPathStep {
    let code = ".unsafeIndex(\(index))"
    return LabPathStep<[Element], Element>.predefined(
      .init(conversion: code, getter: code, setter: code), form: form,
      refusal: { array in
        array.indices.contains(index)
          ? nil
          : "\(code) is out of range for \(array.swiftSource) (indices 0..<\(array.count)); "
            + ".unsafeIndex traps out of range, so the lab refuses it: use .safeIndex(\(index))"
      },
      conversion: { .unsafeIndex(index) }, getter: { .unsafeIndex(index) }, setter: { .unsafeIndex(index) })
  }
}

@available(SwiftStdlib 6.2, *)
enum CollectionSteps {
  static let safeIndex = indexKind(
    "safeIndex", "The element at a position, or nil out of range; writes out of range or of nil are ignored.",
    output: { element in LabType.named(element.name + "?") },
    make: { array, index, form in array.safeIndexStep(index, form: form) })

  static let unsafeIndex = indexKind(
    "unsafeIndex", "The element at a position that must be in range (the lab refuses one that is not: it would trap).",
    output: { element in element }, make: { array, index, form in array.unsafeIndexStep(index, form: form) })

  private static func indexKind(
    _ name: String, _ summary: String, output: @escaping @Sendable (LabType) -> LabType?,
    make: @escaping @Sendable (any LabArray.Type, Int, LabForm) -> any AnyLabPathStep
  ) -> LabStepKind {
    LabStepKind.opening(
      name, summary, { $0.type as? any LabArray.Type },
      signature: { array, _ in
        guard let element = LabType.of(array.elementType), let output = output(element) else { return nil }
        return .init(
          parameters: [LabParameter("index", .index, default: 0, "The position."), .form(LabForm.conversionForms)],
          output: .type(output))
      },
      make: { array, arguments throws(PlaygroundError) in
        let index = try arguments.index("index", default: 0)
        return .path(make(array, index, try LabForm.read(from: arguments, among: LabForm.conversionForms)))
      })
  }
}

@available(SwiftStdlib 6.2, *)
extension LabForm {
  /// The `form` parameter of `arguments`.
  static func read(from arguments: LabArguments, among forms: [LabForm]) throws(PlaygroundError) -> LabForm {
    let name = try arguments.choice("form", among: forms.map(\.rawValue), default: forms[0].rawValue)
    return LabForm(rawValue: name) ?? forms[0]
  }
}
