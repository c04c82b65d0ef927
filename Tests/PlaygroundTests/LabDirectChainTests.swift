// @testable: see LabChainChecks.swift. Every step on every type it accepts, in every form,
// against the same chain written directly in Swift; each test also checks that it covered
// every (step, type, form) the catalogue offers for its steps.
import Bindings
import JSON
import KeyPathMapping
import Testing

@testable import Playground

@Suite("Lab chains are the chains written in Swift")
struct LabDirectChainTests {
  @Test(".to(T.self) between every pair of numeric types, with and without a rounding rule")
  func numericConversions() throws {
    let coverage = LabCoverage()
    try fromFloatingPoint(Float.self, coverage)
    try fromFloatingPoint(Double.self, coverage)
    try fromInteger(Int.self, coverage)
    try fromInteger(Int8.self, coverage)
    try fromInteger(UInt8.self, coverage)
    #expect(coverage.covered == LabCoverage.offered(["to"]))
  }

  private func fromFloatingPoint<In: LabFloatingPoint>(_: In.Type, _ coverage: LabCoverage) throws {
    try floatingToFloating(In.self, Float.self, coverage)
    try floatingToFloating(In.self, Double.self, coverage)
    try floatingToInteger(In.self, Int.self, coverage)
    try floatingToInteger(In.self, Int8.self, coverage)
    try floatingToInteger(In.self, UInt8.self, coverage)
  }

  private func fromInteger<In: LabInteger>(_: In.Type, _ coverage: LabCoverage) throws {
    try integerToFloating(In.self, Float.self, coverage)
    try integerToFloating(In.self, Double.self, coverage)
    try integerToInteger(In.self, Int.self, coverage)
    try integerToInteger(In.self, Int8.self, coverage)
    try integerToInteger(In.self, UInt8.self, coverage)
  }

  private func floatingToFloating<In: LabFloatingPoint, Out: LabFloatingPoint>(
    _: In.Type, _: Out.Type, _ coverage: LabCoverage
  ) throws {
    try expectSameChain(
      In(0.25), [["step": "to", "type": .string(Out.typeName)]], writing: Out(0.1), coverage: coverage
    ) { binding, _ in
      binding[convert: .to(Out.self)]
    }
  }

  private func floatingToInteger<In: LabFloatingPoint, Out: LabInteger>(
    _: In.Type, _: Out.Type, _ coverage: LabCoverage
  ) throws {
    try expectSameChain(In(2.5), [["step": "to", "type": .string(Out.typeName)]], writing: Out(7), coverage: coverage) {
      binding, _ in
      binding[convert: .to(Out.self)]
    }
    try expectSameChain(
      In(2.5), [["step": "to", "type": .string(Out.typeName), "rounding": "toNearestOrAwayFromZero"]], writing: Out(1)
    ) { binding, _ in
      binding[convert: .to(Out.self, rounding: .toNearestOrAwayFromZero)]
    }
  }

  private func integerToFloating<In: LabInteger, Out: LabFloatingPoint>(
    _: In.Type, _: Out.Type, _ coverage: LabCoverage
  ) throws {
    try expectSameChain(In(3), [["step": "to", "type": .string(Out.typeName)]], writing: Out(4.5), coverage: coverage) {
      binding, _ in
      binding[convert: .to(Out.self)]
    }
    try expectSameChain(In(3), [["step": "to", "type": .string(Out.typeName), "rounding": "up"]], writing: Out(4.5)) {
      binding, _ in
      binding[convert: .to(Out.self, rounding: .up)]
    }
  }

  private func integerToInteger<In: LabInteger, Out: LabInteger>(
    _: In.Type, _: Out.Type, _ coverage: LabCoverage
  ) throws {
    try expectSameChain(In(100), [["step": "to", "type": .string(Out.typeName)]], writing: Out(5), coverage: coverage) {
      binding, _ in
      binding[convert: .to(Out.self)]
    }
  }

