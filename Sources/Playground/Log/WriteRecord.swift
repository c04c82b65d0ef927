/// Everything one committed write reports; ``json(sequence:)`` is the contract's `WriteRecord`,
/// identical in the answer, the log and the `commit` event.
struct WriteRecord {
  /// The members that describe the binding, from `binding` to `identity`
  /// (``BindingDescriptions``).
  var binding: BindingDescription
  var written: JSONValue
  var readBack: JSONValue
  var before: JSONValue
  var after: JSONValue
  /// The root-side value: the member as stored in the root after the write, or `nil` when the
  /// binding stores the whole root, whose value then is ``after`` (its text is copied).
  var stored: JSONValue?
  /// The `transaction` member as UTF-8 JSON (``TransactionTexts``).
  var transactions: [UInt8]
  var hooks: [RenderContext.Hook]
}
