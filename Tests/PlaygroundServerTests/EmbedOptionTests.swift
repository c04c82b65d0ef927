import Foundation
import HTTPServer
import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("--embed-origin")
struct EmbedOptionTests {
  @Test("is repeatable and keeps each origin in the header's form")
  func repeatable() throws {
    let parsed = try PlaygroundOptions.parse([
      "--embed-origin", "https://Course.Example", "--embed-origin=http://127.0.0.1:8000/",
    ])
    let origins = [try FrameOrigin("https://course.example"), try FrameOrigin("http://127.0.0.1:8000")]
    #expect(parsed == .run(PlaygroundOptions(embedOrigins: origins)))
    #expect(origins.map(\.text) == ["https://course.example", "http://127.0.0.1:8000"])
    #expect(PlaygroundOptions().embedOrigins.isEmpty)
    #expect(PlaygroundOptions.usage.contains("--embed-origin ORIGIN"))
  }

  @Test(
    "explains a value that is not an origin in one line",
    arguments: [
      (["--embed-origin"], "--embed-origin needs a value"),
      (
        ["--embed-origin", "https://course.example/unit-3"],
        #"--embed-origin: "https://course.example/unit-3" is not an origin: an origin has no path (write scheme://host or scheme://host:port)"#
      ),
      (
        ["--embed-origin", "*"],
        #"--embed-origin: "*" is not an origin: it has no scheme (write scheme://host or scheme://host:port)"#
      ),
      (
        ["--embed-origin", "https://[:]"],
        #"--embed-origin: "https://[:]" is not an origin: [:] is not an IPv6 address (write scheme://host or scheme://host:port)"#
      ),
      (
        ["--embed-origin", "https://999.999.999.999"],
        #"--embed-origin: "https://999.999.999.999" is not an origin: 999.999.999.999 is not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.7) (write scheme://host or scheme://host:port)"#
      ),
      (
        ["--embed-origin=https://1.2.3.4.5:8000"],
        #"--embed-origin: "https://1.2.3.4.5:8000" is not an origin: 1.2.3.4.5 is not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.7) (write scheme://host or scheme://host:port)"#
      ),
      (
        ["--embed-origin=https://*.example.com"],
        #"--embed-origin: "https://*.example.com" is not an origin: wildcards are not allowed; list each origin (write scheme://host or scheme://host:port)"#
      ),
    ])
  func invalid(arguments: [String], message: String) {
    let error = #expect(throws: PlaygroundOptions.Invalid.self) { try PlaygroundOptions.parse(arguments) }
    #expect(error?.description == message)
  }
}

/// `keypath-playground` beside the test bundle, as `swift build --build-tests` leaves it.
private let playgroundBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("keypath-playground")

@Suite(
  "keypath-playground's embed pages",
  .enabled(if: FileManager.default.isExecutableFile(atPath: playgroundBinary.path), "build the executable first"))
struct EmbedPagesExecutableTests {
  /// Runs the playground with `arguments` (on a free port, its page found beside the package)
  /// and hands `body` a client for it.
  private func withPlayground(_ arguments: [String], _ body: (HTTPClient, String) throws -> Void) throws {
    let process = Process()
    process.executableURL = playgroundBinary
    process.arguments = ["--port", "0"] + arguments
    let output = Pipe()
    (process.standardOutput, process.standardError) = (output, FileHandle.nullDevice)
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    var banner = ""
    while !banner.contains("lessons"), case let data = output.fileHandleForReading.availableData, !data.isEmpty {
      banner += String(decoding: data, as: UTF8.self)
    }
    let port = try #require(
      Int(banner.components(separatedBy: "http://127.0.0.1:").dropFirst().first?.prefix { $0.isNumber } ?? ""))
    try body(try HTTPClient(port: port), banner)
  }

  @Test("the embed pages, and only they, may be framed by the given origins")
  func framedByTheGivenOrigins() throws {
    try withPlayground(["--embed-origin", "https://course.example", "--embed-origin", "http://127.0.0.1:8000"]) {
      client, banner in
      #expect(banner.contains("may be framed by https://course.example, http://127.0.0.1:8000"))
      let allowed = "frame-ancestors 'self' https://course.example http://127.0.0.1:8000"
      for path in ["/embed/progress", "/embed/identity", "/embed/lab"] {
        let page = try client.request("GET", path)
        #expect(page.status == 200, "\(path)")
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.text.contains(#"<script type="module" src="/js/embed.js">"#))
        #expect(page.header("Content-Security-Policy")?.hasSuffix(allowed) == true, "\(path)")
        #expect(page.header("X-Frame-Options") == nil, "\(path)")
      }
      for path in ["/", "/lab.html", "/embed.html", "/js/embed.js", "/api/scenes"] {
        let other = try client.request("GET", path)
        #expect(other.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'none'") == true, "\(path)")
        #expect(other.header("X-Frame-Options") == "DENY", "\(path)")
      }
    }
  }

  @Test("an unknown name is a 404 with the embed page, which says so; without the flag nothing may be framed")
  func unknownNameAndNoFlag() throws {
    try withPlayground([]) { client, banner in
      #expect(!banner.contains("embeds"))
      let unknown = try client.request("GET", "/embed/nope")
      #expect(unknown.status == 404)
      #expect(unknown.text.contains(#"<script type="module" src="/js/embed.js">"#))
      let page = try client.request("GET", "/embed/progress")
      #expect(page.status == 200)
      #expect(page.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'none'") == true)
      for path in ["/embed/progress", "/embed/nope", "/", "/lab.html"] {
        #expect(try client.request("GET", path).header("X-Frame-Options") == "DENY", "\(path)")
      }
      #expect(try client.request("GET", "/embed/").status == 404)
    }
  }
}
