import Foundation
import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("Share mode seen from a second host (a network namespace)")
struct ShareSecondHostTests {
  @Test(
    "a viewer in another network namespace reads state and events, and its writes are refused",
    .enabled(
      if: NetworkNamespace.unavailableReason == nil,
      "skipped: creating a network namespace and a veth pair needs root, iproute2 and curl (\(NetworkNamespace.unavailableReason ?? ""))"
    ))
  func viewerOnSecondHost() throws {
    let namespace = try NetworkNamespace()
    defer { namespace.remove() }
    let shared = try SharedPlayground()  // after the pair is up, so its address is served and allowed
    let base = "http://\(namespace.hostAddress):\(shared.port)"
    #expect(shared.settings.viewerURLs(boundHost: "0.0.0.0", port: shared.port).contains("\(base)/"))

    let state = namespace.curl(["\(base)/api/state"])
    #expect(state.status == 200)
    #expect(JSONTree(parsing: state.body)["roots"]["progress"].double == 0.25)
    #expect(namespace.curl(["\(base)/api/scenes"]).status == 200)

    let (stream, output) = try namespace.startStreaming("\(base)/api/events", seconds: 3)
    defer { if stream.isRunning { stream.terminate() } }
    #expect(Eventually.wait { shared.live.app.events.subscriberCount == 1 })
    #expect(try shared.presenterWrite("progress.mapped", "0.75").status == 200)

    let refusals = [
      namespace.curl([
        "-X", "POST", "-H", "Content-Type: application/json", "-d", #"{"value":0.1}"#,
        "\(base)/api/bindings/progress.mapped",
      ]),
      namespace.curl([
        "-X", "POST", "-H", "Content-Type: application/json", "-H", "Authorization: Bearer not-the-token", "-d",
        #"{"value":0.1}"#,
        "\(base)/api/bindings/progress.mapped",
      ]),
      namespace.curl(["-X", "POST", "-H", "Content-Type: application/json", "-d", "{}", "\(base)/api/reset"]),
    ]
    for refusal in refusals {
      #expect(refusal.status == 403, "\(refusal.body)")
      #expect(JSONTree(parsing: refusal.body)["error"]["status"].int == 403)
    }
    #expect(namespace.curl(["-H", "Host: evil.example:\(shared.port)", "\(base)/api/state"]).status == 421)

    stream.waitUntilExit()
    let events = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(events.contains("event: snapshot"))
    #expect(events.contains("event: commit\nid: 1\n"))
    #expect(events.contains(#""binding":"progress.mapped""#))
    #expect(!events.contains(shared.token))
    let after = JSONTree(parsing: namespace.curl(["\(base)/api/state"]).body)
    #expect(after["sequence"].int == 1)
    #expect(after["roots"]["progress"].double == 0.75)
  }
}
