import JSON
import Playground

// The schemas of what it costs an app: the who-wins grid and the redraw tree.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var costsSchemas: KeyValuePairs<String, JSONValue> {
    let transaction = Schema.ref("Transaction")
    let reason = Schema.object([
      "kind": Schema.oneOf(["firstRender", "inputsDiffer", "inputsEqual"]), "text": Schema.string,
      "previous": Schema.nullable(Schema.string), "current": Schema.nullable(Schema.string),
    ])
    return [
      "WhoWinsCell": Schema.object(
        [
          "source": Schema.string, "column": Schema.string,
          "code": Schema.string,
          "arrived": Schema.nullable(transaction), "ambient": transaction,
          "committed": Schema.nullable(transaction),
          "animates": Schema.boolean,
          "uiBindingCommitted": Schema.nullable(transaction), "uiBindingDiffers": Schema.boolean,
        ],
        description:
          "One write: `arrived` at the root from the binding, the `ambient` transaction, what the root `committed` (null: no commit), whether that animates (glide) or not (jump), and what UIBinding's rule would commit."
      ),
      "WhoWinsGrid": Schema.object([
        "rule": Schema.string, "noAnimations": Schema.string,
        "columns": Schema.array(of: Schema.object(["id": Schema.string, "expression": Schema.string])),
        "rows": Schema.array(
          of: Schema.object([
            "id": Schema.string, "title": Schema.string, "isConflict": Schema.boolean,
            "cells": Schema.array(of: Schema.ref("WhoWinsCell")),
          ])),
      ]),
      "WhoWinsWrite": Schema.object(
        [
          "source": Schema.string, "column": Schema.string,
          "value": ["type": "number", "minimum": 0, "maximum": 1],
        ], closed: true),
      "WhoWinsRecord": Schema.object(["cell": Schema.ref("WhoWinsCell"), "progress": Schema.number]),
      "RedrawTicks": Schema.object(
        ["ticks": ["type": "integer", "minimum": 1, "maximum": .integer(PlaygroundJournal.redrawTicksLimit)]],
        closed: true),
      "Redraws": Schema.object([
        "disclaimer": Schema.string, "counter": Schema.integer, "parentBodyRuns": Schema.integer,
        "children": Schema.array(
          of: Schema.object([
            "name": Schema.string, "expression": Schema.string, "bodyRuns": Schema.integer, "ran": Schema.boolean,
            "reason": reason,
          ])),
        "printChanges": Schema.object(["line": Schema.string, "code": Schema.string]),
      ]),
      "LabRedraws": Schema.object(
        [
          "id": Schema.string, "disclaimer": Schema.string, "ticks": Schema.integer, "parentBodyRuns": Schema.integer,
          "children": Schema.array(
            of: Schema.object([
              "part": Schema.oneOf(LabBindingPart.allCases.map(\.rawValue)), "binding": Schema.string,
              "expression": Schema.string, "bodyRuns": Schema.integer, "ran": Schema.boolean, "reason": reason,
            ])),
        ],
        description: """
          A child holding the lab binding's chain, and one holding each twin, under a parent \
          rendered once and then on each of `ticks` ticks of a state none of them reads: each \
          child's body runs and why it ran (or was skipped) on the last render. A model of \
          SwiftUI's rule run on the Bindings module: it is not SwiftUI.
          """),
    ]
  }
}
