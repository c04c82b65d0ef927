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
      case .events(let stream):
        // A stream's head without the stream: subscribing would count a subscriber that never
        // reads, and libmicrohttpd 0.9.75 ends a chunked answer to `HEAD` with a final chunk, a
        // body the client does not expect.
        return request.method == .head ? .respond(Response(headers: EventStream.responseHeaders)) : .subscribe(stream)
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
