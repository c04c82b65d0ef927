import CMicroHTTPD
import Synchronization

/// The per-server object libmicrohttpd's callbacks reach through their `cls` pointer: it turns
/// callbacks into ``Request`` values and ``Response`` values into queued libmicrohttpd responses.
final class ServerCore: Sendable {
  let responder: Responder
  let accessLog: Bool
  let securityHeaders: SecurityHeaders
  let maxBodySize: Int
  let deadlines: RequestDeadlines
  /// Set when ``Server/stop()`` begins, so no event stream opens while streams are being closed.
  let isStopping = Atomic(false)

  init(responder: Responder, configuration: Configuration) {
    self.responder = responder
    deadlines = RequestDeadlines(timeout: configuration.connectionTimeout)
    accessLog = configuration.accessLog
    securityHeaders = SecurityHeaders(contentSecurityPolicy: configuration.contentSecurityPolicy)
    maxBodySize = configuration.maxBodySize
  }

  /// libmicrohttpd's access handler: first call creates state, middle calls collect the body,
  /// the last call answers (answering earlier would cost keep-alive).
  func handle(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let existing = requestContext.pointee else {
      // The headers are complete on the first call: read them once, for the checks and the handler.
      // Checked before they move into the state: read from the state, they were copied (a retain
      // and a release).
      let values = Self.values(of: connection)
      let rejection = responder.earlyRejection(for: values.headers)
      let state = RequestState(
        method: HTTPMethod(cString: method), path: String(cString: url), values: values, maxBodySize: maxBodySize,
        timed: accessLog)
      requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
      guard let rejection else { return .YES }
      state.answered = true
      RequestDeadlines.withClock(of: connection) { $0.answering() }
      return send(rejection, for: state, on: connection)
    }
    // Borrowed without a retain (two atomic operations a callback), which is safe: the request
    // context holds the state until libmicrohttpd reports the request completed, after this call.
    return Unmanaged<RequestState>.fromOpaque(existing)._withUnsafeGuaranteedRef { state in
      proceed(with: state, on: connection, upload: upload, uploadSize: uploadSize)
    }
  }

  /// The calls after the first: collects the body, then answers once it is complete.
  private func proceed(
    with state: RequestState, on connection: OpaquePointer, upload: UnsafePointer<CChar>?,
    uploadSize: UnsafeMutablePointer<Int>
  ) -> MHD_Result {
    if uploadSize.pointee > 0 {
      state.append(UnsafeRawBufferPointer(start: upload, count: uploadSize.pointee))
      uploadSize.pointee = 0
      return .YES
    }
    guard !state.answered else { return .YES }
    state.answered = true
    // The request has arrived in full: from here the handler's time is not the client's.
    RequestDeadlines.withClock(of: connection) { $0.answering() }
    guard !state.bodyTooLarge else { return send(Responder.tooLarge(limit: maxBodySize), for: state, on: connection) }
    switch responder.outcome(for: state.takeRequest()) {
    case .respond(let response): return send(response, for: state, on: connection)
    case .subscribe(let stream): return subscribe(connection, to: stream, state: state)
    }
  }

  /// Queues `response`, with the security headers, and logs it.
  func send(_ response: Response, for state: RequestState, on connection: OpaquePointer) -> MHD_Result {
    let mhdResponse = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return .NO }
    return queue(mhdResponse, status: response.status, headers: response.headers, state: state, on: connection)
  }

  func queue(
    _ mhdResponse: OpaquePointer, status: HTTPStatus, headers: HTTPHeaders, state: RequestState,
    on connection: OpaquePointer
  ) -> MHD_Result {
    Self.add(headers, to: mhdResponse)
    Self.add(securityHeaders.fields(besides: headers), to: mhdResponse)
    let result = MHD_queue_response(connection, UInt32(status.code), mhdResponse)
    MHD_destroy_response(mhdResponse)
    if let startedAt = state.startedAt { AccessLog.record(state.method, state.path, status, since: startedAt) }
    return result
  }

  /// Adds every field, in order. The fields are stored as C strings, so libmicrohttpd takes them
  /// by pointer: converting strings per response was most of what adding the server's own
  /// headers cost on the Swift side in callgrind.
  private static func add(_ headers: HTTPHeaders, to mhdResponse: OpaquePointer) {
    headers.withFieldBytes { fields in
      for (name, value) in fields {
        // CChar may read memory bound to UInt8: they are signed and unsigned counterparts.
        MHD_add_response_header(
          mhdResponse, UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self),
          UnsafeRawPointer(value.baseAddress!).assumingMemoryBound(to: CChar.self))
      }
    }
  }
}
