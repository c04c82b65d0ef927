import JSON

@available(SwiftStdlib 6.2, *)
extension Destination: PlaygroundValue {
  static var typeName: String { "Destination" }

  /// One member, the case's name, whose value is its payload: `{"edit": "Draft"}`,
  /// `{"alert": "Delete the draft?"}`.
  init(json: JSONValue) throws(ValueRejection) {
    let expected = #"a Destination as {"edit": "text"} or {"alert": "title"}"#
    guard case .object(let members) = json, members.count == 1, let (name, payload) = members.first else {
      throw ValueRejection(message: "expected \(expected), got \(json.serialized())")
    }
    guard case .string(let text) = payload else {
      throw ValueRejection(message: "expected \(expected), got \(payload.kindDescription) for \"\(name)\"")
    }
    switch name {
    case "edit": self = .edit(text)
    case "alert": self = .alert(text)
    default: throw ValueRejection(message: "expected \(expected), got the case \"\(name)\"")
    }
  }

  var json: JSONValue { .object([(key: caseName, value: .string(payload))]) }
}
