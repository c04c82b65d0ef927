/// The lookups the server makes itself, on bytes, decoding only what it uses.
extension HTTPHeaders {
  /// Calls `body` with the bytes of the first value of `name` (compared without case), or `nil`.
  ///
  /// The server's own lookups name fields with literals: a `StaticString` lends its bytes
  /// without the copy and the closure of `String.withUTF8`.
  func withFirstValue<Result>(
    named name: StaticString, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    name.withUTF8Buffer { withFirstValue(named: $0, body) }
  }

  /// ``withFirstValue(named:_:)`` for a name's UTF-8 bytes.
  func withFirstValue<Result>(
    named name: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    withFieldBytes { fields in
      for (field, value) in fields where ASCII.caseInsensitiveEquals(field, name) { return body(value) }
      return body(nil)
    }
  }

  /// The first value of `name` (compared without case), decoded, or `nil`.
  func firstValue(named name: StaticString) -> String? {
    withFirstValue(named: name) { $0.map { String(decoding: $0, as: UTF8.self) } }
  }

  /// Whether a field is named `name`, compared without case.
  func contains(named name: StaticString) -> Bool {
    withFirstValue(named: name) { $0 != nil }
  }

  /// Calls `body` with the bytes of the first values of two names (compared without case), and
  /// whether either name appears more than once; one pass over the fields.
  func withFirstValues<Result>(
    of first: StaticString, _ second: StaticString,
    _ body: (_ first: UnsafeBufferPointer<UInt8>?, _ second: UnsafeBufferPointer<UInt8>?, _ repeated: Bool) ->
      Result
  ) -> Result {
    first.withUTF8Buffer { firstName in
      second.withUTF8Buffer { secondName in
        withFieldBytes { fields in
          var values: (first: UnsafeBufferPointer<UInt8>?, second: UnsafeBufferPointer<UInt8>?) = (nil, nil)
          var repeated = false
          for (name, value) in fields {
            if ASCII.caseInsensitiveEquals(name, firstName) {
              repeated = repeated || values.first != nil
              values.first = values.first ?? value
            } else if ASCII.caseInsensitiveEquals(name, secondName) {
              repeated = repeated || values.second != nil
              values.second = values.second ?? value
            }
          }
          return body(values.first, values.second, repeated)
        }
      }
    }
  }
}
