import Testing

// @testable because the content-type check is internal to the server.
@testable import HTTPServer

@Suite("JSON content types")
struct RequestPolicyTests {
  @Test(arguments: [
    "application/json", "Application/JSON", "application/jsoN", " application/json\t",
    "application/json; charset=utf-8", "APPLICATION/JSON ;charset=utf-8",
  ])
  func jsonInAnySpellingIsJSON(contentType: String) {
    #expect(RequestPolicy.isJSON(contentType))
  }

  @Test(arguments: [
    "application/jsonx", "application/xson", "application/jso", "text/json", "", "application/json\u{0}",
  ])
  func anythingElseIsNot(contentType: String) {
    #expect(!RequestPolicy.isJSON(contentType))
  }
}
