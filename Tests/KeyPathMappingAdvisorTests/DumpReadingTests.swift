import KeyPathMappingAdvisor
import Testing

/// The dump as Swift 6.3.1 writes it: some files' objects are left open (the compiler's JSON for
/// `Sources/HTTPServer/Router/Router.swift` of this package ends three closers short), and one
/// file's dump must never take the next file's with it.
@Suite struct DumpReadingTests {
  static func read(_ text: String) throws -> DumpNode {
    var reader = DumpReader(bytes: Array(text.utf8))
    return try reader.document()
  }

  @Test func anObjectLeftOpenEndsAtItsParentsCloser() throws {
    let node = try Self.read(
      #"{"_kind":"a","items":[{"_kind":"b","expr":{"_kind":"c","name":"x"}],"after":{"_kind":"d"}}"#)
    #expect(node.children.map(\.kind) == ["b", "d"])
    #expect(node.children.first?.children.first?["name"] == "x")
  }

  @Test func aDumpThatStopsShortIsClosedAtItsEnd() throws {
    let node = try Self.read(#"{"_kind":"a","items":[{"_kind":"b","expr":{"_kind":"c","name":"x"}"#)
    #expect(node.children.first?.children.first?["name"] == "x")
  }

  @Test func eachFileGetsItsOwnBytes() throws {
    let first =
      #"{"_kind":"source_file","filename":"a.swift","items":[{"_kind":"b","value":"{\"_kind\":\"source_file\",\"filename\":\""}"#
    let second = #"{"_kind":"source_file","filename":"b.swift","items":[]}"#
    let chunks = DumpChunks.split(Array((first + second).utf8))
    #expect(chunks.count == 2)
    var reader = DumpReader(bytes: Array(chunks[1]))
    #expect(try reader.document()["filename"] == "b.swift")
  }

  @Test func onlyTheFieldsTheRulesReadAreKept() throws {
    let node = try Self.read(
      #"{"_kind":"unresolved_dot_expr","type":"","field":"name","function_ref":{"_kind":"function_ref_info"},"base":{"_kind":"unresolved_decl_ref_expr","name":"model"}}"#
    )
    #expect(node.fields == ["field": "name"])
    #expect(node.children.map(\.kind) == ["unresolved_decl_ref_expr"])
  }
}
