import Foundation

/// One line per request on standard error: `METHOD path status microseconds`.
enum AccessLog {
  static func record(_ method: HTTPMethod, _ path: String, _ status: HTTPStatus, since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    let line = Array("\(method) \(path) \(status.code) \(microseconds)\n".utf8)
    // One write per line keeps lines from different threads whole.
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
