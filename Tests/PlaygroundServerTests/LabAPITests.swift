import Foundation
import HTTPTestSupport
import PlaygroundServer
import Testing

/// A definition of a Float edited as a Double in 0...1, animated: the three-step chain of The Lab article.
let threeStepDefinition = """
  {"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "to", "type": "Double"}, \
  {"step": "clamped", "lower": 0, "upper": 1}, {"step": "animation", "animation": {"curve": "easeInOut", "duration": 0.35}}]}
  """

extension LivePlayground {
  /// Creates a lab binding from `definition` (JSON text).
  func createLab(_ definition: String) throws -> Reply { try post("/api/lab/bindings", definition) }

  /// How many lab bindings the server keeps.
  func labCount() throws -> Int { try get("/api/lab/bindings").json["bindings"].array.count }
}

@Suite("The lab's API")
struct LabAPITests {
  @Test("the catalogue lists every type with the steps it takes, their parameters and outputs")
  func catalogue() throws {
    let catalogue = try LivePlayground().get("/api/lab/catalogue").json
    let types = catalogue["types"].array
    #expect(
      types.map { $0["name"].string ?? "" } == [
        "Float", "Double", "Int", "Int8", "UInt8", "Bool", "String", "RGB", "Float?", "Double?", "Int?", "Int8?",
        "UInt8?",
        "Bool?", "String?", "RGB?", "[Int]", "[String]", "Set<String>",
      ])
    let float = catalogue["types"].first(where: "name", is: "Float")
    let floatSteps = Set(float["steps"].array.compactMap { $0["step"].string })
    #expect(
      floatSteps.isSuperset(of: [
        "to", "clamped", "optional", "parsed", "onDidSet", "concat", "animation", "transaction",
      ]))
    #expect(!floatSteps.contains("safeIndex") && !floatSteps.contains("unwrapped") && !floatSteps.contains("hex"))
    let to = float["steps"].first(where: "step", is: "to")
    #expect(to["output"]["parameter"].string == "type")
    #expect(
      to["parameters"].first(where: "name", is: "type")["choices"].array.compactMap(\.string) == [
        "Float", "Double", "Int", "Int8", "UInt8",
      ])
    #expect(to["parameters"].first(where: "name", is: "rounding")["choices"].array.count == 6)
    let safeIndex = catalogue["types"].first(where: "name", is: "[Int]")["steps"].first(where: "step", is: "safeIndex")
    #expect(safeIndex["output"]["type"].string == "Int?")
    #expect(
      safeIndex["parameters"].first(where: "name", is: "form")["choices"].array.compactMap(\.string) == [
        "convert", "getterSetter", "map", "getter",
      ])
    #expect(
      catalogue["types"].first(where: "name", is: "RGB")["steps"].first(where: "step", is: "hex")["output"]["type"]
        .string == "String")
    #expect(catalogue["limits"]["steps"].int == 16 && catalogue["limits"]["bindings"].int == 256)
  }

  @Test("a three-step chain: its expression, identity and laws; the chain keeps its animation and its twins lose it")
  func threeStepChain() throws {
    let playground = try LivePlayground()
    let created = try playground.createLab(threeStepDefinition)
    #expect(created.status == 200, "\(created.text)")
    let lab = created.json
    let id = try #require(lab["id"].string)
    #expect(
      lab["expression"].string
        == "$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)].animation(.easeInOut(duration: 0.35))")
    #expect(lab["memberType"].string == "Double" && lab["readOnly"].bool == false)
    #expect(lab["evicted"].array.isEmpty)
    let bindings = lab["bindings"].array
    #expect(bindings.map { $0["id"].string ?? "" } == ["\(id).chain", "\(id).closure", "\(id).converted"])
    #expect(bindings.map { $0["kind"].string ?? "" } == ["mapped", "rebuilt", "rebuilt"])
    #expect(bindings.map { $0["stableIdentity"].bool ?? true } == [true, false, false])
    #expect(bindings[1]["expression"].string?.hasPrefix("Binding(get: { value[convert: .to(Double.self)]") == true)
    #expect(
      bindings[2]["expression"].string?.hasPrefix("$value.converted(forward: { $0[convert: .to(Double.self)]") == true)
    #expect(lab["laws"]["steps"].array.count == 2)
    // Float to Double and back is exact, but a Double such as 0.1 has no Float: put-get fails.
    let putGet = lab["laws"]["steps"][0]["laws"].first(where: "law", is: "put-get")
    #expect(putGet["holds"].bool == false)
    #expect(lab["laws"]["steps"][0]["laws"].first(where: "law", is: "get-put")["holds"].bool == true)

    let chain = try playground.write("\(id).chain", "0.75").json
    #expect(chain["kind"].string == "mapped" && chain["scene"].string == id)
    #expect(chain["transaction"]["animationPreserved"].bool == true)
    #expect(chain["root"]["after"].double == 0.75)
    for twin in ["closure", "converted"] {
      let record = try playground.write("\(id).\(twin)", "0.5").json
      #expect(record["kind"].string == "rebuilt")
      #expect(record["transaction"]["binding"]["animation"]["curve"].string == "easeInOut")
      #expect(record["transaction"]["animationPreserved"].bool == false, "\(twin): \(record)")
      #expect(record["root"]["after"].double == 0.5)
    }
    let clamped = try playground.write("\(id).chain", "7").json
    #expect(clamped["root"]["after"].double == 1 && clamped["roundTrip"]["verdict"].string == "lossy")
    // The same log as every write.
    let log = try playground.get("/api/transactions").json["entries"].array
    #expect(
      log.compactMap { $0["binding"].string } == ["\(id).chain", "\(id).closure", "\(id).converted", "\(id).chain"])
    #expect(try playground.get("/api/lab/bindings/\(id)").json["root"]["value"].double == 1)
  }

  @Test("writes through a lab binding, its creation and its deletion reach the event stream")
  func events() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")
    #expect(Eventually.wait { (try? playground.get("/healthz").json["subscribers"].int) == 1 })
    let id = try #require(try playground.createLab(threeStepDefinition).json["id"].string)
    let write = try playground.write("\(id).chain", "0.5")
    #expect(try playground.send("DELETE", "/api/lab/bindings/\(id)").status == 200)
    let events = try (0..<3).map { _ in try #require(try reader.next()) }
    #expect(events.map(\.event) == ["lab", "commit", "lab"])
    #expect(JSONTree(parsing: events[0].data)["action"].string == "created")
    #expect(JSONTree(parsing: events[0].data)["binding"]["id"].string == id)
    #expect(JSONTree(parsing: events[1].data).description == write.json.description)
    #expect(JSONTree(parsing: events[2].data)["action"].string == "deleted")
  }

  @Test("hooks fire through the chain and through its twins; a failable conversion refuses bad text and keeps the root")
  func hooksAndRejections() throws {
    let playground = try LivePlayground()
    let hook = try playground.createLab(
      #"{"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "onDidSet", "when": "above", "value": 0.8}]}"#
    ).json
    let hookID = try #require(hook["id"].string)
    #expect(
      hook["expression"].string == #"$value[setter: .onDidSet(id: "above 0.8") { if $0 > 0.8 { haptics.impact() } }]"#)
    for part in ["chain", "closure", "converted"] {
      #expect(
        try playground.write("\(hookID).\(part)", "0.9").json["hooks"][0]["name"].string == "haptics.impact()",
        "\(part)")
      #expect(try playground.write("\(hookID).\(part)", "0.3").json["hooks"].array.isEmpty, "\(part)")
    }
    let parsed = try #require(
      try playground.createLab(#"{"root": {"type": "Int", "value": 42}, "steps": [{"step": "parsed"}]}"#).json["id"]
        .string)
    let refused = try playground.write("\(parsed).chain", #""12a""#)
    #expect(refused.status == 422)
    #expect(refused.json["rejection"]["reason"].string == #""12a" is not a valid Int"#)
    #expect(refused.json["rejection"]["root"].int == 42)
    #expect(try playground.write("\(parsed).chain", #""7""#).json["root"]["after"].int == 7)
  }

  @Test("a chain that ends in a read-only step reads, and refuses every write")
  func readOnlyChain() throws {
    let playground = try LivePlayground()
    let lab = try playground.createLab(
      #"{"root": {"type": "[Int]", "value": [3, 5, 8]}, "steps": [{"step": "safeIndex", "index": 1, "form": "map"}]}"#
    ).json
    let id = try #require(lab["id"].string)
    #expect(lab["readOnly"].bool == true && lab["expression"].string == "value[map: .safeIndex(1)]")
    #expect(
      lab["bindings"].array.count == 1 && lab["bindings"][0]["value"].int == 5
        && lab["bindings"][0]["writable"].bool == false)
    #expect(lab["laws"]["chain"]["applies"].bool == false)
    let write = try playground.write("\(id).chain", "1")
    #expect(
      write.status == 422 && write.json["error"]["message"].string?.contains("read-only") == true, "\(write.text)")
    #expect(try playground.write("\(id).closure", "1").status == 422)
  }

  @Test("GET /api/bindings/{id} serves a lab binding's bindings as its LabBinding lists them, values read now")
  func labBindingInfo() throws {
    let playground = try LivePlayground()
    let lab = try playground.createLab(threeStepDefinition).json
    let id = try #require(lab["id"].string)
    _ = try playground.write("\(id).closure", "0.5")
    let listed = try playground.get("/api/lab/bindings/\(id)").json["bindings"].array
    for (index, part) in ["chain", "closure", "converted"].enumerated() {
      let info = try playground.get("/api/bindings/\(id).\(part)")
      #expect(info.status == 200, "\(info.text)")
      #expect(info.json.keys == listed[index].keys)
      for key in info.json.keys.subtracting(["identity"]) {
        #expect(info.json[key].description == listed[index][key].description, "\(part).\(key)")
      }
      // The chain is the binding built at creation; a twin is a new Binding(get:set:) each time.
      #expect((info.json["identity"].string == listed[index]["identity"].string) == (part == "chain"), "\(part)")
      #expect(info.json["value"].double == 0.5 && info.json["part"].string == part)
    }
    let readOnly = try playground.createLab(
      #"{"root": {"type": "[Int]", "value": [3, 5, 8]}, "steps": [{"step": "safeIndex", "index": 1, "form": "map"}]}"#
    ).json
    let readOnlyID = try #require(readOnly["id"].string)
    #expect(try playground.get("/api/bindings/\(readOnlyID).chain").json["writable"].bool == false)
    for missing in ["\(readOnlyID).closure", "lab-999.chain", "\(id).elsewhere"] {
      let answer = try playground.get("/api/bindings/\(missing)")
      #expect(
        answer.status == 404 && answer.json["error"]["message"].string == "no binding with id \"\(missing)\"",
        "\(missing)")
    }
  }

  @Test("a lab binding's own id is not a binding: reading or writing it answers 404 naming the bindings it has")
  func labBindingIDNamesItsBindings() throws {
    let playground = try LivePlayground()
    let id = try #require(try playground.createLab(#"{"root": {"type": "Double", "value": 0.5}}"#).json["id"].string)
    let readOnly = try playground.createLab(
      #"{"root": {"type": "[Int]", "value": [3, 5, 8]}, "steps": [{"step": "safeIndex", "index": 1, "form": "map"}]}"#
    ).json
    let readOnlyID = try #require(readOnly["id"].string)
    let expected = [
      id:
        "no binding with id \"\(id)\"; lab binding \(id) has the bindings \"\(id).chain\", \"\(id).closure\", \"\(id).converted\"",
      readOnlyID:
        "no binding with id \"\(readOnlyID)\"; lab binding \(readOnlyID) has the bindings \"\(readOnlyID).chain\"",
    ]
    for (missing, message) in expected {
      for answer in [try playground.get("/api/bindings/\(missing)"), try playground.write(missing, "0.25")] {
        #expect(answer.status == 404)
        #expect(answer.json["error"]["message"].string == message)
      }
    }
    #expect(try playground.get("/api/transactions").json["latestSequence"].int == 0)
  }

  @Test(
    "a definition the lab cannot build is refused with 422 naming the step and the choices, and nothing is created",
    arguments: [
      (#"{"root": {"type": "Float80"}}"#, "root.type must be one of Float, Double"),
      (#"{"root": {"type": "Float", "value": "x"}}"#, "root.value: expected a Float"),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "frobnicate"}]}"#,
        #"step 1: unknown step "frobnicate"; the steps are to, safeIndex"#
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "to"}, {"step": "safeIndex"}]}"#,
        "step 2 (safeIndex): not valid for a Double; the steps valid for Double are to, optional"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Int", "roundng": "up"}]}"#,
        #"step 1 (to): unknown member "roundng"; expected type, rounding"#
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Float128"}]}"#,
        "step 1 (to): type must be one of Float, Double, Int, Int8, UInt8"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Double", "rounding": "up"}]}"#,
        "rounding applies only between an integer and a floating-point type"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "clamped", "lower": 1, "upper": 0}]}"#,
        "step 1 (clamped): lower (1.0) must not be above upper (0.0)"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "clamped", "lower": "nan"}]}"#,
        "step 1 (clamped): lower (Float.nan) must not be above upper"
      ),
      (
        #"{"root": {"type": "[Int]"}, "steps": [{"step": "unsafeIndex", "index": 3}]}"#,
        "step 1 (unsafeIndex): .unsafeIndex(3) is out of range for [3, 5, 8]"
      ),
      (
        #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "index": -1}]}"#,
        "step 1 (safeIndex): index must be an integer from 0"
      ),
      (
        #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "form": "map"}, {"step": "optional"}]}"#,
        "step 2: follows step 1, a read-only step"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "concat", "stages": [{"step": "to"}, {"step": "onDidSet"}]}]}"#,
        #"step 1 (concat), stage 2: unknown step "onDidSet""#
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "concat", "stages": [{"step": "to"}]}]}"#,
        "step 1 (concat): stages must be an array of 2 to 5 step objects"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "onDidSet", "when": "always", "value": 1}]}"#,
        "step 1 (onDidSet): value applies when the hook fires above, below or equal to it"
      ),
      (
        #"{"root": {"type": "Bool"}, "steps": [{"step": "onDidSet", "when": "above"}]}"#,
        "step 1 (onDidSet): when must be one of equals, always"
      ),
      (
        #"{"root": {"type": "Float"}, "steps": [{"step": "animation", "animation": {"curve": "bounce"}}]}"#,
        "step 1 (animation): animation.curve"
      ),
      (#"{"root": {"type": "Float"}, "steps": {}}"#, "steps: expected an array, got an object"),
      (#"{"root": {"type": "Float"}, "extra": 1}"#, #"unknown member "extra""#),
      ("[]", "expected an object, got an array"),
    ])
  func refusedDefinitions(definition: String, message: String) throws {
    let playground = try LivePlayground()
    let before = try playground.labCount()
    let reply = try playground.createLab(definition)
    #expect(reply.status == 422, "\(reply.text)")
    #expect(reply.json["error"]["message"].string?.contains(message) == true, "\(reply.text)")
    #expect(reply.json["error"]["status"].int == 422)
    #expect(try playground.labCount() == before)
  }

  @Test("more than 16 steps are refused; 16 are built")
  func stepLimit() throws {
    let playground = try LivePlayground()
    func definition(_ count: Int) -> String {
      #"{"root": {"type": "Int"}, "steps": ["#
        + Array(repeating: #"{"step": "onDidSet"}"#, count: count).joined(separator: ",") + "]}"
    }
    #expect(try playground.createLab(definition(16)).status == 200)
    let refused = try playground.createLab(definition(17))
    #expect(
      refused.status == 422 && refused.json["error"]["message"].string == "a definition has at most 16 steps, got 17")
    #expect(try playground.labCount() == 1)
  }

  @Test("deleting a lab binding: its bindings are gone, and so is it")
  func deletion() throws {
    let playground = try LivePlayground()
    let id = try #require(try playground.createLab(threeStepDefinition).json["id"].string)
    let deleted = try playground.send("DELETE", "/api/lab/bindings/\(id)")
    #expect(deleted.status == 200 && deleted.json["deleted"].bool == true)
    #expect(try playground.write("\(id).chain", "0.5").status == 404)
    #expect(try playground.get("/api/lab/bindings/\(id)").status == 404)
    #expect(try playground.send("DELETE", "/api/lab/bindings/\(id)").status == 404)
    #expect(try playground.labCount() == 0)
  }

  @Test("at most 256 lab bindings: the next one evicts the oldest, and the answer says which")
  func eviction() throws {
    let playground = try LivePlayground()
    let definition = #"{"root": {"type": "Bool"}}"#
    var ids: [String] = []
    for _ in 0..<256 {
      let reply = try playground.createLab(definition)
      ids.append(reply.json["id"].string ?? "")
      #expect(reply.json["evicted"].array.isEmpty)
    }
    _ = try playground.write("\(ids[0]).chain", "true")
    let next = try playground.createLab(definition).json
    #expect(next["evicted"].array.compactMap(\.string) == [ids[0]])
    #expect(try playground.labCount() == 256)
    #expect(try playground.get("/api/lab/bindings/\(ids[0])").status == 404)
    #expect(try playground.write("\(ids[0]).chain", "false").status == 404)
    #expect(try playground.write("\(ids[1]).chain", "true").status == 200)
    #expect(try playground.get("/api/lab/bindings").json["bindings"][0]["id"].string == ids[1])
  }

  @Test(
    "identity: equal definitions compare equal, one changed parameter differs at its step, and a longer chain at its extra step"
  )
  func comparison() throws {
    let playground = try LivePlayground()
    func create(_ steps: String, value: String = "[3, 5, 8]") throws -> String {
      try #require(
        try playground.createLab(#"{"root": {"type": "[Int]", "value": \#(value)}, "steps": \#(steps)}"#).json["id"]
          .string)
    }
    let first = try create(
      #"[{"step": "safeIndex", "index": 0}, {"step": "unwrapped", "default": 0}, {"step": "animation"}]"#)
    let same = try create(#"[{"step": "safeIndex", "index": 0}, {"step": "unwrapped", "default": 0}]"#, value: "[1]")
    let other = try create(#"[{"step": "safeIndex", "index": 0}, {"step": "unwrapped", "default": 99}]"#)
    let longer = try create(
      #"[{"step": "safeIndex", "index": 0}, {"step": "unwrapped", "default": 0}, {"step": "to", "type": "Double"}]"#)

    let equal = try playground.get("/api/lab/compare?left=\(first)&right=\(same)").json
    #expect(equal["equal"].bool == true && equal["difference"].isNull, "\(equal)")
    let differs = try playground.get("/api/lab/compare?left=\(first)&right=\(other)").json
    #expect(differs["equal"].bool == false)
    #expect(
      differs["difference"]["left"]["step"].int == 2
        && differs["difference"]["right"]["code"].string == "[convert: .unwrapped(with: 99, aggressive: false)]")
    let further = try playground.get("/api/lab/compare?left=\(first)&right=\(longer)").json
    #expect(further["difference"]["left"].isNull && further["difference"]["right"]["step"].int == 3, "\(further)")
    #expect(try playground.get("/api/lab/compare?left=\(first)").status == 400)
    #expect(try playground.get("/api/lab/compare?left=\(first)&right=lab-999").status == 404)
  }

  @Test("every request example of POST /api/lab/bindings builds; the lossy one's law report has its counterexample")
  func documentedExamples() throws {
    let playground = try LivePlayground()
    let examples = try playground.get("/api/openapi.json").json["paths"]["/api/lab/bindings"]["post"]["requestBody"][
      "content"]["application/json"]["examples"]
    #expect(examples.keys == ["threeSteps", "lossy", "hook"])
    for name in examples.keys {
      let example = examples[name]
      let body = try #require(example["description"].string?.components(separatedBy: "-d '").last?.dropLast())
      #expect(
        JSONTree(parsing: String(body)).description == example["value"].description, "\(name)'s curl sends its value")
      let reply = try playground.createLab(String(body))
      #expect(reply.status == 200, "\(name): \(reply.text)")
      if name == "lossy" {
        let getPut = reply.json["laws"]["chain"]["laws"].first(where: "law", is: "get-put")
        #expect(
          getPut["counterexamples"][0]["description"].string
            == "get-put fails for root 0.5: reading gives 0, writing it back makes the root 0.0")
      }
      if name == "threeSteps" {
        #expect(
          reply.json["expression"].string
            == "$value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)].animation(.easeInOut(duration: 0.35))"
        )
      }
    }
  }

  @Test("every status a lab request answers is one the document lists for it")
  func documentedStatuses() throws {
    let playground = try LivePlayground()
    let paths = try playground.get("/api/openapi.json").json["paths"]
    let id = try #require(try playground.createLab(threeStepDefinition).json["id"].string)
    let requests: [(method: String, path: String, documented: String, body: String?)] = [
      ("POST", "/api/lab/bindings", "/api/lab/bindings", "{"),
      ("POST", "/api/lab/bindings", "/api/lab/bindings", #"{"root": 1}"#),
      ("POST", "/api/lab/bindings", "/api/lab/bindings", threeStepDefinition),
      ("GET", "/api/lab/bindings/nope", "/api/lab/bindings/{id}", nil),
      ("GET", "/api/lab/bindings/\(id)", "/api/lab/bindings/{id}", nil),
      ("DELETE", "/api/lab/bindings/nope", "/api/lab/bindings/{id}", nil),
      ("GET", "/api/lab/compare?left=\(id)", "/api/lab/compare", nil),
      ("GET", "/api/lab/compare?left=\(id)&right=\(id)", "/api/lab/compare", nil),
      ("GET", "/api/lab/catalogue", "/api/lab/catalogue", nil),
    ]
    for request in requests {
      let reply = try playground.send(
        request.method, request.path, body: request.body,
        headers: request.body == nil ? [] : [("Content-Type", "application/json")])
      let responses = paths[request.documented][request.method.lowercased()]["responses"]
      #expect(
        responses.keys.contains(String(reply.status)),
        "\(request.method) \(request.path) answered \(reply.status), documented \(responses.keys.sorted())")
    }
  }
}

