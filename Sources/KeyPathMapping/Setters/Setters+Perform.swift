// `.perform(operation:)`: a setter that hands each write to a closure and leaves the rest to it.
// The closure gets the root and the value; whatever it does to a reference root stays done, and
// the setter itself writes nothing. Identified by its call site, like `.inline`.

extension KeyPathMapper.MutatingSetter where Member == Root {
  /// A setter that runs an operation with the root and each value written, and does not replace
  /// the root.
  ///
  /// ```swift
  /// var seen: [String] = []
  /// var level = 1
  /// level[setter: .perform(operation: { root, newValue in seen.append("\(root), \(newValue)") })] = 2
  /// // seen is ["1, 2"], level is still 1
  /// ```
  ///
  /// With a reference root, the operation can change the referenced object.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - operation: Receives the root and the value written.
  /// - Returns: A setter identified by `id` or by its call site.
  @inlinable
  public static func perform(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    operation: @escaping (_ root: Root, _ newValue: Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(kind: "perform", id: id, fileID: fileID, line: line, column: column)
    return Self(InlineEmbedding(identity: identity, body: { root, newValue in operation(root, newValue) }))
  }
}

extension KeyPathMapper.NonMutatingSetter where Member == Root {
  /// A setter that runs an operation with the reference root and each value written.
  ///
  /// ```swift
  /// let copyName = KeyPathMapper<Profile>.NonMutatingSetter<Profile>.perform(
  ///   operation: { profile, other in profile.name = other.name })
  /// profile[setter: copyName] = Profile(name: "Ada")  // profile.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - operation: Receives the root and the value written.
  /// - Returns: A setter identified by `id` or by its call site.
  // A `var` root can take either kind of setter, and this one is spelled like the mutating
  // one: it yields, so `root[setter: .perform(...)]` is not ambiguous. On a `let` root only
  // this one applies.
  @inlinable
  @_disfavoredOverload
  public static func perform(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    operation: @escaping (_ root: Root, _ newValue: Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(kind: "perform", id: id, fileID: fileID, line: line, column: column)
    return Self(InlineReferenceEmbedding(identity: identity, body: operation))
  }
}
