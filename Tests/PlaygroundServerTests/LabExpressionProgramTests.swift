// @testable for the lab's engine: its expressions and the values it computes.
//
// The expressions the lab shows are meant to be code. This test writes those of a set of chains
// that uses every step (and every form of the steps that have forms) into a Swift program,
// builds it with SwiftPM in a scratch package that depends on this checkout by path (products
// KeyPathMapping and Bindings, plus the playground's own RGB.swift and HexConversion.swift),
// runs it, and compares what it prints with what the lab computes for the same writes.
//
// It takes about a minute the first time (the scratch package builds the library), so plain
// `swift test` skips it: `scripts/test.d/30-lab-expressions` runs it with
// LAB_EXPRESSION_PROGRAM=1.
import Foundation
import JSON
import Testing

@testable import Playground

@Suite("The lab's expressions compile and compute what the lab computes")
struct LabExpressionProgramTests {
  /// One chain: its definition, and how to turn it into a function of the program and into the
  /// lines that function must print.
  struct ProgramCase: Sendable {
    let definition: String
    let source: @Sendable (_ number: Int, _ expressions: LabExpressions, _ start: String) -> String
    let expected: @Sendable (_ number: Int, _ entry: LabEntry) throws -> [String]
  }

  /// A chain that can be written: each value is written through the chain, then through each
  /// twin, and the root, the value read back, the hooks fired and whether a rejection came are
  /// printed after each write.
  static func writable<Root: LabValue, Member: LabValue>(
    _: Root.Type, _: Member.Type, _ definition: String, writes: [Member]
  ) -> ProgramCase {
    ProgramCase(
      definition: definition,
      source: { number, expressions, start in
        var lines = [
          "func case\(number)() {", "  @State var value: \(Root.typeName) = \(start)", "  let context = LabContext()",
          "  let haptics = context.haptics", "  _ = haptics",
        ]
        for part in LabBindingPart.allCases {
          lines.append("  let \(part.rawValue) = \(expressions[part])")
          for (index, written) in writes.enumerated() {
            lines.append("  \(part.rawValue).wrappedValue = \(written.swiftSource)")
            lines.append(
              "  context.report(\"\(number) \(part.rawValue) \(index + 1)\", value, \(part.rawValue).wrappedValue)")
          }
        }
        return (lines + ["}"]).joined(separator: "\n")
      },
      expected: { number, entry in
        let root = try #require(entry.root as? LabTypedRoot<Root>)
        var lines: [String] = []
        for part in LabBindingPart.allCases {
          for (index, written) in writes.enumerated() {
            // As a write commits: through the root, which points the chain's hooks at this write.
            let target = try entry.target(part)
            let assignment = try target.binding.derive().assignment(of: written.json)
            _ = target.root.transactionsCommitted { assignment.perform() }
            let read = try entry.plan.build(over: entry.root, context: LabWriteContext(), keepsPath: false)
            let member = try #require(read as? LabCursor<Root, Member>).binding.wrappedValue
            lines.append(
              "\(number) \(part.rawValue) \(index + 1) root=\(shown(root.state.wrappedValue)) read=\(shown(member)) "
                + "hooks=\(target.context.hooks.count) rejected=\(target.context.rejection != nil)")
          }
        }
        return lines
      })
  }

  /// A chain of one read-only step: the program prints what it reads.
  static func readOnly<Root: LabValue, Member: LabValue>(_: Root.Type, _: Member.Type, _ definition: String)
    -> ProgramCase
  {
    ProgramCase(
      definition: definition,
      source: { number, expressions, start in
        """
        func case\(number)() {
          @State var value: \(Root.typeName) = \(start)
          print("\(number) read=" + shown(\(expressions.chain)))
        }
        """
      },
      expected: { number, entry in
        let end = try entry.plan.build(over: entry.root, context: LabWriteContext(), keepsPath: false)
        let read = try #require(end as? LabReadOnlyEnd<Root, Root, Member>)
        return ["\(number) read=\(shown(read.base.binding.wrappedValue[keyPath: read.keyPath]))"]
      })
  }

