package import JSON

/// The one write a child process of the server runs: a write through ``RowsScene``'s closure
/// binding, whose `items[2] = $0` traps when the list has fewer than three rows.
///
/// The server never runs that write itself (``PlaygroundJournal/write(_:through:)`` checks the
/// binding's ``SceneBinding/trapsWhen`` under the world lock). It starts its own executable with
/// the fixed ``argument`` and hands it a ``Request`` on standard input; the child builds a fresh
/// scene holding that list, renders it, and writes through the same closure binding with the
/// same write code as the server (``PreparedWrite``). Whatever the input, the child runs only
/// this write: the input is a list of strings and a string, read strictly and bounded.
///
/// ```swift
/// let request = try TrapChild.Request(parsing: Array(#"{"root": ["Milk"], "value": "Oats"}"#.utf8))
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
  /// the input's envelope. A server whose limits let larger ones through refuses those with 413
  /// before a child starts (``TrapRunner/run(_:requestedAt:)``).
  package static let inputLimit = Request.envelopeBytes + 2 * PlaygroundLimits.defaultValueBytes

  /// The child's input: the list the write finds and the value it writes.
  package struct Request: Sendable {
    /// The root, a JSON array of strings.
    package var root: JSONValue
    /// The value written, a JSON string.
    package var value: JSONValue

    /// Reads `bytes` strictly as `{"root": [String], "value": String}`, at most ``inputLimit``
    /// bytes.
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
        try JSONObjectReader(json, required: ["root", "value"])
      }
      root = reader["root"] ?? .null
      value = reader["value"] ?? .null
      // Decoding both now refuses a bad input before anything runs.
      _ = try TrapChild.prepare(self)
    }

    init(root: JSONValue, value: JSONValue) {
      self.root = root
      self.value = value
    }

    /// The input as the child reads it.
    var bytes: [UInt8] { JSONValue.object([("root", root), ("value", value)]).serializedBytes() }

    /// The bytes of an input besides its root and value: `{"root":`, `,"value":` and `}`.
    static let envelopeBytes =
      Request(root: .null, value: .null).bytes.count - 2 * JSONValue.null.serializedBytes().count
  }

  /// Writes `request.value` through the closure binding of a scene holding `request.root`.
  ///
  /// - Returns: The root after the write, when the write did not trap.
  /// - Throws: 422 for a root that is not a list of strings or a value that is not a string.
  package static func run(_ request: Request) throws(PlaygroundError) -> JSONValue {
    let (scene, write) = try prepare(request)
    write.assignment.perform()
    return scene.rootJSON
  }

  /// A fresh scene holding `request.root`, and the write through its closure binding, ready to
  /// perform.
  private static func prepare(_ request: Request) throws(PlaygroundError) -> (RowsScene, PreparedWrite) {
    let scene = RowsScene()
    let context = WriteContext()
    do throws(ValueRejection) {
      try scene.rootAssignment(from: request.root)()
    } catch {
      throw .invalid("root: \(error.message)")
    }
    guard let binding = scene.render(context).first(where: { $0.id == RowsScene.trappingBindingID }) else {
      throw PlaygroundError(.internalFailure, "the scene has no binding \(RowsScene.trappingBindingID)")
    }
    let target = WriteTarget(binding: binding, root: scene, context: context)
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
