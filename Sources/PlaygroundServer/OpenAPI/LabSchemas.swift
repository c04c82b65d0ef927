import JSON
import Playground

// The lab's schemas.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var labSchemas: KeyValuePairs<String, JSONValue> {
    [
      "LabDefinition": Schema.object(
        [
          "root": Schema.object(
            ["type": Schema.oneOf(LabType.names), "value": Schema.anyValue], optional: ["value"], closed: true,
            description: "The root's type and starting value (the type's start value when left out)."),
          "steps": ["type": "array", "maxItems": .integer(LabPlan.maxSteps), "items": Schema.ref("LabStep")],
        ], optional: ["steps"], closed: true,
        description:
          "A root and the steps applied to it in order; GET /api/lab/catalogue lists the steps each type takes."),
      "LabStep": [
        "type": "object",
        "description":
          "A step: its name and its parameters as members, such as {\"step\": \"to\", \"type\": \"Double\"}.",
        "properties": ["step": Schema.oneOf(LabSteps.names)], "required": ["step"],
      ],
      "LabBinding": Schema.object(
        [
          "id": Schema.string, "definition": Schema.ref("LabDefinition"), "rootType": Schema.string,
          "memberType": Schema.string, "readOnly": Schema.boolean,
          "expression": ["type": "string", "description": "The chain's Swift expression, as it runs."],
          "root": Schema.object(["type": Schema.string, "value": Schema.anyValue]),
          "steps": Schema.array(of: Schema.ref("LabStepInfo")),
          "bindings": Schema.array(of: Schema.ref("LabBindingInfo")),
          "laws": Schema.ref("LabLaws"),
          "evicted": [
            "type": "array", "items": Schema.string,
            "description": .string("Creating only: the oldest lab bindings evicted to stay at \(LabShelf.capacity)."),
          ],
        ], optional: ["evicted"]),
      "LabLaws": Schema.object(["chain": Schema.ref("LawCheck"), "steps": Schema.array(of: Schema.ref("LawCheck"))]),
      "LabStepInfo": Schema.object([
        "position": Schema.integer, "step": Schema.string, "code": Schema.string,
        "form": Schema.oneOf(LabForm.allCases.map(\.rawValue) + ["transaction"]),
        "input": Schema.string, "output": Schema.string,
      ]),
      "AnyBindingInfo": [
        "description":
          "A scene's binding (BindingInfo) or one binding of a lab binding (LabBindingInfo, `lab-1.chain`).",
        "anyOf": [Schema.ref("BindingInfo"), Schema.ref("LabBindingInfo")],
      ],
      "LabBindingInfo": Schema.object([
        "id": Schema.string, "scene": Schema.string, "part": Schema.oneOf(LabBindingPart.allCases.map(\.rawValue)),
        "expression": Schema.string, "kind": Schema.oneOf(BindingKind.allCases.map(\.rawValue)),
        "valueType": Schema.string, "value": Schema.anyValue, "identity": Schema.string,
        "control": Schema.ref("LabControl"), "writable": Schema.boolean, "stableIdentity": Schema.boolean,
      ]),
      "LabControl": Schema.object([
        "type": Schema.oneOf(["number", "checkbox", "text", "color", "optionalText", "json"])
      ]),
      "LawCheck": Schema.object(
        [
          "subject": Schema.string, "step": Schema.nullable(Schema.integer), "applies": Schema.boolean,
          "reason": Schema.nullable(Schema.string), "lawful": Schema.nullable(Schema.boolean),
          "roots": Schema.array(of: Schema.anyValue), "members": Schema.array(of: Schema.anyValue),
          "laws": Schema.array(of: Schema.ref("LawResult")),
        ], description: "KeyPathMappingTesting.checkRoundTrip over the key path of the chain or of one step."),
      "LawResult": Schema.object([
        "law": Schema.oneOf(["get-put", "put-get", "put-put"]), "holds": Schema.boolean, "failures": Schema.integer,
        "counterexamples": Schema.array(
          of: Schema.object([
            "root": Schema.anyValue, "written": Schema.array(of: Schema.anyValue), "expected": Schema.string,
            "actual": Schema.string, "description": Schema.string,
          ])),
      ]),
      "LabCatalogue": Schema.object([
        "types": Schema.array(
          of: Schema.object([
            "name": Schema.string, "control": Schema.ref("LabControl"), "start": Schema.anyValue,
            "samples": Schema.array(of: Schema.anyValue), "steps": Schema.array(of: Schema.ref("LabStepChoice")),
          ])),
        "steps": Schema.array(
          of: Schema.object(["name": Schema.string, "summary": Schema.string, "conversion": Schema.boolean])),
        "forms": Schema.array(of: Schema.object(["name": Schema.string, "readOnly": Schema.boolean])),
        "limits": Schema.object([
          "steps": Schema.integer, "bindings": Schema.integer,
          "stages": Schema.object(["min": Schema.integer, "max": Schema.integer]),
        ]),
        "scope": Schema.string,
      ]),
      "LabStepChoice": Schema.object([
        "step": Schema.string,
        "output": [
          "type": "object",
          "description":
            "{\"type\": name}, or {\"parameter\": name} when a parameter decides (the type of .to, the last stage of .concat).",
        ],
        "parameters": Schema.array(
          of: Schema.object(
            [
              "name": Schema.string,
              "kind": Schema.oneOf(["type", "choice", "value", "index", "boolean", "animation", "stages"]),
              "choices": Schema.array(of: Schema.string), "valueType": Schema.string,
              "default": Schema.anyValue, "summary": Schema.string,
              "appliesWhen": Schema.nullable(
                Schema.object(["parameter": Schema.string, "oneOf": Schema.array(of: Schema.string)])),
            ], optional: ["choices", "valueType"])),
      ]),
      "LabList": Schema.object([
        "bindings": Schema.array(
          of: Schema.object([
            "id": Schema.string, "definition": Schema.ref("LabDefinition"), "expression": Schema.string,
            "memberType": Schema.string,
          ])),
        "capacity": Schema.integer,
      ]),
      "LabComparison": Schema.object([
        "left": Schema.string, "right": Schema.string, "equal": Schema.boolean,
        "identities": Schema.nullable(Schema.object(["left": Schema.string, "right": Schema.string])),
        "difference": [
          "description":
            "null when equal; else the first step that differs on each side (null where a side has no such step)."
        ],
        "explanation": Schema.string,
      ]),
      "LabDeletion": Schema.object(["id": Schema.string, "deleted": Schema.boolean]),
    ]
  }
}
