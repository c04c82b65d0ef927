import Bindings
import JSON

@available(SwiftStdlib 6.2, *)
extension WhoWinsCell {
  /// `{"source", "column", "code", "arrived", "ambient", "committed", "animates",
  /// "uiBindingCommitted", "uiBindingDiffers"}`, each transaction in its `Codable` form or
  /// `null` when no commit was made. `animates` says whether the committed transaction carries
  /// an animation: the bar glides, else it jumps.
  var json: JSONValue {
    [
      "source": .string(sourceID), "column": .string(columnID), "code": .string(code),
      "arrived": arrived.map(\.json) ?? .null, "ambient": ambient.json, "committed": committed.map(\.json) ?? .null,
      "animates": .bool(committed?.animation != nil),
      "uiBindingCommitted": uiBindingCommitted.map(\.json) ?? .null, "uiBindingDiffers": .bool(uiBindingDiffers),
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension WhoWinsGrid {
  /// What the grid's answer says beside its cells: the rule run and where `UIBinding` differs.
  static let rule = """
    Each cell runs its write through the Bindings module: a key-path binding carries its \
    transaction to the root, a Binding(get:set:) with a one-argument setter drops it, and the \
    root applies the ambient transaction over what arrived, key by key (SwiftUI's rule). \
    swift-navigation's UIBinding instead takes a non-empty ambient transaction whole, so the \
    binding's keys the ambient one does not set are lost.
    """

  /// `{"rule", "noAnimations", "columns": [{"id", "expression"}], "rows": [{"id", "title",
  /// "isConflict", "cells": [WhoWinsCell]}]}`.
  var json: JSONValue {
    let parent = WhoWinsParent()
    let columns = parent.columns()
    let sources = TransactionSource.all
    let rows: [JSONValue] = sourceIDs.enumerated().map { index, id in
      let source = sources.first { $0.id == id }
      return [
        "id": .string(id), "title": .string(source?.title ?? id), "isConflict": .bool(source?.isConflict ?? false),
        "cells": .array(cells[index].map(\.json)),
      ]
    }
    return [
      "rule": .string(Self.rule), "noAnimations": .string(Transaction.noAnimationsDeclaration),
      "columns": .array(
        columnIDs.map { id in
          ["id": .string(id), "expression": .string(columns.first { $0.id == id }?.expression ?? id)]
        }),
      "rows": .array(rows),
    ]
  }
}
