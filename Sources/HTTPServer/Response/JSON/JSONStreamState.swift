/// Everything ``JSONStream`` knows while writing: the bytes so far and the stack of values and
/// containers still open.
///
/// A struct with one mutating method per container call, because every access to a class's
/// stored property is checked for exclusivity at run time: one access per call instead of one
/// per field showed up as a fifth of the encoder's cost in callgrind.
struct JSONStreamState {
  /// One open value or container. Plain data, so pushing and reading levels retains nothing.
  struct Level {
    enum Content: Equatable {
      case empty, object, array, single
    }

    var token = 0
    /// A value whose `encode(to:)` is running; otherwise a container from `nestedContainer`.
    let isValue: Bool
    var content: Content
    /// Where the level's opening bracket is in the output.
    var start = 0
    var count = 0
    /// Where the last member's key (without quotes) is in the output, to compare the next key
    /// with. Only keys written without escapes are compared: an escape can raise a byte (`"` is
    /// 0x22, its escape starts with 0x5C), so escaped keys could look ordered when they are not.
    var lastKey = 0..<0
    var lastKeyWasEscaped = false
    var keysInOrder = true
  }

  /// The bytes written so far.
  private(set) var output: [UInt8] = []
  private var levels = JSONLevelStack()
  /// The keys of the levels that sit under one, for `codingPath`; most values need none.
  private var keys: [(token: Int, key: any CodingKey)] = []
  private var nextToken = 0
  /// Set by the calls the stream cannot honour; the whole encoding then falls back.
  private(set) var failed = false

  init() {
    output.reserveCapacity(128)
  }

