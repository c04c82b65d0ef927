/// An expression of a closure body, as far as the rules read one. The parse dump gives
/// expressions without source ranges, so rules read this model and ``swift`` spells an
/// expression back as Swift for a suggestion.
package indirect enum Expr: Sendable, Equatable {
  /// A name: a variable, a type, `self`, `$0`, or an operator inside a ``sequence(_:)``.
  case name(String)
  /// `base.member`.
  case member(Expr, String)
  /// `.member`, its base inferred.
  case implicitMember(String)
  /// `function(arguments)`.
  case call(Expr, [Argument])
  /// `base[arguments]`.
  case subscripted(Expr, [Argument])
  /// A literal spelled as Swift: `3`, `-1.5`, `true`, `nil`, `"text"`.
  case literal(String)
  /// An interpolated string literal, with the values it interpolates.
  case interpolated([Expr])
  /// Operands and operators not yet folded by precedence: `a ?? b` is `[a, ??, b]`,
  /// `a = b` is `[a, assign, b]`, `c ? x : y` is `[c, ternary(x), y]`.
  case sequence([Expr])
  /// `=` inside a ``sequence(_:)``.
  case assign
  /// `? then :` inside a ``sequence(_:)``.
  case ternary(Expr)
  /// A prefix operator: `!x`, `-x`.
  case prefix(String, Expr)
  /// `x!`.
  case forced(Expr)
  /// `await x`.
  case awaited(Expr)
  /// `try x`, `try? x`, `try! x`.
  case tried(Expr)
  /// A closure: its parameter names and its statements.
  case closure([String], [Stmt])
  /// `Type<Arguments>`.
  case specialized(Expr, [String])
  /// `(a, b)` or `(a)`.
  case tuple([Expr])
  /// A kind of expression the rules do not read.
  case other(String)

  /// One argument of a call or subscript.
  package struct Argument: Sendable, Equatable {
    /// Its label, or `nil`.
    package let label: String?
    /// Its value.
    package let value: Expr
  }
}

/// A statement of a closure body.
package indirect enum Stmt: Sendable, Equatable {
  /// An expression used as a statement.
  case expression(Expr)
  /// `return x`.
  case returning(Expr?)
  /// `if conditions { then } else { otherwise }`; `otherwise` is `nil` without an `else`.
  case ifElse(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
  /// `guard conditions else { otherwise }`.
  case guarded(conditions: [Condition], otherwise: [Stmt])
  /// `let name = value` (or `var`).
  case binding(String, Expr?)
  /// A kind of statement the rules do not read.
  case other(String)
}

/// One condition of an `if` or `guard`.
package enum Condition: Sendable, Equatable {
  /// A Boolean expression.
  case boolean(Expr)
  /// `let name = value`.
  case optionalBinding(String, Expr)
}
