import Foundation

/// The `Encoder` behind ``FastJSONEncoder``: writes JSON into one byte array in the order
/// `encode(to:)` calls arrive, keeping a stack of the objects and arrays still open.
///
/// Every container a caller holds carries the token of its level. Writing through a container
/// first closes the nested containers opened above its level (the caller has moved on from
/// them); a container whose level was already closed, or any other use the stream cannot write
/// in order, marks the stream failed and the caller falls back to `JSONEncoder`. Objects whose
/// keys arrive out of order are sorted in place when they close (``JSONObjectSorting``).
final class JSONStream: Encoder {
  /// One open value or container.
  struct Level {
    enum Content: Equatable {
      case empty, object, array, single
    }

    var token = 0
    /// The key this level sits under in its parent, for `codingPath`.
    let key: (any CodingKey)?
    /// A value whose `encode(to:)` is running; otherwise a container from `nestedContainer`.
    let isValue: Bool
    var content: Content
    /// Where the level's opening bracket is in the output.
    var start = 0
    var count = 0
    var lastKey: String?
    var keysInOrder = true
  }

  /// The bytes written so far; containers append scalars to it directly.
  var output: [UInt8] = []
  private var levels: [Level] = []
  private var nextToken = 0
  /// Set by the non-throwing `Encoder` calls the stream cannot honour.
  private(set) var failed = false

  init() {
    output.reserveCapacity(128)
  }

  var codingPath: [any CodingKey] { levels.compactMap(\.key) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The coding path down to and including the level of `token`.
  func codingPath(through token: Int) -> [any CodingKey] {
    guard let index = levels.lastIndex(where: { $0.token == token }) else { return codingPath }
    return levels[...index].compactMap(\.key)
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedStreamContainer(stream: self, token: openContainer(.object)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedStreamContainer(stream: self, token: openContainer(.array))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueStreamContainer(stream: self, token: currentValueToken())
  }

  // MARK: Writing

  /// Encodes a whole value where the stream stands: a top-level value, an object member after
  /// its key, or an array element.
  func encodeValue<Value: Encodable>(_ value: Value, key: (any CodingKey)?) throws {
    // Metatype comparisons are pointer comparisons; `as?` casts showed up in the profile.
    if Value.self == String.self, let text = value as? String { return JSONBytes.string(text, into: &output) }
    if Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
      throw FastJSONEncoder.Unsupported()
    }
    let token = push(Level(key: key, isValue: true, content: .empty))
    try value.encode(to: self)
    let index = try makeTop(token)
    // A value that wrote nothing: JSONEncoder decides what that means.
    guard levels[index].content != .empty else { throw fail() }
    try closeTop()
  }

  /// Starts an object member: the separator, then `"key":`.
  func beginMember(of token: Int, key: String) throws {
    let index = try makeTop(token)
    if levels[index].count > 0 { output.append(UInt8(ascii: ",")) }
    if let lastKey = levels[index].lastKey, !lastKey.utf8.lexicographicallyPrecedes(key.utf8) {
      levels[index].keysInOrder = false
    }
    levels[index].count += 1
    levels[index].lastKey = key
    JSONBytes.string(key, into: &output)
    output.append(UInt8(ascii: ":"))
  }

  /// Starts an array element: the separator when it is not the first.
  func beginElement(of token: Int) throws {
    let index = try makeTop(token)
    if levels[index].count > 0 { output.append(UInt8(ascii: ",")) }
    levels[index].count += 1
  }

  /// Claims the single value of the value level `token`.
  func beginSingleValue(of token: Int) throws {
    let index = try makeTop(token)
    guard levels[index].content == .empty else { throw fail() }
    levels[index].content = .single
  }

  /// Opens a container nested in the member or element just begun; returns its token.
  func openNested(_ content: Level.Content, key: (any CodingKey)?) -> Int {
    let level = Level(key: key, isValue: false, content: content, start: output.count)
    output.append(UInt8(ascii: content == .object ? "{" : "["))
    return push(level)
  }

  /// The number of elements written through the container `token`.
  func count(of token: Int) -> Int {
    levels.last { $0.token == token }?.count ?? 0
  }

  /// Super-encoders (class hierarchies) are left to JSONEncoder: the stream fails and hands
  /// itself out, so what the caller writes next is discarded with the rest.
  func unsupportedEncoder() -> any Encoder {
    failed = true
    return self
  }

  /// Marks the stream failed; returns the error for throwing callers.
  func fail() -> FastJSONEncoder.Unsupported {
    failed = true
    return FastJSONEncoder.Unsupported()
  }

  // MARK: Levels

  private func push(_ level: Level) -> Int {
    nextToken += 1
    var level = level
    level.token = nextToken
    levels.append(level)
    return nextToken
  }

  /// The innermost running value's level, after closing the nested containers above it.
  private func currentValueIndex() throws -> Int {
    guard let index = levels.lastIndex(where: \.isValue) else { throw fail() }
    while levels.count - 1 > index { try closeTop() }
    return index
  }

  private func currentValueToken() -> Int {
    guard let index = try? currentValueIndex() else { return 0 }
    return levels[index].token
  }

  /// Opens the running value's object or array, or hands out the one it already opened (class
  /// hierarchies ask twice); token 0, which no level has, when the value already holds
  /// something else.
  private func openContainer(_ content: Level.Content) -> Int {
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

  /// Closes the nested containers above level `token` so it is on top; fails when a running
  /// value is in the way or the level is already closed.
  private func makeTop(_ token: Int) throws -> Int {
    guard !failed else { throw FastJSONEncoder.Unsupported() }
    while let top = levels.last, top.token != token {
      guard !top.isValue else { throw fail() }
      try closeTop()
    }
    guard !levels.isEmpty else { throw fail() }
    return levels.count - 1
  }

  /// Writes the top level's closing bracket, sorting an object's members first when needed.
  private func closeTop() throws {
    let level = levels.removeLast()
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
