/// A unified diff of two texts, for `--fix --dry-run`: the changed lines with up to three lines
/// of context, in `---`/`+++`/`@@` hunks as `patch` reads them.
package enum LineDiff {
  /// The diff of `before` and `after` for `file`; empty when they are equal.
  package static func unified(file: String, before: String, after: String) -> String {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard old != new else { return "" }
    var output = ["--- a/\(file)", "+++ b/\(file)"]
    // Rewrites replace separate regions; walk common prefixes and suffixes region by region.
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
        oldIndex += 1
        newIndex += 1
        continue
      }
      // A changed region: find the next line where both resynchronise.
      var (oldEnd, newEnd) = (old.count, new.count)
      search: for distance in 1...max(1, old.count + new.count) {
        for oldStep in 0...distance {
          let newStep = distance - oldStep
          let (o, n) = (oldIndex + oldStep, newIndex + newStep)
          if o < old.count, n < new.count, old[o...].prefix(3) == new[n...].prefix(3), old[o] == new[n] {
            (oldEnd, newEnd) = (o, n)
            break search
          }
        }
      }
      let context = 3
      let start = max(0, oldIndex - context)
      let newStart = newIndex - (oldIndex - start)
      let trailing = min(context, old.count - oldEnd, new.count - newEnd)
      output.append(
        "@@ -\(start + 1),\(oldEnd - start + trailing) +\(newStart + 1),\(newEnd - newStart + trailing) @@")
      output += old[start..<oldIndex].map { " " + $0 }
      output += old[oldIndex..<oldEnd].map { "-" + $0 }
      output += new[newIndex..<newEnd].map { "+" + $0 }
      output += old[oldEnd..<oldEnd + trailing].map { " " + $0 }
      oldIndex = oldEnd
      newIndex = newEnd
    }
    return output.joined(separator: "\n") + "\n"
  }
}
