/// Turns byte offsets of a file into 1-based lines and columns, columns counted in bytes as the
/// compiler counts them.
package struct SourceLines: Sendable {
  private let lineStarts: [Int]

  /// The line starts of `bytes`.
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The line and column of `offset`.
  package func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}
