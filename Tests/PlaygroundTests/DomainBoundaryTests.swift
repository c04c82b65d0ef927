import Foundation
import Testing

@Suite("The playground's domain knows nothing of HTTP")
struct DomainBoundaryTests {
  @Test("no file of the Playground module imports HTTPServer or CMicroHTTPD")
  func noHTTPImports() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Playground")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 50)
    for file in files {
      let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { $0.split(separator: " ").contains("import") }
        .compactMap { $0.split(separator: " ").last.map(String.init) }
      #expect(!imports.contains("HTTPServer") && !imports.contains("CMicroHTTPD"), "\(file.lastPathComponent)")
    }
  }
}
