/// A token of Swift source text, as far as the advisor needs one: words (identifiers, keywords,
/// `$0`, numbers), single punctuation characters, and whole string literals. Comments and white
/// space are not tokens, so text inside them never looks like a call.
package struct Token: Sendable, Equatable {
  /// What kind of text the token is.
  package enum Kind: Sendable, Equatable {
    /// An identifier, keyword, `$0` or number.
    case word
    /// One punctuation character.
    case punctuation
    /// A whole string literal, its quotes and delimiters included.
    case string
  }

  /// The token's kind.
  package let kind: Kind
  /// The byte offset of its first byte.
  package let start: Int
  /// The byte offset just past it.
  package let end: Int
  /// Its text.
  package let text: String
  /// Whether a line break separates it from the token before.
  package let followsLineBreak: Bool
}
