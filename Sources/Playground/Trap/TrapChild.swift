package import JSON

/// The one kind of write a child process of the server runs: a write through a binding a scene
/// declares can stop the program (its ``SceneBinding/trapsWhen``), such as the rows scene's
/// closure binding, whose `items[2] = $0` traps when the list has fewer than three rows.
///
/// The server never runs that write itself (``PlaygroundJournal/write(_:through:)`` checks the
/// binding's ``SceneBinding/trapsWhen`` under the world lock). It starts its own executable with
/// the fixed ``argument`` and hands it a ``Request`` on standard input; the child builds a fresh
/// scene of the scene list holding that root, renders it, and writes through the same binding
/// with the same write code as the server (``PreparedWrite``). Whatever the input, the child runs
/// only such a write: the binding must declare `trapsWhen`, and the root and the value must be
/// the binding's types, read strictly and bounded.
///
/// ```swift
/// let request = try TrapChild.Request(
///   parsing: Array(#"{"binding": "rows.closure", "root": ["Milk"], "value": "Oats"}"#.utf8))
/// _ = try TrapChild.run(request)  // Fatal error: Index out of range
/// ```
@available(SwiftStdlib 6.2, *)
package enum TrapChild {
  /// The argument that starts `keypath-playground` as the child, alone on its command line.
  package static let argument = "--run-trapping-write"
  /// The most bytes of standard input the child reads; one more is refused.
  ///
  /// The input of the largest write that would trap the playground lets through with its
  /// default limits: a root and a value of ``PlaygroundLimits/defaultValueBytes`` each, as JSON
  /// (the limit measures them with their strings escaped, exactly as the input writes them), in
  /// the input's envelope with the longest id of a binding that can trap. A server whose limits let larger ones through refuses those with 413
  /// before a child starts (``TrapRunner/run(_:requestedAt:)``).
  package static let inputLimit =
    Request.envelopeBytes + longestBindingID + 2 * PlaygroundLimits.defaultValueBytes

  /// The bytes of the longest id of a binding that can trap, as the input writes it.
  private static let longestBindingID =
    SceneDirectory().trappingBindingIDs.map {
      JSONValue.string($0).serializedBytes().count
    }.max() ?? 0

  /// The child's input: the binding written through, the root the write finds and the value it
  /// writes.
  package struct Request: Sendable {
    /// The binding's id, a JSON string such as `"rows.closure"`.
    package var binding: JSONValue
    /// The root, a JSON array of strings.
    package var root: JSONValue
    /// The value written, a JSON string.
    package var value: JSONValue

    /// Reads `bytes` strictly as `{"binding": String, "root": Root, "value": Value}`, at most
    /// ``inputLimit`` bytes, for a binding of the scene list that can trap.
    ///
    /// - Throws: 413 for more bytes, 400 for text that is not JSON, 422 for anything else.
    package init(parsing bytes: [UInt8]) throws(PlaygroundError) {
      guard bytes.count <= inputLimit else {
        throw PlaygroundError(.tooLarge, "the input is more than \(inputLimit) bytes")
      }
      let json: JSONValue
      do throws(JSONSyntaxError) { json = try JSONValue(parsing: bytes) } catch {
        throw .malformed("malformed JSON: \(error)")
      }
      let reader = try PlaygroundError.decoding { () throws(JSONDecodingError) in
        try JSONObjectReader(json, required: ["binding", "root", "value"])
      }
      binding = reader["binding"] ?? .null
      root = reader["root"] ?? .null
      value = reader["value"] ?? .null
      // Decoding both now refuses a bad input before anything runs.
      _ = try TrapChild.prepare(self)
    }

    init(binding: String, root: JSONValue, value: JSONValue) {
      self.binding = .string(binding)
      self.root = root
      self.value = value
    }

    /// The input as the child reads it.
    var bytes: [UInt8] {
      JSONValue.object([("binding", binding), ("root", root), ("value", value)]).serializedBytes()
    }

    /// The bytes of an input besides its binding, root and value: `{"binding":`, `,"root":`,
    /// `,"value":` and `}`.
    static let envelopeBytes =
      Request(binding: "", root: .null, value: .null).bytes.count - JSONValue.string("").serializedBytes().count
      - 2 * JSONValue.null.serializedBytes().count
  }

  /// Writes `request.value` through `request.binding` of a fresh scene holding `request.root`.
  ///
  /// - Returns: The root after the write, when the write did not trap.
  /// - Throws: 422 for a binding that cannot trap, a root that is not the scene's type or a value
  ///   that is not the binding's.
  package static func run(_ request: Request) throws(PlaygroundError) -> JSONValue {
    let (scene, write) = try prepare(request)
    write.assignment.perform()
    return scene.rootJSON
  }

  /// A fresh scene holding `request.root`, and the write through `request.binding`, ready to
  /// perform.
  private static func prepare(_ request: Request) throws(PlaygroundError) -> (any PlaygroundScene, PreparedWrite) {
    guard case .string(let id) = request.binding, let target = SceneDirectory().target(id),
      target.binding.trapsWhen != nil, let scene = target.root as? any PlaygroundScene
    else {
      throw .invalid("binding: \(request.binding.serialized()) is not a binding that can stop the program")
    }
    do throws(ValueRejection) {
      try scene.rootAssignment(from: request.root)()
    } catch {
      throw .invalid("root: \(error.message)")
    }
    let write = try PlaygroundError.decoding { () throws(JSONDecodingError) in
      try WriteRequest(["value": request.value])
    }
    do throws(ValueRejection) {
      return (scene, try PreparedWrite(write, to: target))
    } catch {
      throw .invalid("value: \(error.message)")
    }
  }
}
