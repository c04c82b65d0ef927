import Testing

@Suite("Optional, collection and membership scenes")
struct OptionalAndCollectionWriteTests {
  @Test("gentle unwrapping ignores a write into nil; aggressive unwrapping creates the value")
  func unwrapping() throws {
    let playground = try LivePlayground()
    let gentle = try playground.write("optional.gentle", #""ann""#).json
    #expect(gentle["root"]["after"].isNull)
    #expect(gentle["noOp"].bool == true)
    #expect(gentle["value"]["readBack"].string == "")
    #expect(gentle["roundTrip"]["verdict"].string == "lossy")

    let aggressive = try playground.write("optional.aggressive", #""ann""#).json
    #expect(aggressive["root"]["before"].isNull)
    #expect(aggressive["root"]["after"].string == "ann")

    let gentleAgain = try playground.write("optional.gentle", #""bo""#).json
    #expect(gentleAgain["root"]["after"].string == "bo")
  }

  @Test("the root binding takes a string or null")
  func optionalRoot() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("optional.root", #""x""#).json["root"]["after"].string == "x")
    #expect(try playground.write("optional.root", "null").json["root"]["after"].isNull)
    let wrong = try playground.write("optional.root", "3")
    #expect(wrong.status == 422)
    #expect(wrong.json["error"]["message"].string?.contains("or null") == true)
  }

  @Test("safeIndex writes in range, ignores out of range and nil")
  func safeIndex() throws {
    let playground = try LivePlayground()
    let first = try playground.write("collection.first", "10").json
    #expect(first["root"]["after"].description == "[10,5,8]")
    #expect(first["roundTrip"]["stored"].int == 10)

    let outside = try playground.write("collection.outOfRange", "7").json
    #expect(outside["root"]["after"].description == "[10,5,8]")
    #expect(outside["noOp"].bool == true)
    #expect(outside["value"]["readBack"].isNull)
    #expect(outside["roundTrip"]["stored"].isNull)
    #expect(outside["roundTrip"]["verdict"].string == "lossy")

    let none = try playground.write("collection.first", "null").json
    #expect(none["root"]["after"].description == "[10,5,8]")
  }

  @Test("the chained conversion edits the first element as a Float")
  func chain() throws {
    let playground = try LivePlayground()
    let record = try playground.write("collection.chain", "4").json
    #expect(record["root"]["after"].description == "[4,5,8]")
    #expect(record["value"]["readBack"].double == 4)
    #expect(record["roundTrip"]["verdict"].string == "exact")
    let fraction = try playground.write("collection.chain", "2.5").json
    #expect(fraction["roundTrip"]["stored"].int == fraction["value"]["readBack"].int)
    #expect(fraction["roundTrip"]["verdict"].string == "lossy")
  }

  @Test("membership checkboxes insert and remove their tag")
  func membership() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("membership.linux", "true").json["root"]["after"].description == #"["linux","swift"]"#)
    #expect(try playground.write("membership.swift", "false").json["root"]["after"].description == #"["linux"]"#)
    let unchanged = try playground.write("membership.web", "false").json
    #expect(unchanged["noOp"].bool == true)
    #expect(try playground.get("/api/bindings/membership.linux").json["value"].bool == true)
    #expect(try playground.write("membership.web", "1").status == 422)
  }
}
