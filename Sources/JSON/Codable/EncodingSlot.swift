/// One place in the value being encoded, filled in by the containers an `encode(to:)` asks for.
///
/// A class: `encode(to:)` may keep a container and write through it after asking for a nested
/// one, so every container writes into the slot it was made for, and the tree is turned into a
/// ``JSONValue`` once encoding is done. Scalars are stored as values; only nested values get
/// slots of their own.
@available(SwiftStdlib 6.2, *)
final class EncodingSlot {
  /// A member or element: a scalar written directly, or a nested value still being encoded.
  private enum Part {
    case value(JSONValue)
    case slot(EncodingSlot)
  }

  private enum Kind {
    case empty, value, object, array
  }

  /// How many members an object may have before repeated names are found through an index
  /// rather than by comparing with every member: objects are mostly small, and a large
  /// dictionary still encodes in linear time.
  private static let comparedMembers = 16

  private var kind = Kind.empty
  private var scalar = JSONValue.null
  private var members: [(key: String, part: Part)] = []
  private var memberIndex: [String: Int]?
  private var elements: [Part] = []
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

  /// Stores `value` as member `key` of this object.
  func setMember(_ key: String, _ value: JSONValue) {
    store(.value(value), as: key)
  }

  /// A new slot for member `key` of this object.
  func memberSlot(_ key: String) -> EncodingSlot {
    let slot = EncodingSlot()
    store(.slot(slot), as: key)
    return slot
  }

  /// A member written again replaces the earlier one in place: the last write wins, as in
  /// `JSONEncoder`.
  private func store(_ part: Part, as key: String) {
    makeObject()
    if let existing = memberIndex.map({ $0[key] }) ?? members.firstIndex(where: { $0.key == key }) {
      members[existing].part = part
      return
    }
    members.append((key: key, part: part))
    if memberIndex != nil {
      memberIndex?[key] = members.count - 1
    } else if members.count > Self.comparedMembers {
      memberIndex = Dictionary(uniqueKeysWithValues: members.indices.map { (members[$0].key, $0) })
    }
  }

  /// Stores `value` as the last element of this array.
  func appendElement(_ value: JSONValue) {
    makeArray()
    elements.append(.value(value))
  }

  /// A new slot for the last element of this array.
  func appendSlot() -> EncodingSlot {
    makeArray()
    let slot = EncodingSlot()
    elements.append(.slot(slot))
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
      throw EncodingError.invalidValue(
        JSONValue.null, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    case .value:
      return scalar
    case .object:
      var written: [(key: String, value: JSONValue)] = []
      written.reserveCapacity(members.count)
      for member in members {
        written.append(
          (key: member.key, value: try Self.value(of: member.part, sortingKeys, codingPath, JSONCodingKey(member.key))))
      }
      if sortingKeys { written.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
      return .object(written)
    case .array:
      var written: [JSONValue] = []
      written.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        written.append(try Self.value(of: element, sortingKeys, codingPath, JSONCodingKey(index)))
      }
      return .array(written)
    }
  }

  private static func value(
    of part: Part, _ sortingKeys: Bool, _ codingPath: [any CodingKey], _ key: JSONCodingKey
  ) throws -> JSONValue {
    switch part {
    case .value(let value): value
    case .slot(let slot): try slot.value(sortingKeys: sortingKeys, codingPath: codingPath + [key])
    }
  }
}