  static let cases: [ProgramCase] = [
    writable(
      Float.self, Double.self,
      #"{"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "to", "type": "Double"}, {"step": "clamped", "lower": 0, "upper": 1}, {"step": "animation"}]}"#,
      writes: [0.75, 7, 0.1]),
    writable(
      Double.self, Int.self, #"{"root": {"type": "Double", "value": 0.5}, "steps": [{"step": "to", "type": "Int"}]}"#,
      writes: [3, -2]),
    writable(
      Int.self, Double.self,
      #"{"root": {"type": "Int", "value": 3}, "steps": [{"step": "to", "type": "Double", "rounding": "up"}]}"#,
      writes: [4.5, 1e300]),
    writable(
      Int8.self, UInt8.self, #"{"root": {"type": "Int8", "value": 100}, "steps": [{"step": "to", "type": "UInt8"}]}"#,
      writes: [200, 5]),
    writable(
      [Int].self, Int?.self, #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "index": 1}]}"#,
      writes: [9, nil]),
    writable(
      [String].self, String?.self,
      #"{"root": {"type": "[String]"}, "steps": [{"step": "safeIndex", "index": 0, "form": "getterSetter"}]}"#,
      writes: ["web"]),
    readOnly(
      [Int].self, Int?.self,
      #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "index": 1, "form": "map"}]}"#),
    readOnly(
      [String].self, String?.self,
      #"{"root": {"type": "[String]"}, "steps": [{"step": "safeIndex", "index": 4, "form": "getter"}]}"#),
    writable(
      [Int].self, Int.self, #"{"root": {"type": "[Int]"}, "steps": [{"step": "unsafeIndex", "index": 2}]}"#,
      writes: [42]),
    writable(
      [String].self, String.self,
      #"{"root": {"type": "[String]"}, "steps": [{"step": "unsafeIndex", "index": 0, "form": "getterSetter"}]}"#,
      writes: ["x"]),
    readOnly(
      [Int].self, Int.self,
      #"{"root": {"type": "[Int]"}, "steps": [{"step": "unsafeIndex", "index": 2, "form": "map"}]}"#),
    readOnly(
      [String].self, String.self,
      #"{"root": {"type": "[String]"}, "steps": [{"step": "unsafeIndex", "index": 1, "form": "getter"}]}"#),
    writable(
      Int?.self, Int.self, #"{"root": {"type": "Int?"}, "steps": [{"step": "unwrapped", "default": 0}]}"#, writes: [5]),
    writable(
      String?.self, String.self,
      #"{"root": {"type": "String?"}, "steps": [{"step": "unwrapped", "default": "", "aggressive": true, "form": "getterSetter"}]}"#,
      writes: ["Ada", "Grace"]),
    readOnly(
      Double?.self, Double.self,
      #"{"root": {"type": "Double?", "value": 2.5}, "steps": [{"step": "unwrapped", "default": 0, "form": "map"}]}"#),
    readOnly(
      RGB?.self, RGB.self,
      ##"{"root": {"type": "RGB?"}, "steps": [{"step": "unwrapped", "default": "#102030", "form": "getter"}]}"##),
    writable(
      Float.self, Float?.self, #"{"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "optional"}]}"#,
      writes: [2, nil]),
    writable(
      Bool.self, Bool?.self, #"{"root": {"type": "Bool"}, "steps": [{"step": "optional", "form": "getterSetter"}]}"#,
      writes: [true, nil]),
    readOnly(
      String.self, String?.self, #"{"root": {"type": "String"}, "steps": [{"step": "optional", "form": "map"}]}"#),
    readOnly(
      UInt8.self, UInt8?.self,
      #"{"root": {"type": "UInt8", "value": 7}, "steps": [{"step": "optional", "form": "getter"}]}"#),
    writable(
      String.self, String.self,
      #"{"root": {"type": "String", "value": "f"}, "steps": [{"step": "clamped", "lower": "a", "upper": "m"}]}"#,
      writes: ["zebra", "b"]),
    writable(
      Set<String>.self, Bool.self,
      #"{"root": {"type": "Set<String>", "value": ["swift", "web"]}, "steps": [{"step": "contains", "element": "linux"}]}"#,
      writes: [true, false]),
    writable(
      Int.self, String.self, #"{"root": {"type": "Int", "value": 42}, "steps": [{"step": "parsed"}]}"#,
      writes: ["7", "12a"]),
    writable(
      Bool.self, String.self,
      #"{"root": {"type": "Bool", "value": true}, "steps": [{"step": "parsedFallback", "fallback": false}]}"#,
      writes: ["true", "maybe"]),
    writable(
      RGB.self, String?.self, #"{"root": {"type": "RGB"}, "steps": [{"step": "hex"}, {"step": "optional"}]}"#,
      writes: ["#ff8800", "#zz0000", nil]),
    writable(
      Float.self, Float.self,
      #"{"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "onWillSet", "when": "above", "value": 0.8}]}"#,
      writes: [0.9, 0.1]),
    writable(
      Int8.self, Int8.self,
      #"{"root": {"type": "Int8", "value": 3}, "steps": [{"step": "onDidSet", "when": "below", "value": 5}]}"#,
      writes: [1, 9]),
    writable(
      String?.self, String?.self,
      #"{"root": {"type": "String?"}, "steps": [{"step": "onChange", "when": "equals", "value": "swift"}]}"#,
      writes: ["swift", "swift", nil]),
    writable(
      Double.self, Double.self,
      #"{"root": {"type": "Double", "value": 0.5}, "steps": [{"step": "onChange", "when": "always"}, {"step": "transaction", "animation": {"curve": "linear", "duration": 0.2}, "disablesAnimations": true}]}"#,
      writes: [1, 1]),
    writable(
      [Int].self, Int.self,
      #"{"root": {"type": "[Int]"}, "steps": [{"step": "concat", "stages": [{"step": "safeIndex", "index": 0}, {"step": "unwrapped", "default": 0}]}]}"#,
      writes: [9]),
    writable(
      Float.self, Int.self,
      #"{"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "concat", "stages": [{"step": "to", "type": "Double"}, {"step": "clamped", "lower": 0, "upper": 1}, {"step": "to", "type": "Int", "rounding": "up"}, {"step": "optional"}, {"step": "unwrapped", "default": 0}]}]}"#,
      writes: [3, 0]),
    writable(
      Int.self, String.self,
      #"{"root": {"type": "Int", "value": 42}, "steps": [{"step": "concat", "stages": [{"step": "parsed"}, {"step": "optional"}, {"step": "unwrapped", "default": "?"}]}]}"#,
      writes: ["12a", "8"]),
    writable(
      Set<String>.self, Bool.self,
      #"{"root": {"type": "Set<String>"}, "steps": [{"step": "animation", "animation": null}, {"step": "contains", "element": "web"}]}"#,
      writes: [true]),
    writable(
      RGB.self, String.self,
      #"{"root": {"type": "RGB"}, "steps": [{"step": "animation", "animation": {"curve": "spring", "delay": 0.1}}, {"step": "hex"}]}"#,
      writes: ["#010203"]),
    writable(
      Float.self, Float.self,
      #"{"root": {"type": "Float"}, "steps": [{"step": "transaction", "animation": {"curve": "easeIn"}}]}"#,
      writes: [0.5]),
    writable(Int.self, Int.self, #"{"root": {"type": "Int"}, "steps": [{"step": "transaction"}]}"#, writes: [1]),
    writable(Float.self, Float.self, #"{"root": {"type": "Float", "value": 0.5}}"#, writes: [0.75]),
    writable(
      [Int].self, Double.self,
      #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "index": 2}, {"step": "unwrapped", "default": 0, "aggressive": true}, {"step": "to", "type": "Double"}, {"step": "clamped", "lower": 0, "upper": 6}, {"step": "onDidSet", "when": "above", "value": 0.8}, {"step": "animation"}]}"#,
      writes: [9.5, 0.5]),
  ]

  /// The program's first lines. Values are printed as Swift reflects them, a set's elements
  /// sorted (a set's order changes from one process to the next) and without the module name
  /// (`RGB` is the program's own type there, the playground's here).
  static let prelude = #"""
    import Bindings
    import KeyPathMapping

    func shown<Value>(_ value: Value) -> String {
      let text = (value as? Set<String>).map { String(reflecting: $0.sorted()) } ?? String(reflecting: value)
      return text.replacing("LabExpressions.", with: "")
    }

    /// What the lab's render context is to the expressions: hooks and rejections reported.
    final class LabContext {
      var hooks = 0
      var rejections = 0
      func reject(_ rejection: MappingRejection) { rejections += 1 }
      var haptics: Haptics { Haptics(context: self) }

      func report<Root, Member>(_ label: String, _ root: Root, _ member: Member) {
        print("\(label) root=\(shown(root)) read=\(shown(member)) hooks=\(hooks) rejected=\(rejections > 0)")
        hooks = 0
        rejections = 0
      }
    }

    struct Haptics {
      let context: LabContext
      func impact() { context.hooks += 1 }
    }

    """#

  @Test("the set of chains uses every step, and every form of the steps that have forms")
  func coverage() throws {
    var used: Set<String> = []
    func note(_ step: JSONValue) {
      guard case .string(let name)? = step["step"] else { return }
      let form: String = if case .string(let form)? = step["form"] { form } else { "convert" }
      used.insert("\(name) \(form)")
      if case .array(let stages)? = step["stages"] { stages.forEach(note) }
    }
    for programCase in Self.cases {
      if case .array(let steps)? = try JSONValue(parsing: programCase.definition)["steps"] { steps.forEach(note) }
    }
    var offered: Set<String> = []
    for kind in LabSteps.all {
      let forms = LabType.all.compactMap { kind.signature($0)?.parameters.first { $0.name == "form" } }.first
      if let forms, case .choice(let names) = forms.kind {
        for name in names { offered.insert("\(kind.name) \(name)") }
      } else {
        offered.insert("\(kind.name) convert")
      }
    }
    #expect(offered.subtracting(used).isEmpty, "not used: \(offered.subtracting(used).sorted())")
  }

  @Test(
    "the generated program builds, runs and prints what the lab computes",
    .enabled(if: ProcessInfo.processInfo.environment["LAB_EXPRESSION_PROGRAM"] == "1"), .timeLimit(.minutes(10)))
  func programMatches() throws {
    var functions: [String] = []
    var expected: [String] = []
    for (offset, programCase) in Self.cases.enumerated() {
      let number = offset + 1
      let plan = try LabPlan(parsing: JSONValue(parsing: programCase.definition))
      let entry = LabEntry(id: "lab-\(number)", prepared: try LabEntry.Prepared(plan))
      let start = try startLiteral(of: plan)
      functions.append(programCase.source(number, entry.prepared.expressions, start))
      expected += try programCase.expected(number, entry)
    }
    let main =
      Self.prelude + functions.joined(separator: "\n\n") + "\n\n"
      + (1...Self.cases.count).map { "case\($0)()" }.joined(separator: "\n") + "\n"
    let output = try ScratchProgram.run(main: main)
    let printed = output.split(separator: "\n").map(String.init)
    #expect(printed.count == expected.count, "\(printed.count) lines printed, \(expected.count) expected")
    for (line, wanted) in zip(printed, expected) {
      #expect(line == wanted)
    }
  }

  /// The definition's starting value as a Swift literal of the root type.
  private func startLiteral(of plan: LabPlan) throws -> String {
    func literal<Root: LabValue>(_: Root.Type) throws -> String { try Root(json: plan.start).swiftSource }
    return try literal(plan.rootType.type)
  }
}

/// The scratch package the program is built in: `.build/lab-expressions` of this checkout.
enum ScratchProgram {
  /// Writes the package with `main` as its program, builds it and returns what it prints.
  static func run(main: String) throws -> String {
    let scratch = try ScratchPackage(
      name: "lab-expressions", target: "LabExpressions", kind: .executableTarget, path: "Sources")
    try scratch.write(main, to: "Sources/main.swift")
    for file in ["Sources/Playground/Values/RGB.swift", "Sources/Playground/Scenes/HexConversion.swift"] {
      let source = try String(contentsOf: ScratchPackage.repository.appendingPathComponent(file), encoding: .utf8)
      try scratch.write(source, to: "Sources/" + URL(fileURLWithPath: file).lastPathComponent)
    }
    let build = try scratch.swift("build", ["--product", "LabExpressions"])
    guard build.status == 0 else {
      Issue.record("the generated program does not build:\n\(build.output.suffix(6000))")
      return ""
    }
    let program = try scratch.swift("run", ["--skip-build", "LabExpressions"])
    #expect(program.status == 0, "the program exited with \(program.status)")
    return program.output
  }
}

/// Swift's reflection of a value, as the program prints it.
func shown<Value>(_ value: Value) -> String {
  let text = (value as? Set<String>).map { String(reflecting: $0.sorted()) } ?? String(reflecting: value)
  return text.replacing("Playground.", with: "")
}
