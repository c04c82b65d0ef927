import Foundation

/// The built `added-scene` fixture beside the test bundle (`swift build --build-tests` builds it):
/// the playground with the shelf scene added in one file and one line (`Tests/Fixtures/AddedScene`).
let builtAddedScene = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("added-scene").path

/// The `added-scene` program serving on a free loopback port, as a process of its own, stopped
/// when this is released; its writes that would trap run in children of that process.
final class AddedScenePlayground: PlaygroundClient {
  private let process: Process
  let port: Int

  /// Starts the program with `--port 0` and reads the port from its banner.
  init() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtAddedScene)
    process.arguments = ["--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var banner: [UInt8] = []
    while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      banner.append(byte)
    }
    guard let port = Int(String(decoding: banner, as: UTF8.self).split(separator: ":").last?.filter(\.isNumber) ?? "")
    else {
      process.terminate()
      throw CocoaError(.executableLoad)
    }
    self.process = process
    self.port = port
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }
}
