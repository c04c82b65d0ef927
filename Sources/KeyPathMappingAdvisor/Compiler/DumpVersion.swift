/// The dump format's version check. The JSON dump carries no stability promise, so the advisor
/// reads `compiler_version` from each file's dump and accepts the versions it was tested with.
package enum DumpVersion {
  /// The oldest compiler with the JSON dump (Swift 6.1) up to the newest tested (6.3).
  package static let supported = (oldest: (6, 1), newest: (6, 3))

  /// `nil` when the dump's `compiler_version` is supported, else one sentence saying why not.
  package static func problem(in file: DumpNode) -> String? {
    guard file.kind == "source_file", let version = file.child(ofKind: "compiler_version"),
      let major = version["major"].flatMap({ Int($0) }), let minor = version["minor"].flatMap({ Int($0) })
    else { return "the compiler's parse dump has no compiler_version: the advisor needs Swift 6.1 to 6.3" }
    let full = version["full"] ?? "Swift \(major).\(minor)"
    if (major, minor) < supported.oldest {
      return "\(full) is too old: the advisor reads the JSON parse dump of Swift 6.1 to 6.3"
    }
    if (major, minor) > supported.newest {
      return "\(full) is newer than the advisor knows: its parse dump was tested with Swift 6.1 to 6.3"
    }
    return nil
  }

  /// The same check on the start of a file's dump, for a file whose tree is not read: the
  /// bytes up to the end of its `compiler_version` object.
  package static func problem(inStartOf chunk: ArraySlice<UInt8>) -> String? {
    let marker = Array(#""compiler_version":{"#.utf8)
    guard let start = chunk.indices.first(where: { chunk[$0...].starts(with: marker) }),
      let end = chunk[start...].firstIndex(of: UInt8(ascii: "}"))
    else { return problem(in: DumpNode(kind: "", key: "", range: nil, fields: [:], children: [])) }
    var reader = DumpReader(bytes: Array(chunk[..<(end + 1)]))
    guard let file = try? reader.document() else {
      return problem(in: DumpNode(kind: "", key: "", range: nil, fields: [:], children: []))
    }
    return problem(in: file)
  }
}
