import Foundation

/// A response body parsed by Foundation (not by the playground's own parser), navigated by
/// subscripts: `reply.json["transaction"]["animationPreserved"].bool`.
struct JSONTree: CustomStringConvertible {
  let raw: Any?

  init(raw: Any?) { self.raw = raw }

  /// Parses `text`; a body that is not JSON yields a tree whose `raw` is `nil`.
  init(parsing text: String) {
    raw = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  subscript(key: String) -> JSONTree { JSONTree(raw: (raw as? [String: Any])?[key]) }

  subscript(index: Int) -> JSONTree {
    guard let array = raw as? [Any], array.indices.contains(index) else { return JSONTree(raw: nil) }
    return JSONTree(raw: array[index])
  }

  var double: Double? { (raw as? NSNumber)?.doubleValue }
  var int: Int? { (raw as? NSNumber).flatMap { Int(exactly: $0.doubleValue) } }
  var string: String? { raw as? String }
  var bool: Bool? { raw as? Bool }
  var array: [JSONTree] { (raw as? [Any])?.map { JSONTree(raw: $0) } ?? [] }
  var keys: Set<String> { Set((raw as? [String: Any])?.keys ?? [:].keys) }
  var isNull: Bool { raw is NSNull }
  var exists: Bool { raw != nil }

  /// The element of an array of objects whose `key` member is `value`.
  func first(where key: String, is value: String) -> JSONTree {
    array.first { $0[key].string == value } ?? JSONTree(raw: nil)
  }

  var description: String {
    guard let raw,
      let data = try? JSONSerialization.data(withJSONObject: raw, options: [.fragmentsAllowed, .sortedKeys])
    else { return "<missing>" }
    return String(decoding: data, as: UTF8.self)
  }
}
