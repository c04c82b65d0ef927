import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundWorld {
  /// Renders every scene again and compares each binding's identity with the previous render's.
  ///
  /// - Returns: The contract's `RenderReport`.
  mutating func renderAgain() -> JSONValue {
    renderCount += 1
    let bindings = renderIdentities()
    let current = Dictionary(uniqueKeysWithValues: bindings)
    let report: [JSONValue] = bindings.map { binding in
      let previous = previousIdentities[binding.id]
      return [
        "id": .string(binding.id), "identity": .string(binding.identity.description),
        "previousIdentity": previous.map { .string($0.description) } ?? .null,
        "stable": .bool(previous == binding.identity),
      ]
    }
    let comparisons: [JSONValue] = directory.identityComparisons.compactMap { pair in
      guard let left = current[pair.left], let right = current[pair.right] else { return nil }
      return [
        "left": .string(pair.left), "right": .string(pair.right),
        "equal": .bool(left == right), "why": .string(pair.why),
      ]
    }
    previousIdentities = current
    return ["render": .integer(renderCount), "bindings": .array(report), "comparisons": .array(comparisons)]
  }
}
