import Foundation
import KeyPathMappingAdvisor
import Testing

/// The corpus's `// expect:` comments against what the advisor finds, run through the real
/// compiler: every call is found at its line with its category, suggestion and exactness, and
/// nothing is found on any other line (comments and strings that look like calls included).
@Suite struct AdvisorCorpusTests {
  struct Expectation: CustomStringConvertible {
    let line: Int
    let category: String
    let exact: Bool
    let suggestion: String?
    let reasonPhrase: String?
    var description: String { "line \(line): \(category)" }
  }

  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

  static func expectations(in file: URL) throws -> [Expectation] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
      guard let marker = line.range(of: "// expect: ") else { return nil }
      var words = line[marker.upperBound...].split(separator: " ", maxSplits: 1).map(String.init)
      let category = words.removeFirst()
      let rest = words.first ?? "-"
      let isNone = category == "none"
      return Expectation(
        line: index + 1, category: category.replacingOccurrences(of: "!", with: ""),
        exact: !category.hasSuffix("!") && !isNone, suggestion: isNone ? nil : rest,
        reasonPhrase: isNone ? String(rest.dropFirst(2)) : nil)
    }
  }

  static func report(_ paths: [String]) async throws -> Report {
    let compiler = try Compiler.find(path: nil, environment: ProcessInfo.processInfo.environment)
    return try await Advisor(compiler: compiler).run(paths)
  }

  @Test func everyCallIsFoundWithItsAdvice() async throws {
    let file = Self.corpus.appendingPathComponent("Settings.swift")
    let expected = try Self.expectations(in: file)
    let report = try await Self.report([file.path])
    #expect(report.files == 1)
    #expect(report.skipped.isEmpty)
    #expect(report.findings.map(\.line) == expected.map(\.line))
    for (finding, expectation) in zip(report.findings, expected) {
      #expect(finding.advice.category.rawValue == expectation.category, "\(expectation)")
      #expect(finding.advice.exact == expectation.exact, "\(expectation): \(finding.advice.reason)")
      if let phrase = expectation.reasonPhrase {
        #expect(finding.advice.reason.contains(phrase), "\(expectation): \(finding.advice.reason)")
        #expect(finding.advice.suggestion == nil)
      } else {
        #expect(finding.advice.suggestion == expectation.suggestion, "\(expectation)")
      }
    }
  }

  @Test func everyCategoryIsInTheCorpus() throws {
    let expected = try Self.expectations(in: Self.corpus.appendingPathComponent("Settings.swift"))
    #expect(Set(expected.map(\.category)) == Set(Advice.Category.allCases.map(\.rawValue)))
  }

  @Test func theColumnIsThatOfTheB() async throws {
    let file = Self.corpus.appendingPathComponent("Settings.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    for finding in try await Self.report([file.path]).findings {
      let line = Array(lines[finding.line - 1].utf8)
      #expect(String(decoding: line[(finding.column - 1)...].prefix(7), as: UTF8.self) == "Binding")
    }
  }
}
