/// The members of a JSON object, read strictly: every member it has is one the reader expects,
/// every member it needs is there, and each is read as the type asked for.
///
/// A request body, a definition or a document read through it refuses a misspelt member instead
/// of ignoring it, and every refusal is a ``JSONDecodingError`` whose path names the place:
///
/// ```swift
/// let body: JSONValue = ["value": 0.5, "transactoin": [:]]
/// try JSONObjectReader(body, required: ["value"], optional: ["transaction"])
/// // throws: unknown member "transactoin"; expected value, transaction
///
/// let step = try JSONObjectReader(["title": 3], at: ["steps[0]"], required: ["title"])
/// try step.string("title")
/// // throws: steps[0].title: expected a string, got a number
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONObjectReader: Sendable {
  /// Where the object sits: member names and array indices from the top; empty at the top.
  public let path: [String]
  /// The object's members, in the order they came.
  public let members: [(key: String, value: JSONValue)]

  /// Reads `value` as an object with every member of `required` and no member outside
  /// `required` and `optional`.
  ///
  /// - Parameters:
  ///   - value: The value to read.
  ///   - path: Where `value` sits, for messages.
  ///   - required: The members it must have.
  ///   - optional: The members it may have besides.
  /// - Throws: ``JSONDecodingError``: `expected an object, got an array`, `unknown member "x";
  ///   expected a, b` (the first unknown one), or `missing member "a"` (the first missing one).
  public init(
    _ value: JSONValue, at path: [String] = [], required: [String] = [], optional: [String] = []
  ) throws(JSONDecodingError) {
    self.path = path
    guard case .object(let members) = value else {
      throw JSONDecodingError(path: path, reason: "expected an object, got \(value.kindDescription)")
    }
    self.members = members
    if let unknown = members.first(where: { !required.contains($0.key) && !optional.contains($0.key) }) {
      let known = required + optional
      let expected = known.isEmpty ? "expected no members" : "expected " + known.joined(separator: ", ")
      throw JSONDecodingError(path: path, reason: "unknown member \"\(unknown.key)\"; \(expected)")
    }
    if let missing = required.first(where: { self[$0] == nil }) {
      throw JSONDecodingError(path: path, reason: "missing member \"\(missing)\"")
    }
  }

  /// Member `key`, or `nil` when the object does not have it.
  ///
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The path of member `key`, for messages and nested readers.
  public func path(of key: String) -> [String] { path + [key] }

  /// An error about member `key` (or, for `nil`, the object itself).
  ///
  /// - Parameters:
  ///   - key: The member at fault, or `nil` for the object.
  ///   - reason: What is wrong, such as `must be 1 to 120 characters, got 0`.
  public func error(at key: String?, _ reason: String) -> JSONDecodingError {
    JSONDecodingError(path: key.map(path(of:)) ?? path, reason: reason)
  }

  /// Member `key` as a string, or `nil` when it is absent.
  ///
  /// - Throws: ``JSONDecodingError`` when it is there but not a string.
  public func string(_ key: String) throws(JSONDecodingError) -> String? {
    guard let value = self[key] else { return nil }
    guard case .string(let string) = value else { throw mismatch(key, "a string", value) }
    return string
  }

  /// Member `key` as an integer, or `nil` when it is absent.
  ///
  /// - Throws: ``JSONDecodingError`` when it is there but not an integer.
  public func integer(_ key: String) throws(JSONDecodingError) -> Int? {
    guard let value = self[key] else { return nil }
    guard case .integer(let integer) = value else { throw mismatch(key, "an integer", value) }
    return integer
  }

  /// Member `key` as `true` or `false`, or `nil` when it is absent.
  ///
  /// - Throws: ``JSONDecodingError`` when it is there but not a Boolean.
  public func bool(_ key: String) throws(JSONDecodingError) -> Bool? {
    guard let value = self[key] else { return nil }
    guard case .bool(let bool) = value else { throw mismatch(key, "true or false", value) }
    return bool
  }

  /// Member `key` as an array, or `nil` when it is absent.
  ///
  /// - Throws: ``JSONDecodingError`` when it is there but not an array.
  public func array(_ key: String) throws(JSONDecodingError) -> [JSONValue]? {
    guard let value = self[key] else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    return elements
  }

  /// Member `key` read strictly as an object in turn, or `nil` when it is absent.
  ///
  /// - Throws: ``JSONDecodingError`` as ``init(_:at:required:optional:)`` does, at the
  ///   member's path.
  public func object(_ key: String, required: [String] = [], optional: [String] = []) throws(JSONDecodingError)
    -> JSONObjectReader?
  {
    guard let value = self[key] else { return nil }
    return try JSONObjectReader(value, at: path(of: key), required: required, optional: optional)
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> JSONDecodingError {
    error(at: key, "expected \(expected), got \(value.kindDescription)")
  }
}
