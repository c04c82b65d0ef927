import Foundation
import HTTPTestSupport
import Testing

/// The built `keypath-playground` beside the test bundle (`swift build --build-tests` builds it;
/// `scripts/test` runs that first).
private let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("keypath-playground")

@Suite(
  "The keypath-playground executable",
  .enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first"))
struct ExecutableTests {
  /// Starts the executable; returns the process and its standard output and error pipes.
  private func launch(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, output, errors)
  }

  /// Runs `body` with a fresh folder named `prefix-<uuid>`, removed afterwards.
  private func inFolder(_ prefix: String, _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  private func firstLine(of pipe: Pipe) -> String {
    var bytes: [UInt8] = []
    while let byte = try? pipe.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("prints its URL, serves the page and the API, and stops cleanly on SIGTERM")
  func servesUntilSignal() throws {
    try inFolder("page") { page in try servesUntilSignal(page: page) }
  }

  private func servesUntilSignal(page: URL) throws {
    try Data("<!doctype html><title>playground</title>".utf8).write(to: page.appendingPathComponent("index.html"))

    let (process, output, _) = try launch(["--port", "0", "--public", page.path])
    defer { if process.isRunning { process.terminate() } }
    let banner = firstLine(of: output)
    #expect(banner.hasPrefix("Binding playground: http://127.0.0.1:"))
    let port = try #require(Int(banner.split(separator: ":").last?.filter(\.isNumber) ?? ""))

    let client = try HTTPClient(port: port)
    #expect(try client.request("GET", "/healthz").text.contains(#""status":"ok""#))
    #expect(try client.request("GET", "/").text.contains("<title>playground</title>"))
    client.connection.close()

    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
  }

  @Test("a taken port is one line on standard error and exit status 1")
  func portTaken() throws {
    let occupant = try LivePlayground()
    let (process, _, errors) = try launch(["--port", String(occupant.port)])
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.hasPrefix("keypath-playground: cannot listen on 127.0.0.1:\(occupant.port)"))
    #expect(message.split(separator: "\n").count == 1)
  }

  @Test("--lessons DIR serves a teacher's lessons after the shipped ones; one with a shipped id replaces it")
  func teachersLessons() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func lesson(_ id: String, _ title: String) -> Data {
      Data(
        #"""
        {"format": "keypath-playground/lesson", "version": 1, "id": "\#(id)", "title": "\#(title)", "summary": "S.",
         "steps": [{"title": "T", "scene": "identity", "instruction": "I.", "lookFor": "L.", "perform": [{"render": true}]}]}
        """#.utf8)
    }
    try lesson("identity", "My identity lesson").write(to: folder.appendingPathComponent("a.json"))
    try lesson("extra", "One more").write(to: folder.appendingPathComponent("b.json"))

    let (process, output, _) = try launch(["--port", "0", "--lessons", folder.path])
    defer { if process.isRunning { process.terminate() } }
    let port = try #require(Int(firstLine(of: output).split(separator: ":").last?.filter(\.isNumber) ?? ""))
    #expect(firstLine(of: output) == "  (lessons: 8 shipped, 2 from \(folder.path))")
    let client = try HTTPClient(port: port)
    defer { client.connection.close() }
    let list = JSONTree(parsing: try client.request("GET", "/api/lessons").text)["lessons"].array
    #expect(
      list.compactMap { $0["id"].string } == [
        "slider-animation", "setter-hook", "silent-zero", "identity", "round-trips", "stale-writes",
        "why-your-view-re-renders", "who-wins", "extra",
      ])
    #expect(list[3]["title"].string == "My identity lesson")
  }

  @Test("a lesson file's name is printed with its control characters escaped")
  func lessonFileNameEscaped() throws {
    try inFolder("lessons") { folder in
      try Data("{}".utf8).write(to: folder.appendingPathComponent("a\u{1B}[2J\r\u{9B}\u{202E}b.json"))
      let (process, _, errors) = try launch(["--port", "0", "--lessons", folder.path])
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(message.contains(#"/a\u{1B}[2J\u{D}\u{9B}\u{202E}b.json: missing member "format""#), "\(message)")
      #expect(message.unicodeScalars.filter { $0.properties.generalCategory == .control } == ["\n"])
    }
  }

  @Test("the access log escapes the control characters of a request's path")
  func accessLogEscaped() throws {
    let (process, output, errors) = try launch(["--port", "0", "--access-log"])
    defer { if process.isRunning { process.terminate() } }
    let port = try #require(Int(firstLine(of: output).split(separator: ":").last?.filter(\.isNumber) ?? ""))
    let client = try HTTPClient(port: port)
    #expect(try client.request("GET", "/%1B%5B2J%0D%0AGET%20/forged%20200%201").status == 404)
    client.connection.close()
    process.terminate()
    process.waitUntilExit()
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(log.hasPrefix(#"GET /\u{1B}[2J\u{D}\u{A}GET /forged 200 1 404 "#), "\(log)")
    #expect(log.split(separator: "\n").count == 1)
    #expect(!log.unicodeScalars.contains("\u{1B}") && !log.unicodeScalars.contains("\r"))
  }

  @Test("a lesson file that cannot be played stops the launch with the file and the member", arguments: [false, true])
  func brokenLesson(missingFolder: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    if !missingFolder {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(#"{"format": "keypath-playground/lesson", "version": 1}"#.utf8).write(
        to: folder.appendingPathComponent("broken.json"))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, _, errors) = try launch(["--port", "0", "--lessons", folder.path])
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let expected =
      missingFolder ? "\(folder.path): no such folder (--lessons)" : "\(folder.path)/broken.json: missing member \"id\""
    #expect(message == "keypath-playground: cannot serve this lesson: \(expected)\n")
  }
}
