import CMicroHTTPD

/// A running libmicrohttpd daemon wired to a ``ServerCore``.
///
/// `@unchecked Sendable` is safe: the daemon pointer is only passed to `MHD_stop_daemon`, once,
/// by ``Server/stop()`` under the server's lock, and the core's memory is freed right after it,
/// when no callback runs any more; libmicrohttpd synchronizes its own threads, and the callbacks
/// only read the core.
@available(SwiftStdlib 6.2, *)
struct Daemon: @unchecked Sendable {
  private let pointer: OpaquePointer
  /// The core the callbacks reach through their `cls`; it lives until ``stop()``.
  private let core: UnsafeMutablePointer<ServerCore>

  /// Starts the worker threads on an already listening socket (the daemon takes it over).
  init(core value: consuming ServerCore, socket: ListeningSocket, configuration: Configuration) throws {
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
    let core = UnsafeMutablePointer<ServerCore>.allocate(capacity: 1)
    core.initialize(to: value)
    let context = UnsafeMutableRawPointer(core)
    let pointer = cmhd_start_daemon(
      settings,
      { context, connection, url, method, version, upload, uploadSize, requestContext in
        UnsafeRawPointer(context!).assumingMemoryBound(to: ServerCore.self).pointee.handle(
          connection!, url: url!, method: method!, version: version, upload: upload, uploadSize: uploadSize!,
          requestContext: requestContext!)
      },
      context,
      { context, target, _ in
        UnsafeRawPointer(context!).assumingMemoryBound(to: ServerCore.self).pointee.start(target: target!)
      },
      context,
      { context, connection, requestContext, _ in
        if let connection { RequestDeadlines.withClock(of: connection) { $0.awaitingNext() } }
        guard let requestContext, let state = requestContext.pointee else { return }
        // C forces the pointers, not speed: `context` is the core, alive until stop() as for every
        // callback; `state` holds the one retain taken when the request started, given up here
        // exactly once, since the pointer is cleared right after.
        UnsafeRawPointer(context!).assumingMemoryBound(to: ServerCore.self).pointee.complete(
          Unmanaged<RequestState>.fromOpaque(state).takeRetainedValue())
        requestContext.pointee = nil
      },
      context,
      { context, connection, socketContext, code in
        UnsafeRawPointer(context!).assumingMemoryBound(to: ServerCore.self).pointee.deadlines.notify(
          connection!, context: socketContext!, code)
      },
      context)
    guard let pointer else {
      core.deinitialize(count: 1)
      core.deallocate()
      throw ServerError.daemonStartFailed
    }
    self.pointer = pointer
    self.core = core
  }

  /// Stops the worker threads, closes every connection and the listening socket.
  func stop() {
    MHD_stop_daemon(pointer)
    core.deinitialize(count: 1)
    core.deallocate()
  }
}
