import Dispatch

/// What the server remembers about one request between libmicrohttpd's callbacks.
///
/// Created on the first callback (headers read), retained through `con_cls`, released when
/// libmicrohttpd reports the request completed (also after aborts and timeouts). Only the
/// connection's own worker thread touches it, one callback at a time.
final class RequestState {
  let method: HTTPMethod
  /// Not checked for exclusivity at run time, like ``body``: only the connection's worker
  /// thread touches it, and ``takeRequest()`` moves it out without calling out.
  @exclusivity(unchecked) private(set) var path: String
  @exclusivity(unchecked) private(set) var values: ServerCore.RequestValues
  /// When the headers arrived, in uptime nanoseconds; only measured for the access log.
  /// An integer rather than a `ContinuousClock.Instant`, whose optional is copied and destroyed
  /// through value witnesses (~0.1k instructions a request in callgrind, logging or not).
  let startedAt: UInt64?
  private let maxBodySize: Int
  /// The body so far. Not checked for exclusivity at run time (the checks cost 0.23k
  /// instructions a playground write in callgrind): only the connection's worker thread touches
  /// it, one callback at a time, and no access to it calls out of the standard library.
  @exclusivity(unchecked) private(set) var body: [UInt8] = []
  /// Set once the body outgrew the limit; the rest is read and discarded, then `413` is sent.
  private(set) var bodyTooLarge = false
  /// Set when a response was queued on the first callback.
  var answered = false

  init(method: HTTPMethod, path: String, values: ServerCore.RequestValues, maxBodySize: Int, timed: Bool) {
    self.method = method
    self.path = path
    self.values = values
    self.maxBodySize = maxBodySize
    startedAt = timed ? DispatchTime.now().uptimeNanoseconds : nil
  }

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

  /// The complete request, its query, headers and body (and its path unless the access log
  /// still needs it) moved out of this state rather than copied: a copy is a retain now and a
  /// release when the state goes, atomic operations on every request for nothing, since the
  /// state is only read for the log once the request is handed over. Call it once.
  func takeRequest() -> Request {
    var query = [String: String]()  // not `[:]`, which builds an empty argument array
    var headers = HTTPHeaders()
    var body: [UInt8] = []
    swap(&query, &values.query)
    swap(&headers, &values.headers)
    swap(&body, &self.body)
    var path = ""
    if startedAt == nil { swap(&path, &self.path) } else { path = self.path }
    return Request(method: method, path: path, query: query, headers: headers, body: body)
  }
}
