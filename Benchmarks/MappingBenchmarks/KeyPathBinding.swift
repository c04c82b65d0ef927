// A minimal binding, derived through `WritableKeyPath` the way SwiftUI's is: a reference
// location for the root and the key path from the root to the value.

final class Location<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@dynamicMemberLookup
struct KeyPathBinding<Root, Value> {
  let location: Location<Root>
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
  init(_ location: Location<Root>) {
    self.init(location: location, path: \.self)
  }
}
