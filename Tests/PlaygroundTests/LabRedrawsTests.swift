import Bindings
import JSON
import Testing

@testable import Playground

/// A lab binding's redraw counts: a child holding the chain and one holding each twin, under a
/// parent re-rendered on ticks of an unrelated state, counted by the identity rule.
@Suite("Lab redraws: the chain and its twins counted by binding identity")
struct LabRedrawsTests {
  static let definitions: [JSONValue] = [
    [
      "root": ["type": "Float", "value": 0.25],
      "steps": [
        ["step": "to", "type": "Double"], ["step": "clamped", "lower": 0, "upper": 1], ["step": "animation"],
      ],
    ],
    ["root": ["type": "Double", "value": 0.5], "steps": [["step": "to", "type": "Int"]]],
    ["root": ["type": "[Int]"], "steps": [["step": "safeIndex", "index": 1]]],
    ["root": ["type": "[String]"], "steps": [["step": "safeIndex", "index": 0, "form": "getterSetter"]]],
    ["root": ["type": "Double", "value": 0.5]],
  ]

  @Test(
    "over several runs, each child runs once when two builds of its binding have one identity, else on every render",
    arguments: definitions, [1, 4, 30])
  func counts(definition: JSONValue, ticks: Int) throws {
    let plan = try LabPlan(parsing: definition)
    let root = try LabEntry.Prepared(plan).root
    let redraws = try LabRedraws(plan: plan, over: root.copy(), ticks: ticks, id: "lab-1")
    #expect(redraws.tree.parentBodyRuns == ticks + 1)
    #expect(redraws.tree.children.map(\.name) == ["chain", "closure", "converted"])
    for child in redraws.tree.children {
      let part = try #require(LabBindingPart(rawValue: child.name))
      // The rule, stated on its own: build the chain twice over one root and compare the part's
      // identities; equal means the child never runs again after the first render.
      let once = try #require(
        try plan.build(over: root, context: LabWriteContext(), keepsPath: true).sceneBinding(
          part, id: "", expression: ""))
      let again = try #require(
        try plan.build(over: root, context: LabWriteContext(), keepsPath: true).sceneBinding(
          part, id: "", expression: ""))
      let stable = once.derive().identity == again.derive().identity
      #expect(child.bodyRuns == (stable ? 1 : ticks + 1), "\(child.name) of \(definition.serialized())")
      let outcome = try #require(redraws.tree.lastPass.outcomes.first { $0.name == child.name })
      if stable {
        #expect(outcome.reason == .inputsEqual)
      } else if case .inputsDiffer(let previous, let current) = outcome.reason {
        #expect(previous != current)
      } else {
        Issue.record("\(child.name): \(outcome.reason)")
      }
    }
  }

  @Test("a key-path chain is skipped; its closure twins run on every render, Closure#… != Closure#…")
  func mappedAgainstTwins() throws {
    let plan = try LabPlan(parsing: [
      "root": ["type": "Float", "value": 0.25], "steps": [["step": "to", "type": "Double"]],
    ])
    let redraws = try LabRedraws(plan: plan, over: try LabEntry.Prepared(plan).root, ticks: 10, id: "lab-7")
    #expect(redraws.tree.children.map(\.bodyRuns) == [1, 11, 11])
    let json = redraws.json
    guard case .array(let children)? = json["children"], children.count == 3,
      case .string(let text)? = children[1]["reason"]?["text"]
    else {
      Issue.record("no children: \(json.serialized())")
      return
    }
    #expect(children[0]["binding"] == "lab-7.chain")
    #expect(children[0]["reason"]?["text"] == "inputs equal: skipped")
    #expect(text.hasPrefix("Closure#") && text.contains(" != Closure#"))
    #expect(json["disclaimer"] == .string(RedrawTree.disclaimer))
  }

  @Test("a count outside 1...100 and a read-only chain are refused, naming what is wrong")
  func refused() throws {
    let plan = try LabPlan(parsing: ["root": ["type": "Double", "value": 0.5]])
    let root = try LabEntry.Prepared(plan).root
    for ticks in [0, -1, 101] {
      let error = #expect(throws: PlaygroundError.self) { try LabRedraws(plan: plan, over: root, ticks: ticks) }
      #expect(error?.message == "ticks must be an integer from 1 to 100, got \(ticks)")
    }
    let readOnly = try LabPlan(parsing: [
      "root": ["type": "[Int]"], "steps": [["step": "safeIndex", "index": 1, "form": "map"]],
    ])
    let error = #expect(throws: PlaygroundError.self) {
      try LabRedraws(plan: readOnly, over: try LabEntry.Prepared(readOnly).root, ticks: 3, id: "lab-2")
    }
    #expect(error?.message.hasPrefix("lab-2 is read-only") == true)
  }
}
