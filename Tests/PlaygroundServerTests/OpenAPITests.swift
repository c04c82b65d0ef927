import Foundation
import PlaygroundServer
import Testing

@Suite("The OpenAPI document")
struct OpenAPITests {
  @Test("parses as OpenAPI 3.1 and documents exactly the routes the router has")
  func routesDocumented() throws {
    let playground = try LivePlayground()
    let reply = try playground.get("/api/openapi.json")
    #expect(reply.status == 200)
    let document = reply.json
    #expect(document["openapi"].string?.hasPrefix("3.1") == true)
    #expect(document["info"]["title"].string?.isEmpty == false)

    let routed = Set(
      playground.app.makeRouter().routes.map { route in
        let path = route.path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
          segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
        return "\(route.method.name.lowercased()) \(path)"
      })
    let paths = document["paths"]
    let documented = Set(paths.keys.flatMap { path in paths[path].keys.map { "\($0) \(path)" } })
    #expect(routed.count == 35)  // 19 of the scenes and teaching, 8 of the lab, 3 exports, 5 of the costs
    #expect(documented == routed)
  }

  @Test("a query parameter a read cannot do without is marked required")
  func requiredQueryParameters() throws {
    let playground = try LivePlayground()
    let paths = try playground.get("/api/openapi.json").json["paths"]
    var checked = 0
    for path in paths.keys where !path.contains("{") {
      let parameters = paths[path]["get"]["parameters"].array
      guard !parameters.isEmpty else { continue }
      let required = parameters.filter { $0["required"].bool == true }.compactMap { $0["name"].string }
      let reply = try playground.get(path)
      // Without any query, an operation answers 400 exactly when it has a required parameter.
      #expect((reply.status == 400) == !required.isEmpty, "GET \(path): \(reply.status), required \(required)")
      checked += 1
    }
    #expect(checked >= 3)
  }

  @Test("every operation has an id and responses with schemas; every $ref resolves")
  func schemasPresent() throws {
    let document = try LivePlayground().get("/api/openapi.json").json
    let schemas = document["components"]["schemas"]
    var references: [String] = []
    func collect(_ tree: JSONTree) {
      if let reference = tree["$ref"].string { references.append(reference) }
      for key in tree.keys { collect(tree[key]) }
      for element in tree.array { collect(element) }
    }
    collect(document)
    #expect(!references.isEmpty)
    for reference in references {
      #expect(reference.hasPrefix("#/components/schemas/"))
      #expect(schemas[String(reference.dropFirst("#/components/schemas/".count))].exists, "\(reference)")
    }
    let paths = document["paths"]
    var operationIDs: [String] = []
    for path in paths.keys {
      for method in paths[path].keys {
        let operation = paths[path][method]
        operationIDs.append(operation["operationId"].string ?? "")
        let responses = operation["responses"]
        #expect(responses["200"].exists, "\(method) \(path)")
        for status in responses.keys {
          #expect(!responses[status]["content"].keys.isEmpty, "\(method) \(path) \(status)")
          for media in responses[status]["content"].keys {
            #expect(responses[status]["content"][media]["schema"].exists, "\(method) \(path) \(status)")
          }
        }
      }
    }
    #expect(Set(operationIDs).count == operationIDs.count && !operationIDs.contains(""))
    for name in [
      "WriteRecord", "Error", "Rejection", "Scene", "BindingInfo", "RenderReport", "TransactionPage",
      "Snapshot", "Health", "Animation", "Transaction", "WriteRequest",
    ] {
      #expect(schemas[name]["type"].string == "object", "\(name)")
    }
  }

  @Test("every request example, sent as its curl command sends it to a fresh playground, is accepted")
  func examplesAccepted() throws {
    let paths = try LivePlayground().get("/api/openapi.json").json["paths"]
    let host = "http://127.0.0.1:8080"
    var sent: [String] = []
    for path in paths.keys.sorted() {
      for method in paths[path].keys.sorted() {
        let examples = paths[path][method]["requestBody"]["content"]["application/json"]["examples"]
        for name in examples.keys.sorted() {
          let curl = try #require(examples[name]["description"].string, "\(name)")
          let body = try #require(curl.components(separatedBy: "-d '").last?.dropLast())
          #expect(
            JSONTree(parsing: String(body)).description == examples[name]["value"].description,
            "\(name)'s curl sends its value")
          let url = try #require(
            curl.components(separatedBy: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
              .first { $0.hasPrefix(host + "/") })
          let target = String(url.dropFirst(host.count))
          let reply = try LivePlayground().send(
            method.uppercased(), target, body: String(body), headers: [("Content-Type", "application/json")])
          #expect(reply.status == 200, "\(name), \(method) \(target): \(reply.status) \(reply.text)")
          sent.append(name)
        }
      }
    }
    // 9 pitfall writes, 3 lab definitions, 2 recordings, 2 who-wins cells, 2 tick counts, 1 restore.
    #expect(sent.count == 19, "\(sent)")
  }

  @Test("the WriteRecord schema requires every member a write answer has")
  func writeRecordMatchesAnswers() throws {
    let playground = try LivePlayground()
    let schema = try playground.get("/api/openapi.json").json["components"]["schemas"]["WriteRecord"]
    let record = try playground.write("progress.mapped", "0.5").json
    #expect(Set(schema["required"].array.compactMap(\.string)) == record.keys)
    #expect(Set(schema["properties"].keys) == record.keys)
  }

  @Test("the ResetRecord, RestoreRecord, Presentation and LessonSummary schemas match their answers")
  func teachingSchemasMatchAnswers() throws {
    let playground = try LivePlayground()
    let schemas = try playground.get("/api/openapi.json").json["components"]["schemas"]
    let lesson = #"""
      {"format": "keypath-playground/lesson", "version": 1, "id": "one", "title": "One", "summary": "S.",
       "steps": [{"title": "T", "scene": "progress", "instruction": "I.", "lookFor": "L."}]}
      """#
    let answers = [
      ("ResetRecord", try playground.post("/api/reset", #"{"scenes": ["number"]}"#).json),
      ("RestoreRecord", try playground.post("/api/restore", #"{"sequence": 0}"#).json),
      ("LessonSummary", try playground.post("/api/lessons", lesson).json),
      ("Presentation", try playground.post("/api/lesson", #"{"lesson": "one", "step": 0}"#).json),
    ]
    for (name, answer) in answers {
      #expect(Set(schemas[name]["required"].array.compactMap(\.string)) == answer.keys, "\(name)")
      #expect(Set(schemas[name]["properties"].keys) == answer.keys, "\(name)")
    }
    #expect(
      schemas["TransactionPage"]["properties"]["entries"]["items"]["$ref"].string == "#/components/schemas/LogEntry")
  }
}
