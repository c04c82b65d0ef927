import Foundation

/// A Swift file's bytes, read and checked before the compiler sees it: at most
/// ``maximumBytes``, and valid UTF-8.
package struct SourceFile: Sendable {
  /// Files larger than this are reported and not parsed: 4 MiB, far beyond any hand-written
  /// Swift file, so a generated or binary file cannot stall the run.
  package static let maximumBytes = 4 * 1024 * 1024

  /// The path as given.
  package let path: String
  /// Its bytes.
  package let bytes: [UInt8]

  /// Whether the text spells `Binding` anywhere (comments and strings included).
  package var mentionsBinding: Bool {
    let word = Array("Binding".utf8)
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: word[0]) {
      if bytes[found...].starts(with: word) { return true }
      index = found + 1
    }
    return false
  }

  /// Reads `path`, or says in one sentence why it cannot be advised on.
  package static func read(_ path: String) -> Result<SourceFile, SkipReason> {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue
    else { return .failure(SkipReason("the file cannot be read")) }
    guard size <= maximumBytes else {
      return .failure(SkipReason("the file has \(size) bytes, more than the advisor's limit of \(maximumBytes)"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SkipReason("the file cannot be read"))
    }
    guard String(data: data, encoding: .utf8) != nil else { return .failure(SkipReason("the file is not UTF-8")) }
    return .success(SourceFile(path: path, bytes: Array(data)))
  }
}

/// Why a file was skipped, in one sentence.
package struct SkipReason: Error, Sendable {
  /// The sentence.
  package let sentence: String
  init(_ sentence: String) { self.sentence = sentence }
}