  @Test(".safeIndex and .unsafeIndex on both arrays, in every form")
  func collectionIndices() throws {
    let coverage = LabCoverage()
    try indices([3, 5, 8], written: 9, coverage)
    try indices(["swift", "linux"], written: "web", coverage)
    // Out of range, .safeIndex reads nil and ignores writes.
    try expectSameChain([3, 5, 8], [["step": "safeIndex", "index": 7]], writing: Int?.some(1)) { binding, _ in
      binding[convert: .safeIndex(7)]
    }
    #expect(coverage.covered == LabCoverage.offered(["safeIndex", "unsafeIndex"]))
  }

  private func indices<Element: LabValue>(_ start: [Element], written: Element, _ coverage: LabCoverage) throws {
    try expectSameChain(
      start, [["step": "safeIndex", "index": 1]], writing: Element?.some(written), coverage: coverage
    ) { binding, _ in
      binding[convert: .safeIndex(1)]
    }
    try expectSameChain(
      start, [["step": "safeIndex", "index": 1, "form": "getterSetter"]], writing: Element?.some(written),
      coverage: coverage
    ) { binding, _ in
      binding[getter: .safeIndex(1), setter: .safeIndex(1)]
    }
    try expectSameRead(
      start, [["step": "safeIndex", "index": 1, "form": "map"]], as: Element?.self, coverage: coverage
    ) {
      \[Element].[map: .safeIndex(1)]
    }
    try expectSameRead(
      start, [["step": "safeIndex", "index": 1, "form": "getter"]], as: Element?.self, coverage: coverage
    ) {
      \[Element].[getter: .safeIndex(1)]
    }
    try expectSameChain(start, [["step": "unsafeIndex", "index": 1]], writing: written, coverage: coverage) {
      binding, _ in
      binding[convert: .unsafeIndex(1)]
    }
    try expectSameChain(
      start, [["step": "unsafeIndex", "index": 0, "form": "getterSetter"]], writing: written, coverage: coverage
    ) {
      binding, _ in binding[getter: .unsafeIndex(0), setter: .unsafeIndex(0)]
    }
    try expectSameRead(
      start, [["step": "unsafeIndex", "index": 1, "form": "map"]], as: Element.self, coverage: coverage
    ) {
      \[Element].[map: .unsafeIndex(1)]
    }
    try expectSameRead(
      start, [["step": "unsafeIndex", "index": 1, "form": "getter"]], as: Element.self, coverage: coverage
    ) {
      \[Element].[getter: .unsafeIndex(1)]
    }
  }

  @Test(".optional on every non-optional type and the unwrapped family on every optional, in every form")
  func optionals() throws {
    let coverage = LabCoverage()
    try optional(Float(0.5), Float(2), coverage)
    try optional(0.5, 2.0, coverage)
    try optional(3, 4, coverage)
    try optional(Int8(3), Int8(-4), coverage)
    try optional(UInt8(3), UInt8(200), coverage)
    try optional(false, true, coverage)
    try optional("swift", "linux", coverage)
    try optional(RGB(red: 1, green: 2, blue: 3), RGB(red: 4, green: 5, blue: 6), coverage)
    try unwrapped(Float(2), default: 0, coverage)
    try unwrapped(2.5, default: 0, coverage)
    try unwrapped(7, default: 0, coverage)
    try unwrapped(Int8(-7), default: 1, coverage)
    try unwrapped(UInt8(7), default: 1, coverage)
    try unwrapped(true, default: false, coverage)
    try unwrapped("Ada", default: "", coverage)
    try unwrapped(RGB(red: 9, green: 8, blue: 7), default: RGB(red: 0, green: 0, blue: 0), coverage)
    // The scene's own spelling, with concrete types rather than generic ones.
    try expectSameChain(String?.none, [["step": "unwrapped", "default": "", "aggressive": true]], writing: "Grace") {
      binding, _ in
      binding[convert: .unwrapped(with: "", aggressive: true)]
    }
    #expect(coverage.covered == LabCoverage.offered(["optional", "unwrapped"]))
  }

