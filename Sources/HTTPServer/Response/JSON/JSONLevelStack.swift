/// The stack of open levels of a ``JSONStreamState``, its bottom level stored inline.
///
/// Most values a handler returns are one flat object or array, which needs a single level:
/// keeping that one out of an array spares an allocation and its release per encode (GET /json
/// of the load benchmark, callgrind). Deeper levels go to an array as before.
struct JSONLevelStack {
  typealias Level = JSONStreamState.Level

  /// Level 0 while the stack is not empty; stale otherwise and never read then.
  private var bottom = Level(isValue: false, content: .empty)
  /// Levels 1 and up.
  private var above: [Level] = []
  /// How many levels are open.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// The open levels' indices, bottom first.
  var indices: Range<Int> { 0..<count }

  /// The level at `index`, which must be one of ``indices``.
  subscript(index: Int) -> Level {
    get { index == 0 ? bottom : above[index - 1] }
    set {
      if index == 0 { bottom = newValue } else { above[index - 1] = newValue }
    }
  }

  mutating func append(_ level: Level) {
    if count == 0 { bottom = level } else { above.append(level) }
    count += 1
  }

  /// Removes and returns the top level; the stack must not be empty.
  mutating func removeLast() -> Level {
    precondition(count > 0, "no open level to close")
    count -= 1
    return count == 0 ? bottom : above.removeLast()
  }
}
