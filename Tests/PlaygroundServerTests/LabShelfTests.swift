// @testable for what the world keeps per binding (its reports), which removed lab bindings
// must not leave behind, read through the app's journal.
import JSON
import Testing

@testable import Playground
@testable import PlaygroundServer

@Suite("The shelf of lab bindings")
struct LabShelfTests {
  @Test("ids are never reused, the oldest is evicted first, and the world forgets removed lab bindings' reports")
  func evictionAndReports() throws {
    let playground = try LivePlayground()
    let definition = #"{"root": {"type": "Int"}}"#
    var ids: [String] = []
    for _ in 0..<LabShelf.capacity {
      ids.append(try #require(try playground.createLab(definition).json["id"].string))
    }
    #expect(Set(ids).count == LabShelf.capacity)
    for id in ids.prefix(3) { #expect(try playground.write("\(id).chain", "1").status == 200) }
    #expect(try playground.write("progress.mapped", "0.5").status == 200)
    let reports = { playground.app.journal.read { world, _ in Set(world.reports.keys) } }
    #expect(reports().isSuperset(of: ["\(ids[0]).chain", "\(ids[1]).chain", "\(ids[2]).chain", "progress.mapped"]))

    let next = try playground.createLab(definition).json
    #expect(next["evicted"].array.compactMap(\.string) == [ids[0]])
    #expect(!reports().contains("\(ids[0]).chain"))
    #expect(try playground.send("DELETE", "/api/lab/bindings/\(ids[1])").status == 200)
    #expect(!reports().contains("\(ids[1]).chain"))
    #expect(reports().isSuperset(of: ["\(ids[2]).chain", "progress.mapped"]))
    // A new id after an eviction and a deletion is still new.
    let another = try #require(try playground.createLab(definition).json["id"].string)
    #expect(!ids.contains(another) && another != next["id"].string)
  }

  @Test("the catalogue says when a parameter applies, as the server reads it")
  func conditionalParameters() throws {
    let float = try #require(LabType.named("Float"))
    let to = try #require(NumericSteps.to.signature(float))
    let rounding = try #require(to.parameters.first { $0.name == "rounding" }?.appliesWhen)
    #expect(rounding.parameter == "type" && rounding.oneOf == ["Int", "Int8", "UInt8"])
    let hook = try #require(HookSteps.all[1].signature(float))
    #expect(hook.parameters.first { $0.name == "value" }?.appliesWhen?.oneOf == ["above", "below", "equals"])
    let playground = try LivePlayground()
    #expect(
      try playground.createLab(
        #"{"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Int", "rounding": "up"}]}"#
      ).status == 200)
    #expect(
      try playground.createLab(
        #"{"root": {"type": "Float"}, "steps": [{"step": "to", "type": "Float", "rounding": "up"}]}"#
      ).status == 422)
  }
}
