/// Splits the compiler's output, one JSON object per file back to back, into each file's bytes.
/// Each object starts with `{"_kind":"source_file","filename":"`, and those bytes cannot occur
/// elsewhere (a quote inside a JSON string is escaped), so one file's malformed dump never
/// takes the next file's with it.
package enum DumpChunks {
  private static let marker = Array(#"{"_kind":"source_file","filename":""#.utf8)

  /// Each file's bytes, in order.
  package static func split(_ dump: [UInt8]) -> [ArraySlice<UInt8>] {
    var starts: [Int] = []
    var index = 0
    let first = marker[0]
    while index + marker.count <= dump.count {
      if dump[index] == first, dump[index..<index + marker.count].elementsEqual(marker) {
        starts.append(index)
        index += marker.count
      } else {
        index += 1
      }
    }
    return starts.enumerated().map { position, start in
      dump[start..<(position + 1 < starts.count ? starts[position + 1] : dump.count)]
    }
  }
}
