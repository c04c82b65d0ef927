import Foundation

@available(SwiftStdlib 6.2, *)
extension PlaygroundOptions {
  /// The folder to serve the page from: the one given with `--public`, else the first `Public/`
  /// holding `index.html` above the executable (a SwiftPM build puts it in
  /// `.build/<configuration>/`, below the package), else in the current directory.
  ///
  /// - Parameter executablePath: The program's path, normally `CommandLine.arguments[0]`.
  /// - Returns: An absolute path, or `nil` when no such folder exists.
  public func resolvedPublicDirectory(executablePath: String) -> String? {
    if let publicDirectory { return Self.existingPath(publicDirectory) }
    return Self.packageFolder("Public", holding: "index.html", executablePath: executablePath)
  }

  /// The folder of the shipped lessons: the first `Lessons/` holding its `README.md`, found the
  /// way the page's `Public/` is.
  ///
  /// - Parameter executablePath: The program's path, normally `CommandLine.arguments[0]`.
  /// - Returns: An absolute path, or `nil` when no such folder exists.
  public static func shippedLessonsDirectory(executablePath: String) -> String? {
    packageFolder("Lessons", holding: "README.md", executablePath: executablePath)
  }

  /// `path` made absolute against the current directory, if something exists there.
  static func existingPath(_ path: String) -> String? {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let url = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
    return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
  }

  /// The first folder `name` holding `marker`, in the executable's folder or up to three folders
  /// above it, else in the current directory.
  private static func packageFolder(_ name: String, holding marker: String, executablePath: String) -> String? {
    let files = FileManager.default
    let current = URL(fileURLWithPath: files.currentDirectoryPath, isDirectory: true)
    var candidates: [URL] = []
    var folder = URL(fileURLWithPath: executablePath, relativeTo: current).standardizedFileURL
      .resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent(name))
      folder.deleteLastPathComponent()
    }
    candidates.append(current.appendingPathComponent(name))
    return candidates.first { files.fileExists(atPath: $0.appendingPathComponent(marker).path) }?
      .standardizedFileURL.path
  }
}
