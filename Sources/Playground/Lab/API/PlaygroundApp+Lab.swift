import HTTPServer
import JSON

// The lab's endpoints: the catalogue, lab bindings created from definitions, read, listed,
// compared and deleted. Writes through a lab binding go through `POST /api/bindings/{id}` and
// the write path every scene binding takes (``writeTarget(_:)``), into the same log and event
// stream. Creating and deleting publish a `lab` event, so viewers' lab pages follow the
// presenter's; in share mode both need the presenter's token, like every other state change.

extension PlaygroundApp {
  /// Answers a lab endpoint with its JSON body, as UTF-8 bytes.
  func labAnswer(_ endpoint: APIOperation.Endpoint, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    switch endpoint {
    case .labCatalogue:
      return LabCatalogue.text
    case .labBindings:
      let list: JSONValue = ["bindings": .array(lab.entries.map(\.summary)), "capacity": .integer(LabShelf.capacity)]
      return list.serializedBytes()
    case .labCreate:
      return try createLabBinding(request)
    case .labBinding:
      return try labEntry(request.parameters["id"] ?? "").json.serializedBytes()
    case .labDelete:
      return try deleteLabBinding(request.parameters["id"] ?? "")
    case .labCompare:
      guard let left = request.query["left"], let right = request.query["right"] else {
        throw .badRequest("compare needs two lab binding ids: ?left=lab-1&right=lab-2")
      }
      return LabComparison.compare(try labEntry(left), try labEntry(right)).serializedBytes()
    default:
      throw PlaygroundError(status: .internalServerError, message: "\(endpoint.rawValue) is not a lab endpoint")
    }
  }

  /// The binding `id` names, a scene's or a lab binding's, made for one write.
  ///
  /// - Throws: 404 for an unknown id, 422 for a lab binding that cannot be written through.
  func writeTarget(_ id: String) throws(PlaygroundError) -> WriteTarget {
    if let target = scenes.target(id) { return target }
    guard let (entryID, part) = LabEntry.parse(bindingID: id), let entry = lab.entry(entryID) else {
      throw .unknownBinding(id)
    }
    return try entry.target(part)
  }

  /// `GET /api/bindings/{id}`: a scene binding's `BindingInfo`, or a lab binding's
  /// `LabBindingInfo` (`lab-1.chain`), as its `LabBinding` lists it; 404 for any other id.
  func bindingInfo(_ id: String) throws(PlaygroundError) -> JSONValue {
    if let info = world.withLock({ $0.binding(id)?.info }) { return info }
    guard let (entryID, part) = LabEntry.parse(bindingID: id), let info = lab.entry(entryID)?.bindingInfo(part) else {
      throw .unknownBinding(id)
    }
    return info
  }

  private func labEntry(_ id: String) throws(PlaygroundError) -> LabEntry {
    guard let entry = lab.entry(id) else { throw PlaygroundError(status: .notFound, message: "no lab binding with id \"\(id)\"") }
    return entry
  }

  /// `POST /api/lab/bindings`: a definition in, the `LabBinding` out (with `evicted`).
  private func createLabBinding(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue(parsing: request.body)
    } catch {
      throw .badRequest("malformed JSON: \(error)")
    }
    let prepared: LabEntry.Prepared
    do throws(LabDefinitionError) {
      prepared = try LabEntry.Prepared(try LabPlan(parsing: json))
    } catch {
      throw PlaygroundError(status: .unprocessableContent, message: error.message)
    }
    let (entry, evicted) = lab.add(prepared)
    if !evicted.isEmpty { forgetRemovedLabBindings() }
    guard case .object(let members) = entry.json else { return entry.json.serializedBytes() }
    let evictedJSON: JSONValue = .array(evicted.map(JSONValue.string))
    let answer = JSONValue.object(members + [("evicted", evictedJSON)])
    publishLabEvent(["action": "created", "id": .string(entry.id), "binding": answer, "evicted": evictedJSON])
    return answer.serializedBytes()
  }

  /// `DELETE /api/lab/bindings/{id}`.
  private func deleteLabBinding(_ id: String) throws(PlaygroundError) -> [UInt8] {
    guard lab.remove(id) else { throw PlaygroundError(status: .notFound, message: "no lab binding with id \"\(id)\"") }
    forgetRemovedLabBindings()
    publishLabEvent(["action": "deleted", "id": .string(id), "binding": .null, "evicted": []])
    let answer: JSONValue = ["id": .string(id), "deleted": true]
    return answer.serializedBytes()
  }

  /// Drops what the world keeps for the records of lab bindings that are gone.
  ///
  /// It keeps a report per binding id written through (``BindingReport``); lab binding ids are
  /// never reused, so those of removed lab bindings would only pile up. Lock order: world, then
  /// shelf, as everywhere.
  private func forgetRemovedLabBindings() {
    world.withLock { world in
      world.reports = world.reports.filter { id, _ in
        LabEntry.parse(bindingID: id).map { lab.contains($0.entry) } ?? true
      }
    }
  }

  /// A `lab` event: `{"action": "created" | "deleted", "id", "binding", "evicted"}`.
  private func publishLabEvent(_ event: JSONValue) {
    guard events.subscriberCount > 0 else { return }
    events.publish(event: "lab", data: event.serialized())
  }
}
