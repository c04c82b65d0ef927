package import Foundation

/// The Swift compiler the developer already has, run as a parser:
/// `swiftc -frontend -dump-parse -dump-ast-format json`, one `-primary-file` per file, many files
/// per process. Parsing needs no SDK, so SwiftUI code parses on any platform.
package struct Compiler: Sendable {
  /// Why the compiler cannot be used.
  package struct Unusable: Error, Sendable, CustomStringConvertible {
    /// One sentence.
    package let description: String
  }

  /// The `swiftc` executable.
  package let executable: URL

  /// The compiler at `path`, or the one named by `SWIFTC`, found with `xcrun`, or on `PATH`.
  package static func find(path: String?, environment: [String: String]) throws(Unusable) -> Compiler {
    if let path = path ?? environment["SWIFTC"] { return Compiler(executable: URL(fileURLWithPath: path)) }
    let directories = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for directory in directories {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return Compiler(executable: candidate) }
    }
    throw Unusable(description: "no Swift compiler found: install Swift 6.1 or later, or pass --swiftc PATH")
  }

  /// What one run of the compiler printed.
  package struct Output: Sendable {
    /// The JSON dumps, one object per file, in the order given.
    package let dump: [UInt8]
    /// Error lines (`path:line:column: error: …`), by file path.
    package let errors: [String: [String]]
  }

  /// Parses `paths` in one process. Regex literals (`/a+/`) are read as Swift 6 reads them.
  package func parse(_ paths: [String]) throws(Unusable) -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["-frontend", "-dump-parse", "-dump-ast-format", "json", "-diagnostic-style", "llvm", "-enable-bare-slash-regex"]
      + paths.flatMap { ["-primary-file", $0] }
    let standardOutput = Pipe()
    // Errors go to a file, so reading the dump to its end is the only wait: a full error pipe
    // can never block the compiler.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("advisor-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
      let standardError = try? FileHandle(forWritingTo: errorFile)
    else {
      throw Unusable(description: "cannot create a temporary file in \(errorFile.deletingLastPathComponent().path)")
    }
    defer {
      try? standardError.close()
      try? FileManager.default.removeItem(at: errorFile)
    }
    process.standardOutput = standardOutput
    process.standardError = standardError
    do { try process.run() } catch {
      throw Unusable(description: "cannot run \(executable.path): \(error.localizedDescription)")
    }
    let dump = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
    let errorText = String(decoding: errorData, as: UTF8.self)
    var errors: [String: [String]] = [:]
    for line in errorText.split(separator: "\n") where line.contains(": error: ") {
      if let path = paths.first(where: { line.hasPrefix($0 + ":") }) { errors[path, default: []].append(String(line)) }
    }
    if dump.isEmpty, process.terminationStatus != 0, errors.isEmpty {
      let first = errorText.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
      throw Unusable(
        description: "\(executable.path) cannot dump a parse as JSON (\(first)): the advisor needs Swift 6.1 or later")
    }
    return Output(dump: Array(dump), errors: errors)
  }
}
