// @testable because the table of common header names is internal to the server.
@testable import HTTPServer
import Testing

@Suite("Common header names")
struct CommonHeaderNameTests {
  @Test(arguments: [
    "Host", "Accept", "Origin", "Referer", "User-Agent", "Connection", "Content-Type", "Content-Length",
    "Accept-Encoding", "Accept-Language",
  ])
  func anExactSpellingGivesTheSameName(name: String) {
    #expect(ServerCore.commonHeaderName(name) == name)
  }

  @Test(arguments: ["host", "HOST", "Hosts", "Hose", "", "Accept-Languagf", "Content-Typ", "X-Custom"])
  func anyOtherSpellingIsLeftToDecoding(name: String) {
    #expect(ServerCore.commonHeaderName(name) == nil)
  }
}
