import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The scenes: every scene with its bindings, one scene's values, every root, and a render.
  static let scenes: [APIRoute] = [
    APIRoute(
      id: "listScenes", method: .get, path: "/api/scenes",
      summary: "Every scene with its root and its bindings (expression, kind, value, identity, control).",
      responseSchema: "SceneList",
      answer: .json { app, _ in
        app.journal.read { world, sequence in
          let scenes: JSONValue = ["sequence": .integer(sequence), "scenes": .array(world.sceneInfos)]
          return scenes.serializedBytes()
        }
      }),
    APIRoute(
      id: "sceneValues", method: .get, path: "/api/scenes/{id}/values",
      summary:
        "What every binding of one scene reads now: the values alone, which a page re-reads to follow writes live.",
      parameters: [parameter("id", in: "path", "A scene id such as progress.", schema: Schema.string)],
      responseSchema: "SceneValues", errorStatuses: [404], answer: .json(sceneValues)),
    APIRoute(
      id: "state", method: .get, path: "/api/state", summary: "Every root value by scene id.",
      responseSchema: "Snapshot",
      answer: .json { app, _ in
        // The kept snapshot: built once after a change, then copied to every reader.
        Array(app.journal.snapshotText().utf8)
      }),
    APIRoute(
      id: "render", method: .post, path: "/api/render",
      summary: "Renders every scene again and compares each binding's identity with the previous render.",
      requestSchema: "RenderRequest", responseSchema: "RenderReport", errorStatuses: [422],
      answer: .json { app, request throws(PlaygroundError) in
        _ = try RequestBody.object(request.body)
        return app.journal.render()
      }),
  ]

  /// `GET /api/scenes/{id}/values`:
  /// `{"sequence": N, "id": "progress", "bindings": [{"id": "progress.mapped", "value": 0.75}, ...]}`,
  /// what every binding of one scene reads now, in page order.
  ///
  /// A write changes its scene's root, so every binding of that scene may read a new value; an
  /// open page re-reads them while a slider is dragged, so the twins follow the root live. A
  /// room of pages does that together, so this derives one scene's bindings and reads them,
  /// nothing more: no expressions, identities or controls, which `GET /api/scenes` renders for
  /// every scene. The values and the sequence are taken under the world lock, so they belong
  /// together.
  private static func sceneValues(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.pathID
    let (sequence, values) = app.journal.read { world, sequence in (sequence, world.values(ofScene: id)) }
    guard let values else { throw .unknownScene(id) }
    let answer: JSONValue = ["sequence": .integer(sequence), "id": .string(id), "bindings": .array(values)]
    return answer.serializedBytes()
  }
}
