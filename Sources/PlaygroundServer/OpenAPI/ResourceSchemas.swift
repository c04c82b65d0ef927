import JSON
import Playground

// Schemas of what the read endpoints return: health, scenes, bindings, state, render reports.

extension OpenAPIDocument {
  static var resourceSchemas: KeyValuePairs<String, JSONValue> {
    [
      "Health": Schema.object([
        "status": Schema.oneOf(["ok"]), "sequence": Schema.integer, "subscribers": Schema.integer,
      ]),
      "Control": Schema.object(
        [
          "type": Schema.oneOf(["slider", "text", "color", "checkbox", "number", "optionalText"]),
          "min": Schema.number, "max": Schema.number, "step": Schema.number,
        ], optional: ["min", "max", "step"]),
      "BindingInfo": Schema.object([
        "id": Schema.string, "scene": Schema.string,
        "expression": ["type": "string", "description": "The Swift expression that built the binding, as it runs."],
        "kind": Schema.oneOf(BindingKind.allCases.map(\.rawValue)),
        "valueType": ["type": "string", "description": "Swift type of the binding's value, such as Double or Int?."],
        "value": Schema.anyValue, "identity": Schema.string, "control": Schema.ref("Control"),
      ]),
      "Scene": Schema.object(
        [
          "id": Schema.string, "title": Schema.string, "summary": Schema.string,
          "root": Schema.object(["type": Schema.string, "value": Schema.anyValue]),
          "bindings": Schema.array(of: Schema.ref("BindingInfo")),
          "pitfall": [
            "type": "string",
            "description": """
            Only on a scene built on a bug people report: what goes wrong in an app that makes the \
            binding from closures, and what the mapped binding does instead.
            """,
          ],
        ], optional: ["pitfall"]),
      "SceneList": Schema.object(["sequence": Schema.integer, "scenes": Schema.array(of: Schema.ref("Scene"))]),
      "SceneValues": Schema.object([
        "sequence": Schema.integer, "id": Schema.string,
        "bindings": Schema.array(of: Schema.object(["id": Schema.string, "value": Schema.anyValue])),
      ]),
      "Snapshot": Schema.object([
        "sequence": Schema.integer,
        "roots": [
          "type": "object", "description": "Every scene's root value by scene id.",
          "additionalProperties": Schema.anyValue,
        ],
      ]),
      "RenderReport": Schema.object([
        "render": Schema.integer,
        "bindings": Schema.array(
          of: Schema.object([
            "id": Schema.string, "identity": Schema.string,
            "previousIdentity": Schema.nullable(Schema.string), "stable": Schema.boolean,
          ])),
        "comparisons": Schema.array(
          of: Schema.object([
            "left": Schema.string, "right": Schema.string, "equal": Schema.boolean, "why": Schema.string,
          ])),
      ]),
      "Error": Schema.object(
        [
          "error": Schema.object(["message": Schema.string, "status": Schema.integer]),
          "rejection": Schema.ref("Rejection"),
        ], optional: ["rejection"]),
      "FloatingPointValue": Schema.floatingPointValue,
      "Rejection": Schema.object([
        "binding": Schema.string, "reason": Schema.string, "root": Schema.anyValue,
      ]),
    ]
  }
}
