import PlaygroundServer
import Testing

@Suite("--trap-time-limit and --trap-rate-limit")
struct TrapOptionsTests {
  @Test("2 seconds and 30 a minute by default; both can be set, the time in seconds")
  func parsed() throws {
    #expect(PlaygroundOptions().trapTimeLimit == .seconds(2))
    #expect(PlaygroundOptions().trapRateLimit == 30)
    let parsed = try PlaygroundOptions.parse(["--trap-time-limit", "0.25", "--trap-rate-limit=120"])
    #expect(parsed == .run(PlaygroundOptions(trapTimeLimit: .milliseconds(250), trapRateLimit: 120)))
    #expect(PlaygroundOptions.usage.contains("--trap-time-limit SECONDS"))
    #expect(PlaygroundOptions.usage.contains("--trap-rate-limit N"))
  }

  @Test(
    "a time outside 0.001...60 s or a rate outside 1...100000 is one line",
    arguments: [
      ["--trap-time-limit", "0"], ["--trap-time-limit", "61"], ["--trap-time-limit", "soon"], ["--trap-time-limit"],
      ["--trap-rate-limit", "0"], ["--trap-rate-limit", "1.5"], ["--trap-rate-limit", "100001"],
    ])
  func refused(arguments: [String]) {
    let error = #expect(throws: PlaygroundOptions.Invalid.self) { try PlaygroundOptions.parse(arguments) }
    #expect(error?.description.hasPrefix(arguments[0]) == true)
  }
}
