/// The member names of one object being parsed, to refuse a name that repeats.
///
/// Request bodies have one to four members, for which hashing into a `Set` cost more than the
/// rest of the parse (callgrind), and so did keeping the names in an array of their own (an
/// allocation per object): a few names are compared directly with the members read so far, and
/// only an object with more members moves its names into a set, so that a hostile body with
/// thousands of members is still checked in linear time.
struct MemberNames {
  private static let directComparisonLimit = 8

  private var many: Set<String> = []

  /// Records `name` as the name of the member after `members`; `false` when one of them had it.
  ///
  /// - Parameters:
  ///   - name: The next member's name.
  ///   - members: The object's members read so far, every one recorded here first.
  /// - Complexity: O(1) amortised; O(*k*) for the first *k* ≤ 8 names.
  mutating func insert(_ name: String, after members: [(key: String, value: JSONValue)]) -> Bool {
    if members.count < Self.directComparisonLimit {
      return !members.contains { $0.key == name }
    }
    if members.count == Self.directComparisonLimit { many = Set(members.lazy.map(\.key)) }
    return many.insert(name).inserted
  }
}
