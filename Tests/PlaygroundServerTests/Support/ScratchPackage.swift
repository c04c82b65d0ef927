import Foundation
import Synchronization

/// A SwiftPM package under this checkout's `.build/` that depends on the checkout by path, for
/// tests that compile code the playground generates: its manifest and files are written only
/// when they change (so an unchanged package is not rebuilt), and `swift` runs in it.
struct ScratchPackage {
  /// This checkout: three folders above this file.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The package's folder, `.build/<name>`.
  let directory: URL

  /// What the package's one target is.
  enum TargetKind: String {
    case executableTarget, testTarget
  }

  /// The package `.build/<name>` with one target, `target`, of sources in folder `path`, that
  /// depends on the products KeyPathMapping and Bindings of this checkout.
  init(name: String, target: String, kind: TargetKind, path: String) throws {
    directory = Self.repository.appendingPathComponent(".build/\(name)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let checkout = Self.repository.lastPathComponent
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "\(name)",
        dependencies: [.package(path: "\(Self.repository.path)")],
        targets: [
          .\(kind.rawValue)(
            name: "\(target)",
            dependencies: [
              .product(name: "KeyPathMapping", package: "\(checkout)"),
              .product(name: "Bindings", package: "\(checkout)"),
            ],
            path: "\(path)"),
        ],
        swiftLanguageModes: [.v6]
      )
      """
    try write(manifest, to: "Package.swift")
  }

  /// Writes `text` at `path` in the package unless the file already holds it.
  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Removes the Swift files of folder `path` that are not in `keeping`.
  func removeFiles(in path: String, keeping: Set<String>) throws {
    let folder = directory.appendingPathComponent(path)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !keeping.contains(name)
    {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Runs `swift <subcommand> --package-path <this package> <arguments>`; its status, and its
  /// standard output followed (for a failure) by its standard error.
  func swift(_ subcommand: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
    try Self.shell(["swift", subcommand, "--package-path", directory.path] + arguments)
  }

  /// Runs a command; its standard output (and, for a failure, its standard error) and status.
  static func shell(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is read on another thread, so that neither pipe fills up and stalls the
    // process while the other is read.
    let complaints = ErrorCollector(errors.fileHandleForReading)
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: printed, as: UTF8.self)
    return (process.terminationStatus, process.terminationStatus == 0 ? text : text + complaints.text())
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let data = Mutex(Data())

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let read = handle.readDataToEndOfFile()
      data.withLock { $0 = read }
      done.signal()
    }
  }

  func text() -> String {
    done.wait()
    return data.withLock { String(decoding: $0, as: UTF8.self) }
  }
}
