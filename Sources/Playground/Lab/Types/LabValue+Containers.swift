// The lab's containers: optionals of its scalars, arrays and a set. Each conformance also
// offers the steps that need its element type by name (`Wrapped`, `Element`), built where that
// type is known (see OptionalSteps.swift and CollectionSteps.swift).

@available(SwiftStdlib 6.2, *)
extension Optional: LabValue where Wrapped: LabValue {
  static var labSamples: [Wrapped?] { [nil] + Wrapped.labSamples.prefix(3).map(Optional.some) }
}

@available(SwiftStdlib 6.2, *)
extension Array: LabValue where Element: LabValue {
  static var labSamples: [[Element]] {
    let elements = Element.labSamples
    return [[], Array(elements.prefix(1)), Array(elements.prefix(3))]
  }
}

@available(SwiftStdlib 6.2, *)
extension Set: LabValue where Element: LabValue & Comparable {
  static var labSamples: [Set<Element>] {
    let elements = Element.labSamples.filter { $0 != Element.labSamples.first }
    return [[], Set(elements.prefix(1)), Set(elements.prefix(2))]
  }
}
