/// How a child process that ran a write that would trap ended (``TrapRunner``).
@available(SwiftStdlib 6.2, *)
package struct TrapOutcome: Sendable, Equatable {
  /// The signal that ended the child, such as 4 (`SIGILL`); `nil` when it exited.
  package var signal: Int32?
  /// The child's exit status, when it exited rather than being ended by a signal.
  package var exitStatus: Int32?
  /// The first bytes of what the child wrote to standard error: the runtime's message.
  package var errorOutput: String
  /// From the child's start to its end.
  package var duration: Duration

  /// The signal's name, such as `SIGILL`, or `SIG` and its number for one not listed.
  package var signalName: String? {
    signal.map { number in Self.signalNames[number].map { "SIG" + $0 } ?? "SIG\(number)" }
  }

  /// The runtime's message from ``errorOutput``: the text from `Fatal error:` to the end of its
  /// line (the line starts with the file it was raised in); empty when the runtime printed none
  /// (a signal from outside, or a module built without debug assertions, whose failed checks
  /// stop without a message).
  package var message: String {
    let lines = errorOutput.split(whereSeparator: \.isNewline)
    guard let line = lines.first(where: { $0.contains("Fatal error:") }),
      let start = line.firstRange(of: "Fatal error:")
    else { return "" }
    return String(line[start.lowerBound...])
  }

  /// The names of the signals a trap or a kill ends a process with, without `SIG`.
  private static let signalNames: [Int32: String] = [
    1: "HUP", 2: "INT", 4: "ILL", 5: "TRAP", 6: "ABRT", 7: "BUS", 8: "FPE", 9: "KILL", 11: "SEGV", 13: "PIPE",
    15: "TERM",
  ]
}