  /// The bytes written, moved out (the state is left empty): the stream is discarded next, so
  /// a copy would only retain the bytes for the stream's release to undo.
  mutating func takeOutput() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &output)
    return taken
  }

  var codingPath: [any CodingKey] { keys.map(\.key) }

  /// The coding path down to and including the level of `token` (tokens grow with depth).
  func codingPath(through token: Int) -> [any CodingKey] {
    keys.filter { $0.token <= token }.map(\.key)
  }

  /// The number of elements written through the container `token`.
  func count(of token: Int) -> Int {
    index(of: token).map { levels[$0].count } ?? 0
  }

  // MARK: Values

  /// Opens a value that will be written by its own `encode(to:)`; returns its token.
  mutating func beginValue(key: (any CodingKey)?) -> Int {
    push(Level(isValue: true, content: .empty), key: key)
  }

  /// Closes the value `token` once its `encode(to:)` returned.
  mutating func endValue(_ token: Int) throws {
    let index = try makeTop(token)
    // A value that wrote nothing: JSONEncoder decides what that means.
    guard levels[index].content != .empty else { throw fail() }
    try closeTop()
  }

  /// Writes a string value where the stream stands, skipping the value machinery.
  mutating func writeString(_ text: String) {
    JSONBytes.string(text, into: &output)
  }

  /// Opens the running value's object or array, or hands out the one it already opened (class
  /// hierarchies ask twice); token 0, which no level has, when the value already holds
  /// something else.
  mutating func openContainer(_ content: Level.Content) -> Int {
    guard !failed, let index = try? currentValueIndex() else { return 0 }
    switch levels[index].content {
    case .empty:
      levels[index].content = content
      levels[index].start = output.count
      output.append(UInt8(ascii: content == .object ? "{" : "["))
      return levels[index].token
    case content:
      return levels[index].token
    default:
      failed = true
      return 0
    }
  }

  /// The running value's token, for a single-value container.
  mutating func currentValueToken() -> Int {
    guard let index = try? currentValueIndex() else { return 0 }
    return levels[index].token
  }

  // MARK: Members and elements

  /// Starts a member of object `token` (the separator, then `"key":`), or an element of array
  /// `token` (the separator) when `key` is `nil`, or claims value `token`'s single value.
  mutating func begin(_ token: Int, key: String?) throws {
    let index = try makeTop(token)
    switch levels[index].content {
    case .object:
      guard let key else { throw fail() }
      if levels[index].count > 0 { output.append(UInt8(ascii: ",")) }
      let keyStart = output.count + 1
      JSONBytes.string(key, into: &output)
      let keyBytes = keyStart..<(output.count - 1)
      let lastKey = levels[index].lastKey
      let isEscaped = keyBytes.count != key.utf8.count
      // Next to an escaped key the object counts as unordered, and sorting refuses escaped
      // keys, so JSONEncoder orders such objects by their raw keys.
      if levels[index].count > 0,
        isEscaped || levels[index].lastKeyWasEscaped
          || !output[lastKey].lexicographicallyPrecedes(output[keyBytes])
      {
        levels[index].keysInOrder = false
      }
      levels[index].lastKeyWasEscaped = isEscaped
      levels[index].lastKey = keyBytes
      output.append(UInt8(ascii: ":"))
    case .array:
      if levels[index].count > 0 { output.append(UInt8(ascii: ",")) }
    case .empty where levels[index].isValue:
      levels[index].content = .single
    default:
      throw fail()
    }
    levels[index].count += 1
  }

  /// Writes a scalar as a member, an element or a single value (see ``begin(_:key:)``).
  mutating func put(_ value: some JSONScalar, in token: Int, key: String?) throws {
    try begin(token, key: key)
    // The key is written already: a caller that swallows the error must not get `"key":` alone.
    do { try value.writeJSON(into: &output) } catch { throw fail() }
  }

  /// Opens a container as a member or element of `token`; returns the new container's token.
  /// `name` is `key`'s string value, read by the caller (see ``JSONStream/state``).
  mutating func openNested(_ content: Level.Content, in token: Int, key: (any CodingKey)?, name: String?) -> Int {
    do { try begin(token, key: name) } catch { return 0 }
    let level = Level(isValue: false, content: content, start: output.count)
    output.append(UInt8(ascii: content == .object ? "{" : "["))
    return push(level, key: key)
  }

  /// Marks the stream failed; returns the error for throwing callers.
  mutating func fail() -> FastJSONEncoder.Unsupported {
    failed = true
    return FastJSONEncoder.Unsupported()
  }

  // MARK: Levels

  private func index(of token: Int) -> Int? {
    var index = levels.count - 1
    while index >= 0, levels[index].token != token { index -= 1 }
    return index >= 0 ? index : nil
  }

  private mutating func push(_ level: Level, key: (any CodingKey)?) -> Int {
    nextToken += 1
    var level = level
    level.token = nextToken
    levels.append(level)
    if let key { keys.append((nextToken, key)) }
    return nextToken
  }

  /// The innermost running value's level, after closing the nested containers above it.
  private mutating func currentValueIndex() throws -> Int {
    var index = levels.count - 1
    while index >= 0, !levels[index].isValue { index -= 1 }
    guard index >= 0 else { throw fail() }
    while levels.count - 1 > index { try closeTop() }
    return index
  }

  /// Closes the nested containers above level `token` so it is on top; fails when a running
  /// value is in the way or the level is already closed.
  private mutating func makeTop(_ token: Int) throws -> Int {
    guard !failed else { throw FastJSONEncoder.Unsupported() }
    while let top = levels.indices.last, levels[top].token != token {
      guard !levels[top].isValue else { throw fail() }
      try closeTop()
    }
    guard !levels.isEmpty else { throw fail() }
    return levels.count - 1
  }

  /// Writes the top level's closing bracket, sorting an object's members first when needed.
  private mutating func closeTop() throws {
    let level = levels.removeLast()
    if keys.last?.token == level.token { keys.removeLast() }
    switch level.content {
    case .object:
      if !level.keysInOrder {
        guard JSONObjectSorting.sortMembers(of: &output, from: level.start) else { throw fail() }
      }
      output.append(UInt8(ascii: "}"))
    case .array: output.append(UInt8(ascii: "]"))
    case .single, .empty: break
    }
  }
}
