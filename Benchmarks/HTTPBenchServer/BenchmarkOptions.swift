import Foundation
import HTTPServer

/// Command-line options of `http-bench-server`.
@available(SwiftStdlib 6.2, *)
enum BenchmarkOptions {
  static func parse(_ arguments: [String]) -> Configuration {
    var configuration = Configuration()
    var remaining = arguments.dropFirst()
    while let argument = remaining.popFirst() {
      switch argument {
      case "--port": configuration.port = remaining.popFirst().flatMap(Int.init) ?? 0
      case "--threads":
        configuration.threadPoolSize = remaining.popFirst().flatMap(Int.init) ?? configuration.threadPoolSize
      case "--access-log": configuration.accessLog = true
      case "--connection-memory":
        configuration.connectionMemoryLimit =
          remaining.popFirst().flatMap(Int.init) ?? configuration.connectionMemoryLimit
      default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
      }
    }
    return configuration
  }

  static func announce(port: Int) {
    // Unbuffered, so a script reading the pipe sees the line at once.
    FileHandle.standardOutput.write(Data("listening on \(port)\n".utf8))
  }
}
