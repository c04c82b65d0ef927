import Foundation

/// A file the advisor did not read, and why, in one sentence.
package struct Skipped: Sendable, Equatable {
  /// The file or folder.
  package let file: String
  /// Why.
  package let reason: String
}

/// Finds the Swift files under the paths a developer names: folders are walked, `.build`,
/// `.git` and `Packages` skipped, a symbolic link followed once (a loop back to a folder already
/// walked is reported), and an unreadable folder reported without stopping the walk.
package enum SwiftFiles {
  /// Folder names never walked.
  package static let skippedFolders: Set<String> = [".build", ".git", "Packages"]

  /// The Swift files under `paths`, sorted, and what could not be walked.
  package static func discover(_ paths: [String]) -> (files: [String], skipped: [Skipped]) {
    var files: [String] = []
    var skipped: [Skipped] = []
    var visited: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        skipped.append(Skipped(file: path, reason: "no such file or folder"))
        continue
      }
      if isFolder.boolValue {
        walk(path, files: &files, skipped: &skipped, visited: &visited)
      } else {
        files.append(path)
      }
    }
    return (files, skipped)
  }

  private static func walk(
    _ folder: String, files: inout [String], skipped: inout [Skipped], visited: inout Set<String>
  ) {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard visited.insert(real).inserted else {
      skipped.append(Skipped(file: folder, reason: "a symbolic link loop back to \(real), walked once"))
      return
    }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
      skipped.append(Skipped(file: folder, reason: "the folder cannot be read"))
      return
    }
    for name in names where !skippedFolders.contains(name) {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil, name.hasSuffix(".swift") {
          skipped.append(Skipped(file: path, reason: "a symbolic link to nothing"))
        }
        continue
      }
      if isFolder.boolValue {
        walk(path, files: &files, skipped: &skipped, visited: &visited)
      } else if name.hasSuffix(".swift") {
        files.append(path)
      }
    }
  }
}
