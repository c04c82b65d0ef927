import Bindings
import Testing

@testable import Playground

/// The who-wins grid against expectations written down here from SwiftUI's rule, not taken from
/// the code under test:
/// - a key-path binding, and a `Binding(get:set:)` whose two-argument setter passes its
///   transaction on, bring the binding's transaction to the root;
/// - a one-argument closure setter, and `converted(forward:backward:)` (one underneath), drop it;
/// - the root applies an ambient transaction over what arrived, key by key.
/// And against swift-navigation's `UIBinding` rule: a non-empty ambient transaction replaces
/// the binding's whole.
@Suite("Who wins: the transaction committed for every source and binding")
struct WhoWinsGridTests {
  static let columns = ["mapped", "getSet", "getSetTransaction", "converted"]

  // Transactions as a reader of SwiftUI's documentation would write them.
  static let empty = Transaction()
  static let easeIn = Transaction(animation: .easeIn)
  static let linear = Transaction(animation: .linear)
  static let noAnimation = Transaction(animation: nil)
  static let quiet: Transaction = {
    var transaction = Transaction()
    transaction.disablesAnimations = true
    return transaction
  }()
  static let easeInQuiet: Transaction = {
    var transaction = Transaction(animation: .easeIn)
    transaction.disablesAnimations = true
    return transaction
  }()
  static let linearQuiet: Transaction = {
    var transaction = Transaction(animation: .linear)
    transaction.disablesAnimations = true
    return transaction
  }()

  /// Row id, then the committed transaction per column (mapped, getSet, getSetTransaction,
  /// converted) by SwiftUI's rule, then by `UIBinding`'s.
  static let expected: [(row: String, swiftUI: [Transaction], uiBinding: [Transaction])] = [
    ("none", [empty, empty, empty, empty], [empty, empty, empty, empty]),
    ("animation", [easeIn, empty, easeIn, empty], [easeIn, empty, easeIn, empty]),
    ("noAnimations", [quiet, empty, quiet, empty], [quiet, empty, quiet, empty]),
    ("withAnimation", [linear, linear, linear, linear], [linear, linear, linear, linear]),
    ("withTransaction", [quiet, quiet, quiet, quiet], [quiet, quiet, quiet, quiet]),
    ("animation+withAnimation", [linear, linear, linear, linear], [linear, linear, linear, linear]),
    (
      "animation+withAnimationNil", [noAnimation, noAnimation, noAnimation, noAnimation],
      [noAnimation, noAnimation, noAnimation, noAnimation]
    ),
    ("animation+withTransaction", [easeInQuiet, quiet, easeInQuiet, quiet], [quiet, quiet, quiet, quiet]),
    ("noAnimations+withAnimation", [linearQuiet, linear, linearQuiet, linear], [linear, linear, linear, linear]),
  ]

  @Test("the grid has the rows and columns asked for, in order")
  func shape() {
    let grid = WhoWinsGrid.compute()
    #expect(grid.sourceIDs == Self.expected.map(\.row))
    #expect(grid.columnIDs == Self.columns)
    #expect(grid.cells.allSatisfy { $0.count == Self.columns.count })
  }

  @Test(
    "every cell commits what SwiftUI's rule says, and says what UIBinding's rule would",
    arguments: Self.expected.indices)
  func rules(row: Int) throws {
    let grid = WhoWinsGrid.compute()
    let expectation = Self.expected[row]
    for (index, column) in Self.columns.enumerated() {
      let cell = try #require(grid.cell(source: expectation.row, column: column))
      #expect(cell.committed == expectation.swiftUI[index], "\(expectation.row) × \(column): \(cell.code)")
      #expect(cell.uiBindingCommitted == expectation.uiBinding[index], "\(expectation.row) × \(column)")
      #expect(cell.uiBindingDiffers == (expectation.swiftUI[index] != expectation.uiBinding[index]))
    }
  }

  @Test("the rules differ only where the binding carries a key the ambient transaction does not set")
  func whereTheRulesDiffer() {
    let grid = WhoWinsGrid.compute()
    var differing: [String] = []
    for (row, cells) in grid.cells.enumerated() {
      for (index, cell) in cells.enumerated() where cell.uiBindingDiffers {
        differing.append("\(grid.sourceIDs[row]) × \(grid.columnIDs[index])")
      }
    }
    #expect(
      differing == [
        "animation+withTransaction × mapped", "animation+withTransaction × getSetTransaction",
        "noAnimations+withAnimation × mapped", "noAnimations+withAnimation × getSetTransaction",
      ])
  }

  @Test("each cell records the ambient transaction and what arrived at the root")
  func arrivedAndAmbient() throws {
    let grid = WhoWinsGrid.compute()
    let conflict = try #require(grid.cell(source: "animation+withTransaction", column: "mapped"))
    #expect(conflict.arrived == Self.easeIn)
    #expect(conflict.ambient == Self.quiet)
    let dropped = try #require(grid.cell(source: "animation+withTransaction", column: "getSet"))
    #expect(dropped.arrived == Self.empty)
    #expect(dropped.ambient == Self.quiet)
    let plain = try #require(grid.cell(source: "animation", column: "converted"))
    #expect(plain.ambient == Self.empty)
  }

  @Test("a cell performed on a live root writes the value and matches the computed grid")
  func performOnLiveRoot() throws {
    let grid = WhoWinsGrid.compute()
    for source in TransactionSource.all {
      let parent = WhoWinsParent()
      for (index, column) in parent.columns().enumerated() {
        let value = Double(index + 1) / 8
        let cell = WhoWinsGrid.perform(source, through: column, on: parent.root, writing: value)
        #expect(parent.progress == Float(value), "\(source.id) × \(column.id)")
        #expect(parent.root.commitCount == index + 1, "one commit per write")
        let computed = try #require(grid.cell(source: source.id, column: column.id))
        #expect(cell.arrived == computed.arrived)
        #expect(cell.ambient == computed.ambient)
        #expect(cell.committed == computed.committed)
      }
    }
  }

  @Test("a cell's code is the statement a learner writes")
  func code() throws {
    let grid = WhoWinsGrid.compute()
    let cell = try #require(grid.cell(source: "animation+withAnimation", column: "mapped"))
    #expect(
      cell.code
        == "withAnimation(.linear) { $progress[convert: .to(Double.self)].animation(.easeIn).wrappedValue = 0.75 }")
    let none = try #require(grid.cell(source: "none", column: "converted"))
    #expect(none.code == "$progress.converted(forward: { Double($0) }, backward: { Float($0) }).wrappedValue = 0.75")
    let quiet = try #require(grid.cell(source: "withTransaction", column: "getSet"))
    #expect(quiet.code.hasPrefix("withTransaction(noAnimations) { Binding(get:"))
    #expect(
      Transaction.noAnimationsDeclaration == "var noAnimations = Transaction(); noAnimations.disablesAnimations = true")
  }

  @Test("UIBinding's rule: the ambient transaction whole when it sets anything, else the binding's")
  func uiBindingRuleFunction() {
    #expect(UIBindingRule.committed(binding: Self.easeIn, ambient: Self.empty) == Self.easeIn)
    #expect(UIBindingRule.committed(binding: Self.easeIn, ambient: Self.quiet) == Self.quiet)
    #expect(UIBindingRule.committed(binding: Self.easeIn, ambient: Self.noAnimation) == Self.noAnimation)
    #expect(UIBindingRule.committed(binding: Self.empty, ambient: Self.empty) == Self.empty)
  }
}
