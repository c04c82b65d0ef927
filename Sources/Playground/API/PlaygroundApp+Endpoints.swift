import HTTPServer
import JSON

extension PlaygroundApp {
  /// Answers one API request with its JSON body, as UTF-8 bytes.
  ///
  /// A write's record is serialized once: the answer, the log and the event carry the same
  /// text. The state is the kept snapshot, and a log page copies the kept records; render and
  /// reset answer with the text their event carries.
  func answer(_ endpoint: APIOperation.Endpoint, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    switch endpoint {
    case .write:
      return try writeAnswer(request)
    case .state:
      return Array(snapshotText().utf8)
    case .transactions:
      return try transactionsAnswer(request)
    case .health:
      let health: JSONValue = [
        "status": "ok", "sequence": .integer(log.latestSequence), "subscribers": .integer(events.subscriberCount),
      ]
      return health.serializedBytes()
    case .listScenes:
      return world.withLock { world in
        let scenes: JSONValue = ["sequence": .integer(log.latestSequence), "scenes": .array(world.sceneInfos)]
        return scenes.serializedBytes()
      }
    case .sceneValues:
      return try sceneValuesAnswer(request)
    case .binding:
      return try bindingInfo(request.parameters["id"] ?? "").serializedBytes()
    case .render:
      try requireEmptyObject(request.body)
      return world.withLock { world in
        let text = world.renderAgain().serialized()
        events.publish(event: "render", data: text)
        return Array(text.utf8)
      }
    case .reset:
      return try resetAnswer(request)
    case .restore:
      return try restoreAnswer(request)
    case .listLessons:
      return lessonListAnswer()
    case .lesson:
      return try lessonAnswer(request)
    case .addLesson:
      return try addLessonAnswer(request)
    case .presentation:
      return presentationAnswer()
    case .present:
      return try presentAnswer(request)
    case .session:
      return session(for: request).serializedBytes()
    case .openAPI:
      return OpenAPIDocument.json.serializedBytes()
    case .labCatalogue, .labBindings, .labCreate, .labBinding, .labDelete, .labCompare:
      return try labAnswer(endpoint, request)
    case .events:
      // The router serves the stream itself and never routes it here.
      throw PlaygroundError(status: .internalServerError, message: "the event stream is not a JSON endpoint")
    }
  }

  /// Writes through a binding and returns the serialized `WriteRecord`; the write, its log entry
  /// and its `commit` event happen under the world lock, in that order, so the log and the
  /// stream see writes in sequence order. The body is parsed, the binding rendered and the
  /// value decoded before (``PendingWrite``).
  func writeAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.parameters["id"] ?? ""
    let body = try WriteRequest.parse(request.body)
    try limits.checkWrite(body, bodySize: request.body.count)
    let target = try writeTarget(id)
    let write = PendingWrite(consume body, to: consume target)
    return try world.withLock { (world: inout PlaygroundWorld) throws(PlaygroundError) -> [UInt8] in
      let record = try world.commit(write)
      var sequence = 0
      let json = log.append { appended in
        sequence = appended
        return record.json(sequence: appended)
      }
      latestSnapshot.withLock { $0 = nil }
      // With nobody listening there is no event to make. A subscriber that registers after this
      // check still sees this write: its first event, the snapshot, is built after the stale one
      // was dropped above, so under this lock, after this write.
      if events.subscriberCount > 0 {
        events.publish(event: "commit", id: String(sequence), data: String(decoding: json, as: UTF8.self))
      }
      return json
    }
  }

  /// `{"entries": [entry], "latestSequence": N, "truncated": Bool}`, the entries copied as they
  /// were written, at most ``PlaygroundLimits/pageBytes`` of them.
  private func transactionsAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let page = log.page(since: try query(request, "since", default: 0, in: 0...Int.max),
                        limit: try query(request, "limit", default: 100, in: 0...1000), byteBudget: limits.pageBytes)
    var answer = JSONText.Object(capacity: 64)
    answer.text(JSONText.Key("entries"), JSONText.array(page.entries))
    answer.value(JSONText.Key("latestSequence"), .integer(page.latestSequence))
    answer.value(JSONText.Key("truncated"), .bool(page.truncated))
    return answer.finish()
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

  /// Render takes no arguments: no body at all, or the JSON document `{}`.
  ///
  /// A body of only white space is not a JSON document, so it is malformed (400) like any other.
  private func requireEmptyObject(_ body: [UInt8]) throws(PlaygroundError) {
    _ = try RequestObject(body, allowed: [], expected: "{}")
  }
}
