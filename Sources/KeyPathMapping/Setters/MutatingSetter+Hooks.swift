// Setters that observe a write. Each hook has a `newValue` form and a `(root, newValue)` form;
// `root` is the value before the write in both hooks. Hooks run in the order will-set, write,
// did-set. Like `.inline`, a hook setter is identified by its call site unless `id:` is given.

extension KeyPathMapper.MutatingSetter where Member == Root {
  /// A setter that runs an action before writing the new value.
  ///
  /// ```swift
  /// var level = 1
  /// level[setter: .onWillSet { print("will become \($0)") }] = 2  // prints "will become 2"
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the value about to be written.
  /// - Returns: A setter that writes the new value after running `action`.
  @inlinable
  public static func onWillSet(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    _ action: @escaping (_ newValue: Root) -> Void
  ) -> Self {
    onWillSet(id: id, fileID: fileID, line: line, column: column) { _, newValue in action(newValue) }
  }

  /// A setter that runs an action, given the current root and the new value, before the write.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the root before the write and the value about to be written.
  /// - Returns: A setter that writes the new value after running `action`.
  @inlinable
  public static func onWillSet(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    _ action: @escaping (_ root: Root, _ newValue: Root) -> Void
  ) -> Self {
    let identity = InlineIdentity(kind: "onWillSet", id: id, fileID: fileID, line: line, column: column)
    return Self(HookedWrite(identity: identity, willSet: action, didSet: nil))
  }

  /// A setter that runs an action after writing the new value.
  ///
  /// ```swift
  /// var log: [Int] = []
  /// var level = 1
  /// level[setter: .onDidSet { log.append($0) }] = 2  // level is 2, log is [2]
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the value just written.
  /// - Returns: A setter that writes the new value, then runs `action`.
  @inlinable
  public static func onDidSet(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    _ action: @escaping (_ newValue: Root) -> Void
  ) -> Self {
    onDidSet(id: id, fileID: fileID, line: line, column: column) { _, newValue in action(newValue) }
  }

  /// A setter that runs an action, given the previous root and the new value, after the write.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the root as it was before the write and the value just written.
  /// - Returns: A setter that writes the new value, then runs `action`.
  @inlinable
  public static func onDidSet(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    _ action: @escaping (_ root: Root, _ newValue: Root) -> Void
  ) -> Self {
    let identity = InlineIdentity(kind: "onDidSet", id: id, fileID: fileID, line: line, column: column)
    return Self(HookedWrite(identity: identity, willSet: nil, didSet: action))
  }

  /// A setter that runs one action before and another after writing the new value.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - onWillSet: Receives the value about to be written.
  ///   - onDidSet: Receives the value just written.
  /// - Returns: A setter that runs `onWillSet`, writes, then runs `onDidSet`.
  @inlinable
  public static func perform(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    onWillSet: ((_ newValue: Root) -> Void)? = nil,
    onDidSet: ((_ newValue: Root) -> Void)? = nil
  ) -> Self {
    perform(
      id: id, fileID: fileID, line: line, column: column,
      onWillSet: onWillSet.map { action in { _, newValue in action(newValue) } },
      onDidSet: onDidSet.map { action in { _, newValue in action(newValue) } }
    )
  }

  /// A setter that runs hooks given the root before the write and the new value.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - onWillSet: Receives the current root and the value about to be written.
  ///   - onDidSet: Receives the root as it was before the write and the value just written.
  /// - Returns: A setter that runs `onWillSet`, writes, then runs `onDidSet`.
  @inlinable
  public static func perform(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    onWillSet: ((_ root: Root, _ newValue: Root) -> Void)? = nil,
    onDidSet: ((_ root: Root, _ newValue: Root) -> Void)? = nil
  ) -> Self {
    let identity = InlineIdentity(kind: "perform", id: id, fileID: fileID, line: line, column: column)
    return Self(HookedWrite(identity: identity, willSet: onWillSet, didSet: onDidSet))
  }
}
