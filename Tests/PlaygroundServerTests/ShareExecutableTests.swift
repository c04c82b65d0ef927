import Foundation
import HTTPTestSupport
import Testing

/// `keypath-playground` beside the test bundle, as `swift build --build-tests` leaves it.
private let playgroundBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("keypath-playground")

@Suite(
  "keypath-playground --share",
  .enabled(if: FileManager.default.isExecutableFile(atPath: playgroundBinary.path), "build the executable first"))
struct ShareExecutableTests {
  @Test("prints one presenter URL whose token writes; the access log records requests but never the token")
  func accessLogWithoutToken() throws {
    let process = Process()
    process.executableURL = playgroundBinary
    process.arguments = ["--share", "--host", "127.0.0.1", "--port", "0", "--access-log"]
    let output = Pipe()
    let errors = Pipe()
    (process.standardOutput, process.standardError) = (output, errors)
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    var banner: [String] = []
    while let line = Self.readLine(output), !line.isEmpty {
      banner.append(line)
      if line.contains("presenter:") { break }
    }
    #expect(!banner.joined().contains("need --host"))  // a host was given, so the banner asks for none
    let presenter = try #require(banner.first { $0.contains("presenter:") })
    let token = try #require(presenter.components(separatedBy: "#token=").last)
    #expect(token.count == 64)
    let port = try #require(Int(presenter.components(separatedBy: "127.0.0.1:").last?.prefix { $0.isNumber } ?? ""))

    let client = try HTTPClient(port: port)
    let write = #"{"value":0.5}"#
    #expect(try client.request("POST", "/api/bindings/progress.mapped", json: write).status == 403)
    let wrong = [("Authorization", "Bearer \(token.dropFirst())x")]
    #expect(try client.request("POST", "/api/bindings/progress.mapped", json: write, headers: wrong).status == 403)
    let reader = try EventStreamReader(port: port, path: "/api/events")
    #expect(try reader.next()?.event == "snapshot")
    let presenterHeaders = [("Authorization", "Bearer \(token)")]
    #expect(
      try client.request("POST", "/api/bindings/progress.mapped", json: write, headers: presenterHeaders).status == 200)
    let commit = try #require(try reader.next())
    #expect(commit.event == "commit" && !commit.data.contains(token))
    #expect(try !client.request("GET", "/api/transactions").text.contains(token))
    reader.close()
    client.connection.close()

    process.terminate()
    process.waitUntilExit()
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(log.contains("POST /api/bindings/progress.mapped 403 "))
    #expect(log.contains("POST /api/bindings/progress.mapped 200 "))
    #expect(log.contains("GET /api/events 200 "))
    #expect(!log.contains(token))
    #expect(!log.contains(String(token.dropFirst())))
  }

  private static func readLine(_ pipe: Pipe) -> String? {
    var bytes: [UInt8] = []
    while let byte = try? pipe.fileHandleForReading.read(upToCount: 1)?.first {
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
