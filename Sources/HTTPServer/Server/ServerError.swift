/// Why a ``Server`` could not start.
@available(SwiftStdlib 6.2, *)
public enum ServerError: Error, Equatable, CustomStringConvertible {
  /// The host is not an IP address or `localhost`.
  case invalidAddress(String)
  /// Binding or listening failed, for example because the port is taken; carries the system's
  /// error text.
  case bindFailed(host: String, port: Int, reason: String)
  /// libmicrohttpd refused to start the daemon.
  case daemonStartFailed
  /// The static files directory does not exist or cannot be read.
  case filesDirectoryUnreadable(String)

  /// A sentence describing the failure.
  public var description: String {
    switch self {
    case .invalidAddress(let host): "not an IP address: \(host)"
    case .bindFailed(let host, let port, let reason): "cannot listen on \(host):\(port): \(reason)"
    case .daemonStartFailed: "libmicrohttpd could not start the daemon"
    case .filesDirectoryUnreadable(let path): "cannot read the files directory \(path)"
    }
  }
}
