// `.inline` factories for conversions. Without `id:`, a mapping is identified by the place the
// factory is called from (the defaulted `fileID`, `line` and `column`): evaluating the same
// expression again gives an equal mapping, two different places give different ones.

extension KeyPathMapper.ReadonlyConversionTo {
  /// A read-only conversion (or getter) from a closure.
  ///
  /// ```swift
  /// let length = KeyPathMapper<String>.ReadonlyConversionTo<Int>.inline(extract: { $0.count })
  /// "swift"[map: length]  // 5
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - extract: Reads the member from a root.
  /// - Returns: A mapping identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    extract: @escaping (Root) -> Member
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(InlineExtraction(identity: identity, body: extract))
  }
}

extension KeyPathMapper.MutatingConversionTo {
  /// A conversion from a closure pair whose write builds a new root from the member.
  ///
  /// ```swift
  /// var cents = 250
  /// cents[convert: .inline(extract: { Double($0) / 100 }, embed: { Int($0 * 100) })] = 3.5
  /// // cents is 350
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - extract: Reads the member from a root.
  ///   - embed: Builds the root that replaces the current one.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    extract: @escaping (Root) -> Member,
    embed: @escaping (Member) -> Root
  ) -> Self {
    inline(id: id, fileID: fileID, line: line, column: column, extract: extract) { root, member in
      root = embed(member)
    }
  }

  /// A conversion from a closure pair whose write updates the root in place.
  ///
  /// ```swift
  /// var point = (x: 1, y: 2)
  /// let x = KeyPathMapper<Point>.MutatingConversionTo<Int>.inline(
  ///   extract: { $0.x }, embed: { point, x in point.x = x }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - extract: Reads the member from a root.
  ///   - embed: Writes the member into the root; leaving the root alone rejects the write.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    extract: @escaping (Root) -> Member,
    embed: @escaping (inout Root, Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(Paired(identity, extract: extract, embed: embed))
  }
}

extension KeyPathMapper.NonMutatingConversionTo {
  /// A conversion from a closure pair whose write goes through a reference root.
  ///
  /// ```swift
  /// let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
  ///   extract: { $0.name }, embed: { profile, name in profile.name = name }
  /// )
  /// profile[convert: name] = "Ada"  // profile.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - extract: Reads the member from a root.
  ///   - embed: Writes the member through the root.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    extract: @escaping (Root) -> Member,
    embed: @escaping (Root, Member) -> Void
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(Paired(identity, extract: extract, embed: embed))
  }
}

// Conversions of a value to itself that only customize the write: the read is the root as it is.

extension KeyPathMapper.MutatingConversionTo where Member == Root {
  /// A conversion that reads the root unchanged and writes by building a new root from the value.
  ///
  /// ```swift
  /// var level = 3
  /// level[convert: .inline(embed: { min($0, 10) })] = 12  // level is 10
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Builds the root that replaces the current one.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (Member) -> Root
  ) -> Self {
    inline(id: id, fileID: fileID, line: line, column: column, extract: { $0 }, embed: embed)
  }

  /// A conversion that reads the root unchanged and writes by updating the root in place.
  ///
  /// ```swift
  /// var tags = ["a"]
  /// tags[convert: .inline(embed: { tags, new in tags = Array(Set(tags + new)).sorted() })] = ["b", "a"]
  /// // tags is ["a", "b"]
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Writes the value into the root; leaving the root alone rejects the write.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (inout Root, Member) -> Void
  ) -> Self {
    inline(id: id, fileID: fileID, line: line, column: column, extract: { $0 }, embed: embed)
  }
}

extension KeyPathMapper.NonMutatingConversionTo where Member == Root {
  /// A conversion that reads the reference root unchanged and hands each written value to a
  /// closure together with the root.
  ///
  /// ```swift
  /// let copyName = KeyPathMapper<Profile>.NonMutatingConversionTo<Profile>.inline(
  ///   embed: { profile, other in profile.name = other.name })
  /// profile[convert: copyName] = Profile(name: "Ada")  // profile.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - embed: Writes the value through the root.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func inline(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    embed: @escaping (Root, Member) -> Void
  ) -> Self {
    inline(id: id, fileID: fileID, line: line, column: column, extract: { $0 }, embed: embed)
  }
}
