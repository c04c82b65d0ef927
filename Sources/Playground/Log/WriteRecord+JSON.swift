extension WriteRecord {
  /// The contract's `WriteRecord` as compact JSON in UTF-8, numbered `sequence`.
  ///
  /// Written member by member rather than built as a ``JSONValue`` first: the tree and its
  /// serialization were a fifth of a playground write in callgrind. Member names and order are
  /// the contract's (the OpenAPI document and the tests check them). `roundTrip` repeats the
  /// written and read-back values, and the root after the write when the binding stores the
  /// whole root: their text is copied rather than produced twice (a `Float` read back, as
  /// `0.3499999940395355`, is printed through `description`). So is the written value's, for a
  /// read-back value or a root that prints alike, as after most writes.
  func json(sequence: Int) -> [UInt8] {
    var json = JSONWriter()
    json.beginObject()
    json.key("sequence"); json.integer(sequence)
    json.serialized(binding.members)
    json.key("value"); json.beginObject()
    json.key("written"); let writtenText = json.recording { $0.value(written) }
    json.key("readBack"); let readBackText = json.value(readBack, reusing: writtenText, of: written)
    json.endObject()
    json.key("root"); json.beginObject()
    json.key("before"); json.value(before)
    json.key("after"); let afterText = json.value(after, reusing: writtenText, of: written)
    json.endObject()
    json.key("noOp"); json.bool(before == after)
    json.key("transaction"); json.serialized(transactions)
    json.key("hooks"); json.beginArray()
    for hook in hooks {
      json.beginObject()
      json.key("name"); json.string(hook.name)
      json.key("value"); json.value(hook.value)
      json.endObject()
    }
    json.endArray()
    json.key("roundTrip"); json.beginObject()
    json.key("written"); json.again(writtenText)
    json.key("stored")
    if let stored { json.value(stored) } else { json.again(afterText) }
    json.key("readBack"); json.again(readBackText)
    json.key("verdict")
    if readBack == written { json.string(literal: "exact") } else { json.string(literal: "lossy") }
    json.endObject()
    json.endObject()
    return json.bytes
  }
}
