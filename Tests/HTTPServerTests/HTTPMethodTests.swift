import Testing

// @testable for HTTPMethod(verbatim:), the request line's spelling kept as sent.
@testable import HTTPServer

@Suite("HTTP methods")
struct HTTPMethodTests {
  @Test func exactlyTheStateChangingSetChangesState() {
    let methods: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete, .options, HTTPMethod("TRACE")]
    for method in methods {
      #expect(method.isStateChanging == HTTPMethod.stateChanging.contains(method), "\(method)")
    }
  }

  /// The check picks a name by byte count: near misses of every length must still be refused.
  @Test(arguments: ["put", "post", "Patch", "delete", "PUTS", "PST", "PATCHES", "DELETED", "GET", "", "PÜT"])
  func otherSpellingsDoNotChangeState(name: String) {
    #expect(!HTTPMethod(verbatim: name).isStateChanging)
  }
}
