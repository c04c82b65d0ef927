/// The result of checking a conversion's round trip over sample roots and members.
///
/// An empty ``counterexamples`` list means every sample obeyed every law. Use it from any test
/// framework:
///
/// ```swift
/// let report = checkRoundTrip(.to(Double.self), roots: [Float(0.5)], members: [0.25])
/// #expect(report.isLawful, "\(report)")     // Swift Testing
/// XCTAssertTrue(report.isLawful, "\(report)") // XCTest
/// ```
public struct RoundTripReport<Root, Member>: CustomStringConvertible {
  /// The mapping's identity, as its description reads.
  public var mapping: String
  /// Every failing case, in the order the laws were checked.
  public var counterexamples: [RoundTripCounterexample<Root, Member>]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - mapping: The mapping's identity, as text.
  ///   - counterexamples: Every failing case.
  public init(mapping: String, counterexamples: [RoundTripCounterexample<Root, Member>]) {
    self.mapping = mapping
    self.counterexamples = counterexamples
  }

  /// Whether every sample obeyed every law.
  public var isLawful: Bool { counterexamples.isEmpty }

  /// Whether reading loses information: some root does not survive being read and written back.
  public var isLossy: Bool { violates(.getPut) }

  /// Whether a law failed for some sample.
  ///
  /// - Parameter law: The law to look for.
  /// - Returns: `true` when at least one counterexample breaks `law`.
  public func violates(_ law: RoundTripLaw) -> Bool {
    counterexamples.contains { $0.law == law }
  }

  /// The counterexamples that break one law.
  ///
  /// - Parameter law: The law to filter by.
  /// - Returns: The matching counterexamples, in order.
  public func counterexamples(breaking law: RoundTripLaw) -> [RoundTripCounterexample<Root, Member>] {
    counterexamples.filter { $0.law == law }
  }

  /// A summary line followed by one line per counterexample.
  public var description: String {
    guard !isLawful else { return "\(mapping): obeys get-put, put-get and put-put on every sample" }
    let laws = RoundTripLaw.allCases.filter(violates).map(\.rawValue).joined(separator: ", ")
    return (["\(mapping): breaks \(laws)"] + counterexamples.map { "  \($0)" }).joined(separator: "\n")
  }
}
