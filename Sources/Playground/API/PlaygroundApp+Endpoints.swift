import HTTPServer

extension PlaygroundApp {
  /// Answers one API request with the serialized JSON body.
  ///
  /// Writes, state reads and log pages have paths of their own: a write serializes its record
  /// once (the answer, the log and the event share the text), the state is the kept snapshot,
  /// and a log page copies the kept texts. Render and reset answer with the text their event
  /// carries.
  func answer(_ endpoint: APIOperation.Endpoint, _ request: Request) throws(PlaygroundError) -> String {
    switch endpoint {
    case .write:
      return try writeAnswer(request)
    case .state:
      return snapshotText()
    case .transactions:
      return try transactionsAnswer(request)
    case .health:
      let health: JSONValue = [
        "status": "ok", "sequence": .integer(log.latestSequence), "subscribers": .integer(events.subscriberCount),
      ]
      return health.serialized()
    case .listScenes:
      return world.withLock { world in
        let scenes: JSONValue = ["sequence": .integer(log.latestSequence), "scenes": .array(world.sceneInfos)]
        return scenes.serialized()
      }
    case .binding:
      let id = try bindingID(in: request)
      return (world.withLock { $0.binding(id)?.info } ?? .null).serialized()
    case .render:
      try requireEmptyObject(request.body)
      return world.withLock { world in
        let text = world.renderAgain().serialized()
        events.publish(event: "render", data: text)
        return text
      }
    case .reset:
      try requireEmptyObject(request.body)
      return world.withLock { world in
        world.reset()
        let text = Self.snapshot(of: world, sequence: log.latestSequence).serialized()
        latestSnapshot.withLock { $0 = text }
        events.publish(event: "reset", data: text)
        return text
      }
    case .session:
      return session(for: request).serialized()
    case .openAPI:
      return OpenAPIDocument.json.serialized()
    case .events:
      // The router serves the stream itself and never routes it here.
      throw PlaygroundError(status: .internalServerError, message: "the event stream is not a JSON endpoint")
    }
  }

  /// Writes through a binding and returns the serialized `WriteRecord`; the write, its log entry
  /// and its `commit` event happen under the world lock, in that order.
  ///
  /// The body is parsed, the binding rendered and the value decoded before taking the lock
  /// (``PendingWrite``). The record is serialized once: the answer, the log and the event carry
  /// the same text, as the contract requires.
  func writeAnswer(_ request: Request) throws(PlaygroundError) -> String {
    let (id, scene, ordinal) = try place(in: request)
    let pending = try PendingWrite(id, try WriteRequest.parse(request.body), of: scene, ordinal: ordinal)
    return try world.withLock { (world: inout PlaygroundWorld) throws(PlaygroundError) -> String in
      let record = try world.commit(pending)
      // The sequence is kept from the append rather than read back: reading the log's newest
      // sequence takes its lock a second time, and only writes append, all under the world lock.
      var sequence = 0
      let text = log.append { appended in
        sequence = appended
        return record.text(sequence: appended)
      }
      latestSnapshot.withLock { $0 = nil }
      events.publish(event: "commit", id: String(sequence), data: text)
      return text
    }
  }

  /// `{"entries": [WriteRecord], "latestSequence": N}`, the records copied as they were written.
  private func transactionsAnswer(_ request: Request) throws(PlaygroundError) -> String {
    let page = log.page(since: try query(request, "since", default: 0, in: 0...Int.max),
                        limit: try query(request, "limit", default: 100, in: 0...1000))
    var json = JSONWriter(capacity: 800 * page.entries.count + 64)
    json.beginObject()
    json.key("entries"); json.beginArray()
    for entry in page.entries { json.serialized(entry) }
    json.endArray()
    json.key("latestSequence"); json.integer(page.latestSequence)
    json.endObject()
    return json.text
  }

  private func bindingID(in request: Request) throws(PlaygroundError) -> String {
    try place(in: request).id
  }

  /// The binding id of the request's path, the scene it belongs to and its ordinal; 404 for an
  /// unknown id.
  private func place(
    in request: Request
  ) throws(PlaygroundError) -> (id: String, scene: any PlaygroundScene, ordinal: Int) {
    guard let id = request.parameters["id"], let (scene, ordinal) = scenes.place(ofBinding: id) else {
      throw .unknownBinding(request.parameters["id"] ?? "")
    }
    return (id, scene, ordinal)
  }

  private func query(
    _ request: Request, _ name: String, default value: Int, in range: ClosedRange<Int>
  ) throws(PlaygroundError) -> Int {
    guard let text = request.query[name] else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw .badRequest("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
    }
    return number
  }

  /// Render and reset take no arguments: no body at all, or the JSON document `{}`.
  ///
  /// A body of only white space is not a JSON document, so it is malformed (400) like any other.
  private func requireEmptyObject(_ body: [UInt8]) throws(PlaygroundError) {
    guard !body.isEmpty else { return }
    let json: JSONValue
    do throws(JSONSyntaxError) { json = try JSONValue(parsing: body) } catch {
      throw .badRequest("malformed JSON: \(error)")
    }
    guard case .object(let members) = json, members.isEmpty else {
      throw PlaygroundError(status: .unprocessableContent, message: "expected an empty object {}")
    }
  }
}
