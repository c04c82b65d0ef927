import Foundation

/// How a ``Server`` binds, which limits it enforces and what it logs.
///
/// Every property has a default suited to a loopback tool.
///
/// ```swift
/// var configuration = Configuration()
/// configuration.port = 8080
/// configuration.maxBodySize = 16 * 1024
/// configuration.maxHeaderFields = 32      // a 33rd field gets 431
/// configuration.accessLog = true
/// ```
@available(SwiftStdlib 6.2, *)
public struct Configuration: Sendable {
  /// The address to bind: an IPv4 or IPv6 literal, `localhost`, or `0.0.0.0` / `::` for all
  /// interfaces. Default `127.0.0.1`.
  public var host = "127.0.0.1"
  /// The port; `0` lets the system pick a free one (read it from ``Server/port``).
  public var port = 0
  /// The largest request body accepted, in bytes; larger bodies get `413`. Default 64 KiB.
  public var maxBodySize = 64 * 1024
  /// Idle time after which a connection is closed, and the longest a request may take to arrive
  /// in full (counted from the connection's start or the previous response), so a client
  /// trickling bytes is cut off too. Whole seconds, at least 1. Default 15 s.
  public var connectionTimeout: Duration = .seconds(15)
  /// The most connections open at once, split evenly across the worker threads. Default 4,096:
  /// four for each of an ``EventStream``'s default 1,000 subscribers, so a full room's streams,
  /// each page's connection for its requests, reloads and scripts all fit.
  ///
  /// Each connection is a file descriptor: ``Server/start(router:configuration:)`` raises the
  /// process's soft open-file limit (`RLIMIT_NOFILE`) to fit this many, up to the hard limit.
  public var connectionLimit = 4096
  /// The longest request target (path and query, as sent) accepted, in bytes; longer ones get
  /// `414`. Default 8 KiB, what RFC 9112 asks every server to accept.
  public var maxRequestTargetBytes = 8 * 1024
  /// The most query arguments a request target may have; more get `414`. Default 64.
  public var maxQueryArguments = 64
  /// The largest request head (request line and header fields) accepted, in bytes; larger ones
  /// get `431`. Default 12 KiB.
  public var maxHeaderBytes = 12 * 1024
  /// The most header fields a request may have; more get `431`. Default 64.
  public var maxHeaderFields = 64
  /// Memory per connection in which libmicrohttpd keeps a request's head, a record of about 56
  /// bytes for each field and query argument, cookies, and the response's head. Default 24 KiB.
  ///
  /// It must hold everything the limits above let through, so that the server, and not
  /// libmicrohttpd, answers requests that exceed them: the defaults need 12 KiB of head, 7 KiB
  /// of records and about 1 KiB of response head. A request too large for this memory gets
  /// libmicrohttpd's own `414` or `431` without the JSON error body. libmicrohttpd clears the
  /// whole memory between two requests on a connection, so every keep-alive request pays for
  /// writing this many bytes, and more than that in the cache it evicts: at 32 KiB
  /// (libmicrohttpd's own default) a request took measurably more processor time.
  public var connectionMemoryLimit = 24 * 1024
  /// The most connections from one IP address; `0` means no limit (the default: on loopback
  /// every client shares one address).
  public var perIPConnectionLimit = 0
  /// Worker threads, each with its own epoll loop. Default: the number of active CPUs.
  public var threadPoolSize = ProcessInfo.processInfo.activeProcessorCount
  /// Writes `METHOD path status microseconds` to standard error per request. Default off.
  public var accessLog = false
  /// Extra `Host` header values to accept besides the loopback names and the bound address:
  /// `"name"` matches `name:<port>`, `"name:port"` matches exactly.
  public var extraAllowedHosts: Set<String> = []
  /// The interval between heartbeat comments on event streams. Default 15 s.
  public var heartbeatInterval: Duration = .seconds(15)
  /// The `Content-Security-Policy` sent on every response; same-origin only by default.
  public var contentSecurityPolicy = SecurityHeaders.defaultContentSecurityPolicy
  /// The sites that may show the embeddable pages (``Router/page(_:file:embeddable:exists:)``)
  /// in a frame: those pages' policy says `frame-ancestors 'self'` and these origins. Empty by
  /// default, when no page may be framed; every other response refuses framing whatever this
  /// holds.
  public var frameOrigins: [FrameOrigin] = []

  /// Creates the default configuration.
  public init() {}
}
