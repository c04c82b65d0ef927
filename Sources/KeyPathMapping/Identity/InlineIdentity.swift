/// Who a closure-based mapping is: its kind (`inline`, `onDidSet`, `parsed`, ...) and the place
/// it is written, or the `id:` its author chose.
@usableFromInline
struct InlineIdentity: Hashable, CustomStringConvertible {
  @usableFromInline
  enum Source {
    case location(fileID: StaticString, line: UInt, column: UInt)
    case explicit(AnyHashable)
  }

  @usableFromInline
  let kind: StaticString

  @usableFromInline
  let source: Source

  @usableFromInline
  init(kind: StaticString = "inline", id: AnyHashable?, fileID: StaticString, line: UInt, column: UInt) {
    self.kind = kind
    if let id {
      source = .explicit(id)
    } else {
      source = .location(fileID: fileID, line: line, column: column)
    }
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.kind.hasSameText(as: rhs.kind) else { return false }
    switch (lhs.source, rhs.source) {
    case (
      .location(let leftFile, let leftLine, let leftColumn), .location(let rightFile, let rightLine, let rightColumn)
    ):
      return leftLine == rightLine && leftColumn == rightColumn && leftFile.hasSameText(as: rightFile)
    case (.explicit(let left), .explicit(let right)):
      return left == right
    default:
      return false
    }
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    switch source {
    case .location(let fileID, let line, let column):
      hasher.combine(fileID.description)
      hasher.combine(line)
      hasher.combine(column)
    case .explicit(let id):
      hasher.combine(id)
    }
  }

  @usableFromInline
  var description: String {
    switch source {
    case .location(let fileID, let line, let column): ".\(kind)(\(fileID):\(line):\(column))"
    case .explicit(let id): ".\(kind)(id: \(id))"
    }
  }
}

extension StaticString {
  /// Whether the two literals spell the same text.
  func hasSameText(as other: StaticString) -> Bool {
    description == other.description
  }
}
