/// Decides the answer to a complete request: security checks, routing, handler, files, errors.
///
/// Immutable once built, so worker threads share it without locks.
struct Responder: Sendable {
  /// What the server should do with a request.
  enum Outcome {
    case respond(Response)
    case subscribe(EventStream)
  }

  let router: Router
  let files: StaticFiles?
  let hosts: HostAllowList
  let maxBodySize: Int

  /// The answer to send before reading the body, or `nil` to go on: a repeated `Host` or
  /// `Content-Length` header (`400`, RFC 9112), a foreign `Host` (`421`) or a declared body over
  /// the limit (`413`).
  func earlyRejection(for headers: HTTPHeaders) -> Response? {
    // One pass for both names: two lookups walked the fields twice (0.38k -> 0.27k instructions
    // a request in callgrind). The closure uses copies of the two properties it needs: capturing
    // `self` copied the whole responder (~3.5k instructions a request in callgrind).
    let (hosts, maxBodySize) = (hosts, maxBodySize)
    return headers.withFirstValues(of: "Host", "Content-Length") { host, contentLength, repeated in
      guard !repeated else {
        return ErrorResponse.make(for: HTTPError(.badRequest, "repeated Host or Content-Length header"))
      }
      guard hosts.allows(host) else {
        return ErrorResponse.make(for: HTTPError(.misdirectedRequest, "unexpected Host header"))
      }
      if let contentLength, let length = Self.integer(contentLength), length > maxBodySize {
        return Self.tooLarge(limit: maxBodySize)
      }
      return nil
    }
  }

  /// The value of a header as `Int(_:)` reads its text, or `nil`.
  ///
  /// Up to 18 decimal digits cannot overflow and read the same either way, so they skip
  /// decoding a `String` (~0.17k instructions in callgrind); anything else is decoded.
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let decoded = { Int(String(decoding: bytes, as: UTF8.self)) }
    guard !bytes.isEmpty, bytes.count <= 18 else { return decoded() }
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return decoded() }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  static func tooLarge(limit: Int) -> Response {
    ErrorResponse.make(for: HTTPError(.contentTooLarge, "request body exceeds \(limit) bytes"))
  }

  /// The outcome for a request whose body was read completely; errors become responses here.
  func outcome(for request: consuming Request) -> Outcome {
    do {
      return try route(request)
    } catch {
      return .respond(ErrorResponse.make(for: error))
    }
  }

  private func route(_ request: consuming Request) throws -> Outcome {
    switch router.table.match(request.method, request.path) {
    case .found(let endpoint, let parameters):
      var request = request
      request.parameters = parameters
      if request.method.isStateChanging { try RequestPolicy.checkStateChange(request) }
      try router.runChecks(request)
      switch endpoint {
      case .handler(let handler): return .respond(try handler(request))
      case .events(let stream): return .subscribe(stream)
      }
    case .methodNotAllowed(let allowed):
      throw HTTPError.methodNotAllowed(allowed: allowed)
    case .notFound:
      return .respond(try file(for: request))
    }
  }

  private func file(for request: Request) throws -> Response {
    guard let files, files.file(at: request.path) != nil else {
      throw HTTPError.notFound("no route or file for \(request.path)")
    }
    guard request.method == .get || request.method == .head else {
      throw HTTPError.methodNotAllowed(allowed: [.get, .head])
    }
    return files.response(for: request) ?? Response(status: .notFound)
  }
}
