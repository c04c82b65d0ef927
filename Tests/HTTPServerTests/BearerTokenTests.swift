import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Bearer tokens")
struct BearerTokenTests {
  @Test("random tokens are 64 hex digits (256 bits), differ per call, and never print themselves")
  func randomTokens() {
    let tokens = (0..<50).map { _ in BearerToken.random() }
    #expect(Set(tokens.map(\.text)).count == 50)
    for token in tokens {
      #expect(token.text.count == 64)
      #expect(token.text.allSatisfy { "0123456789abcdef".contains($0) })
      #expect(!"\(token)".contains(token.text))
      #expect(!String(reflecting: token).contains(token.text))
      var dumped = ""
      dump(token, to: &dumped)
      #expect(!dumped.contains(token.text))
    }
    #expect(BearerToken.random(byteCount: 16).text.count == 32)
  }

  @Test("only `Bearer <token>` authorizes; the scheme ignores case, the secret does not")
  func authorizationValues() {
    let token = BearerToken("c0ffee00c0ffee00c0ffee00c0ffee00")
    #expect(token.authorizes("Bearer c0ffee00c0ffee00c0ffee00c0ffee00"))
    #expect(token.authorizes("bearer   c0ffee00c0ffee00c0ffee00c0ffee00 "))
    for refused: String? in [
      nil, "", "Bearer", "Bearer ", "Bearer  \t", "c0ffee00c0ffee00c0ffee00c0ffee00",
      "Basic c0ffee00c0ffee00c0ffee00c0ffee00", "Bearer C0FFEE00C0FFEE00C0FFEE00C0FFEE00",
      "Bearer c0ffee00c0ffee00c0ffee00c0ffee0", "Bearer c0ffee00c0ffee00c0ffee00c0ffee000",
      "Bearer c0ffee00c0ffee00c0ffee00c0ffee01", "Bearer x0ffee00c0ffee00c0ffee00c0ffee00",
      "Bearer c0ffee00 c0ffee00c0ffee00c0ffee00",
    ] {
      #expect(!token.authorizes(refused), "\(String(describing: refused))")
    }
  }

  @Test("a router guarded by a token: reads open, writes 403 with a JSON body that does not echo what was sent")
  func guardedRouter() throws {
    let token = BearerToken.random()
    var router = Router()
    router.get("/api/value") { _ in ["value": 1] }
    router.post("/api/value") { _ in ["written": true] }
    router.requireBearerToken(token)
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      #expect(try client.request("GET", "/api/value").status == 200)
      for authorization in [nil, "Bearer ", "Bearer guessed-\(token.text.prefix(8))"] {
        let headers = authorization.map { [("Authorization", $0)] } ?? []
        let refused = try client.request("POST", "/api/value", json: "{}", headers: headers)
        #expect(refused.status == 403)
        #expect(refused.text.contains(#""status":403"#))
        #expect(!refused.text.contains("guessed"))
      }
      let allowed = try client.request(
        "POST", "/api/value", json: "{}", headers: [("Authorization", "Bearer \(token.text)")])
      #expect(allowed.status == 200)
      #expect(!allowed.text.contains(token.text))
    }
  }
}
