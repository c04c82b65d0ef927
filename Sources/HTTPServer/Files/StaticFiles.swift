import Foundation

/// The files of one directory, read into memory when the server starts.
///
/// Requests are answered only from this table, keyed by the URL path of each file found at
/// start-up, so no request path (`..`, encoded slashes, NUL, backslashes) can name anything
/// else. Symbolic links are followed only when their target lies inside the directory.
@available(SwiftStdlib 6.2, *)
struct StaticFiles: Sendable {
  struct File: Sendable {
    let body: [UInt8]
    let contentType: String
    let etag: String
  }

  private let files: [String: File]

  /// Reads every regular file under `directory`.
  /// - Throws: ``ServerError/filesDirectoryUnreadable(_:)`` when it is not a readable directory.
  init(directory: String) throws {
    guard let root = Self.resolve(directory) else { throw ServerError.filesDirectoryUnreadable(directory) }
    var files: [String: File] = [:]
    let manager = FileManager.default
    let names = (try? manager.subpathsOfDirectory(atPath: root)) ?? []
    for name in names where !name.contains("\\") {
      guard let resolved = Self.resolve(root + "/" + name), resolved.hasPrefix(root + "/"),
        let data = manager.contents(atPath: resolved), !Self.isDirectory(resolved)
      else { continue }
      let body = [UInt8](data)
      files["/" + name] = File(body: body, contentType: MediaType.forFile(named: name), etag: Self.etag(of: body))
    }
    self.files = files
  }

  /// The file for a request path; `/` and paths ending in `/` mean their `index.html`.
  /// - Complexity: O(*n*) in the length of the path (one hash lookup).
  func file(at path: String) -> File? {
    files[path.hasSuffix("/") ? path + "index.html" : path]
  }

  /// The canonical absolute path with symbolic links resolved, or `nil` when it does not exist.
  private static func resolve(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// A strong validator: FNV-1a of the content, so it changes exactly when the bytes do.
  private static func etag(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))-\(bytes.count)\""
  }
}
