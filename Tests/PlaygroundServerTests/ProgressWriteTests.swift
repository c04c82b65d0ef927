import JSON
import PlaygroundServer
import Testing

@Suite("Progress: the animation through mapped, rebuilt and computed bindings")
struct ProgressWriteTests {
  @Test("the mapped binding commits its easeInOut at the root")
  func mappedKeepsAnimation() throws {
    let reply = try LivePlayground().write("progress.mapped", "0.75")
    #expect(reply.status == 200)
    let record = reply.json
    #expect(record["sequence"].int == 1)
    #expect(record["binding"].string == "progress.mapped" && record["scene"].string == "progress")
    #expect(record["kind"].string == "mapped")
    #expect(record["root"]["before"].double == 0.25 && record["root"]["after"].double == 0.75)
    #expect(record["noOp"].bool == false)
    let transaction = record["transaction"]
    #expect(transaction["binding"]["animation"]["curve"].string == "easeInOut")
    #expect(transaction["ambient"].isNull)
    #expect(transaction["committed"]["animation"]["curve"].string == "easeInOut")
    #expect(transaction["committed"]["animation"]["duration"].double == 0.35)
    #expect(transaction["animationRequested"].bool == true)
    #expect(transaction["animationPreserved"].bool == true)
    #expect(record["roundTrip"]["verdict"].string == "exact")
    #expect(record["value"]["readBack"].double == 0.75)
  }

  @Test(
    "the Float root shows the shortest decimal Swift prints for it",
    arguments: [
      0.1, 0.35, 1.0 / 3, 0.0001, 0.00001, 0.12345, 99.99, 127.9999, 128.5, 1000.1, -0.25, 42,
    ])
  func floatRootSpelling(value: Double) throws {
    let playground = try LivePlayground()
    let reply = try playground.write("progress.mapped", JSONValue.number(value).serialized())
    #expect(reply.status == 200)
    let stored = try #require(Double(Float(value).description))
    #expect(reply.text.contains(#""after":\#(JSONValue.number(stored).serialized())}"#), "\(reply.text)")
  }

  @Test("the rebuilt binding asks for easeInOut but the root commits none")
  func rebuiltLosesAnimation() throws {
    let transaction = try LivePlayground().write("progress.rebuilt", "0.75").json["transaction"]
    #expect(transaction["binding"]["animation"]["curve"].string == "easeInOut")
    #expect(transaction["committed"].exists && !transaction["committed"].isNull)
    #expect(transaction["committed"]["animation"].isNull)
    #expect(transaction["animationRequested"].bool == true)
    #expect(transaction["animationPreserved"].bool == false)
  }

  @Test("the computed property is a key path too, so it keeps the animation")
  func computedKeepsAnimation() throws {
    let record = try LivePlayground().write("progress.computed", "0.5").json
    #expect(record["kind"].string == "computedProperty")
    #expect(record["transaction"]["committed"]["animation"]["curve"].string == "easeInOut")
    #expect(record["transaction"]["animationPreserved"].bool == true)
  }

  @Test("an ambient withAnimation survives the closure of the rebuilt binding")
  func ambientSurvivesClosure() throws {
    let ambient = #"{"animation": {"curve": "linear", "duration": 0.2}, "disablesAnimations": false}"#
    let transaction = try LivePlayground().write("progress.rebuilt", "0.6", transaction: ambient).json["transaction"]
    #expect(transaction["ambient"]["animation"]["curve"].string == "linear")
    #expect(transaction["committed"]["animation"]["curve"].string == "linear")
    #expect(transaction["committed"]["animation"]["duration"].double == 0.2)
    #expect(transaction["animationPreserved"].bool == true)
  }

  @Test("an ambient transaction wins over the binding's own, key by key")
  func ambientWinsOverBinding() throws {
    let ambient =
      #"{"animation": {"curve": "spring", "response": 0.4, "dampingFraction": 0.7}, "disablesAnimations": true}"#
    let transaction = try LivePlayground().write("progress.mapped", "0.6", transaction: ambient).json["transaction"]
    let committed = transaction["committed"]
    #expect(committed["animation"]["curve"].string == "spring")
    #expect(committed["animation"]["response"].double == 0.4)
    #expect(committed["animation"]["dampingFraction"].double == 0.7)
    #expect(committed["disablesAnimations"].bool == true)
    #expect(transaction["animationPreserved"].bool == true)
  }

  @Test("a binding's records follow each write's transactions, however the previous write's were")
  func transactionsFollowEachWrite() throws {
    let linear = #"{"animation": {"curve": "linear", "duration": 0.2}}"#
    let spring =
      #"{"animation": {"curve": "spring", "response": 0.4, "dampingFraction": 0.7}, "disablesAnimations": true}"#
    let noAnimation = #"{"animation": null}"#
    let ambients: [String?] = [nil, nil, linear, linear, spring, nil, noAnimation, nil]
    let playground = try LivePlayground()
    for (index, ambient) in ambients.enumerated() {
      let value = index.isMultiple(of: 2) ? "0.5" : "0.75"
      let record = try playground.write("progress.mapped", value, transaction: ambient).json
      let alone = try LivePlayground().write("progress.mapped", value, transaction: ambient).json
      #expect(record["transaction"].description == alone["transaction"].description, "write \(index)")
    }
  }

  @Test("a Double that a Float cannot hold reads back changed: the round trip is lossy")
  func floatPrecisionIsLossy() throws {
    let reply = try LivePlayground().write("progress.mapped", "0.1")
    let roundTrip = reply.json["roundTrip"]
    #expect(roundTrip["written"].double == 0.1)
    #expect(roundTrip["stored"].double == 0.1)
    // Foundation's parser on Linux rounds long mantissas, so compare the text the server sent.
    #expect(reply.text.contains(#""readBack":\#(Double(Float(0.1)))"#))
    #expect(roundTrip["verdict"].string == "lossy")
  }

  @Test("writing the value the root already has is a no-op, still logged")
  func noOpWrite() throws {
    let playground = try LivePlayground()
    let record = try playground.write("progress.mapped", "0.25").json
    #expect(record["noOp"].bool == true)
    #expect(try playground.latestSequence() == 1)
  }
}

@Suite("Where a write's transaction arrived")
struct ArrivedTransactionTests {
  @Test("the record says which transaction reached the root: the binding's own, or an empty one a closure left")
  func arrived() throws {
    let playground = try LivePlayground()
    let ambient = #"{"animation": {"curve": "linear", "duration": 0.2}, "disablesAnimations": false}"#
    let mapped = try playground.write("progress.mapped", "0.5", transaction: ambient).json["transaction"]
    #expect(mapped["arrived"]["animation"]["curve"].string == "easeInOut")
    #expect(mapped["committed"]["animation"]["curve"].string == "linear")

    // withAnimation rescues the closure's write: the committed animation is the ambient one,
    // but what arrived from the binding carries none, so the binding's own was dropped.
    let rebuilt = try playground.write("progress.rebuilt", "0.6", transaction: ambient).json["transaction"]
    #expect(rebuilt["arrived"].exists && rebuilt["arrived"]["animation"].isNull)
    #expect(rebuilt["committed"]["animation"]["curve"].string == "linear")
    #expect(rebuilt["binding"]["animation"]["curve"].string == "easeInOut")

    // A safe index out of range writes the array back unchanged: an empty transaction arrives.
    let ignored = try playground.write("collection.outOfRange", "7").json["transaction"]
    #expect(!ignored["arrived"].isNull && ignored["arrived"]["disablesAnimations"].bool == false)
  }
}
