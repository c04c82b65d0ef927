import Dispatch

/// What the server remembers about one request between libmicrohttpd's callbacks.
///
/// Created when the request target arrives (libmicrohttpd's URI-log callback), kept in the
/// request's context (`con_cls`) and released when libmicrohttpd reports the request completed,
/// also after aborts, timeouts and its own error answers. Only the connection's own worker
/// thread touches it, one callback at a time, which is why it needs no lock.
@available(SwiftStdlib 6.2, *)
final class RequestState {
  /// Why the target is refused, decided when it arrived; `nil` when it is acceptable.
  let targetRefusal: HTTPError?
  /// The target's length as it arrived, up to the first NUL byte.
  let targetLength: Int
  /// When the request line arrived, in uptime nanoseconds; only measured for the access log.
  let startedAt: UInt64?
  /// Whether the head has been read, on the access handler's first call.
  private(set) var hasHead = false
  private(set) var method = HTTPMethod.get
  private(set) var path = ""
  private var values = ServerCore.RequestValues()
  private var maxBodySize = 0
  /// The body so far.
  private var body: [UInt8] = []
  /// Set once the body outgrew the limit; the rest is read and discarded, then `413` is sent.
  private(set) var bodyTooLarge = false
  /// Set once a response was queued.
  var answered = false
  /// The response to come, for a request answered later (``Reply/later(_:)``).
  var pending: PendingResponse?

  init(targetRefusal: HTTPError?, targetLength: Int, timed: Bool) {
    self.targetRefusal = targetRefusal
    self.targetLength = targetLength
    startedAt = timed ? DispatchTime.now().uptimeNanoseconds : nil
  }

  /// Keeps what the first access-handler call read from the head.
  func receiveHead(method: HTTPMethod, path: String, values: ServerCore.RequestValues, maxBodySize: Int) {
    self.method = method
    self.path = path
    self.values = values
    self.maxBodySize = maxBodySize
    hasHead = true
  }

  /// The header fields read from the head.
  var headers: HTTPHeaders { values.headers }

  /// Keeps a body chunk unless the body is already too large.
  func append(_ chunk: UnsafeRawBufferPointer) {
    guard !bodyTooLarge else { return }
    guard body.count + chunk.count <= maxBodySize else {
      bodyTooLarge = true
      body = []
      return
    }
    body.append(contentsOf: chunk)
  }

  /// The complete request. Its query, headers and body move out of this state rather than being
  /// copied (the state is not read for them again); the path stays for the access log. Call it
  /// once.
  func takeRequest() -> Request {
    var values = ServerCore.RequestValues()
    var body: [UInt8] = []
    swap(&values, &self.values)
    swap(&body, &self.body)
    return Request(method: method, path: path, query: values.query, headers: values.headers, body: body)
  }
}
