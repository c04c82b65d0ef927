import Foundation

extension PlaygroundOptions {
  /// The folder to serve the page from: the one given with `--public`, else the first `Public/`
  /// holding `index.html` above the executable (a SwiftPM build puts it in
  /// `.build/<configuration>/`, below the package), else in the current directory.
  ///
  /// - Parameter executablePath: The program's path, normally `CommandLine.arguments[0]`.
  /// - Returns: An absolute path, or `nil` when no such folder exists.
  public func resolvedPublicDirectory(executablePath: String) -> String? {
    let files = FileManager.default
    let current = URL(fileURLWithPath: files.currentDirectoryPath, isDirectory: true)
    if let publicDirectory {
      let url = URL(fileURLWithPath: publicDirectory, relativeTo: current).standardizedFileURL
      return files.fileExists(atPath: url.path) ? url.path : nil
    }
    var candidates: [URL] = []
    var folder = URL(fileURLWithPath: executablePath, relativeTo: current).standardizedFileURL
      .resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent("Public"))
      folder.deleteLastPathComponent()
    }
    candidates.append(current.appendingPathComponent("Public"))
    return candidates.first { files.fileExists(atPath: $0.appendingPathComponent("index.html").path) }?
      .standardizedFileURL.path
  }
}