@Suite("The lab in share mode")
struct LabShareModeTests {
  @Test("creating and deleting need the presenter's token; reading does not")
  func tokenRequired() throws {
    let shared = try SharedPlayground()
    let headers = [("Content-Type", "application/json")]
    let anonymous = try shared.live.send("POST", "/api/lab/bindings", body: threeStepDefinition, headers: headers)
    #expect(anonymous.status == 403)
    #expect(try shared.live.labCount() == 0)
    let created = try shared.live.send(
      "POST", "/api/lab/bindings", body: threeStepDefinition,
      headers: headers + [("Authorization", "Bearer \(shared.token)")])
    #expect(created.status == 200)
    let id = try #require(created.json["id"].string)
    #expect(try shared.write("\(id).chain", "0.5").status == 403)
    #expect(try shared.presenterWrite("\(id).chain", "0.5").status == 200)
    #expect(try shared.live.send("DELETE", "/api/lab/bindings/\(id)").status == 403)
    #expect(try shared.live.get("/api/lab/bindings/\(id)").status == 200)
    #expect(try shared.live.get("/api/lab/catalogue").status == 200)
    #expect(
      try shared.live.send("DELETE", "/api/lab/bindings/\(id)", headers: [("Authorization", "Bearer \(shared.token)")])
        .status == 200)
  }
}
