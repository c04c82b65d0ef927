// Setters that observe a write. Each hook has a `newValue` form and a `(root, newValue)` form:
// `root` is the root before the write in `onWillSet` and the root after it in `onDidSet`, as in
// the published package. `.onChange` hands a did-set hook the value before the write. Hooks run
// in the order will-set, write, did-set. Like `.inline`, a hook setter is identified by its call
// site unless `id:` is given.

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
    perform action: @escaping (_ newValue: Root) -> Void
  ) -> Self {
    hooked("onWillSet", id, fileID, line, column, willSet: HookedWrite.newValue(action))
  }

  /// A setter that runs an action, given the current root and the new value, before the write.
  ///
  /// ```swift
  /// var level = 1
  /// level[setter: .onWillSet { root, newValue in print("\(root) -> \(newValue)") }] = 2
  /// // prints "1 -> 2"
  /// ```
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
    perform action: @escaping (_ root: Root, _ newValue: Root) -> Void
  ) -> Self {
    hooked("onWillSet", id, fileID, line, column, willSet: HookedWrite.rootBefore(action))
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
    perform action: @escaping (_ newValue: Root) -> Void
  ) -> Self {
    hooked("onDidSet", id, fileID, line, column, didSet: HookedWrite.newValue(action))
  }

  /// A setter that runs an action, given the root after the write and the new value, after the
  /// write.
  ///
  /// The root after the write is the value written. For the value before it, use `.onChange`,
  /// or the `(root, newValue)` form of `.onWillSet`, which runs before the write.
  ///
  /// ```swift
  /// var saved: [Int] = []
  /// var level = 1
  /// level[setter: .onDidSet { root, _ in saved.append(root) }] = 2  // saved is [2]
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the root after the write and the value just written.
  /// - Returns: A setter that writes the new value, then runs `action`.
  @inlinable
  public static func onDidSet(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    perform action: @escaping (_ root: Root, _ newValue: Root) -> Void
  ) -> Self {
    hooked("onDidSet", id, fileID, line, column, didSet: HookedWrite.rootAfter(action))
  }

  /// A setter that runs one action before and another after writing the new value.
  ///
  /// ```swift
  /// var events: [String] = []
  /// var level = 0
  /// level[setter: .perform(onWillSet: { events.append("will \($0)") },
  ///                        onDidSet: { events.append("did \($0)") })] = 5
  /// // events is ["will 5", "did 5"], level is 5
  /// ```
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
      willSet: onWillSet.map(HookedWrite.newValue), didSet: onDidSet.map(HookedWrite.newValue))
  }

  /// A setter that runs hooks given the root and the new value: the root before the write in
  /// `onWillSet`, after it in `onDidSet`.
  ///
  /// ```swift
  /// var events: [String] = []
  /// var level = 1
  /// level[setter: .perform(
  ///   onWillSet: { root, newValue in events.append("will \(root)->\(newValue)") },
  ///   onDidSet: { root, newValue in events.append("did \(root)->\(newValue)") }
  /// )] = 3
  /// // events is ["will 1->3", "did 3->3"]
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - onWillSet: Receives the root before the write and the value about to be written.
  ///   - onDidSet: Receives the root after the write and the value just written.
  /// - Returns: A setter that runs `onWillSet`, writes, then runs `onDidSet`.
  @inlinable
  public static func perform(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    onWillSet: ((_ root: Root, _ newValue: Root) -> Void)? = nil,
    onDidSet: ((_ root: Root, _ newValue: Root) -> Void)? = nil
  ) -> Self {
    hooked(
      "perform", id, fileID, line, column,
      willSet: onWillSet.map(HookedWrite.rootBefore), didSet: onDidSet.map(HookedWrite.rootAfter))
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

extension KeyPathMapper.MutatingSetter where Member == Root, Root: Equatable {
  /// A setter that runs an action after a write that changes the value, given the value before
  /// the write and the value after it.
  ///
  /// Like SwiftUI's `onChange(of:)`, it does not run when the value written equals the value
  /// there was.
  ///
  /// ```swift
  /// var changes: [String] = []
  /// var level = 1
  /// level[setter: .onChange { oldValue, newValue in changes.append("\(oldValue)->\(newValue)") }] = 2
  /// level[setter: .onChange { oldValue, newValue in changes.append("\(oldValue)->\(newValue)") }] = 2
  /// // changes is ["1->2"]: the second write changed nothing
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - action: Receives the value before the write and the value after it.
  /// - Returns: A setter that writes the new value, then runs `action` if the value changed.
  @inlinable
  public static func onChange(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    perform action: @escaping (_ oldValue: Root, _ newValue: Root) -> Void
  ) -> Self {
    hooked(
      "onChange", id, fileID, line, column,
      didSet: { oldValue, newValue in
        if oldValue != newValue { action(oldValue, newValue) }
      })
  }
}
