import Testing

@Suite("GET /api/scenes/{id}/values: one scene's values, for following writes live")
struct SceneValuesEndpointTests {
  @Test("every scene's values are the values GET /api/scenes shows, in the same order, at the same sequence")
  func sameAsTheSceneList() throws {
    let playground = try LivePlayground()
    _ = try playground.write("collection.first", "9")
    _ = try playground.write("optional.root", #""Ada""#)
    let list = try playground.get("/api/scenes").json
    for scene in list["scenes"].array {
      let id = try #require(scene["id"].string)
      let reply = try playground.get("/api/scenes/\(id)/values")
      #expect(reply.status == 200)
      #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
      #expect(reply.json.keys == ["sequence", "id", "bindings"], "\(id)")
      #expect(reply.json["sequence"].int == 2)
      #expect(reply.json["id"].string == id)
      let expected = scene["bindings"].array.map { "\($0["id"].description)=\($0["value"].description)" }
      let values = reply.json["bindings"].array.map { "\($0["id"].description)=\($0["value"].description)" }
      #expect(values == expected, "\(id)")
      #expect(reply.json["bindings"].array.allSatisfy { $0.keys == ["id", "value"] }, "\(id)")
    }
  }

  @Test("a write through one binding changes what its twins read, and the sequence")
  func twinsFollowTheRoot() throws {
    let playground = try LivePlayground()
    let before = try playground.get("/api/scenes/progress/values").json
    #expect(before["sequence"].int == 0)
    #expect(before["bindings"].array.map { $0["value"].double } == [0.25, 0.25, 0.25])

    _ = try playground.write("progress.mapped", "0.1")
    let after = try playground.get("/api/scenes/progress/values")
    #expect(after.json["sequence"].int == 1)
    #expect(
      after.json["bindings"].array.map { $0["id"].string ?? "" } == [
        "progress.mapped", "progress.rebuilt", "progress.computed",
      ])
    // The Float root holds 0.1; each Double binding over it reads the Float's exact value, as
    // Swift prints it (compared as text: Foundation's parser rounds the last digit differently).
    for id in ["progress.mapped", "progress.rebuilt", "progress.computed"] {
      #expect(after.text.contains(#"{"id":"\#(id)","value":0.10000000149011612}"#), "\(id)")
    }
  }

  @Test("an unknown scene is 404 with the JSON error body naming it")
  func unknownScene() throws {
    let playground = try LivePlayground()
    let reply = try playground.get("/api/scenes/progress.mapped/values")
    #expect(reply.status == 404)
    #expect(reply.json["error"]["status"].int == 404)
    #expect(reply.json["error"]["message"].string == #"no scene with id "progress.mapped""#)
  }
}
