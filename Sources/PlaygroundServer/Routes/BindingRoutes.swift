import HTTPServer
import JSON
import Playground

extension APIRoute {
  /// A binding, a scene's or a lab binding's: what it is, and a write through it.
  static let bindings: [APIRoute] = [
    APIRoute(
      id: "binding", method: .get, path: "/api/bindings/{id}",
      summary: "One binding: a scene's, or one of a lab binding's (`lab-1.chain`, `lab-1.closure`, ...).",
      parameters: [bindingID], responseSchema: "AnyBindingInfo", errorStatuses: [404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.parameters["id"] ?? ""
        let info = try app.journal.read { (world, _) throws(PlaygroundError) in try world.bindingInfo(id) }
        return info.serializedBytes()
      }),
    APIRoute(
      id: "write", method: .post, path: "/api/bindings/{id}",
      summary: """
        Writes a value through the binding, optionally inside an ambient transaction. A write \
        that would stop the program (rows.closure once row 2 is deleted) runs in a child process \
        and answers a TrappedWrite: the signal and the runtime's message, the root unchanged.
        """,
      parameters: [bindingID], requestSchema: "WriteRequest",
      requestExamples: curlExamples(
        posting: "http://127.0.0.1:8080/api/bindings/rows.closure",
        [
          (
            "lateWrite", "Through rows.closure: after row 2 is deleted, this write traps in a child process",
            ["value": "Oat milk"]
          )
        ]),
      responseSchema: "WriteAnswer", errorStatuses: [404, 422, 429, 503, 504], answer: .json(write)),
  ]

  private static let bindingID = parameter(
    "id", in: "path", "A binding id such as progress.mapped, or a lab binding's such as lab-1.chain.",
    schema: Schema.string)

  /// `POST /api/bindings/{id}`: writes through a binding and returns the serialized
  /// `WriteRecord`, which the log and the `commit` event carry too.
  ///
  /// In this order: 400 for a body that is not JSON, 422 with the root for one of the wrong
  /// shape (404 when the binding is unknown), 413 for a value too long, then the journal's write.
  private static func write(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.parameters["id"] ?? ""
    let json = try RequestBody.json(request.body)
    let write: WriteRequest
    do throws(JSONDecodingError) { write = try WriteRequest(json) } catch {
      throw app.journal.refusal(ofWriteThrough: id, error.description)
    }
    try app.limits.checkWrite(write, bodySize: request.body.count)
    return try app.journal.write(write, through: id)
  }
}
