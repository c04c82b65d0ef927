import Foundation
import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: a pool of epoll worker threads answering with a
/// ``Router``.
///
/// ```swift
/// var router = Router()
/// router.get("/api/hello") { _ in ["hello": "world"] }
/// let server = try Server.start(router: router)   // 127.0.0.1, a free port
/// print(server.port)   // for example 41235
/// server.stop()
/// ```
@available(SwiftStdlib 6.2, *)
public final class Server: Sendable {
  /// The port the server listens on (the one the system picked when configured with `0`).
  public let port: Int
  /// The configuration the server started with.
  public let configuration: Configuration

  private let run: ServerRun
  private let pendingResponses: PendingResponses
  private let eventStreams: [EventStream]
  private let running: Mutex<(daemon: Daemon, heartbeat: Heartbeat?, deadlineSweep: Heartbeat)?>

  private init(
    run: ServerRun, deadlines: RequestDeadlines, pendingResponses: PendingResponses, daemon: Daemon, port: Int,
    configuration: Configuration, eventStreams: [EventStream]
  ) {
    self.run = run
    self.pendingResponses = pendingResponses
    self.port = port
    self.configuration = configuration
    self.eventStreams = eventStreams
    let heartbeat =
      eventStreams.isEmpty
      ? nil
      : Heartbeat(interval: configuration.heartbeatInterval) {
        for stream in eventStreams { stream.heartbeat() }
      }
    let deadlineSweep = Heartbeat(interval: .seconds(1)) {
      deadlines.sweep()
      for stream in eventStreams { stream.sweep() }
    }
    running = Mutex((daemon, heartbeat, deadlineSweep))
  }

  /// Binds, reads the static files, and starts serving.
  ///
  /// Raises the process's soft open-file limit, up to its hard limit, so that
  /// ``Configuration/connectionLimit`` connections fit.
  /// - Parameters:
  ///   - router: The routes; the server keeps its own copy.
  ///   - configuration: Address, limits and logging.
  /// - Returns: The running server.
  /// - Throws: ``ServerError``, for example ``ServerError/bindFailed(host:port:reason:)`` with the
  ///   system's text when the port is taken.
  public static func start(router: Router, configuration: Configuration = Configuration()) throws -> Server {
    let files = try router.filesDirectory.map { try StaticFiles(directory: $0) }
    OpenFileLimit.raise(toFit: configuration.connectionLimit)
    let socket = try ListeningSocket(host: configuration.host, port: configuration.port)
    let hosts = HostAllowList(boundHost: configuration.host, port: socket.port, extra: configuration.extraAllowedHosts)
    let responder = Responder(router: router, files: files, hosts: hosts)
    let run = ServerRun()
    let deadlines = RequestDeadlines(timeout: configuration.connectionTimeout)
    let pendingResponses = PendingResponses()
    let core = ServerCore(
      responder: responder, configuration: configuration, deadlines: deadlines, run: run,
      pendingResponses: pendingResponses)
    let daemon = try Daemon(core: core, socket: socket, configuration: configuration)
    return Server(
      run: run, deadlines: deadlines, pendingResponses: pendingResponses, daemon: daemon, port: socket.port,
      configuration: configuration, eventStreams: router.eventStreams)
  }

  /// Whether the server is still serving.
  public var isRunning: Bool { running.withLock { $0 != nil } }

  /// Stops serving: ends event streams and answers requests whose response was to come later
  /// with `503` (resuming their suspended connections), stops the worker threads and closes
  /// every connection. It does not wait for work still making a later response. Calling it
  /// again does nothing.
  public func stop() {
    guard
      let (daemon, heartbeat, deadlineSweep) = running.withLock({ state in
        defer { state = nil }
        return state
      })
    else { return }
    heartbeat?.stop()
    deadlineSweep.stop()
    run.isStopping.store(true, ordering: .releasing)
    closeEventStreams(owner: run.id)
    answerPendingResponses()
    daemon.stop()
  }

  /// Answers every request whose response was to come later with `503` (resuming its
  /// connection, which libmicrohttpd requires before stopping) and gives the answers a moment
  /// to be sent.
  private func answerPendingResponses() {
    pendingResponses.answerAll(with: ServerCore.stopping)
    let deadline = ContinuousClock.now + .milliseconds(250)
    while pendingResponses.count > 0 && ContinuousClock.now < deadline { usleep(2_000) }
  }

  /// Ends this server's event streams (resuming their suspended connections, which
  /// libmicrohttpd requires before stopping) and gives them a moment to send their final chunk.
  /// Closing repeats, for a subscriber that registered just before ``ServerRun/isStopping``
  /// was set.
  private func closeEventStreams(owner: ObjectIdentifier) {
    let deadline = ContinuousClock.now + .milliseconds(250)
    repeat {
      for stream in eventStreams { stream.close(ownedBy: owner) }
      guard eventStreams.contains(where: { $0.count(ownedBy: owner) > 0 }) else { return }
      usleep(2_000)
    } while ContinuousClock.now < deadline
  }

  deinit {
    stop()
  }
}

/// The process's open-file limit, which bounds how many connections a server can hold: each one
/// is a file descriptor, and a process often starts with a soft limit of 1,024.
@available(SwiftStdlib 6.2, *)
enum OpenFileLimit {
  /// Descriptors a server needs beside its connections: the listening socket, each worker
  /// thread's epoll and wake-up descriptors, the standard streams and what the process has open.
  static let reserve = 64

  /// Raises the soft `RLIMIT_NOFILE` so that `connections` connections and ``reserve`` fit;
  /// never above the hard limit, and never lowers it.
  /// - Parameter connections: The connections the server may hold at once.
  static func raise(toFit connections: Int) {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return }
    let wanted = min(rlim_t(clamping: connections) + rlim_t(reserve), limit.rlim_max)
    guard limit.rlim_cur < wanted else { return }  // an unlimited soft limit is the largest value
    limit.rlim_cur = wanted
    _ = setrlimit(resource, &limit)  // allowed within the hard limit; the old limit holds otherwise
  }

  /// Glibc types the resource argument as `__rlimit_resource_t`.
  private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
}
