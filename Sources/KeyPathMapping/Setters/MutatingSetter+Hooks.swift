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
    hooked("onWillSet", id, fileID, line, column, willSet: HookedWrite.ignoringRoot(action))
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
    hooked("onWillSet", id, fileID, line, column, willSet: action)
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
    hooked("onDidSet", id, fileID, line, column, didSet: HookedWrite.ignoringRoot(action))
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
    hooked("onDidSet", id, fileID, line, column, didSet: action)
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
    hooked(
      "perform", id, fileID, line, column,
      willSet: onWillSet.map(HookedWrite.ignoringRoot), didSet: onDidSet.map(HookedWrite.ignoringRoot))
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
    hooked("perform", id, fileID, line, column, willSet: onWillSet, didSet: onDidSet)
  }

  // Every factory above names its kind and passes its call site here.
  @inlinable
  static func hooked(
    _ kind: StaticString, _ id: AnyHashable?, _ fileID: StaticString, _ line: UInt, _ column: UInt,
    willSet: HookedWrite<Root>.Hook? = nil, didSet: HookedWrite<Root>.Hook? = nil
  ) -> Self {
    let identity = InlineIdentity(kind: kind, id: id, fileID: fileID, line: line, column: column)
    return Self(HookedWrite(identity: identity, willSet: willSet, didSet: didSet))
  }
}
