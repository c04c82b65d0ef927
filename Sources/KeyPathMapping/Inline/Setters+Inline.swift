// `.inline` factories for setters, identified like the conversion factories.

extension KeyPathMapper.MutatingSetter {
  /// A setter from a closure that builds the new root from the member.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Builds the root that replaces the current one.
  /// - Returns: A setter identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (Member) -> Root
  ) -> Self {
    inline(id: id, fileID: fileID, line: line, column: column) { root, member in
      root = embed(member)
    }
  }

  /// A setter from a closure that updates the root in place.
  ///
  /// ```swift
  /// var tags: [String] = []
  /// tags[getter: .inline(extract: { $0.joined(separator: ",") }),
  ///      setter: .inline(embed: { tags, text in tags = text.split(separator: ",").map(String.init) })] = "a,b"
  /// // tags is ["a", "b"]
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Writes the member into the root; leaving the root alone rejects the write.
  /// - Returns: A setter identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (inout Root, Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(InlineEmbedding(identity: identity, body: embed))
  }
}

extension KeyPathMapper.NonMutatingSetter {
  /// A setter from a closure that writes through a reference root.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Writes the member through the root.
  /// - Returns: A setter identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (Root, Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(InlineReferenceEmbedding(identity: identity, body: embed))
  }
}
