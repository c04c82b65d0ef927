/// The `Encoder` ``FastJSONEncoder`` hands to `encode(to:)`: one level of the value tree.
final class NodeEncoder: Encoder {
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any] = [:]
  let storage = JSONContainerStorage()

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = storage.content { storage.content = .object([]) }
    return KeyedEncodingContainer(KeyedNodeContainer(storage: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = storage.content { storage.content = .array([]) }
    return UnkeyedNodeContainer(storage: storage, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueNodeContainer(storage: storage, codingPath: codingPath)
  }
}

/// Nested containers share their parent's approach: a fresh storage linked in as a node.
extension JSONContainerStorage {
  static func nested(_ content: Content) -> JSONContainerStorage {
    let storage = JSONContainerStorage()
    storage.content = content
    return storage
  }
}
