import JSON
import KeyPathMapping
import KeyPathMappingTesting

/// The round-trip laws checked for a whole chain or one of its steps, with the samples used
/// and, for each law that fails, a few concrete counterexamples.
///
/// The checker is `KeyPathMappingTesting.checkRoundTrip`, run over the step's or the chain's key
/// path (``LabKeyPathConversion``). Its work grows with roots × members², so the samples are a
/// type's few pointed values (``LabValue/labSamples``) plus the value the definition starts
/// with. A lab binding carries at most ``counterexampleLimit`` counterexamples per law (its
/// answer goes to every page of the room); ``LabEntry/Prepared/allLaws()`` checks again and
/// keeps every one, for the page that opens them.
@available(SwiftStdlib 6.2, *)
struct LabLawCheck {
  /// How the chain's own check is named.
  static let chainSubject = "the whole chain"
  /// The most counterexamples a lab binding carries per law; `failures` still counts them all.
  static let counterexampleLimit = 3

  /// `the whole chain`, or `step 2: [convert: .to(Int.self)]`.
  let subject: String
  /// The step's position from 1, or `nil` for the whole chain.
  let step: Int?
  /// The contract's `LawCheck`.
  let json: JSONValue

  /// Checks `path` over every root and member sample.
  init<Root: LabValue, Member: LabValue>(
    subject: String, step: Int?, path: WritableKeyPath<Root, Member>, roots: [Root], members: [Member],
    counterexampleLimit: Int
  ) {
    self.subject = subject
    self.step = step
    let report = checkRoundTrip(LabKeyPathConversion(path: path), roots: roots, members: members)
    let laws: [JSONValue] = RoundTripLaw.allCases.map { law in
      let failures = report.counterexamples(breaking: law)
      return [
        "law": .string(law.rawValue), "holds": .bool(failures.isEmpty), "failures": .integer(failures.count),
        "counterexamples": .array(
          failures.prefix(counterexampleLimit).map { failure in
            [
              "root": failure.root.json, "written": .array(failure.writtenMembers.map(\.json)),
              "expected": .string(failure.expected), "actual": .string(failure.actual),
              "description": .string(failure.description),
            ]
          }),
      ]
    }
    json = [
      "subject": .string(subject), "step": step.map(JSONValue.integer) ?? .null, "applies": true, "reason": .null,
      "lawful": .bool(report.isLawful), "roots": .array(roots.map(\.json)), "members": .array(members.map(\.json)),
      "laws": .array(laws),
    ]
  }

  private init(subject: String, step: Int?, json: JSONValue) {
    self.subject = subject
    self.step = step
    self.json = json
  }

  /// The samples of `type`, led by `first` (the value the definition brings), each once: the
  /// learner's own value comes first among the counterexamples.
  static func samples<Value: LabValue>(_ type: Value.Type, first: Value?) -> [Value] {
    guard let first else { return Value.labSamples }
    return [first] + Value.labSamples.filter { $0 != first }
  }

  /// A check that cannot be made, such as for a read-only step, and why.
  static func notApplicable(subject: String, step: Int? = nil, reason: String) -> LabLawCheck {
    LabLawCheck(
      subject: subject, step: step,
      json: [
        "subject": .string(subject), "step": step.map(JSONValue.integer) ?? .null, "applies": false,
        "reason": .string(reason), "lawful": .null, "roots": [], "members": [], "laws": [],
      ])
  }
}

@available(SwiftStdlib 6.2, *)
extension LabPathStep {
  /// This step's laws, over its input type's samples and the value the chain brings to it.
  func lawCheck(_ component: LabComponent<In, Out>, step: Int, reached: In, counterexampleLimit: Int) -> LabLawCheck {
    let subject = "step \(step): \(code)"
    guard case .writable(let keyPath) = component else {
      return .notApplicable(
        subject: subject, step: step, reason: "read-only: \(code) has no setter, so no write to check")
    }
    var roots = LabLawCheck.samples(In.self, first: reached)
    if let refusal { roots = roots.filter { refusal($0) == nil } }
    let members = LabLawCheck.samples(Out.self, first: reached[keyPath: keyPath])
    return LabLawCheck(
      subject: subject, step: step, path: keyPath, roots: roots, members: members,
      counterexampleLimit: counterexampleLimit)
  }
}

/// A key path seen as a conversion, so that `KeyPathMappingTesting.checkRoundTrip` checks exactly
/// what a binding derived through it does: read the member at the key path, write it back there.
///
/// A step's key path is `\In.[convert: conversion]` (or its getter, setter or hook form) and a
/// chain's is those appended, so the laws are checked on the very subscripts a write goes
/// through, hooks and rejections included.
@available(SwiftStdlib 6.2, *)
struct LabKeyPathConversion<Root, Member>: MutatingConversionMapping {
  let path: WritableKeyPath<Root, Member>

  func extract(from root: Root) -> Member { root[keyPath: path] }

  func embed(_ member: Member, in root: inout Root) { root[keyPath: path] = member }
}
