import HTTPServer
import JSON
import Playground

// The lab's endpoints: the catalogue, lab bindings created from definitions, read, listed,
// compared and deleted. Writes through a lab binding go through `POST /api/bindings/{id}` and
// the journal's write, into the same log and event stream as a scene binding's. Creating and
// deleting publish a `lab` event, so viewers' lab pages follow the presenter's; in share mode
// both need the presenter's token, like every other state change.

extension PlaygroundApp {
  /// Answers a lab endpoint with its JSON body, as UTF-8 bytes.
  func labAnswer(_ operation: APIOperation.ID, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    switch operation {
    case .labCatalogue:
      return LabCatalogueDocument.text
    case .labBindings:
      return journal.read { world, _ in
        let list: JSONValue = ["bindings": .array(world.lab.all.map(\.summary)), "capacity": .integer(LabShelf.capacity)]
        return list.serializedBytes()
      }
    case .labCreate:
      return try createLabBinding(request)
    case .labBinding:
      let id = request.parameters["id"] ?? ""
      return try journal.read { (world, _) throws(PlaygroundError) in try Self.labEntry(id, in: world).json.serializedBytes() }
    case .labDelete:
      let id = request.parameters["id"] ?? ""
      try journal.deleteLabBinding(id)
      let answer: JSONValue = ["id": .string(id), "deleted": true]
      return answer.serializedBytes()
    case .labCompare:
      guard let left = request.query["left"], let right = request.query["right"] else {
        throw .malformed("compare needs two lab binding ids: ?left=lab-1&right=lab-2")
      }
      return try journal.read { (world, _) throws(PlaygroundError) in
        LabComparison.compare(try Self.labEntry(left, in: world), try Self.labEntry(right, in: world)).serializedBytes()
      }
    default:
      throw PlaygroundError(.internalFailure, "\(operation.rawValue) is not a lab endpoint")
    }
  }

  /// `GET /api/bindings/{id}`: a scene binding's `BindingInfo`, or a lab binding's
  /// `LabBindingInfo` (`lab-1.chain`), as its `LabBinding` lists it; 404 for any other id.
  func bindingInfo(_ id: String) throws(PlaygroundError) -> JSONValue {
    try journal.read { (world, _) throws(PlaygroundError) in try world.bindingInfo(id) }
  }

  private static func labEntry(_ id: String, in world: borrowing PlaygroundWorld) throws(PlaygroundError) -> LabEntry {
    guard let entry = world.lab.entry(id) else { throw PlaygroundError(.notFound, "no lab binding with id \"\(id)\"") }
    return entry
  }

  /// `POST /api/lab/bindings`: a definition in, the `LabBinding` out (with `evicted`).
  ///
  /// The chain is built and its laws checked before the journal adds it: that reads only the
  /// lab binding's own new root.
  private func createLabBinding(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let json = try Self.json(request.body)
    let prepared = try LabEntry.Prepared(try LabPlan(parsing: json))
    return journal.addLabBinding(prepared).serializedBytes()
  }
}
