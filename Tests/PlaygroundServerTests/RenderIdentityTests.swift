import Testing

@Suite("Render again: binding identity across renders")
struct RenderIdentityTests {
  @Test("mapped and root bindings are stable, rebuilt ones never")
  func stability() throws {
    let playground = try LivePlayground()
    for render in 1...2 {
      let report = try playground.post("/api/render", "{}").json
      #expect(report["render"].int == render)
      let bindings = report["bindings"].array
      #expect(bindings.count == ReadEndpointTests.catalogue.count)
      for (binding, expected) in zip(bindings, ReadEndpointTests.catalogue) {
        #expect(binding["id"].string == expected.id)
        #expect(binding["stable"].bool == (expected.kind != "rebuilt"), "\(expected.id)")
        #expect((binding["identity"].string == binding["previousIdentity"].string) == (expected.kind != "rebuilt"))
      }
    }
  }

  @Test("a write between renders keeps mapped identities")
  func stableAcrossWrites() throws {
    let playground = try LivePlayground()
    _ = try playground.write("identity.inlineA", "2")
    let report = try playground.post("/api/render", "").json
    #expect(report["bindings"].first(where: "id", is: "identity.inlineA")["stable"].bool == true)
  }

  @Test("inline mappings at two places differ; the same explicit id is equal")
  func comparisons() throws {
    let report = try LivePlayground().post("/api/render", "{}").json
    let comparisons = report["comparisons"].array
    func equal(_ left: String, _ right: String) -> Bool? {
      comparisons.first { $0["left"].string == left && $0["right"].string == right }?["equal"].bool
    }
    #expect(equal("identity.inlineA", "identity.inlineB") == false)
    #expect(equal("identity.explicitA", "identity.explicitB") == true)
    #expect(equal("identity.inlineA", "identity.explicitA") == false)
    #expect(comparisons.allSatisfy { $0["why"].string?.isEmpty == false })
    let bindings = report["bindings"]
    #expect(
      bindings.first(where: "id", is: "identity.explicitA")["identity"].string
        == bindings.first(where: "id", is: "identity.explicitB")["identity"].string)
    #expect(
      bindings.first(where: "id", is: "identity.inlineA")["identity"].string
        != bindings.first(where: "id", is: "identity.inlineB")["identity"].string)
  }

  @Test("two bindings with equal identities each describe themselves in their write records")
  func equalIdentitiesKeepTheirOwnRecords() throws {
    let playground = try LivePlayground()
    // The explicit-id pair have equal identities: what a record remembers per binding must not
    // leak from one to the other.
    let bindings = ["identity.explicitA", "identity.explicitB", "identity.explicitA", "identity.explicitB"]
    let records = try bindings.map { try playground.write($0, "2").json }
    #expect(records.map { $0["binding"].string } == bindings)
    #expect(
      records.map { $0["expression"].string }
        == bindings.map { _ in
          #"$value[convert: .inline(id: "double", extract: { Double($0) }, embed: { Float($0) })]"#
        })
    #expect(Set(records.map { $0["identity"].string }).count == 1)
  }

  @Test("render takes an empty object only")
  func renderBody() throws {
    let playground = try LivePlayground()
    #expect(try playground.post("/api/render", #"{"x": 1}"#).status == 422)
    #expect(try playground.post("/api/render", "{").status == 400)
    #expect(try playground.post("/api/render", "\r\n").status == 400)
    #expect(try playground.post("/api/render", "{}").status == 200)
    #expect(try playground.post("/api/reset", " ").status == 400)
  }
}
