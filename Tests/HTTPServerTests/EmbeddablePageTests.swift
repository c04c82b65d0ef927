import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// The reasons of a host that is not one.
private let badHost = "the host must be a DNS name, an IPv4 address or a bracketed IPv6 address"
private let notIPv4 = "is not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.7)"
/// A DNS label of 63 characters, the most one may have.
private let longestLabel = String(repeating: "a", count: 63)
/// A DNS name of 254 characters, one more than a name may have.
private let tooLongName = Array(repeating: String(repeating: "a", count: 50), count: 5).joined(separator: ".")

@Suite("Frame origins")
struct FrameOriginTests {
  @Test(arguments: [
    ("https://course.example", "https://course.example"),
    ("HTTPS://Course.Example", "https://course.example"),
    ("http://127.0.0.1:8000", "http://127.0.0.1:8000"),
    ("http://127.0.0.1:8000/", "http://127.0.0.1:8000"),
    ("http://[::1]:9000", "http://[::1]:9000"),
    ("https://moodle.school-7.example:443", "https://moodle.school-7.example:443"),
    ("http://localhost", "http://localhost"),
    ("http://0.0.0.0:1", "http://0.0.0.0:1"),
    ("https://255.255.255.255:65535", "https://255.255.255.255:65535"),
    ("https://[2001:DB8::7]", "https://[2001:db8::7]"),
    ("http://[::ffff:192.0.2.7]:8080", "http://[::ffff:192.0.2.7]:8080"),
    ("https://course.example:0443", "https://course.example:443"),
    ("https://123.example", "https://123.example"),
    ("https://x1", "https://x1"),
    ("https://course.0xygen", "https://course.0xygen"),
    ("https://\(longestLabel).example", "https://\(longestLabel).example"),
  ])
  func acceptsAnOriginInTheHeadersForm(text: String, header: String) throws {
    #expect(try FrameOrigin(text).text == header)
  }

  @Test(arguments: [
    ("course.example", "it has no scheme"),
    ("ftp://course.example", "the scheme must be http or https"),
    ("javascript://course.example", "the scheme must be http or https"),
    ("https://course.example/unit-3", "an origin has no path"),
    ("https://course.example//", "an origin has no path"),
    ("https://course.example?x=1", "an origin has no query or fragment"),
    ("https://course.example#top", "an origin has no query or fragment"),
    ("https://*.example.com", "wildcards are not allowed; list each origin"),
    ("https://*", "wildcards are not allowed; list each origin"),
    ("https://user@course.example", "an origin has no user name"),
    ("https://", badHost),
    ("https://course..example", badHost),
    ("https://-course.example", badHost),
    ("https://course.example; script-src 'none'", badHost),
    ("https://'self'", badHost),
    ("https://cours\u{e9}.example", badHost),
    ("https://a\(longestLabel).example", badHost),
    ("https://\(tooLongName)", badHost),
    ("https://course.example.", badHost),
    ("https://course-.example", badHost),
    ("https://course_1.example", badHost),
    ("https://[:]", "[:] is not an IPv6 address"),
    ("https://[]", "[] is not an IPv6 address"),
    ("https://[::1%25eth0]", "[::1%25eth0] is not an IPv6 address"),
    ("https://[1:2:3:4:5:6:7:8:9]", "[1:2:3:4:5:6:7:8:9] is not an IPv6 address"),
    ("https://[course.example]", "[course.example] is not an IPv6 address"),
    ("https://999.999.999.999", "999.999.999.999 \(notIPv4)"),
    ("https://1.2.3.4.5", "1.2.3.4.5 \(notIPv4)"),
    ("https://1.2.3", "1.2.3 \(notIPv4)"),
    ("https://256.0.0.1", "256.0.0.1 \(notIPv4)"),
    ("https://01.2.3.4", "01.2.3.4 \(notIPv4)"),
    ("https://0x7f.0.0.1", "0x7f.0.0.1 \(notIPv4)"),
    ("https://course.0x10", "course.0x10 \(notIPv4)"),
    ("https://course.123", "course.123 \(notIPv4)"),
    ("https://4294967295", "4294967295 \(notIPv4)"),
    ("http://[::1", "an IPv6 address needs its closing ]"),
    ("http://[::1]x", "only a port may follow the host"),
    ("http://course.example:", "the port must be a number from 1 to 65535"),
    ("http://course.example:0", "the port must be a number from 1 to 65535"),
    ("http://course.example:65536", "the port must be a number from 1 to 65535"),
    ("http://course.example:+80", "the port must be a number from 1 to 65535"),
    ("http://course.example:80:81", "the port must be a number from 1 to 65535"),
    ("http://course.example:-1", "the port must be a number from 1 to 65535"),
    ("http://course.example:9223372036854775808", "the port must be a number from 1 to 65535"),
    ("http://course.example:99999999999999999999999", "the port must be a number from 1 to 65535"),
    ("http://course.example:\u{0661}", "the port must be a number from 1 to 65535"),
  ])
  func refusesAnythingElseSayingWhy(text: String, reason: String) {
    let error = #expect(throws: FrameOrigin.Invalid.self) { try FrameOrigin(text) }
    #expect(error?.description == "\"\(text)\" is not an origin: \(reason) (write scheme://host or scheme://host:port)")
  }
}

