import CMicroHTTPD
import Foundation

/// What libmicrohttpd's callbacks work with: it turns callbacks into ``Request`` values and
/// ``Response`` values into queued libmicrohttpd responses.
///
/// A value, kept by the ``Daemon`` in memory of its own that the callbacks reach through their
/// `cls` pointer, so they borrow it in place: reaching a shared object would change its
/// reference count on every callback, from every worker thread.
@available(SwiftStdlib 6.2, *)
struct ServerCore: ~Copyable, Sendable {
  let responder: Responder
  let accessLog: Bool
  let securityHeaders: SecurityHeaders
  let limits: RequestLimits
  let deadlines: RequestDeadlines
  let run: ServerRun
  /// Requests whose response comes later (``Reply/later(_:)``).
  let pendingResponses: PendingResponses

  init(
    responder: Responder, configuration: Configuration, deadlines: RequestDeadlines, run: ServerRun,
    pendingResponses: PendingResponses
  ) {
    self.responder = responder
    self.deadlines = deadlines
    self.run = run
    self.pendingResponses = pendingResponses
    accessLog = configuration.accessLog
    securityHeaders = SecurityHeaders(
      contentSecurityPolicy: configuration.contentSecurityPolicy, frameOrigins: configuration.frameOrigins)
    limits = RequestLimits(configuration)
  }

  /// libmicrohttpd's URI-log callback: a request line arrived. Judges its target as sent and
  /// returns the request's state, which becomes the request's context.
  func start(target: UnsafePointer<CChar>) -> UnsafeMutableRawPointer {
    let shape = cmhd_measure_target(target)
    let refusal = limits.refusal(forTarget: shape)
    if refusal != nil { cmhd_drop_query(target) }
    let state = RequestState(targetRefusal: refusal, targetLength: shape.length, timed: accessLog)
    return Unmanaged.passRetained(state).toOpaque()
  }

  /// libmicrohttpd's access handler: the first call reads the head and makes the checks that
  /// come before the body, middle calls collect the body, the last call answers (answering
  /// earlier would cost keep-alive), or suspends the connection for an answer that comes later
  /// and sends it on the call after the connection resumed.
  func handle(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    version: UnsafePointer<CChar>?, upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    // ``start(target:)`` made the state for every request that reaches this handler.
    guard let context = requestContext.pointee else { return .NO }
    let state = Unmanaged<RequestState>.fromOpaque(context).takeUnretainedValue()
    guard state.hasHead else { return readHead(of: state, on: connection, url: url, method: method, version: version) }
    if uploadSize.pointee > 0 {
      state.append(UnsafeRawBufferPointer(start: upload, count: uploadSize.pointee))
      uploadSize.pointee = 0
      return .YES
    }
    guard !state.answered else { return .YES }
    if let pending = state.pending { return sendWhenAnswered(pending, state: state, on: connection) }
    // The request has arrived in full: from here the handler's time is not the client's.
    RequestDeadlines.withClock(of: connection) { $0.answering() }
    guard !state.bodyTooLarge else {
      return send(ErrorResponse.make(for: limits.bodyTooLarge), for: state, on: connection)
    }
    switch responder.outcome(for: state.takeRequest()) {
    case .respond(let response): return send(response, for: state, on: connection)
    case .subscribe(let stream): return subscribe(connection, to: stream, state: state)
    case .answerLater(let work): return answerLater(work, state: state, on: connection)
    }
  }

  /// The first call: the head is complete. Reads it once, for the checks and the handler, and
  /// answers at once when a check refuses the request.
  private func readHead(
    of state: RequestState, on connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    version: UnsafePointer<CChar>?
  ) -> MHD_Result {
    let values = Self.values(of: connection)
    state.receiveHead(
      method: HTTPMethod(cString: method), path: String(cString: url), values: values, maxBodySize: limits.maxBodyBytes)
    let head = RequestLimits.Head(
      targetRefusal: state.targetRefusal,
      targetHoldsNUL: cmhd_target_holds_nul(url, version, state.targetLength) != 0,
      bytes: cmhd_request_header_size(connection),
      fieldDefect: cmhd_check_field_lines(connection, method, version),
      headers: state.headers)
    guard let refusal = limits.refusal(for: head, hosts: responder.hosts) else { return .YES }
    state.answered = true
    RequestDeadlines.withClock(of: connection) { $0.answering() }
    return send(ErrorResponse.make(for: refusal), for: state, on: connection)
  }

  /// Queues `response`, with the security headers, and logs it.
  func send(_ response: Response, for state: RequestState, on connection: OpaquePointer) -> MHD_Result {
    let mhdResponse = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return .NO }
    return queue(
      mhdResponse, status: response.status, headers: response.headers, isEmbeddable: response.isEmbeddable,
      state: state,
      on: connection)
  }

  func queue(
    _ mhdResponse: OpaquePointer, status: HTTPStatus, headers: HTTPHeaders, isEmbeddable: Bool = false,
    state: RequestState, on connection: OpaquePointer
  ) -> MHD_Result {
    Self.add(headers, to: mhdResponse)
    securityHeaders.add(besides: headers, to: mhdResponse, isEmbeddable: isEmbeddable)
    let result = MHD_queue_response(connection, UInt32(status.code), mhdResponse)
    MHD_destroy_response(mhdResponse)
    if let startedAt = state.startedAt { AccessLog.record(state.method, state.path, status, since: startedAt) }
    return result
  }

  /// libmicrohttpd's request-completed callback, also for aborted and timed-out requests:
  /// forgets the request's state, and its response to come if it had one.
  func complete(_ state: RequestState) {
    if let pending = state.pending { pendingResponses.remove(pending) }
  }

  /// Adds every field, in order; libmicrohttpd copies them.
  private static func add(_ headers: HTTPHeaders, to mhdResponse: OpaquePointer) {
    for index in headers.fields.indices {
      headers.fields[index].name.withCString { name in
        headers.fields[index].value.withCString { value in _ = MHD_add_response_header(mhdResponse, name, value) }
      }
    }
  }
}

/// One line per request on standard error: `METHOD path status microseconds`.
///
/// The method and the path are the client's (the path percent-decoded), so they go through
/// ``TerminalText`` before they reach the terminal.
@available(SwiftStdlib 6.2, *)
enum AccessLog {
  /// Writes the line of a request whose headers arrived at `start` (uptime nanoseconds).
  static func record(_ method: HTTPMethod, _ path: String, _ status: HTTPStatus, since start: UInt64) {
    let microseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1000
    let line = Array((TerminalText.escaped("\(method) \(path)") + " \(status.code) \(microseconds)\n").utf8)
    // One write per line keeps lines from different threads whole.
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