  private func optional<Value: LabValue>(_ start: Value, _ written: Value, _ coverage: LabCoverage) throws {
    try expectSameChain(start, [["step": "optional"]], writing: Value?.some(written), coverage: coverage) {
      binding, _ in
      binding[convert: .optional]
    }
    try expectSameChain(start, [["step": "optional"]], writing: Value?.none) { binding, _ in binding[convert: .optional]
    }
    try expectSameChain(
      start, [["step": "optional", "form": "getterSetter"]], writing: Value?.some(written), coverage: coverage
    ) {
      binding, _ in binding[getter: .optional, setter: .optional]
    }
    try expectSameRead(start, [["step": "optional", "form": "map"]], as: Value?.self, coverage: coverage) {
      \Value.[map: .optional]
    }
    try expectSameRead(start, [["step": "optional", "form": "getter"]], as: Value?.self, coverage: coverage) {
      \Value.[getter: .optional]
    }
  }

  private func unwrapped<Wrapped: LabValue>(_ written: Wrapped, default fallback: Wrapped, _ coverage: LabCoverage)
    throws
  {
    // Into nil: ignored gently, stored aggressively.
    for aggressive in [false, true] {
      try expectSameChain(
        Wrapped?.none, [["step": "unwrapped", "default": fallback.json, "aggressive": .bool(aggressive)]],
        writing: written,
        coverage: coverage
      ) { binding, _ in
        binding[convert: .unwrapped(with: fallback, aggressive: aggressive)]
      }
    }
    try expectSameChain(
      Wrapped?.none, [["step": "unwrapped", "default": fallback.json, "aggressive": true, "form": "getterSetter"]],
      writing: written, coverage: coverage
    ) { binding, _ in
      binding[getter: .unwrappedWith(fallback), setter: .aggressive(true)]
    }
    try expectSameRead(
      Wrapped?.none, [["step": "unwrapped", "default": fallback.json, "form": "map"]], as: Wrapped.self,
      coverage: coverage
    ) {
      \Wrapped?.[map: .unwrappedWith(fallback)]
    }
    try expectSameRead(
      Wrapped?.some(written), [["step": "unwrapped", "default": fallback.json, "form": "getter"]], as: Wrapped.self,
      coverage: coverage
    ) {
      \Wrapped?.[getter: .unwrappedWith(fallback)]
    }
  }

  @Test(
    ".clamped(to:), .contains(_:), .parsed(onRejection:), .parsed(fallback:) and .hex on every type that takes them")
  func valueConversions() throws {
    let coverage = LabCoverage()
    try clamped(Float(0.5), beyond: 3, coverage)
    try clamped(0.5, beyond: -3, coverage)
    try clamped(5, beyond: 99, coverage)
    try clamped(Int8(5), beyond: -99, coverage)
    try clamped(UInt8(5), beyond: 99, coverage)
    try clamped("f", beyond: "zebra", coverage)
    try expectSameChain(Set(["swift"]), [["step": "contains", "element": "linux"]], writing: true, coverage: coverage) {
      binding, _ in
      binding[convert: .contains("linux")]
    }
    try expectSameChain(Set(["swift"]), [["step": "contains"]], writing: false) { binding, _ in
      binding[convert: .contains("swift")]
    }
    try text(Float(0.5), good: "0.25", coverage)
    try text(0.5, good: "1e-3", coverage)
    try text(42, good: "-7", coverage)
    try text(Int8(42), good: "127", coverage)
    try text(UInt8(42), good: "255", coverage)
    try text(false, good: "true", coverage)
    try text("swift", good: "linux", coverage)
    let color = RGB(red: 0x33, green: 0x66, blue: 0xCC)
    for written in ["#ff8800", "#zz0000"] {
      try expectSameChain(color, [["step": "hex"]], writing: written, coverage: coverage) { binding, context in
        binding[convert: .hex(onRejection: context.reject)]
      }
    }
    #expect(coverage.covered == LabCoverage.offered(["clamped", "contains", "parsed", "parsedFallback", "hex"]))
  }

  private func clamped<Value: LabComparable>(_ start: Value, beyond: Value, _ coverage: LabCoverage) throws {
    let (lower, upper) = Value.labBounds
    try expectSameChain(
      start, [["step": "clamped", "lower": lower.json, "upper": upper.json]], writing: beyond, coverage: coverage
    ) { binding, _ in
      binding[convert: .clamped(to: lower...upper)]
    }
  }

