import Bindings
import Testing

@Suite("Element bindings")
struct ElementBindingTests {
  @Test("an array binding is a collection of element bindings")
  func collection() {
    @State var values: [Float] = [0.1, 0.2, 0.3]
    #expect($values.count == 3)
    #expect($values.map(\.wrappedValue) == values)
    #expect($values.reversed().first?.wrappedValue == 0.3)
  }

  @Test("element writes keep the collection binding's transaction")
  func transaction() {
    @State var values: [Float] = [0.1, 0.2]
    for value in $values.animation(.linear) { value.wrappedValue *= 10 }
    #expect(values == [1, 2])
    #expect(_values.commits.map(\.transaction.animation) == [.linear, .linear])
  }

  @Test("element bindings keep identity across iterations")
  func identity() {
    @State var model = Model()
    let first = $model.values.map(\.identity)
    let second = $model.values.animation(.easeIn).map(\.identity)
    #expect(first == second)
    #expect(Set(first).count == 2)
    #expect(first[0] == $model.values[0].identity)
  }

  @Test("slices and offsets work on the current value")
  func slicing() {
    @State var values = [1, 2, 3, 4]
    let tail = $values.dropFirst(2)
    for value in tail { value.wrappedValue = 0 }
    #expect(values == [1, 2, 0, 0])
    #expect($values.index($values.startIndex, offsetBy: 3) == 3)
    #expect($values.distance(from: 3, to: 1) == -2)
  }
}
