import HTTPTestSupport
import Testing

/// A Float root that a closure-built (or inline-converted) binding overflows
/// to infinity must be shown as Swift prints it, never as `null`, and compared correctly.
@Suite("Non-finite values: \"inf\", \"-inf\" and \"nan\" in records, state, events and the log")
struct NonFiniteValueTests {
  static let overflowing = [
    "progress.rebuilt", "progress.computed", "identity.inlineA", "identity.inlineB", "identity.explicitA",
    "identity.explicitB", "identity.rebuilt",
  ]

  @Test("1e300 through a Float root's Double binding stores infinity, shown as \"inf\"", arguments: overflowing)
  func overflowToInfinity(binding: String) throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try reader.next()

    let record = try playground.write(binding, "1e300")
    #expect(record.status == 200, "\(record.text)")
    #expect(record.json["root"]["after"].string == "inf", "\(record.text)")
    #expect(record.json["value"]["readBack"].string == "inf")
    #expect(record.json["roundTrip"]["stored"].string == "inf")
    #expect(record.json["noOp"].bool == false)
    let scene = String(binding.prefix { $0 != "." })
    #expect(try playground.roots()[scene].string == "inf")
    let event = try #require(try reader.next())
    #expect(event.event == "commit")
    #expect(event.data == record.text)
    let logged = try playground.get("/api/transactions").json["entries"][0]
    #expect(logged.description == record.json.description)

    let again = try playground.write(binding, "1e300")
    #expect(again.json["root"]["before"].string == "inf")
    #expect(again.json["noOp"].bool == true, "\(again.text)")
    let finite = try playground.write(binding, "0.5")
    #expect(finite.json["root"]["before"].string == "inf")
    #expect(finite.json["root"]["after"].double == 0.5)
    #expect(finite.json["noOp"].bool == false)
  }

  @Test(
    "a recorded \"inf\", \"-inf\" or \"nan\" can be written again, and compares as it reads",
    arguments: [
      ("progress.rebuilt", "inf"), ("progress.rebuilt", "-inf"), ("progress.rebuilt", "nan"), ("haptics.mapped", "nan"),
      ("progress.mapped", "-inf"), ("identity.inlineA", "nan"),
    ])
  func replayNonFinite(binding: String, text: String) throws {
    let playground = try LivePlayground()
    let first = try playground.write(binding, #""\#(text)""#)
    #expect(first.status == 200, "\(first.text)")
    #expect(first.json["value"]["written"].string == text)
    #expect(first.json["root"]["after"].string != nil)
    #expect(first.json["noOp"].bool == false)
    let second = try playground.write(binding, #""\#(text)""#)
    #expect(second.json["root"]["before"].description == first.json["root"]["after"].description)
    #expect(second.json["noOp"].bool == true, "\(second.text)")
  }

  @Test(
    "other strings, and NaN, Infinity or 1e400 as numbers, are still refused",
    arguments: [
      #""infinity""#, #""+inf""#, #""NaN""#, "NaN", "Infinity", "1e400",
    ])
  func refused(value: String) throws {
    let playground = try LivePlayground()
    let reply = try playground.write("progress.rebuilt", value)
    #expect(reply.status == 422, "\(reply.text)")
    #expect(try playground.latestSequence() == 0)
  }
}
