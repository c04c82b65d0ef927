import JSON
import Playground

// Schemas of what the read endpoints return: health, scenes, bindings, state, render reports.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var resourceSchemas: KeyValuePairs<String, JSONValue> {
    [
      "Health": Schema.object([
        "status": Schema.oneOf(["ok"]), "sequence": Schema.integer, "subscribers": Schema.integer,
      ]),
      "Control": Schema.object(
        [
          "type": Schema.oneOf(["slider", "text", "color", "checkbox", "number", "optionalText", "cases"]),
          "min": Schema.number, "max": Schema.number, "step": Schema.number,
          "options": [
            "type": "array", "items": Schema.string,
            "description": """
            For `cases`: the enum's case names. The value is an object with one member, the case's \
            name, whose value is its payload: {"edit": "Draft"}.
            """,
          ],
        ], optional: ["min", "max", "step", "options"]),
      "BindingInfo": Schema.object(
        [
          "id": Schema.string, "scene": Schema.string,
          "expression": ["type": "string", "description": "The Swift expression that built the binding, as it runs."],
          "kind": Schema.oneOf(BindingKind.allCases.map(\.rawValue)),
          "valueType": ["type": "string", "description": "Swift type of the binding's value, such as Double or Int?."],
          "value": Schema.anyValue, "identity": Schema.string, "control": Schema.ref("Control"),
          "wouldTrap": [
            "type": "boolean",
            "description": """
            Only on a binding whose read or write can stop the program (rows.closure indexes \
            items[2]): whether it would now. The value is then null: the server never reads it, \
            and a write through it runs in a child process (TrappedWrite).
            """,
          ],
        ], optional: ["wouldTrap"]),
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
          "hooks": [
            "type": "array", "items": Schema.string,
            "description": "The hooks the scene's bindings can fire, such as haptics.impact(); absent when none.",
          ],
          "sequences": [
            "type": "array",
            "description": """
            Writes the page performs one after another with one button, re-enacting how the \
            scene's pitfall happens (a sheet dismissed, then its field committing late); each is \
            an ordinary POST /api/bindings/{id}, or for a step with `root` alone (a row deleted) \
            a POST /api/restore of the scene's root. Absent when none.
            """,
            "items": Schema.object([
              "label": Schema.string,
              "writes": Schema.array(of: [
                "oneOf": [
                  Schema.object(["binding": Schema.string, "value": Schema.anyValue]),
                  Schema.object(["root": Schema.anyValue]),
                ]
              ]),
            ]),
          ],
          "widgets": [
            "type": "array",
            "description": """
            What the page adds to the scene's card: `bar` or `swatch`, a picture of the root; \
            `identityPanel`, the render report with "Render again"; `deleteRow`, a button that \
            deletes the root list's element at `position` by a restore. Absent when none.
            """,
            "items": Schema.object(
              ["kind": Schema.oneOf(SceneWidget.kinds), "position": Schema.integer], optional: ["position"]),
          ],
          "partGoneWhen": Schema.object(
            ["kind": Schema.oneOf(GonePart.kinds), "count": Schema.integer, "case": Schema.string],
            optional: ["count", "case"],
            description: """
              Only on a stale-write scene: when the part of the root its fields edit is gone (`nil`: \
              the root is null; `shorterThan`: the list has fewer than `count` elements; \
              `otherCase`: the enum is not in case `case`), so a write through a field then is a \
              late write.
              """),
        ], optional: ["pitfall", "hooks", "sequences", "widgets", "partGoneWhen"]),
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
