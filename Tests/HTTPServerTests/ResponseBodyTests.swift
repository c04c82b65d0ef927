// @testable and CMicroHTTPD because the hand-off of a body to libmicrohttpd is internal.
import CMicroHTTPD
import HTTPTestSupport
@testable import HTTPServer
import Testing

@Suite("Response bodies handed to libmicrohttpd")
struct ResponseBodyTests {
  @Test func aBodyIsKeptWhileItsResponseLivesAndGivenBackAfter() throws {
    var body = [UInt8](repeating: 7, count: 1000)
    let storage = body.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
    let response = try #require(ResponseBody.mhdResponse(for: body))
    // Held by the response: a write has to copy first, and the response's bytes stay as they were.
    var copy = body
    copy[0] = 8
    #expect(copy.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } != storage)
    MHD_destroy_response(response)
    // Given back: the storage is the array's alone again, so it is written in place.
    body[0] = 9
    #expect(body.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } == storage)
  }

  @Test func theOwnerOfANativeArrayIsFound() {
    let body: [UInt8] = Array("{}".utf8)
    #expect(body.withUnsafeBytes { ResponseBody.storage(of: body, holding: $0) } != nil)
  }

  @Test func bytesThatAreNotTheArraysOwnAreCopiedInstead() throws {
    // Another buffer's bytes: no storage object of this array holds them, so the body is copied.
    let body: [UInt8] = Array("{}".utf8)
    let other: [UInt8] = Array("[]".utf8)
    #expect(other.withUnsafeBytes { ResponseBody.storage(of: body, holding: $0) } == nil)
  }

  @Test func emptyAndLargeBodiesArriveWhole() throws {
    let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var router = Router()
    router.get("/empty") { _ in Response(status: .ok, body: []) }
    router.get("/large") { _ in Response(body: large) }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      for _ in 0..<3 {
        let empty = try client.request("GET", "/empty")
        #expect(empty.status == 200)
        #expect(empty.body.isEmpty)
        #expect(empty.header("Content-Length") == "0")
        let response = try client.request("GET", "/large")
        #expect(response.body == large)
        let head = try client.request("HEAD", "/large")
        #expect(head.header("Content-Length") == "200000")
        #expect(head.body.isEmpty)
      }
    }
  }
}
