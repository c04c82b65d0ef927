import Foundation
import Testing

@Suite(
  "A trapped write in an exported test: an exit test that expects the crash",
  .enabled(if: FileManager.default.isExecutableFile(atPath: builtPlayground), "build the executable first"))
struct TrapExportTests {
  @Test("the recording's trapped write becomes an awaited exit test on the root it found; the logged writes replay")
  func exitTest() throws {
    let recording = try ExportedTestProgramTests.trappedRowRecording()
    let playground = try LivePlayground()
    let reply = try playground.post("/api/export/swift-test", recording.serialized())
    #expect(reply.status == 200, "\(reply.text)")
    let source = reply.text
    #expect(source.contains("func rows() async throws {"))
    #expect(source.contains(#"rows.closure = "Oat milk" on ["Milk", "Eggs"] crashed the app in the playground (SIG"#))
    #expect(
      source.contains(
        """
            await #expect(processExitsWith: .failure) {
              @State var items: [String] = ["Milk", "Eggs"]
              let binding: Binding<String> = Binding(get: { items[2] }, set: { items[2] = $0 })
              binding.wrappedValue = "Oat milk"
            }
        """), "\(source)")
    #expect(source.components(separatedBy: "processExitsWith").count == 2, "one exit test")
  }
}
