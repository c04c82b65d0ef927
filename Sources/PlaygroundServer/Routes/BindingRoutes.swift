import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// A binding, a scene's or a lab binding's: what it is, and a write through it.
  static let bindings: [APIRoute] = [
    APIRoute(
      id: "binding", method: .get, path: "/api/bindings/{id}",
      summary: "One binding: a scene's, or one of a lab binding's (`lab-1.chain`, `lab-1.closure`, ...).",
      parameters: [bindingID], responseSchema: "AnyBindingInfo", errorStatuses: [404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
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
      parameters: [bindingID], requestSchema: "WriteRequest", requestExamples: pitfallWrites,
      responseSchema: "WriteAnswer", errorStatuses: [404, 422, 429, 503, 504], answer: .jsonNowOrLater(write)),
  ]

  /// `POST /api/bindings/{id}` examples: the writes that show the pitfall scenes, each with the
  /// curl command that sends it.
  private static var pitfallWrites: JSONValue {
    func target(_ binding: String) -> String { "http://127.0.0.1:8080/api/bindings/\(binding)" }
    return curlExamples([
      (target("lateWrite.root"), "lateWriteDismiss", "Dismiss the sheet: the item becomes nil", ["value": nil]),
      (
        target("lateWrite.rebuilt"), "lateWriteClosure",
        "The field commits late through Binding(get:set:): the dismissed item comes back", ["value": "Draft, edited"]
      ),
      (
        target("lateWrite.mapped"), "lateWriteMapped",
        "The same late text through .unwrapped(with: \"\", aggressive: false): ignored, the item stays nil",
        ["value": "Draft, edited"]
      ),
      (
        target("dismissal.didSet"), "dismissalDidSet",
        "One of the two nil writes of a dismissal through the onDidSet hook: onDismiss() runs on each",
        ["value": nil]
      ),
      (
        target("dismissal.onChange"), "dismissalOnChange",
        "The same nil through .onChange: onDismiss() runs only when the value changed", ["value": nil]
      ),
      (
        target("staleCase.root"), "staleCaseAlert", "An alert replaces the sheet",
        ["value": ["alert": "Delete the draft?"]]
      ),
      (
        target("staleCase.mapped"), "staleCaseMapped",
        "The sheet's field commits after the alert, through the failable case mapping: refused with 422",
        ["value": "Draft, edited"]
      ),
      (
        target("staleCase.rebuilt"), "staleCaseClosure",
        "The same text through the closure setter destination = .edit($0): the alert vanishes",
        ["value": "Draft, edited"]
      ),
      (
        target("rows.closure"), "rowsClosure",
        "Through Binding(get: { items[2] }, set: { items[2] = $0 }) after row 2 is deleted: the write traps in a child process",
        ["value": "Oat milk"]
      ),
    ])
  }

  private static let bindingID = parameter(
    "id", in: "path", "A binding id such as progress.mapped, or a lab binding's such as lab-1.chain.",
    schema: Schema.string)

  /// `POST /api/bindings/{id}`: writes through a binding and returns the serialized
  /// `WriteRecord`, which the log and the `commit` event carry too; a write that would trap
  /// answers later, from its child process, without holding a worker thread meanwhile.
  ///
  /// In this order: 400 for a body that is not JSON, 422 with the root for one of the wrong
  /// shape (404 when the binding is unknown), 413 for a value too long, then the journal's write.
  private static func write(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> JSONAnswer {
    let id = request.pathID
    let json = try RequestBody.json(request.body)
    let write: WriteRequest
    do throws(JSONDecodingError) { write = try WriteRequest(json) } catch {
      throw app.journal.refusal(ofWriteThrough: id, error.description)
    }
    try app.limits.checkWrite(write, bodySize: request.body.count)
    switch try app.journal.startWrite(write, through: id) {
    case .committed(let record): return .now(record)
    case .inChild(let child): return .later { () throws(PlaygroundError) in try child.run() }
    }
  }
}
