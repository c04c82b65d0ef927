/// One `Binding(get:set:)` call found in a file: its closures as the rules read them, and where
/// its text starts and ends.
package struct BindingCall: Sendable {
  /// The `get:` argument.
  package let getter: Expr
  /// The `set:` argument.
  package let setter: Expr
  /// The value type written in `Binding<T>`, or `nil`.
  package let explicitType: String?
  /// The brace statement of the getter closure, when it is one.
  package let getterBrace: ByteRange?
  /// The brace statement of the setter closure, when it is one.
  package let setterBrace: ByteRange?
}

/// A call located in the source text: the byte offset of the `B` of `Binding`, and the range the
/// call's text covers (a `SwiftUI.` prefix and the closing parenthesis included), when known.
package struct CallLocation: Sendable, Equatable {
  /// The offset of the `B` of `Binding`.
  package let bindingOffset: Int
  /// The call's text, from its first byte to just past its last; `nil` when its end is unknown.
  package let span: Range<Int>?
}
