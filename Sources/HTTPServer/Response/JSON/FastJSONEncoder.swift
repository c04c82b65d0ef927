import Foundation

/// A JSON encoder for response bodies that produces the same bytes as `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes`, several times faster.
///
/// The load benchmark's profile showed `JSONEncoder` costing more per request than the rest of
/// the server. Values whose encoding depends on `JSONEncoder` strategies (`Data`, `URL`,
/// `Decimal`, non-finite numbers) or that use super-encoders throw ``Unsupported``, and
/// ``Response/json(_:status:encoder:)`` then falls back to `JSONEncoder`.
enum FastJSONEncoder {
  /// The value needs `JSONEncoder`'s special handling.
  struct Unsupported: Error {}

  /// Encodes `value` as compact JSON with sorted keys.
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let node = try JSONNode.encoding(value, codingPath: [])
    var output: [UInt8] = []
    output.reserveCapacity(128)
    try node.write(into: &output)
    return output
  }
}

/// A value being encoded: written bytes for scalars, or a container filled in later (encoders
/// hand out containers before their contents exist, so containers are reference types).
enum JSONNode {
  case scalar([UInt8])
  /// Kept as text and escaped straight into the output, saving an intermediate array.
  case string(String)
  case container(JSONContainerStorage)

  /// Encodes a nested value, writing scalars directly and types with special JSONEncoder
  /// strategies nowhere (they throw ``FastJSONEncoder/Unsupported``).
  /// Comparing metatypes is a pointer comparison; `as?` casts showed up in the profile.
  static func encoding<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws -> JSONNode {
    if Value.self == String.self, let text = value as? String { return .string(text) }
    if Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
      throw FastJSONEncoder.Unsupported()
    }
    let encoder = NodeEncoder(codingPath: codingPath)
    try value.encode(to: encoder)
    return .container(encoder.storage)
  }

  func write(into output: inout [UInt8]) throws {
    switch self {
    case .scalar(let bytes): output += bytes
    case .string(let text): JSONBytes.string(text, into: &output)
    case .container(let storage): try storage.write(into: &output)
    }
  }
}

/// What one encoder level holds: nothing yet, one value, an object or an array.
final class JSONContainerStorage {
  enum Content {
    case empty
    case single(JSONNode)
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
  }

  var content = Content.empty

  func write(into output: inout [UInt8]) throws {
    switch content {
    case .empty: throw FastJSONEncoder.Unsupported()  // JSONEncoder reports an error here
    case .single(let node): try node.write(into: &output)
    case .object(let entries):
      output.append(UInt8(ascii: "{"))
      let inOrder = { (a: (key: String, value: JSONNode), b: (key: String, value: JSONNode)) in
        a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
      }
      // Structs usually declare keys in order already; sorting would copy the array.
      let isSorted = zip(entries, entries.dropFirst()).allSatisfy { !inOrder($1, $0) }
      for (index, entry) in (isSorted ? entries : entries.sorted(by: inOrder)).enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONBytes.string(entry.key, into: &output)
        output.append(UInt8(ascii: ":"))
        try entry.value.write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        try element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
  }

  /// Appends an object entry, turning empty storage into an object.
  func set(_ node: JSONNode, forKey key: String) throws {
    switch content {
    case .empty: content = .object([(key, node)])
    case .object(var entries):
      content = .empty  // keeps `entries` uniquely referenced while appending
      entries.append((key, node))
      content = .object(entries)
    default: throw FastJSONEncoder.Unsupported()
    }
  }

  /// Appends an array element, turning empty storage into an array.
  func append(_ node: JSONNode) throws {
    switch content {
    case .empty: content = .array([node])
    case .array(var elements):
      content = .empty
      elements.append(node)
      content = .array(elements)
    default: throw FastJSONEncoder.Unsupported()
    }
  }
}
