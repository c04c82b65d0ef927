import Foundation

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
