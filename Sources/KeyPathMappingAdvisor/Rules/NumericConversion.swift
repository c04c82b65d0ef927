/// The library's `.to(_:)` rule as the advisor applies it: which numeric types it converts, the
/// spelling it suggests, and how it differs from the standard library's converting initializers
/// (`Int($0)`, `Float($0)`) that closures use.
///
/// ```swift
/// let rule = NumericConversion(root: "Int", member: "Double", rounding: "toNearestOrAwayFromZero")!
/// rule.suggestion  // ".to(Double.self, rounding: .toNearestOrAwayFromZero)"
/// rule.exact       // true: only the values where `Int(…)` traps differ
/// ```
package struct NumericConversion: Sendable, Equatable {
  /// A numeric type the rule knows.
  package struct NumericType: Sendable, Equatable {
    /// Its Swift name.
    package let name: String
    /// Whether it is a `BinaryInteger` (else a `BinaryFloatingPoint`).
    package let isInteger: Bool
    /// Its width in bits: a floating-point type's rank, an integer's range.
    package let bitWidth: Int
  }

  /// Every type the rule converts, by name.
  package static let types: [String: NumericType] = {
    let integers = [("Int", 64), ("Int8", 8), ("Int16", 16), ("Int32", 32), ("Int64", 64)]
    let unsigned = [("UInt", 64), ("UInt8", 8), ("UInt16", 16), ("UInt32", 32), ("UInt64", 64)]
    let floats = [("Double", 64), ("Float", 32), ("Float16", 16), ("CGFloat", 64)]
    var types: [String: NumericType] = [:]
    for (name, width) in integers + unsigned { types[name] = NumericType(name: name, isInteger: true, bitWidth: width) }
    for (name, width) in floats { types[name] = NumericType(name: name, isInteger: false, bitWidth: width) }
    return types
  }()

  /// The names of `FloatingPointRoundingRule`'s cases.
  package static let roundingRules: Set<String> = [
    "towardZero", "toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "awayFromZero",
  ]

  /// The root's type: the type of the property the setter writes.
  package let root: NumericType
  /// The member's type: the type the getter reads and the control shows.
  package let member: NumericType
  /// How a floating-point value becomes an integer, where one does.
  package let rounding: String

  /// The rule for a pair of type names, or `nil` when either is not numeric or they are equal.
  package init?(root: String, member: String, rounding: String = "towardZero") {
    guard let rootType = Self.types[root], let memberType = Self.types[member], root != member,
      Self.roundingRules.contains(rounding)
    else { return nil }
    self.root = rootType
    self.member = memberType
    self.rounding = rounding
  }

  /// Whether a floating-point value becomes an integer on one side.
  package var crossesFamilies: Bool { root.isInteger != member.isInteger }

  /// The conversion as the library spells it.
  package var suggestion: String {
    crossesFamilies && rounding != "towardZero"
      ? ".to(\(member.name).self, rounding: .\(rounding))" : ".to(\(member.name).self)"
  }

  /// Whether `.to` gives what the initializers give for every value they take without trapping.
  package var exact: Bool {
    if root.isInteger || member.isInteger { return true }
    return root.bitWidth == member.bitWidth
  }

  /// What differs, in one sentence, or `nil` when nothing does.
  package var difference: String? {
    if crossesFamilies {
      let integer = root.isInteger ? root.name : member.name
      return "differs only where `\(integer)(…)` traps (NaN, ±infinity, values beyond \(integer)'s range): "
        + "`.to` reads NaN as 0 and saturates the rest"
    }
    if root.isInteger {
      let narrower = root.bitWidth <= member.bitWidth ? root.name : member.name
      return "differs only where `\(narrower)(…)` traps (values beyond \(narrower)'s range): `.to` clamps them"
    }
    guard root.bitWidth != member.bitWidth else { return nil }
    let narrower = root.bitWidth < member.bitWidth ? root.name : member.name
    return "not exact for finite values beyond \(narrower)'s range: `\(narrower)(…)` gives ±infinity, "
      + "`.to` gives ±\(narrower).greatestFiniteMagnitude"
  }

  /// The rounding rule an expression applies to `value` before an initializer converts it:
  /// `value` is `towardZero` (what the initializer does), `value.rounded()` and `round(value)` are
  /// `toNearestOrAwayFromZero`, `value.rounded(.down)` and `floor(value)` are `down`, and so on.
  /// `nil` when the expression is not one of these.
  package static func rounding(of expression: Expr, applying value: (Expr) -> Bool) -> String? {
    if value(expression) { return "towardZero" }
    switch expression {
    case .call(.member(let base, "rounded"), let arguments) where value(base):
      if arguments.isEmpty { return "toNearestOrAwayFromZero" }
      if arguments.count == 1, arguments[0].label == nil, case .implicitMember(let rule) = arguments[0].value,
        roundingRules.contains(rule)
      {
        return rule
      }
      return nil
    case .call(.name(let function), let arguments) where arguments.count == 1 && value(arguments[0].value):
      return ["round": "toNearestOrAwayFromZero", "floor": "down", "ceil": "up", "trunc": "towardZero"][function]
    default: return nil
    }
  }
}
