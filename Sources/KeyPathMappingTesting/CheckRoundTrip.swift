public import KeyPathMapping

/// Checks a conversion against the get-put, put-get and put-put laws on every sample.
///
/// Every root is combined with every member (and, for put-put, every ordered pair of members),
/// so the work grows with `roots.count * members.count²`: keep samples small and pointed, with
/// the edge cases you care about.
///
/// ```swift
/// let report = checkRoundTrip(
///   KeyPathMapper<Double>.MutatingConversionTo<Int>.to(),
///   roots: [0, 2.5, -1e300], members: [0, 7]
/// )
/// report.isLossy  // true: 2.5 reads as 2 and writes back as 2.0
/// ```
///
/// - Parameters:
///   - conversion: The conversion to check: a mapping value or your own conversion type.
///   - roots: Sample roots to start each check from.
///   - members: Sample members to write.
/// - Returns: A report listing every counterexample found.
/// - Complexity: O(*r* × *m*²) conversions for *r* roots and *m* members.
public func checkRoundTrip<Conversion: MutatingConversionMapping>(
  _ conversion: Conversion, roots: [Conversion.Root], members: [Conversion.Member]
) -> RoundTripReport<Conversion.Root, Conversion.Member>
where Conversion.Root: Equatable, Conversion.Member: Equatable {
  report(on: conversion, roots: roots, members: members)
}

/// Checks a mapping value against the round-trip laws; lets you write `.to(Double.self)`.
///
/// ```swift
/// let report = checkRoundTrip(.to(Double.self), roots: [Float(0.5)], members: [0.25])
/// report.isLawful  // true
/// ```
///
/// - Parameters:
///   - conversion: The conversion to check.
///   - roots: Sample roots to start each check from.
///   - members: Sample members to write.
/// - Returns: A report listing every counterexample found.
/// - Complexity: O(*r* × *m*²) conversions for *r* roots and *m* members.
public func checkRoundTrip<Root: Equatable, Member: Equatable>(
  _ conversion: KeyPathMapper<Root>.MutatingConversionTo<Member>, roots: [Root], members: [Member]
) -> RoundTripReport<Root, Member> {
  report(on: conversion, roots: roots, members: members)
}

func report<Conversion: MutatingConversionMapping>(
  on conversion: Conversion, roots: [Conversion.Root], members: [Conversion.Member]
) -> RoundTripReport<Conversion.Root, Conversion.Member>
where Conversion.Root: Equatable, Conversion.Member: Equatable {
  var found: [RoundTripCounterexample<Conversion.Root, Conversion.Member>] = []
  func written(_ members: Conversion.Member..., into root: Conversion.Root) -> Conversion.Root {
    members.reduce(into: root) { conversion.embed($1, in: &$0) }
  }
  for root in roots {
    let read = conversion.extract(from: root)
    let rewritten = written(read, into: root)
    if rewritten != root {
      found.append(.init(law: .getPut, root: root, writtenMembers: [], expected: show(read), actual: show(rewritten)))
    }
  }
  for root in roots {
    for member in members {
      let readBack = conversion.extract(from: written(member, into: root))
      if readBack != member {
        found.append(
          .init(law: .putGet, root: root, writtenMembers: [member], expected: show(member), actual: show(readBack)))
      }
    }
  }
  for root in roots {
    for first in members {
      for second in members {
        let both = written(first, second, into: root)
        let onlySecond = written(second, into: root)
        if both != onlySecond {
          found.append(
            .init(
              law: .putPut, root: root, writtenMembers: [first, second], expected: show(onlySecond), actual: show(both))
          )
        }
      }
    }
  }
  return RoundTripReport(mapping: String(describing: conversion), counterexamples: found)
}
