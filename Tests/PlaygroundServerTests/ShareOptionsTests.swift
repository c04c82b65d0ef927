import HTTPServer
import PlaygroundServer
import Testing

@Suite("The --share command line and what it prints")
struct ShareOptionsTests {
  @Test("--share listens on every interface unless --host says otherwise; --public-host repeats")
  func flags() throws {
    let shared = PlaygroundOptions(host: "0.0.0.0", share: true, publicHosts: ["room.example", "proxy.example:443"])
    #expect(
      try PlaygroundOptions.parse(["--share", "--public-host", "room.example", "--public-host=proxy.example:443"])
        == .run(shared))
    #expect(
      try PlaygroundOptions.parse(["--host", "192.0.2.7", "--share"])
        == .run(PlaygroundOptions(host: "192.0.2.7", share: true)))
    #expect(
      try PlaygroundOptions.parse(["--share", "--host", "::"]) == .run(PlaygroundOptions(host: "::", share: true)))
    #expect(try PlaygroundOptions.parse(["--access-log"]) == .run(PlaygroundOptions(accessLog: true)))
    let error = #expect(throws: PlaygroundOptions.Invalid.self) {
      try PlaygroundOptions.parse(["--public-host", "room.example"])
    }
    #expect(error?.description == "--public-host needs --share")
  }

  @Test(
    "share mode follows the address: loopback stays open, anything else needs the token",
    arguments: [
      ("127.0.0.1", false), ("127.8.9.10", false), ("localhost", false), ("::1", false), ("[::1]", false),
      ("0.0.0.0", true), ("::", true), ("192.0.2.7", true), ("fd00::2", true), ("not-an-address", true),
    ])
  func sharedByAddress(host: String, shared: Bool) {
    #expect(PlaygroundOptions(host: host).isShared == shared)
    #expect(PlaygroundOptions(host: host, share: true).isShared)
  }

  @Test("viewer URLs name the served addresses and public hosts; one presenter URL carries the token in its fragment")
  func urls() {
    let settings = ShareSettings(
      token: BearerToken("0123456789abcdef0123456789abcdef"), publicHosts: ["room.example", "proxy.example:443"])
    #expect(
      settings.viewerURLs(boundHost: "192.0.2.7", port: 8080) == [
        "http://192.0.2.7:8080/", "http://room.example:8080/", "http://proxy.example:443/",
      ])
    #expect(settings.viewerURLs(boundHost: "fd00::2", port: 80).first == "http://[fd00::2]:80/")
    #expect(
      settings.presenterURL(boundHost: "0.0.0.0", port: 8080)
        == "http://127.0.0.1:8080/#token=0123456789abcdef0123456789abcdef")
    #expect(
      settings.presenterURL(boundHost: "::", port: 8080) == "http://[::1]:8080/#token=0123456789abcdef0123456789abcdef")
    #expect(
      settings.presenterURL(boundHost: "192.0.2.7", port: 1)
        == "http://192.0.2.7:1/#token=0123456789abcdef0123456789abcdef")

    let banner = settings.banner(boundHost: "192.0.2.7", port: 8080)
    #expect(banner.components(separatedBy: settings.token.text).count == 2)  // exactly once
    #expect(banner.contains("viewers:   http://room.example:8080/"))
    #expect(ShareSettings.servedAddresses(boundHost: "127.0.0.1").isEmpty)

    // A loopback --host was given; the banner must not ask for one. (With a --public-host, that
    // name is the viewers' URL.)
    #expect(settings.banner(boundHost: "127.0.0.1", port: 8080).contains("viewers:   http://room.example:8080/"))
    let loopback = ShareSettings(publicHosts: []).banner(boundHost: "127.0.0.1", port: 8080)
    #expect(!loopback.contains("need --host"))
    #expect(loopback.contains("viewers:   http://127.0.0.1:8080/ (this machine only: 127.0.0.1 is a loopback address"))
    #expect(
      ShareSettings(publicHosts: []).banner(boundHost: "[::1]", port: 1).contains(
        "viewers:   http://[::1]:1/ (this machine only"))
    #expect(!ShareSettings.servedAddresses(boundHost: "0.0.0.0").contains { $0.hasPrefix("127.") })
  }

  @Test("room limits and the Host allow-list are set on the configuration")
  func configuration() {
    var configuration = Configuration()
    configuration.host = "0.0.0.0"
    let before = Set(ShareSettings.servedAddresses(boundHost: "0.0.0.0"))
    ShareSettings(publicHosts: ["room.example"]).apply(to: &configuration)
    // Addresses present throughout (a test running alongside may add or remove a veth pair).
    let stable = before.intersection(ShareSettings.servedAddresses(boundHost: "0.0.0.0"))
    #expect(configuration.perIPConnectionLimit == 32)
    #expect(configuration.extraAllowedHosts.contains("room.example"))
    #expect(configuration.extraAllowedHosts.isSuperset(of: stable))
  }
}
