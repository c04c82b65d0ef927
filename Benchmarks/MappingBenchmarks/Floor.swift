// The floor every measurement is compared with: a hand-written subscript on `Float` that takes a
// trivial `Hashable` argument and does only the numeric conversion.

/// The floor subscript's argument: the cheapest `Hashable` a key path component can capture.
@available(SwiftStdlib 6.0, *)
struct FloorToken: Hashable {}

@available(SwiftStdlib 6.0, *)
extension Float {
  subscript(floorConvert _: FloorToken) -> Double {
    get { Double(self) }
    set { self = Float(newValue) }
  }
}
