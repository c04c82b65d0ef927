/// A concrete case in which a conversion breaks a ``RoundTripLaw``.
///
/// ```swift
/// let report = checkRoundTrip(
///   KeyPathMapper<Double>.MutatingConversionTo<Int>.to(), roots: [2.5], members: [1]
/// )
/// print(report.counterexamples[0])
/// // get-put fails for root 2.5: reading gives 2, writing it back makes the root 2.0
/// ```
public struct RoundTripCounterexample<Root, Member>: CustomStringConvertible {
  /// The law that fails.
  public var law: RoundTripLaw
  /// The root the check started from.
  public var root: Root
  /// The members written, in order: none for get-put, one for put-get, two for put-put.
  public var writtenMembers: [Member]
  /// What the law expected, as text: for get-put the member that was read (and written back),
  /// for put-get the member written, for put-put the root after the second write alone.
  public var expected: String
  /// What the conversion produced instead, as text.
  public var actual: String

  /// Creates a counterexample.
  ///
  /// - Parameters:
  ///   - law: The law that fails.
  ///   - root: The root the check started from.
  ///   - writtenMembers: The members written, in order.
  ///   - expected: What the law expected, as text.
  ///   - actual: What the conversion produced instead, as text.
  public init(law: RoundTripLaw, root: Root, writtenMembers: [Member], expected: String, actual: String) {
    self.law = law
    self.root = root
    self.writtenMembers = writtenMembers
    self.expected = expected
    self.actual = actual
  }

  /// One sentence that says what was done and what went wrong.
  public var description: String {
    let writes = writtenMembers.map { String(reflecting: $0) }
    switch law {
    case .getPut:
      return "get-put fails for root \(show(root)): reading gives \(expected), writing it back makes the root \(actual)"
    case .putGet:
      return "put-get fails for root \(show(root)): writing \(writes.joined()) then reading gives \(actual)"
    case .putPut:
      return "put-put fails for root \(show(root)): writing \(writes.joined(separator: " then ")) gives \(actual), "
        + "writing only \(writes.last ?? "") gives \(expected)"
    }
  }
}

/// How a value appears in a counterexample: the debug form, so strings show their quotes.
func show(_ value: some Any) -> String {
  String(reflecting: value)
}