  private func text<Value: LabText>(_ start: Value, good: String, _ coverage: LabCoverage) throws {
    for written in [good, "not one, 12a"] {
      try expectSameChain(start, [["step": "parsed"]], writing: written, coverage: coverage) { binding, context in
        binding[convert: .parsed(id: "parsed", onRejection: context.reject)]
      }
      let fallback = Value.labSamples[0]
      try expectSameChain(
        start, [["step": "parsedFallback", "fallback": fallback.json]], writing: written, coverage: coverage
      ) { binding, _ in
        binding[convert: .parsed(fallback: fallback)]
      }
    }
  }

  @Test("the setter hooks on every type, with each condition the type takes")
  func hooks() throws {
    let coverage = LabCoverage()
    try orderedHooks(Float(0.5), coverage)
    try orderedHooks(0.5, coverage)
    try orderedHooks(1, coverage)
    try orderedHooks(Int8(1), coverage)
    try orderedHooks(UInt8(1), coverage)
    try orderedHooks("a", coverage)
    try equatableHooks(false, true, coverage)
    try equatableHooks(RGB(red: 0, green: 0, blue: 0), RGB(red: 1, green: 1, blue: 1), coverage)
    try equatableHooks(Float?.none, 0.5, coverage)
    try equatableHooks(Double?.none, 0.5, coverage)
    try equatableHooks(Int?.none, 5, coverage)
    try equatableHooks(Int8?.none, 5, coverage)
    try equatableHooks(UInt8?.none, 5, coverage)
    try equatableHooks(Bool?.none, true, coverage)
    try equatableHooks(String?.none, "swift", coverage)
    try equatableHooks(RGB?.none, RGB(red: 1, green: 1, blue: 1), coverage)
    try equatableHooks([Int](), [1, 2], coverage)
    try equatableHooks([String](), ["swift"], coverage)
    try equatableHooks(Set<String>(), ["swift"], coverage)
    #expect(coverage.covered == LabCoverage.offered(["onWillSet", "onDidSet", "onChange"]))
  }

  private func orderedHooks<Value: LabComparable>(_ start: Value, _ coverage: LabCoverage) throws {
    let threshold = Value.labThreshold
    let above = "above \(threshold.swiftSource)"
    let higher = Value.labSamples.max() ?? threshold
    for written in [higher, start] {
      try expectSameChain(
        start, [["step": "onWillSet", "when": "above", "value": threshold.json]], writing: written, coverage: coverage
      ) {
        binding, context in binding[setter: .onWillSet(id: above) { if $0 > threshold { context.haptics.impact() } }]
      }
      try expectSameChain(start, [["step": "onDidSet"]], writing: written, coverage: coverage) { binding, context in
        binding[setter: .onDidSet(id: above) { if $0 > threshold { context.haptics.impact() } }]
      }
      try expectSameChain(start, [["step": "onChange", "when": "above"]], writing: written, coverage: coverage) {
        binding, context in
        binding[setter: .onChange(id: above) { _, newValue in if newValue > threshold { context.haptics.impact() } }]
      }
      try expectSameChain(start, [["step": "onDidSet", "when": "below", "value": threshold.json]], writing: written) {
        binding, context in
        binding[
          setter: .onDidSet(id: "below \(threshold.swiftSource)") { if $0 < threshold { context.haptics.impact() } }]
      }
    }
  }

  private func equatableHooks<Value: LabValue>(_ start: Value, _ written: Value, _ coverage: LabCoverage) throws {
    try expectSameChain(start, [["step": "onWillSet"]], writing: written, coverage: coverage) { binding, context in
      binding[setter: .onWillSet(id: "always") { _ in context.haptics.impact() }]
    }
    try expectSameChain(
      start, [["step": "onDidSet", "when": "equals", "value": written.json]], writing: written, coverage: coverage
    ) {
      binding, context in
      binding[setter: .onDidSet(id: "equals \(written.swiftSource)") { if $0 == written { context.haptics.impact() } }]
    }
    try expectSameChain(start, [["step": "onChange", "when": "always"]], writing: written, coverage: coverage) {
      binding, context in
      binding[setter: .onChange(id: "always") { _, _ in context.haptics.impact() }]
    }
  }

