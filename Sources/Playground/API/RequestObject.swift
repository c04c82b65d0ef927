import JSON

/// The members of a request body that must be a JSON object, read strictly.
///
/// No body at all reads as `{}`; a body that is not JSON is malformed (400), and one that is not
/// an object or names a member the operation does not know is refused (422), so a misspelt
/// member never passes for a missing one.
struct RequestObject {
  private let members: [(key: String, value: JSONValue)]

  /// Reads `body`.
  ///
  /// - Parameters:
  ///   - body: The request body.
  ///   - allowed: The member names the operation reads.
  ///   - expected: The operation's body, for messages, such as `{"scenes": [...]}`.
  init(_ body: [UInt8], allowed: Set<String>, expected: String) throws(PlaygroundError) {
    guard !body.isEmpty else {
      members = []
      return
    }
    let json: JSONValue
    do throws(JSONSyntaxError) { json = try JSONValue(parsing: body) } catch {
      throw .malformed("malformed JSON: \(error)")
    }
    guard case .object(let members) = json else {
      throw PlaygroundError(.invalid, "expected an object \(expected), got \(json.kindDescription)")
    }
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      let known = allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
      throw PlaygroundError(.invalid, "unknown member \"\(unknown.key)\"" + (allowed.isEmpty ? "; expected {}" : "; expected \(known)"))
    }
    self.members = members
  }

  /// Whether the body named no member.
  var isEmpty: Bool { members.isEmpty }

  /// Member `key`, or `nil` when absent.
  subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }
}
