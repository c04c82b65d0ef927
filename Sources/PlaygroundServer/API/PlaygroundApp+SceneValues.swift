import HTTPServer
import JSON
import Playground

extension PlaygroundApp {
  /// `{"sequence": N, "id": "progress", "bindings": [{"id": "progress.mapped", "value": 0.75}, ...]}`:
  /// what every binding of one scene reads now, in page order.
  ///
  /// A write changes its scene's root, so every binding of that scene may read a new value; an
  /// open page re-reads them while a slider is dragged, so the twins follow the root live. A
  /// room of pages does that together, so this derives one scene's bindings and reads them,
  /// nothing more: no expressions, identities or controls, which `GET /api/scenes` renders for
  /// every scene. The values and the sequence are taken under the world lock, so they belong
  /// together.
  func sceneValuesAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.parameters["id"] ?? ""
    let (sequence, values) = journal.read { world, sequence in (sequence, world.values(ofScene: id)) }
    guard let values else { throw .unknownScene(id) }
    let answer: JSONValue = ["sequence": .integer(sequence), "id": .string(id), "bindings": .array(values)]
    return answer.serializedBytes()
  }
}
