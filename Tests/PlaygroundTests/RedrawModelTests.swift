import Bindings
import KeyPathMapping
import Testing

@testable import Playground

/// The redraw model against the identity rule: a child's body runs on the first render and then
/// only when its binding's location differs from the last render's.
@Suite("Redraws: body runs counted by binding identity")
struct RedrawModelTests {
  /// The children the rule leaves alone after the first render: their bindings are derived
  /// through key paths equal from render to render.
  static let stable: Set<String> = ["mapped", "inline"]
  /// The children whose binding is new on every render: closures, or a fresh `id:`.
  static let unstable: Set<String> = ["getSet", "converted", "freshID"]

  @Test(
    "over several runs of ticks, mapped children run once and the others once per render", arguments: [0, 1, 7, 30])
  func countsOverRuns(ticks: Int) {
    var tree = RedrawTree(children: SliderParent().children())
    tree.run(ticks: ticks)
    #expect(tree.parentBodyRuns == ticks + 1)
    #expect(tree.counter == ticks)
    for child in tree.children {
      let expected = Self.stable.contains(child.name) ? 1 : ticks + 1
      #expect(child.bodyRuns == expected, "\(child.name)")
    }
    #expect(Set(tree.children.map(\.name)) == Self.stable.union(Self.unstable))
  }

  @Test("thirty ticks: mapped 1, closure 31, fresh id 31")
  func thirtyTicks() {
    var tree = RedrawTree(children: SliderParent().children())
    tree.run(ticks: 30)
    let runs = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.bodyRuns) })
    #expect(runs == ["mapped": 1, "inline": 1, "getSet": 31, "converted": 31, "freshID": 31])
  }

  @Test("runs continue where they stopped: 10 ticks then 20 more count as 30")
  func runsAccumulate() {
    var tree = RedrawTree(children: SliderParent().children())
    tree.run(ticks: 10)
    tree.run(ticks: 20)
    #expect(tree.parentBodyRuns == 31)
    #expect(tree.children.map(\.bodyRuns) == [1, 1, 31, 31, 31])
  }

  @Test("every render says why each child ran, with the identities compared")
  func reasons() throws {
    var tree = RedrawTree(children: SliderParent().children())
    #expect(tree.lastPass.outcomes.allSatisfy { $0.reason == .firstRender })
    for tick in 1...5 {
      let pass = tree.tick()
      #expect(pass.render == ParentRender(number: tick + 1, counter: tick))
      for outcome in pass.outcomes {
        if Self.stable.contains(outcome.name) {
          #expect(outcome.reason == .inputsEqual)
          #expect(outcome.reason.description == "inputs equal: skipped")
          #expect(!outcome.bodyRan)
          continue
        }
        guard case .inputsDiffer(let previous, let current) = outcome.reason else {
          Issue.record("\(outcome.name) did not run on tick \(tick): \(outcome)")
          continue
        }
        #expect(previous != current)
        #expect(outcome.reason.description == "\(previous) != \(current)")
        if outcome.name == "freshID" {
          // The same state and subscript, another key path: the root stays, the step differs.
          #expect(previous.hasPrefix("State#") && current.hasPrefix("State#"))
          #expect(previous.split(separator: " ").first == current.split(separator: " ").first)
        } else {
          // A new closure root on each render, numbered later than the last.
          let numbers = try [previous, current].map { text in
            try #require(text.wholeMatch(of: /Closure#(\d+)/).flatMap { Int($0.1) })
          }
          #expect(numbers[1] > numbers[0], "\(outcome.name): \(previous) then \(current)")
        }
      }
    }
  }

  @Test("the comparison is by location: one closure binding kept across renders is skipped")
  func oneClosureBindingKept() {
    @State var progress: Float = 0.25
    let kept = Binding(get: { Double(progress) }, set: { progress = Float($0) })
    var tree = RedrawTree(children: [
      RedrawChild(name: "kept", expression: "kept") { _ in kept }
    ])
    tree.run(ticks: 12)
    #expect(tree.children[0].bodyRuns == 1)
  }

  @Test("neither the value nor the transaction is compared")
  func valueAndTransactionIgnored() {
    @State var progress: Float = 0.25
    var tree = RedrawTree(children: [
      RedrawChild(name: "animated", expression: "") { render in
        $progress[convert: .to(Double.self)].animation(render.counter.isMultiple(of: 2) ? .linear : .easeIn)
      }
    ])
    for tick in 1...6 {
      progress = Float(tick) / 10
      tree.tick()
    }
    #expect(tree.children[0].bodyRuns == 1)
    #expect(tree.lastPass.outcomes[0].reason == .inputsEqual)
  }

  @Test("a different key path on a render makes the child run once more, then skip again")
  func keyPathChange() {
    @State var values: [Float] = [0.1, 0.2]
    var tree = RedrawTree(children: [
      RedrawChild(name: "element", expression: "") { render in
        $values[convert: .safeIndex(render.counter < 3 ? 0 : 1)]
      }
    ])
    tree.run(ticks: 6)
    // Renders 1-3 read element 0 (ticks 0, 1, 2), renders 4-7 element 1: one change.
    #expect(tree.children[0].bodyRuns == 2)
  }

  @Test("a type-erased scene binding (what a lab chain derives to) is a child like any other")
  func derivedBindingChild() {
    let parent = SliderParent()
    var tree = RedrawTree(children: [
      RedrawChild(name: "chain", expression: "") { _ in
        DerivedBinding(parent.$progress[convert: .to(Double.self)])
      },
      RedrawChild(name: "twin", expression: "") { _ in
        DerivedBinding(Binding(get: { Double(parent.progress) }, set: { parent.progress = Float($0) }))
      },
    ])
    tree.run(ticks: 4)
    #expect(tree.children.map(\.bodyRuns) == [1, 5])
  }

  @Test("the Xcode snippet prints changes in every body and passes each child its expression")
  func snippet() {
    let children = SliderParent().children()
    let code = PrintChangesSnippet.code(for: children)
    #expect(code.components(separatedBy: "let _ = Self._printChanges()").count == 3)
    for child in children {
      #expect(code.contains("SliderRow(name: \"\(child.name)\", value: \(child.expression))"))
    }
    #expect(code.contains(#"Button("Tick \(counter)") { counter += 1 }"#))
    #expect(code.contains("func converted<Converted>("), "SwiftUI has no converted(forward:backward:)")
    #expect(RedrawTree.disclaimer.contains("not SwiftUI"))
  }

  @Test("writes through every child reach the one root")
  func childrenWriteThrough() {
    let parent = SliderParent()
    for (index, child) in parent.children().enumerated() {
      let value = Double(index + 1) / 8
      guard let binding = child.makeInput(ParentRender(number: 1, counter: 0)) as? Binding<Double> else {
        Issue.record("\(child.name) is not a Binding<Double>")
        continue
      }
      binding.wrappedValue = value
      #expect(parent.progress == Float(value), "\(child.name)")
    }
  }
}
