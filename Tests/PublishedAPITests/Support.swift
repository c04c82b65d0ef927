import KeyPathMapping

// Types the tests share. The published package's API is exercised through our own tests only;
// its test files are run verbatim by scripts/check-published-tests, outside this repository.

/// A reference root, for non-mutating conversions and setters.
final class Profile: Equatable {
  var name: String

  init(name: String) { self.name = name }

  static func == (lhs: Profile, rhs: Profile) -> Bool { lhs === rhs }
}

/// A reference root whose member is a reference too.
final class Document: Equatable {
  var owner: Profile

  init(owner: Profile) { self.owner = owner }

  static func == (lhs: Document, rhs: Document) -> Bool { lhs === rhs }
}

/// Neither `Equatable` nor `Hashable`: a wrapped type `.unwrapped(with:)` cannot compare.
struct Style {
  var weight = 400
}

/// Opts into the subscripts without being `Equatable`.
struct Canvas: KeyPathMappable {
  var zoom: Int
}
