import Foundation
import Playground
import Testing

private let executable = URL(fileURLWithPath: builtPlayground)

@Suite(
  "keypath-playground --run-trapping-write: the child runs that one write, whatever its input",
  .enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first"))
struct TrapChildModeTests {
  /// How the child ended, and what it printed.
  struct Ending {
    var reason: Process.TerminationReason
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the child mode with `input` on standard input.
  private func child(_ input: [UInt8], arguments: [String] = ["--run-trapping-write"]) throws -> Ending {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["SWIFT_BACKTRACE": "enable=no"]
    let standardInput = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = standardInput
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The child may stop reading early (input too long): its closed pipe must not stop the test.
    try? standardInput.fileHandleForWriting.write(contentsOf: input)
    try? standardInput.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaint = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Ending(
      reason: process.terminationReason, status: process.terminationStatus,
      output: String(decoding: printed, as: UTF8.self), errors: String(decoding: complaint, as: UTF8.self))
  }

  private func child(_ input: String) throws -> Ending { try child(Array(input.utf8)) }

  @Test("a list without row 2: the runtime stops the child in the closure's setter")
  func traps() throws {
    let ending = try child(#"{"binding": "rows.closure", "root": ["Milk", "Eggs"], "value": "Oat milk"}"#)
    #expect(ending.reason == .uncaughtSignal)
    #expect([SIGILL, SIGTRAP].contains(ending.status))
    #expect(ending.errors.contains("Fatal error: Index out of range"))
  }

  @Test("a list with row 2: the write runs and the child prints the root")
  func inRange() throws {
    let ending = try child(#"{"binding": "rows.closure", "root": ["Milk", "Eggs", "Bread"], "value": "Rye"}"#)
    #expect(ending.reason == .exit && ending.status == 0)
    #expect(ending.output == #"["Milk","Eggs","Rye"]"# + "\n")
  }

  @Test(
    "hostile input is refused with one line and status 2, before any write",
    arguments: [
      "", "not json", "[]", "null", #"{"binding": "rows.closure", "root": ["a"]}"#,
      #"{"binding": "rows.closure", "value": "x"}"#, #"{"root": ["a"], "value": "x"}"#,
      #"{"root": ["a"], "value": "x", "binding": "progress.mapped"}"#,
      #"{"root": ["a"], "value": "x", "binding": "rows.field"}"#,
      #"{"binding": "rows.closure", "root": [1, 2], "value": "x"}"#,
      #"{"binding": "rows.closure", "root": "Milk", "value": "x"}"#,
      #"{"binding": "rows.closure", "root": ["a"], "value": 3}"#,
      #"{"binding": "rows.closure", "root": ["a"], "value": null}"#,
      #"{"binding": "rows.closure", "root": ["a"], "value": "x"} trailing"#,
      #"{"binding": "rows.closure", "root": ["a"], "value": "x", "root": ["b"]}"#,
    ])
  func hostile(input: String) throws {
    let ending = try child(input)
    #expect(ending.reason == .exit && ending.status == 2, "\(ending.errors)")
    #expect(ending.errors.hasPrefix("keypath-playground: "))
    #expect(ending.errors.split(separator: "\n").count == 1)
    #expect(ending.output.isEmpty)
  }

  @Test("input past the limit (a root and a value at theirs, in the envelope) is refused without being parsed")
  func tooLong() throws {
    let long =
      #"{"binding": "rows.closure", "root": [""# + String(repeating: "a", count: TrapChild.inputLimit)
      + #""], "value": "x"}"#
    let ending = try child(long)
    #expect(ending.reason == .exit && ending.status == 2)
    #expect(ending.errors.contains("more than \(TrapChild.inputLimit) bytes"))
    let binary = try child([0xFF, 0x00, 0xFE] + Array(repeating: 0x7B, count: 100))
    #expect(binary.reason == .exit && binary.status == 2)
  }

  @Test("the child mode is the argument alone: with anything else it is an unknown argument")
  func argumentAlone() throws {
    let ending = try child([], arguments: ["--run-trapping-write", "--port", "0"])
    #expect(ending.reason == .exit && ending.status == 2)
    #expect(ending.errors.contains("unknown argument --run-trapping-write"))
  }
}
