import Foundation

/// One line per request on standard error: `METHOD path status microseconds`.
///
/// The method and the path are the client's (the path percent-decoded), so they go through
/// ``TerminalText`` before they reach the terminal.
@available(SwiftStdlib 6.2, *)
enum AccessLog {
  /// Writes the line of a request whose headers arrived at `start` (uptime nanoseconds).
  static func record(_ method: HTTPMethod, _ path: String, _ status: HTTPStatus, since start: UInt64) {
    let microseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1000
    let line = Array((TerminalText.escaped("\(method) \(path)") + " \(status.code) \(microseconds)\n").utf8)
    // One write per line keeps lines from different threads whole.
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
