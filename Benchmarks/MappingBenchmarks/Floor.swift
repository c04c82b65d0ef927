// The floor every measurement is compared with: a hand-written subscript on `Float` that takes a
// trivial `Hashable` argument and does only the numeric conversion.

/// The floor subscript's argument: the cheapest `Hashable` a key path component can capture.
struct FloorToken: Hashable {}

extension Float {
  subscript(floorConvert _: FloorToken) -> Double {
    get { Double(self) }
    set { self = Float(newValue) }
  }
}
