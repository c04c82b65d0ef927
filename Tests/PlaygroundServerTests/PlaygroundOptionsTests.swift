import Foundation
import PlaygroundServer
import Testing

@Suite("The keypath-playground command line")
struct PlaygroundOptionsTests {
  @Test("defaults to loopback port 8080")
  func defaults() throws {
    #expect(try PlaygroundOptions.parse([]) == .run(PlaygroundOptions(host: "127.0.0.1", port: 8080)))
  }

  @Test("reads every flag, with separate or inline values")
  func flags() throws {
    let parsed = try PlaygroundOptions.parse(["--host", "0.0.0.0", "--port=9001", "--public", "web"])
    #expect(parsed == .run(PlaygroundOptions(host: "0.0.0.0", port: 9001, publicDirectory: "web")))
    #expect(try PlaygroundOptions.parse(["--port", "0", "--help"]) == .help)
    #expect(try PlaygroundOptions.parse(["--lessons=mine"]) == .run(PlaygroundOptions(lessonsDirectory: "mine")))
  }

  @Test("a room of 1,000 by default; --max-subscribers sizes it, with four connections per page")
  func roomSize() throws {
    #expect(PlaygroundOptions().maxSubscribers == 1000)
    #expect(PlaygroundOptions().connectionLimit == 4096)
    let larger = try PlaygroundOptions.parse(["--max-subscribers", "2000"])
    #expect(larger == .run(PlaygroundOptions(maxSubscribers: 2000)))
    #expect(PlaygroundOptions(maxSubscribers: 2000).connectionLimit == 8000)
    #expect(PlaygroundOptions(maxSubscribers: 10).connectionLimit == 4096)
  }

  @Test(
    "explains what is wrong in one line",
    arguments: [
      (["--port"], "--port needs a value"),
      (["--port", "70000"], "--port needs a number from 0 to 65535"),
      (["--port", "--host"], "--port needs a value"),
      (["--colour"], "unknown argument --colour (see --help)"),
      (["--lessons"], "--lessons needs a value"),
      (["--max-subscribers", "0"], "--max-subscribers needs a number from 1 to 10000"),
      (["--max-subscribers", "many"], "--max-subscribers needs a number from 1 to 10000"),
    ])
  func invalid(arguments: [String], message: String) {
    let error = #expect(throws: PlaygroundOptions.Invalid.self) { try PlaygroundOptions.parse(arguments) }
    #expect(error?.description == message)
  }

  @Test("finds Public/ above the executable when not given, and resolves a given one")
  func publicDirectory() throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("pg-\(UUID().uuidString)")
    let page = package.appendingPathComponent("Public")
    let build = package.appendingPathComponent(".build/release")
    try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    try Data("<!doctype html>".utf8).write(to: page.appendingPathComponent("index.html"))

    let executable = build.appendingPathComponent("keypath-playground").path
    let found = try #require(PlaygroundOptions().resolvedPublicDirectory(executablePath: executable))
    #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath().path == page.resolvingSymlinksInPath().path)
    #expect(PlaygroundOptions(publicDirectory: page.path).resolvedPublicDirectory(executablePath: "x") == page.path)
    #expect(PlaygroundOptions(publicDirectory: "/no/such/folder").resolvedPublicDirectory(executablePath: "x") == nil)
  }
}
