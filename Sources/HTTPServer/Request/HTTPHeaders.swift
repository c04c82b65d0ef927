/// An ordered list of HTTP header fields with case-insensitive lookup.
///
/// Names keep the spelling they were given; lookups compare them without regard to ASCII case,
/// as HTTP does. A name may appear more than once.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers["Content-Type"] = "application/json"
/// headers["content-type"]   // "application/json"
/// headers.add("Vary", "Origin")
/// headers.fields.count      // 2
/// ```
@available(SwiftStdlib 6.2, *)
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// Every field in the order it was added.
  public private(set) var fields: [(name: String, value: String)] = []

  /// Creates an empty header list.
  public init() {}

  /// Creates a header list from literal pairs, in order.
  /// - Parameter elements: Name and value pairs.
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The first value for `name`, compared without case; setting replaces every field of that
  /// name with one field at the end, and `nil` removes them.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(name: String) -> String? {
    get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
    set {
      fields.removeAll { $0.name.caseInsensitiveEquals(name) }
      if let newValue { add(name, newValue) }
    }
  }

  /// Appends a field, keeping any existing fields of the same name.
  /// - Parameters:
  ///   - name: The field name.
  ///   - value: The field value.
  public mutating func add(_ name: String, _ value: String) {
    fields.append((name: name, value: value))
  }

  /// Makes room for `count` fields, so that adding that many allocates once.
  mutating func reserveCapacity(_ count: Int) {
    fields.reserveCapacity(count)
  }

  /// Iterates the fields in order.
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  /// Whether a field is named `name`, compared without case.
  func contains(named name: String) -> Bool {
    fields.contains { $0.name.caseInsensitiveEquals(name) }
  }
}