@Suite("Embeddable pages")
struct EmbeddablePageTests {
  static let course = "http://127.0.0.1:8000"
  static let refused = "frame-ancestors 'none'"
  static let allowed = "frame-ancestors 'self' http://127.0.0.1:8000 https://course.example"

  /// A site with `index.html` and `embed.html`, `/embed/:name` serving the latter for `one` and
  /// `two` (404 for other names), and `/preview/:name` serving it without being embeddable.
  private func withSite(
    frameOrigins: [String] = [course, "https://course.example"], contentSecurityPolicy: String? = nil,
    _ body: (HTTPClient) throws -> Void
  ) throws {
    let root = NSTemporaryDirectory() + "http-embed-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "<title>home</title>".write(toFile: root + "/index.html", atomically: true, encoding: .utf8)
    try "<title>embed</title>".write(toFile: root + "/embed.html", atomically: true, encoding: .utf8)
    var router = makeTestRouter()
    router.files(from: root)
    router.page("/embed/:name", file: "/embed.html", embeddable: true) { request in
      ["one", "two"].contains(request.parameters["name"] ?? "")
    }
    router.page("/preview/:name", file: "/embed.html")
    router.page("/missing/:name", file: "/absent.html", embeddable: true)
    var configuration = Configuration()
    configuration.frameOrigins = try frameOrigins.map { try FrameOrigin($0) }
    if let contentSecurityPolicy { configuration.contentSecurityPolicy = contentSecurityPolicy }
    try TestServer.with(router, configuration: configuration) { server in try body(try HTTPClient(port: server.port)) }
  }

  @Test func onlyAnEmbeddablePageMayBeFramedByTheGivenOrigins() throws {
    try withSite { client in
      let page = try client.request("GET", "/embed/one")
      #expect(page.status == 200)
      #expect(page.text == "<title>embed</title>")
      #expect(page.header("Content-Type") == "text/html; charset=utf-8")
      let policy = try #require(page.header("Content-Security-Policy"))
      #expect(policy.hasSuffix("; " + Self.allowed))
      #expect(policy.hasPrefix("default-src 'self'; img-src 'self' data:"))
      #expect(!policy.contains(Self.refused))
      #expect(page.header("X-Frame-Options") == nil)
      for path in ["/", "/index.html", "/embed.html", "/api/health", "/api/missing", "/preview/one"] {
        let other = try client.request("GET", path)
        #expect(other.header("Content-Security-Policy")?.hasSuffix(Self.refused) == true, "\(path)")
        #expect(other.header("X-Frame-Options") == "DENY", "\(path)")
      }
    }
  }

  @Test func withoutFrameOriginsNoPageMayBeFramed() throws {
    try withSite(frameOrigins: []) { client in
      for path in ["/embed/one", "/embed/nope", "/", "/api/health"] {
        let page = try client.request("GET", path)
        #expect(page.header("Content-Security-Policy")?.hasSuffix(Self.refused) == true, "\(path)")
        #expect(page.header("X-Frame-Options") == "DENY", "\(path)")
      }
    }
  }

  @Test func aNameThatDoesNotExistGetsThePageWith404() throws {
    try withSite { client in
      let page = try client.request("GET", "/embed/nope")
      #expect(page.status == 404)
      #expect(page.text == "<title>embed</title>")
      #expect(page.header("Content-Type") == "text/html; charset=utf-8")
      #expect(page.header("Content-Security-Policy")?.hasSuffix(Self.allowed) == true)
      #expect(page.header("X-Frame-Options") == nil)
    }
  }

  @Test func aPageIsRevalidatedAndAnswersHeadLikeAFile() throws {
    try withSite { client in
      let etag = try #require(try client.request("GET", "/embed/two").header("ETag"))
      let again = try client.request("GET", "/embed/one", headers: [("If-None-Match", etag)])
      #expect(again.status == 304)
      #expect(again.body.isEmpty)
      let head = try client.request("HEAD", "/embed/one")
      #expect(head.status == 200)
      #expect(head.header("Content-Length") == "20")
      #expect(head.body.isEmpty)
    }
  }

  @Test func aPageIsOnlyRead() throws {
    try withSite { client in
      let post = try client.request("POST", "/embed/one", json: "{}")
      #expect(post.status == 405)
      #expect(post.header("Allow") == "GET, HEAD")
    }
  }

  @Test func aPageWhoseFileIsMissingIsAJSON404() throws {
    try withSite { client in
      let missing = try client.request("GET", "/missing/one")
      #expect(missing.status == 404)
      #expect(missing.errorBody?.message == "no file /absent.html for /missing/one")
    }
  }

  /// A policy of the server's own: its `frame-ancestors` (in any case, anywhere) is replaced on
  /// embeddable pages, or the directive added when it has none.
  @Test(arguments: [
    ("default-src 'none'; FRAME-ANCESTORS 'none'; img-src data:", "default-src 'none'; img-src data:; "),
    ("default-src 'self'", "default-src 'self'; "),
    ("default-src 'self';", "default-src 'self'; "),
  ])
  func theServersOwnPolicyKeepsItsOtherDirectives(policy: String, kept: String) throws {
    try withSite(contentSecurityPolicy: policy) { client in
      let (page, home) = (try client.request("GET", "/embed/one"), try client.request("GET", "/"))
      #expect(page.header("Content-Security-Policy") == kept + Self.allowed)
      #expect(home.header("Content-Security-Policy") == policy)
    }
  }
}
