/// Decides the answer to a complete request: security checks, routing, handler, files, errors.
///
/// Immutable once built, so worker threads share it without locks.
@available(SwiftStdlib 6.2, *)
struct Responder: Sendable {
  /// What the server should do with a request.
  enum Outcome {
    case respond(Response)
    case subscribe(EventStream)
    /// Work whose response comes later, off the worker thread (``Reply/later(_:)``).
    case answerLater(Reply.Work)
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
      case .handler(let handler):
        switch try handler(request) {
        case .now(let response): return .respond(response)
        case .later(let work): return .answerLater(work)
        }
      case .events(let stream):
        // A stream's head without the stream: subscribing would count a subscriber that never
        // reads, and libmicrohttpd 0.9.75 ends a chunked answer to `HEAD` with a final chunk, a
        // body the client does not expect.
        return request.method == .head ? .respond(Response(headers: EventStream.responseHeaders)) : .subscribe(stream)
      case .page(let page): return .respond(try self.page(page, for: request))
      }
    case .methodNotAllowed(let allowed):
      throw HTTPError.methodNotAllowed(allowed: allowed)
    case .notFound:
      return .respond(try file(for: request))
    }
  }

  /// A page's file, with `404` when its request names nothing that exists.
  private func page(_ page: Router.Page, for request: Request) throws -> Response {
    guard let files, let file = files.file(at: page.file) else {
      throw HTTPError.notFound("no file \(page.file) for \(request.path)")
    }
    var response: Response
    if page.exists(request) {
      response = files.response(for: request, file: file)
    } else {
      response = files.response(for: file, status: .notFound)
    }
    response.isEmbeddable = page.isEmbeddable
    return response
  }

  private func file(for request: Request) throws -> Response {
    guard let files, let file = files.file(at: request.path) else {
      throw HTTPError.notFound("no route or file for \(request.path)")
    }
    guard request.method == .get || request.method == .head else {
      throw HTTPError.methodNotAllowed(allowed: [.get, .head])
    }
    return files.response(for: request, file: file)
  }
}
