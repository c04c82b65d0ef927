import JSON

/// Everything one committed write reports; ``json(sequence:)`` is the contract's `WriteRecord`,
/// identical in the answer, the log and the `commit` event.
///
/// Non-copyable: a write makes its record once and writes it once, and the record's values are
/// never copied on the way.
@available(SwiftStdlib 6.2, *)
struct WriteRecord: ~Copyable, LoggedRecord {
  /// A write's event.
  var event: JournalEvent { .commit }

  /// What the binding's records repeat, kept as text by its ``BindingReport``.
  var report: BindingReport.Texts
  var written: JSONValue
  var readBack: JSONValue
  var before: JSONValue
  var after: JSONValue
  /// The member as stored in the root after the write, or `nil` when the binding stores the
  /// whole root, which then is ``after``.
  var stored: JSONValue?
  var hooks: [WriteContext.Hook]

  /// The record as UTF-8 JSON, members in the contract's order (the OpenAPI document and the
  /// tests check them), numbered `sequence`.
  ///
  /// The written value is repeated in the round trip, and usually read back and stored as it
  /// was written: each repetition copies the text already written instead of writing the value
  /// again.
  func json(sequence: Int) -> [UInt8] {
    // Room for the kept texts and what a short value's record adds to them; the text grows
    // when the values are longer.
    var record = JSONText.Object(capacity: report.description.count + report.transaction.count + 256)
    record.value(Key.sequence, .integer(sequence))
    record.members(report.description)
    let (writtenText, readBackText) = record.object(Key.value) { value in
      let writtenText = value.value(Key.written, written)
      return (writtenText, value.value(Key.readBack, readBack, sameAs: (written, writtenText)))
    }
    let afterText = record.object(Key.root) { root in
      root.value(Key.before, before)
      return root.value(Key.after, after, sameAs: (written, writtenText))
    }
    record.value(Key.noOp, .bool(before == after))
    record.text(Key.transaction, report.transaction)
    record.value(Key.hooks, .array(hooks.map { ["name": .string($0.name), "value": $0.value] }))
    record.object(Key.roundTrip) { roundTrip in
      roundTrip.repeated(Key.written, writtenText)
      if let stored {
        roundTrip.value(Key.stored, stored, sameAs: (written, writtenText))
      } else {
        roundTrip.repeated(Key.stored, afterText)
      }
      roundTrip.repeated(Key.readBack, readBackText)
      roundTrip.text(Key.verdict, readBack == written ? Verdict.exact : Verdict.lossy)
    }
    return record.finish()
  }

  /// The round trip's verdicts as JSON text.
  private enum Verdict {
    static let exact = Array(#""exact""#.utf8), lossy = Array(#""lossy""#.utf8)
  }

  /// The record's member names, escaped once.
  private enum Key {
    static let sequence = JSONText.Key("sequence"), value = JSONText.Key("value"), root = JSONText.Key("root")
    static let written = JSONText.Key("written"), readBack = JSONText.Key("readBack"), stored = JSONText.Key("stored")
    static let before = JSONText.Key("before"), after = JSONText.Key("after"), noOp = JSONText.Key("noOp")
    static let transaction = JSONText.Key("transaction"), hooks = JSONText.Key("hooks")
    static let roundTrip = JSONText.Key("roundTrip"), verdict = JSONText.Key("verdict")
  }
}
