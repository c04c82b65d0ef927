import JSON
import Playground

// The schemas of what it costs an app: the who-wins grid and the redraw tree.

extension OpenAPIDocument {
  static var costsSchemas: KeyValuePairs<String, JSONValue> {
    let transaction = Schema.ref("Transaction")
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
            "reason": Schema.object([
              "kind": Schema.oneOf(["firstRender", "inputsDiffer", "inputsEqual"]), "text": Schema.string,
              "previous": Schema.nullable(Schema.string), "current": Schema.nullable(Schema.string),
            ]),
          ])),
        "printChanges": Schema.object(["line": Schema.string, "code": Schema.string]),
      ]),
    ]
  }
}
