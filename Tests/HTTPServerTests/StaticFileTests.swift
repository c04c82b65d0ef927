import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// A temporary site: `root/` is served, `outside/secret.txt` must never be.
struct TemporarySite: ~Copyable {
  static let secret = "TOP-SECRET-7f3a"
  let base: String
  var root: String { base + "/root" }

  init() throws {
    base = NSTemporaryDirectory() + "http-files-" + UUID().uuidString
    let manager = FileManager.default
    try manager.createDirectory(atPath: base + "/root/sub", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
    try "<!doctype html><title>home</title>".write(toFile: base + "/root/index.html", atomically: true, encoding: .utf8)
    try "console.log(1)".write(toFile: base + "/root/app.js", atomically: true, encoding: .utf8)
    try "body{}".write(toFile: base + "/root/style.css", atomically: true, encoding: .utf8)
    try "sub index".write(toFile: base + "/root/sub/index.html", atomically: true, encoding: .utf8)
    try Self.secret.write(toFile: base + "/outside/secret.txt", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(atPath: base + "/root/escape.txt", withDestinationPath: base + "/outside/secret.txt")
    try manager.createSymbolicLink(atPath: base + "/root/alias.js", withDestinationPath: base + "/root/app.js")
  }

  deinit { try? FileManager.default.removeItem(atPath: base) }
}

@Suite("Static files")
struct StaticFileTests {
  private func withSite(_ body: (Server, HTTPClient) throws -> Void) throws {
    let site = try TemporarySite()
    var router = makeTestRouter()
    router.files(from: site.root)
    try TestServer.with(router) { server in try body(server, try HTTPClient(port: server.port)) }
  }

  @Test(arguments: [
    ("/", "text/html; charset=utf-8", "<!doctype html><title>home</title>"),
    ("/app.js", "text/javascript; charset=utf-8", "console.log(1)"),
    ("/style.css", "text/css; charset=utf-8", "body{}"),
    ("/sub/", "text/html; charset=utf-8", "sub index"),
    ("/alias.js", "text/javascript; charset=utf-8", "console.log(1)"),
  ])
  func servesFilesWithContentType(path: String, contentType: String, body: String) throws {
    try withSite { _, client in
      let response = try client.request("GET", path)
      #expect(response.status == 200)
      #expect(response.header("Content-Type") == contentType)
      #expect(response.text == body)
      #expect(response.header("X-Content-Type-Options") == "nosniff")
    }
  }

  @Test func etagRevalidationAnswers304() throws {
    try withSite { _, client in
      let first = try client.request("GET", "/app.js")
      let etag = try #require(first.header("ETag"))
      let second = try client.request("GET", "/app.js", headers: [("If-None-Match", etag)])
      #expect(second.status == 304)
      #expect(second.body.isEmpty)
      let changed = try client.request("GET", "/app.js", headers: [("If-None-Match", "\"other\"")])
      #expect(changed.status == 200)
    }
  }

  @Test func headHasLengthButNoBody() throws {
    try withSite { _, client in
      let response = try client.request("HEAD", "/app.js")
      #expect(response.status == 200)
      #expect(response.header("Content-Length") == "14")
      #expect(response.body.isEmpty)
    }
  }

  @Test func writingToAFileIs405() throws {
    try withSite { _, client in
      let response = try client.request("POST", "/app.js", json: "{}")
      #expect(response.status == 405)
      #expect(response.header("Allow") == "GET, HEAD")
    }
  }

  @Test(arguments: [
    "/../outside/secret.txt", "/%2e%2e/outside/secret.txt", "/sub/%2e%2e/%2e%2e/outside/secret.txt",
    "/..%2foutside%2fsecret.txt", "/%2e%2e%2f%2e%2e%2foutside/secret.txt", "/escape.txt",
    "/..\\outside\\secret.txt", "/sub\\..\\..\\outside\\secret.txt", "/%5c..%5coutside%5csecret.txt",
    "/escape.txt%00.html", "/%00/../outside/secret.txt", "//etc/passwd", "/./escape.txt",
    "/sub/../escape.txt",
  ])
  func traversalNeverLeavesTheDirectory(target: String) throws {
    try withSite { server, _ in
      let raw = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
      let response = try? HTTPClient(port: server.port).sendRaw(Array(raw.utf8))
      #expect(response?.text.contains(TemporarySite.secret) != true)
      #expect(response?.text.contains("root:") != true)
      #expect(response.map { $0.status == 404 || $0.status == 400 } ?? true, "status \(response?.status ?? 0)")
    }
  }

  @Test func missingDirectoryFailsToStart() {
    var router = Router()
    router.files(from: "/definitely/not/here")
    #expect(throws: ServerError.filesDirectoryUnreadable("/definitely/not/here")) {
      try Server.start(router: router)
    }
  }
}
