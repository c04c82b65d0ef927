import Testing

@Suite("Read endpoints: health, scenes, state, one binding")
struct ReadEndpointTests {
  /// The contract's catalogue: binding id, kind, value type, control type.
  static let catalogue: [(id: String, kind: String, valueType: String, control: String)] = [
    ("progress.mapped", "mapped", "Double", "slider"),
    ("progress.rebuilt", "rebuilt", "Double", "slider"),
    ("progress.computed", "computedProperty", "Double", "slider"),
    ("haptics.mapped", "mapped", "Float", "slider"),
    ("haptics.rebuilt", "rebuilt", "Float", "slider"),
    ("number.mapped", "mapped", "String", "text"),
    ("number.converted", "rebuilt", "String", "text"),
    ("color.mapped", "mapped", "String", "color"),
    ("color.converted", "rebuilt", "String", "color"),
    ("optional.root", "root", "String?", "optionalText"),
    ("optional.gentle", "mapped", "String", "text"),
    ("optional.aggressive", "mapped", "String", "text"),
    ("collection.first", "mapped", "Int?", "number"),
    ("collection.outOfRange", "mapped", "Int?", "number"),
    ("collection.chain", "mapped", "Float", "number"),
    ("membership.swift", "mapped", "Bool", "checkbox"),
    ("membership.linux", "mapped", "Bool", "checkbox"),
    ("membership.web", "mapped", "Bool", "checkbox"),
    ("identity.inlineA", "mapped", "Double", "number"),
    ("identity.inlineB", "mapped", "Double", "number"),
    ("identity.explicitA", "mapped", "Double", "number"),
    ("identity.explicitB", "mapped", "Double", "number"),
    ("identity.rebuilt", "rebuilt", "Double", "number"),
    ("lateWrite.root", "root", "String?", "optionalText"),
    ("lateWrite.mapped", "mapped", "String", "text"),
    ("lateWrite.rebuilt", "rebuilt", "String", "text"),
    ("dismissal.root", "root", "String?", "optionalText"),
    ("dismissal.didSet", "mapped", "String?", "optionalText"),
    ("dismissal.onChange", "mapped", "String?", "optionalText"),
    ("dismissal.rebuilt", "rebuilt", "String?", "optionalText"),
    ("staleCase.root", "root", "Destination", "cases"),
    ("staleCase.mapped", "mapped", "String", "text"),
    ("staleCase.rebuilt", "rebuilt", "String", "text"),
    ("rows.mapped", "mapped", "String?", "optionalText"),
    ("rows.field", "mapped", "String", "text"),
    ("rows.closure", "rebuilt", "String", "text"),
  ]

  @Test("/healthz reports ok, the sequence and the subscriber count")
  func health() throws {
    let playground = try LivePlayground()
    let reply = try playground.get("/healthz")
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
    #expect(reply.json["status"].string == "ok")
    #expect(reply.json["sequence"].int == 0)
    #expect(reply.json["subscribers"].int == 0)
    _ = try playground.write("progress.mapped", "0.5")
    #expect(try playground.get("/healthz").json["sequence"].int == 1)
  }

  @Test("/api/state has every root with its initial value, sets sorted and RGB as hex")
  func initialState() throws {
    let reply = try LivePlayground().get("/api/state")
    #expect(reply.status == 200)
    let expected =
      ##"{"roots":{"collection":[3,5,8],"color":"#3366cc","dismissal":"Settings","haptics":0.5,"identity":1,"lateWrite":"Draft","membership":["swift"],"number":42,"optional":null,"progress":0.25,"rows":["Milk","Eggs","Bread"],"staleCase":{"edit":"Draft"}},"sequence":0}"##
    #expect(reply.json.description == expected)
  }

  @Test("/api/scenes lists the scenes and the contract's bindings in order")
  func scenes() throws {
    let json = try LivePlayground().get("/api/scenes").json
    #expect(json["sequence"].int == 0)
    let scenes = json["scenes"].array
    #expect(
      scenes.map { $0["id"].string ?? "" } == [
        "progress", "haptics", "number", "color", "optional", "collection", "membership", "identity",
        "lateWrite", "dismissal", "staleCase", "rows",
      ])
    #expect(
      scenes.map { $0["root"]["type"].string ?? "" } == [
        "Float", "Float", "Int", "RGB", "String?", "[Int]", "Set<String>", "Float", "String?", "String?",
        "Destination", "[String]",
      ])
    let bindings = scenes.flatMap { $0["bindings"].array }
    #expect(bindings.map { $0["id"].string ?? "" } == Self.catalogue.map(\.id))
    for (binding, expected) in zip(bindings, Self.catalogue) {
      #expect(binding["kind"].string == expected.kind, "\(expected.id)")
      #expect(binding["valueType"].string == expected.valueType, "\(expected.id)")
      #expect(binding["control"]["type"].string == expected.control, "\(expected.id)")
      #expect(binding["scene"].string == String(expected.id.prefix { $0 != "." }))
      #expect(binding["identity"].string?.isEmpty == false)
      #expect(binding["expression"].string?.isEmpty == false)
    }
    for scene in scenes where scene["title"].string?.isEmpty != false || scene["summary"].string?.isEmpty != false {
      Issue.record("scene \(scene["id"]) lacks a title or summary")
    }
    let slider = bindings[0]["control"]
    #expect(slider["min"].double == 0 && slider["max"].double == 1 && slider["step"].double ?? 0 > 0)
  }

  @Test("/api/scenes shows the contract's Swift expressions")
  func expressions() throws {
    let bindings = try LivePlayground().get("/api/scenes").json["scenes"].array.flatMap { $0["bindings"].array }
    let expressions = Dictionary(
      uniqueKeysWithValues: bindings.map { ($0["id"].string ?? "", $0["expression"].string ?? "") })
    #expect(expressions["progress.mapped"] == "$progress[convert: .to(Double.self)].animation(.easeInOut)")
    #expect(expressions["progress.computed"] == "$progress.double.animation(.easeInOut)")
    #expect(expressions["haptics.mapped"] == "$level[setter: .onDidSet { if $0 > 0.8 { haptics.impact() } }]")
    #expect(expressions["number.converted"] == "$number.converted(forward: { String($0) }, backward: { Int($0) ?? 0 })")
    #expect(expressions["optional.root"] == "$nickname")
    #expect(
      expressions["collection.chain"]
        == "$values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))][convert: .to(Float.self)]")
    #expect(expressions["membership.web"] == #"$tags[convert: .contains("web")]"#)
    #expect(expressions["identity.inlineA"] == expressions["identity.inlineB"])
  }

  @Test("/api/bindings/{id} answers one binding with its current value; unknown ids are 404")
  func oneBinding() throws {
    let playground = try LivePlayground()
    let reply = try playground.get("/api/bindings/collection.chain")
    #expect(reply.status == 200)
    #expect(reply.json["id"].string == "collection.chain")
    #expect(reply.json["value"].double == 3)
    #expect(reply.json["valueType"].string == "Float")
    _ = try playground.write("collection.first", "9")
    #expect(try playground.get("/api/bindings/collection.chain").json["value"].double == 9)
    #expect(try playground.get("/api/bindings/optional.root").json["value"].isNull)

    let missing = try playground.get("/api/bindings/progress.nope")
    #expect(missing.status == 404)
    #expect(missing.json["error"]["status"].int == 404)
    #expect(missing.json["error"]["message"].string?.contains("progress.nope") == true)
  }
}
