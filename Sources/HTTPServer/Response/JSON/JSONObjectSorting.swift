/// Puts the members of an object already written into the output in key order, in place.
///
/// Synthesized `Encodable` conformances write keys in declaration order and dictionaries in
/// hash order, while `.sortedKeys` output (which ``FastJSONEncoder`` matches) is ordered by the
/// keys' UTF-8 bytes. Re-reading the few bytes of one object costs less than keeping every
/// member's position while writing.
enum JSONObjectSorting {
  /// One `"key":value` of the object being sorted, as byte ranges of the output.
  private struct Member {
    var bytes: Range<Int>
    /// The key's bytes between its quotes, still escaped.
    var key: Range<Int>
  }

  /// Sorts the members written after the `{` at `start` (the closing `}` is not written yet).
  /// - Returns: `false`, leaving the output as it was, when two members share a key or a key
  ///   holds an escape: JSONEncoder's rules for those are left to JSONEncoder.
  static func sortMembers(of output: inout [UInt8], from start: Int) -> Bool {
    let members = self.members(of: output, from: start + 1)
    guard members.allSatisfy({ !output[$0.key].contains(UInt8(ascii: "\\")) }) else { return false }
    let sorted = members.sorted { output[$0.key].lexicographicallyPrecedes(output[$1.key]) }
    for (first, second) in zip(sorted, sorted.dropFirst()) where output[first.key].elementsEqual(output[second.key]) {
      return false
    }
    var reordered: [UInt8] = []
    reordered.reserveCapacity(output.count - start)
    for (index, member) in sorted.enumerated() {
      if index > 0 { reordered.append(UInt8(ascii: ",")) }
      reordered += output[member.bytes]
    }
    output.replaceSubrange((start + 1)..., with: reordered)
    return true
  }

  /// The members from `start` to the end of the output: split at commas outside strings and
  /// nested containers, each key being the member's first string.
  private static func members(of output: [UInt8], from start: Int) -> [Member] {
    var members: [Member] = []
    var memberStart = start
    var keyEnd: Int?
    var depth = 0
    var inString = false
    var escaped = false
    for index in start..<output.count {
      let byte = output[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if keyEnd == nil { keyEnd = index }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        members.append(Member(bytes: memberStart..<index, key: (memberStart + 1)..<(keyEnd ?? memberStart + 1)))
        memberStart = index + 1
        keyEnd = nil
      default: break
      }
    }
    if memberStart < output.count {
      members.append(Member(bytes: memberStart..<output.count, key: (memberStart + 1)..<(keyEnd ?? memberStart + 1)))
    }
    return members
  }
}