  @Test(".concat of conversions on every type, from two stages to five")
  func concatenations() throws {
    let coverage = LabCoverage()
    try liftAndUnwrap(Float(0.5), coverage)
    try liftAndUnwrap(0.5, coverage)
    try liftAndUnwrap(3, coverage)
    try liftAndUnwrap(Int8(3), coverage)
    try liftAndUnwrap(UInt8(3), coverage)
    try liftAndUnwrap(true, coverage)
    try liftAndUnwrap("swift", coverage)
    try liftAndUnwrap(RGB(red: 1, green: 2, blue: 3), coverage)
    try unwrapAndLift(Float(2), coverage)
    try unwrapAndLift(2.0, coverage)
    try unwrapAndLift(2, coverage)
    try unwrapAndLift(Int8(2), coverage)
    try unwrapAndLift(UInt8(2), coverage)
    try unwrapAndLift(true, coverage)
    try unwrapAndLift("Ada", coverage)
    try unwrapAndLift(RGB(red: 1, green: 2, blue: 3), coverage)
    try expectSameChain(
      [3, 5, 8],
      [["step": "concat", "stages": [["step": "safeIndex", "index": 0], ["step": "unwrapped", "default": 0]]]],
      writing: 9, coverage: coverage
    ) { binding, _ in
      binding[convert: .concat(.safeIndex(0), .unwrapped(with: 0))]
    }
    try expectSameChain(
      ["swift"],
      [["step": "concat", "stages": [["step": "safeIndex", "index": 0], ["step": "unwrapped", "default": ""]]]],
      writing: "web", coverage: coverage
    ) { binding, _ in
      binding[convert: .concat(.safeIndex(0), .unwrapped(with: ""))]
    }
    try expectSameChain(
      Set(["swift"]), [["step": "concat", "stages": [["step": "contains", "element": "web"], ["step": "optional"]]]],
      writing: Bool?.some(true), coverage: coverage
    ) { binding, _ in
      binding[convert: .concat(.contains("web"), .optional)]
    }
    try expectSameChain(
      Float(0.25),
      [
        [
          "step": "concat",
          "stages": [
            ["step": "to", "type": "Double"], ["step": "clamped", "lower": 0, "upper": 1],
            ["step": "to", "type": "Int", "rounding": "up"], ["step": "optional"], ["step": "unwrapped", "default": 0],
          ],
        ]
      ],
      writing: 3
    ) { binding, _ in
      binding[
        convert: .concat(
          .to(Double.self), .clamped(to: 0...1), .to(Int.self, rounding: .up), .optional, .unwrapped(with: 0))]
    }
    try expectSameChain(
      42,
      [
        [
          "step": "concat",
          "stages": [["step": "parsed"], ["step": "optional"], ["step": "unwrapped", "default": "?"]],
        ]
      ],
      writing: "12a"
    ) { binding, context in
      binding[convert: .concat(.parsed(id: "parsed", onRejection: context.reject), .optional, .unwrapped(with: "?"))]
    }
    #expect(coverage.covered == LabCoverage.offered(["concat"]))
  }

  private func liftAndUnwrap<Value: LabValue>(_ start: Value, _ coverage: LabCoverage) throws {
    let fallback = Value.labSamples[0]
    try expectSameChain(
      start, [["step": "concat", "stages": [["step": "optional"], ["step": "unwrapped", "default": fallback.json]]]],
      writing: Value.labSamples[Value.labSamples.count - 1], coverage: coverage
    ) { binding, _ in
      binding[convert: .concat(.optional, .unwrapped(with: fallback))]
    }
  }

  private func unwrapAndLift<Wrapped: LabValue>(_ written: Wrapped, _ coverage: LabCoverage) throws {
    let fallback = Wrapped.labSamples[0]
    try expectSameChain(
      Wrapped?.none,
      [
        [
          "step": "concat",
          "stages": [["step": "unwrapped", "default": fallback.json, "aggressive": true], ["step": "optional"]],
        ]
      ],
      writing: Wrapped?.some(written), coverage: coverage
    ) { binding, _ in
      binding[convert: .concat(.unwrapped(with: fallback, aggressive: true), .optional)]
    }
  }

