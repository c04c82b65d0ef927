package import JSON

/// Why the playground refused a request: what kind of refusal, a sentence for the client, and
/// for a refused write the `rejection` (the binding, the reason and the root, unchanged).
///
/// It knows nothing of HTTP: ``PlaygroundError/Kind`` says what went wrong, and the HTTP side
/// maps each kind to a status in one place.
@available(SwiftStdlib 6.2, *)
package struct PlaygroundError: Error {
  /// What went wrong, in the playground's terms.
  package enum Kind: Sendable {
    /// The body is not JSON.
    case malformed
    /// No binding, scene, lesson or lab binding has the id.
    case notFound
    /// The change would replace what may not be replaced.
    case conflict
    /// A value is longer than the playground keeps.
    case tooLarge
    /// The request is JSON but not one the operation can carry out.
    case invalid
    /// The server itself failed.
    case internalFailure
    /// The one child process a write that would trap runs in is running already.
    case busy
    /// More writes that would trap than the server runs in a minute.
    case tooManyRequests
    /// The child process a write that would trap ran in did not finish in time and was killed.
    case timedOut
  }

  package var kind: Kind
  package var message: String
  /// `{"binding", "reason", "root"}` for a write refused by a failable conversion or a bad value.
  package var rejection: JSONValue?
  /// For a refusal that passes once time has gone by (busy, too many requests), the seconds a
  /// client should wait before asking again.
  package var retryAfter: Int?

  package init(_ kind: Kind, _ message: String, rejection: JSONValue? = nil, retryAfter: Int? = nil) {
    self.kind = kind
    self.message = message
    self.rejection = rejection
    self.retryAfter = retryAfter
  }

  package static func malformed(_ message: String) -> PlaygroundError {
    PlaygroundError(.malformed, message)
  }

  package static func invalid(_ message: String) -> PlaygroundError {
    PlaygroundError(.invalid, message)
  }

  /// An invalid request: JSON that is not what the operation reads, with the place it names.
  package static func invalid(_ error: JSONDecodingError) -> PlaygroundError {
    PlaygroundError(.invalid, error.description)
  }

  /// What `read` returns; a decoding error it throws becomes 422 with the place it names.
  ///
  /// ```swift
  /// let ticks = try PlaygroundError.decoding { () throws(JSONDecodingError) in try body.integer("ticks") ?? 0 }
  /// ```
  package static func decoding<Value>(_ read: () throws(JSONDecodingError) -> Value) throws(PlaygroundError) -> Value {
    do throws(JSONDecodingError) { return try read() } catch { throw .invalid(error) }
  }

  static func unknownBinding(_ id: String) -> PlaygroundError {
    PlaygroundError(.notFound, "no binding with id \"\(id)\"")
  }

  /// No lab binding `id` on the shelf: 404.
  static func unknownLabBinding(_ id: String) -> PlaygroundError {
    PlaygroundError(.notFound, "no lab binding with id \"\(id)\"")
  }

  package static func unknownLesson(_ id: String) -> PlaygroundError {
    PlaygroundError(.notFound, "no lesson with id \"\(id)\"")
  }

  package static func unknownScene(_ id: String) -> PlaygroundError {
    PlaygroundError(.notFound, "no scene with id \"\(id)\"")
  }

  /// An invalid write that was refused; `root` is the unchanged root value.
  package static func rejected(binding: String, reason: String, root: JSONValue) -> PlaygroundError {
    PlaygroundError(
      .invalid, "\(binding) rejected the write: \(reason)",
      rejection: ["binding": .string(binding), "reason": .string(reason), "root": root])
  }
}
