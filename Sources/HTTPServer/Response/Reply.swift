/// What a handler registered with ``Router/on(_:_:reply:)`` answers: a response now, or work
/// whose response the server sends when it is done.
///
/// Handlers run on libmicrohttpd's few worker threads, each serving many connections, so a
/// handler that waits holds up every connection on its thread, kept-alive ones included. A
/// handler that must wait for something slow (a child process, another service) returns
/// ``later(_:)``: the server suspends the request's connection, runs the work on a thread of its
/// own and, when the work returns, resumes the connection with its response (or the error it
/// threw, mapped as a handler's would be). Meanwhile the worker thread serves other connections.
///
/// The connection waits as long as the work takes (a suspended connection never times out), so
/// the work must end within a bound of its own. Stopping the server answers a request whose work
/// is still running with `503` first; the work's own response is then dropped. Every request
/// that does not need it keeps the direct path: ``now(_:)`` costs nothing over a plain handler.
///
/// ```swift
/// router.on(.post, "/api/reports", reply: { request in
///   guard request.query["full"] == "1" else { return .now(.text("summary")) }
///   return .later { .text(try buildFullReport()) }   // on a thread of its own
/// })
/// ```
@available(SwiftStdlib 6.2, *)
public enum Reply: Sendable {
  /// Work that makes a response, run off the worker threads.
  public typealias Work = @Sendable () throws -> Response

  /// A response sent at once, as a plain handler's is.
  case now(Response)
  /// Work run on a thread of its own; its response is sent when it returns, its error mapped
  /// to a status as a handler's is.
  case later(Work)
}
