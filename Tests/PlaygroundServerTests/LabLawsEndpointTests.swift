import Foundation
import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("GET /api/lab/bindings/{id}/laws: every counterexample of a lab binding's laws")
struct LabLawsEndpointTests {
  @Test("the laws come back with every counterexample the lab binding only counted, and nothing else differs")
  func everyCounterexample() throws {
    let playground = try LivePlayground()
    let lab = try playground.createLab(threeStepDefinition).json
    let id = try #require(lab["id"].string)
    let answer = try playground.get("/api/lab/bindings/\(id)/laws")
    #expect(answer.status == 200, "\(answer.text)")
    let all = answer.json
    let checks = [(lab["laws"]["chain"], all["chain"])] + zip(lab["laws"]["steps"].array, all["steps"].array).map { $0 }
    #expect(checks.count == 1 + 2)
    var cutOff = 0
    for (carried, full) in checks {
      #expect(full["subject"].string == carried["subject"].string && full["lawful"].bool == carried["lawful"].bool)
      for (carriedLaw, fullLaw) in zip(carried["laws"].array, full["laws"].array) {
        let failures = try #require(carriedLaw["failures"].int)
        #expect(fullLaw["failures"].int == failures)
        #expect(fullLaw["counterexamples"].array.count == failures)
        #expect(carriedLaw["counterexamples"].array.count == min(failures, 3))
        // The ones the lab binding carries are the first of the full list, in the same order.
        #expect(
          fullLaw["counterexamples"].array.prefix(3).map(\.description)
            == carriedLaw["counterexamples"].array.map(\.description))
        cutOff += failures - carriedLaw["counterexamples"].array.count
      }
    }
    // The chain through a clamp fails put-get on more samples than a lab binding carries.
    #expect(cutOff > 0)
  }

  @Test("an unknown lab binding answers 404 with the error body")
  func unknown() throws {
    let answer = try LivePlayground().get("/api/lab/bindings/lab-999/laws")
    #expect(answer.status == 404)
    #expect(answer.json["error"]["status"].int == 404)
  }
}
