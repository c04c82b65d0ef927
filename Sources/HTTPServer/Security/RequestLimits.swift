import CMicroHTTPD

/// The limits a request must keep before its handler runs, and the error each broken one is
/// answered with: the one place where a malformed or oversized request head gets its status.
///
/// Every refusal here is sent before the body is read, and libmicrohttpd closes the connection
/// after it, since what follows on the connection cannot be trusted to start a request.
@available(SwiftStdlib 6.2, *)
struct RequestLimits: Sendable {
  let maxTargetBytes: Int
  let maxQueryArguments: Int
  let maxHeadBytes: Int
  let maxFields: Int
  let maxBodyBytes: Int

  init(_ configuration: Configuration) {
    maxTargetBytes = configuration.maxRequestTargetBytes
    maxQueryArguments = configuration.maxQueryArguments
    maxHeadBytes = configuration.maxHeaderBytes
    maxFields = configuration.maxHeaderFields
    maxBodyBytes = configuration.maxBodySize
  }

  /// What the server knows of a request once its head has arrived.
  struct Head {
    /// The refusal decided when the request target arrived, if any.
    var targetRefusal: HTTPError?
    /// Whether a NUL byte cut the target short.
    var targetHoldsNUL = false
    /// The bytes of the request line and the header fields.
    var bytes = 0
    /// What is wrong with the field lines as they arrived.
    var fieldDefect = CMHD_FIELD_LINES_OK
    /// The header fields.
    var headers = HTTPHeaders()
  }

  /// Why the request target is refused, judged as it arrived (before decoding), or `nil`.
  func refusal(forTarget target: cmhd_target_shape) -> HTTPError? {
    if target.length > maxTargetBytes {
      return HTTPError(.uriTooLong, "request target exceeds \(maxTargetBytes) bytes")
    }
    if target.query_arguments > maxQueryArguments {
      return HTTPError(.uriTooLong, "more than \(maxQueryArguments) query arguments")
    }
    if target.has_control_or_space != 0 {
      return .badRequest("request target holds a space or a control byte")
    }
    if target.path_has_encoded_slash != 0 {
      return .badRequest("request path holds an encoded slash (%2F)")
    }
    return nil
  }

  /// Why the request is refused before its body is read, or `nil` to go on: in this order, a
  /// refused target, a head over the limits (`431`), malformed field lines, a missing or
  /// repeated `Host`, a repeated `Content-Length` or `Transfer-Encoding`, or both of them
  /// (`400`, RFC 9112), a transfer coding other than `chunked` (`501`), a foreign `Host`
  /// (`421`) and a declared body over the limit (`413`).
  func refusal(for head: Head, hosts: HostAllowList) -> HTTPError? {
    if let refusal = head.targetRefusal { return refusal }
    if head.targetHoldsNUL { return .badRequest("request target holds a NUL byte") }
    if head.bytes > maxHeadBytes {
      return HTTPError(.requestHeaderFieldsTooLarge, "request head exceeds \(maxHeadBytes) bytes")
    }
    if head.headers.fields.count > maxFields {
      return HTTPError(.requestHeaderFieldsTooLarge, "more than \(maxFields) header fields")
    }
    switch head.fieldDefect {
    case CMHD_FIELD_LINES_OK: break
    case CMHD_FIELD_NAME_NOT_TOKEN: return .badRequest("a header field name is not a token")
    case CMHD_FIELD_VALUE_CONTROL: return .badRequest("a header field value holds a control byte")
    default: return .badRequest("a header field line is malformed (NUL byte, bare LF or line folding)")
    }
    let framing = Framing(head.headers)
    guard !framing.repeated else {
      return .badRequest("repeated Host, Content-Length or Transfer-Encoding header")
    }
    guard let host = framing.host else { return .badRequest("missing Host header") }
    if let transferEncoding = framing.transferEncoding {
      guard framing.contentLength == nil else {
        return .badRequest("both Content-Length and Transfer-Encoding")
      }
      guard transferEncoding.caseInsensitiveEquals("chunked") else {
        return HTTPError(.notImplemented, "unsupported Transfer-Encoding; only chunked is")
      }
    }
    guard hosts.allows(host) else { return HTTPError(.misdirectedRequest, "unexpected Host header") }
    if let contentLength = framing.contentLength, let length = Int(contentLength), length > maxBodyBytes {
      return bodyTooLarge
    }
    return nil
  }

  /// The refusal of a body over ``maxBodyBytes``, declared or received.
  var bodyTooLarge: HTTPError {
    HTTPError(.contentTooLarge, "request body exceeds \(maxBodyBytes) bytes")
  }

  /// The fields that say where a request goes and where its body ends, found in one pass.
  private struct Framing {
    let host: String?
    let contentLength: String?
    let transferEncoding: String?
    /// Whether any of them appears twice.
    let repeated: Bool

    init(_ headers: HTTPHeaders) {
      var (host, contentLength, transferEncoding): (String?, String?, String?) = (nil, nil, nil)
      var repeated = false
      func keep(_ value: String, as field: inout String?) {
        repeated = repeated || field != nil
        field = field ?? value
      }
      for (name, value) in headers.fields {
        if name.caseInsensitiveEquals("Host") {
          keep(value, as: &host)
        } else if name.caseInsensitiveEquals("Content-Length") {
          keep(value, as: &contentLength)
        } else if name.caseInsensitiveEquals("Transfer-Encoding") {
          keep(value, as: &transferEncoding)
        }
      }
      (self.host, self.contentLength, self.transferEncoding, self.repeated) = (
        host, contentLength, transferEncoding, repeated
      )
    }
  }
}
