import HTTPServer
import JSON
import Playground

extension PlaygroundApp {
  /// Answers one API request with its JSON body, as UTF-8 bytes: reads the request, calls the
  /// journal (or the lessons), and shapes the answer.
  ///
  /// A change's record is serialized once: the answer, the log and the event carry the same
  /// text. The state is the kept snapshot, and a log page copies the kept records.
  func answer(_ operation: APIOperation.ID, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    switch operation {
    case .write:
      return try writeAnswer(request)
    case .state:
      return Array(journal.snapshotText().utf8)
    case .transactions:
      return try transactionsAnswer(request)
    case .health:
      let health: JSONValue = [
        "status": "ok", "sequence": .integer(journal.latestSequence), "subscribers": .integer(events.subscriberCount),
      ]
      return health.serializedBytes()
    case .listScenes:
      return journal.read { world, sequence in
        let scenes: JSONValue = ["sequence": .integer(sequence), "scenes": .array(world.sceneInfos)]
        return scenes.serializedBytes()
      }
    case .sceneValues:
      return try sceneValuesAnswer(request)
    case .binding:
      return try bindingInfo(request.parameters["id"] ?? "").serializedBytes()
    case .render:
      _ = try Self.object(request.body)
      return journal.render()
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
      return journal.read { world, _ in world.presentation.json.serializedBytes() }
    case .present:
      return try presentAnswer(request)
    case .session:
      return session(for: request).serializedBytes()
    case .openAPI:
      return OpenAPIDocument.json.serializedBytes()
    case .labCatalogue, .labBindings, .labCreate, .labBinding, .labDelete, .labCompare:
      return try labAnswer(operation, request)
    case .events:
      // The router serves the stream itself and never routes it here.
      throw PlaygroundError(.internalFailure, "the event stream is not a JSON endpoint")
    }
  }

  /// `POST /api/bindings/{id}`: writes through a binding and returns the serialized
  /// `WriteRecord`, which the log and the `commit` event carry too.
  ///
  /// In this order: 400 for a body that is not JSON, 422 with the root for one of the wrong
  /// shape (404 when the binding is unknown), 413 for a value too long, then the journal's write.
  func writeAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.parameters["id"] ?? ""
    let json = try Self.json(request.body)
    let write: WriteRequest
    do throws(JSONDecodingError) { write = try WriteRequest(json) } catch {
      throw journal.refusal(ofWriteThrough: id, error.description)
    }
    try limits.checkWrite(write, bodySize: request.body.count)
    return try journal.write(write, through: id)
  }

  /// `{"entries": [entry], "latestSequence": N, "truncated": Bool}`, the entries copied as they
  /// were written, at most ``PlaygroundLimits/pageBytes`` of them.
  private func transactionsAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let page = journal.page(
      since: try query(request, "since", default: 0, in: 0...Int.max),
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
      throw .malformed("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
    }
    return number
  }

  /// `body` parsed as JSON; 400 when it is not.
  static func json(_ body: [UInt8]) throws(PlaygroundError) -> JSONValue {
    do throws(JSONSyntaxError) { return try JSONValue(parsing: body) } catch {
      throw .malformed("malformed JSON: \(error)")
    }
  }

  /// `body` read strictly as an object (``JSONObjectReader``); no body at all reads as `{}`.
  ///
  /// - Throws: 400 for a body that is not JSON, 422 for one that is not an object, names a
  ///   member the operation does not know or lacks one it needs.
  static func object(_ body: [UInt8], required: [String] = [], optional: [String] = []) throws(PlaygroundError) -> JSONObjectReader {
    let json = body.isEmpty ? [:] : try json(body)
    do throws(JSONDecodingError) {
      return try JSONObjectReader(json, required: required, optional: optional)
    } catch {
      throw .invalid(error)
    }
  }
}
