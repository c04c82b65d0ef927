/// One place in the value being encoded, filled in by the containers an `encode(to:)` asks for.
///
/// A class: `encode(to:)` may keep a container and write through it after asking for a nested
/// one, so every container writes into the slot it was made for, and the tree is turned into a
/// ``JSONValue`` once encoding is done.
final class EncodingSlot {
  private enum Kind {
    case empty, value, object, array
  }

  private var kind = Kind.empty
  private var scalar = JSONValue.null
  private var members: [(key: String, slot: EncodingSlot)] = []
  private var memberIndex: [String: Int] = [:]
  private var elements: [EncodingSlot] = []
  /// Set when two kinds of value were written here; ``value(sortingKeys:codingPath:)`` then
  /// throws.
  private var conflict = false

  /// Encodes `value` into this slot through its own `encode(to:)`.
  func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
  }

  /// Stores a scalar; a second value at one place is a conflict.
  func set(_ value: JSONValue) {
    become(.value)
    scalar = value
  }

  /// Makes this slot an object, or keeps the one it is (class hierarchies ask twice).
  func makeObject() { become(.object) }

  /// Makes this slot an array, or keeps the one it is.
  func makeArray() { become(.array) }

  private func become(_ new: Kind) {
    if kind == .empty || (kind == new && new != .value) {
      kind = new
    } else {
      conflict = true
    }
  }

  /// The slot of member `key` of this object: a new one, also for a name written again, whose
  /// earlier value it replaces in place (the last write wins, as in `JSONEncoder`).
  func member(_ key: String) -> EncodingSlot {
    makeObject()
    let slot = EncodingSlot()
    if let existing = memberIndex[key] {
      members[existing].slot = slot
    } else {
      memberIndex[key] = members.count
      members.append((key: key, slot: slot))
    }
    return slot
  }

  /// The slot of a new last element of this array.
  func appendElement() -> EncodingSlot {
    makeArray()
    let slot = EncodingSlot()
    elements.append(slot)
    return slot
  }

  /// How many elements this array has so far.
  var elementCount: Int { elements.count }

  /// The finished value.
  ///
  /// - Throws: `EncodingError.invalidValue` for a conflict anywhere inside, or when nothing at
  ///   all was encoded (an empty nested value is `{}`, as in `JSONEncoder`).
  func value(sortingKeys: Bool, codingPath: [any CodingKey]) throws -> JSONValue {
    guard !conflict else {
      throw EncodingError.invalidValue(
        JSONValue.null, .init(codingPath: codingPath, debugDescription: "two kinds of value were encoded at one place"))
    }
    switch kind {
    case .empty:
      guard codingPath.isEmpty else { return .object([]) }
      throw EncodingError.invalidValue(JSONValue.null, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    case .value:
      return scalar
    case .object:
      var written: [(key: String, value: JSONValue)] = []
      written.reserveCapacity(members.count)
      for member in members {
        let path = codingPath + [JSONCodingKey(member.key)]
        written.append((key: member.key, value: try member.slot.value(sortingKeys: sortingKeys, codingPath: path)))
      }
      if sortingKeys { written.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
      return .object(written)
    case .array:
      var written: [JSONValue] = []
      written.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        written.append(try element.value(sortingKeys: sortingKeys, codingPath: codingPath + [JSONCodingKey(index)]))
      }
      return .array(written)
    }
  }
}