  @Test(".animation(_:) and .transaction(_:) on every type")
  func transactions() throws {
    let coverage = LabCoverage()
    try transactionSteps(Float(0.5), Float(1), coverage)
    try transactionSteps(0.5, 1.0, coverage)
    try transactionSteps(1, 2, coverage)
    try transactionSteps(Int8(1), Int8(2), coverage)
    try transactionSteps(UInt8(1), UInt8(2), coverage)
    try transactionSteps(false, true, coverage)
    try transactionSteps("a", "b", coverage)
    try transactionSteps(RGB(red: 0, green: 0, blue: 0), RGB(red: 1, green: 1, blue: 1), coverage)
    try transactionSteps(Float?.none, 1, coverage)
    try transactionSteps(Double?.none, 1, coverage)
    try transactionSteps(Int?.none, 1, coverage)
    try transactionSteps(Int8?.none, 1, coverage)
    try transactionSteps(UInt8?.none, 1, coverage)
    try transactionSteps(Bool?.none, true, coverage)
    try transactionSteps(String?.none, "a", coverage)
    try transactionSteps(RGB?.none, RGB(red: 1, green: 1, blue: 1), coverage)
    try transactionSteps([Int](), [1], coverage)
    try transactionSteps([String](), ["a"], coverage)
    try transactionSteps(Set<String>(), ["a"], coverage)
    #expect(coverage.covered == LabCoverage.offered(["animation", "transaction"]))
  }

  private func transactionSteps<Value: LabValue>(_ start: Value, _ written: Value, _ coverage: LabCoverage) throws {
    try expectSameChain(start, [["step": "animation"]], writing: written, coverage: coverage) { binding, _ in
      binding.animation(.easeInOut)
    }
    try expectSameChain(
      start,
      [
        ["step": "animation", "animation": ["curve": "spring", "response": 0.4, "dampingFraction": 0.7, "delay": 0.1]]
      ],
      writing: written
    ) { binding, _ in
      binding.animation(.spring(response: 0.4, dampingFraction: 0.7).delay(0.1))
    }
    try expectSameChain(start, [["step": "animation", "animation": nil]], writing: written) { binding, _ in
      binding.animation(nil)
    }
    try expectSameChain(
      start, [["step": "transaction", "animation": ["curve": "linear", "duration": 0.2]]], writing: written,
      coverage: coverage
    ) { binding, _ in
      binding.transaction(Transaction(animation: .linear(duration: 0.2)))
    }
    try expectSameChain(start, [["step": "transaction", "disablesAnimations": true]], writing: written) { binding, _ in
      var transaction = Transaction()
      transaction.disablesAnimations = true
      return binding.transaction(transaction)
    }
  }

  @Test("steps compose: a chain of several steps is the same chain written in Swift")
  func longChains() throws {
    try expectSameChain(
      [3, 5, 8],
      [
        ["step": "safeIndex", "index": 2], ["step": "unwrapped", "default": 0, "aggressive": true],
        ["step": "to", "type": "Double"], ["step": "clamped", "lower": 0, "upper": 6],
        ["step": "onDidSet", "when": "above", "value": 0.8], ["step": "animation"],
      ],
      writing: 9.5
    ) { binding, context in
      binding[convert: .safeIndex(2)][convert: .unwrapped(with: 0, aggressive: true)][convert: .to(Double.self)][
        convert: .clamped(to: 0...6)][setter: .onDidSet(id: "above 0.8") { if $0 > 0.8 { context.haptics.impact() } }]
        .animation(.easeInOut)
    }
    try expectSameChain(
      RGB(red: 1, green: 2, blue: 3),
      [["step": "animation", "animation": ["curve": "easeIn"]], ["step": "hex"], ["step": "optional"]],
      writing: String?.some("#102030")
    ) { binding, context in
      binding.animation(.easeIn)[convert: .hex(onRejection: context.reject)][convert: .optional]
    }
  }
}
