import KeyPathMapping
import Testing

/// A minimal location: a reference that stores the root value.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A minimal binding: a root location and a writable key path from the root to the value,
/// deriving children the way SwiftUI's `Binding` does, through `WritableKeyPath`.
@dynamicMemberLookup
struct KeyPathBinding<Root, Value> {
  let location: Box<Root>
  let path: WritableKeyPath<Root, Value>

  var wrappedValue: Value {
    get { location.value[keyPath: path] }
    nonmutating set { location.value[keyPath: path] = newValue }
  }

  subscript<Child>(dynamicMember member: WritableKeyPath<Value, Child>) -> KeyPathBinding<Root, Child> {
    KeyPathBinding<Root, Child>(location: location, path: path.appending(path: member))
  }
}

extension KeyPathBinding where Root == Value {
  init(_ location: Box<Root>) {
    self.init(location: location, path: \.self)
  }
}

struct Model: Equatable {
  var values: [Int] = [3, 4]
  var progress: Float = 0.25
}

@Suite("Bindings derived through mapping key paths write through to the root")
struct BindingThroughKeyPathTests {
  @Test func convertReadsAndWritesThroughTheRoot() {
    let store = Box(Float(0.25))
    let slider = KeyPathBinding(store)[convert: .to(Double.self)]
    #expect(slider.wrappedValue == 0.25)
    slider.wrappedValue = 0.5
    #expect(store.value == 0.5)
  }

  @Test func setterHooksFireThroughTheBinding() {
    let store = Box(3)
    var log: [Int] = []
    let observed = KeyPathBinding(store)[setter: .onDidSet { log.append($0) }]
    observed.wrappedValue = 8
    #expect(store.value == 8)
    #expect(log == [8])
  }

  @Test func chainedConversionsReadAndWriteThroughTheModel() {
    let store = Box(Model())
    let model = KeyPathBinding(store)
    let first = model.values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))][convert: .to(Float.self)]
    #expect(first.wrappedValue == 3)
    first.wrappedValue = 9.7
    #expect(store.value.values == [9, 4])
    let missing = model.values[convert: .concat(.safeIndex(7), .unwrapped(with: 0))][convert: .to(Float.self)]
    #expect(missing.wrappedValue == 0)
    missing.wrappedValue = 1
    #expect(store.value.values == [9, 4])
  }

  @Test func derivedBindingsHaveComparablePaths() {
    let model = KeyPathBinding(Box(Model()))
    let once = model.progress[convert: .to(Double.self)]
    let again = model.progress[convert: .to(Double.self)]
    let other = model.values[convert: .safeIndex(1)]
    #expect(once.path == again.path)
    #expect(other.path != model.values[convert: .safeIndex(0)].path)
  }
}
