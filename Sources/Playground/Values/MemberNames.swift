/// The member names of one object being parsed, to refuse a name that repeats.
///
/// Request bodies have one or two members, for which hashing into a `Set` cost more than the
/// rest of the parse (callgrind); a few names are compared directly, and only an object with
/// more members moves them into a set, so that a hostile body with thousands of members is
/// still checked in linear time.
struct MemberNames {
  private static let directComparisonLimit = 8

  private var few: [String] = []
  private var many: Set<String> = []

  /// Records `name`; `false` when the object already had a member by that name.
  ///
  /// - Complexity: O(1) amortised; O(*k*) for the first *k* ≤ 8 names.
  mutating func insert(_ name: String) -> Bool {
    if few.count < Self.directComparisonLimit {
      guard !few.contains(name) else { return false }
      few.append(name)
      if few.count == Self.directComparisonLimit { many = Set(few) }
      return true
    }
    return many.insert(name).inserted
  }
}
