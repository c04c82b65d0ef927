import CMicroHTTPD

/// A running libmicrohttpd daemon wired to a ``ServerCore``.
///
/// `@unchecked Sendable` is safe: the daemon pointer is only passed to `MHD_stop_daemon`, once,
/// by ``Server/stop()`` under the server's lock; libmicrohttpd synchronizes its own threads.
struct Daemon: @unchecked Sendable {
  private let pointer: OpaquePointer
  private let core: Unmanaged<ServerCore>

  /// Starts the worker threads on an already listening socket (the daemon takes it over).
  init(core: ServerCore, socket: ListeningSocket, configuration: Configuration) throws {
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let settings = cmhd_daemon_settings(
      flags: UInt32(flags),
      listen_socket: socket.descriptor,
      thread_pool_size: UInt32(max(1, configuration.threadPoolSize)),
      connection_timeout_seconds: UInt32(max(1, configuration.connectionTimeout.components.seconds)),
      connection_limit: UInt32(max(1, configuration.connectionLimit)),
      connection_memory_limit: max(4096, configuration.connectionMemoryLimit),
      per_ip_connection_limit: UInt32(max(0, configuration.perIPConnectionLimit)))
    let core = Unmanaged.passRetained(core)
    let context = core.toOpaque()
    let pointer = cmhd_start_daemon(
      settings,
      { context, connection, url, method, version, upload, uploadSize, requestContext in
        // The daemon holds the core (`passRetained` above) until `stop()` has stopped every callback.
        Unmanaged<ServerCore>.fromOpaque(context!).takeUnretainedValue().handle(
          connection!, url: url!, method: method!, version: version, upload: upload, uploadSize: uploadSize!,
          requestContext: requestContext!)
      },
      context,
      { context, target, _ in
        Unmanaged<ServerCore>.fromOpaque(context!).takeUnretainedValue().start(target: target!)
      },
      context,
      { _, connection, requestContext, _ in
        if let connection { RequestDeadlines.withClock(of: connection) { $0.awaitingNext() } }
        guard let requestContext, let state = requestContext.pointee else { return }
        Unmanaged<RequestState>.fromOpaque(state).release()
        requestContext.pointee = nil
      },
      context,
      { context, connection, socketContext, code in
        Unmanaged<ServerCore>.fromOpaque(context!).takeUnretainedValue().deadlines.notify(
          connection!, context: socketContext!, code)
      },
      context)
    guard let pointer else {
      core.release()
      throw ServerError.daemonStartFailed
    }
    self.pointer = pointer
    self.core = core
  }

  /// Stops the worker threads, closes every connection and the listening socket.
  func stop() {
    MHD_stop_daemon(pointer)
    core.release()
  }
}
