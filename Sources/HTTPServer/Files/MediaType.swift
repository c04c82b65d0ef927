/// `Content-Type` values by file extension, text types with a charset.
@available(SwiftStdlib 6.2, *)
enum MediaType {
  private static let byExtension: [String: String] = [
    "html": "text/html; charset=utf-8",
    "htm": "text/html; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8",
    "json": "application/json; charset=utf-8",
    "map": "application/json; charset=utf-8",
    "txt": "text/plain; charset=utf-8",
    "md": "text/markdown; charset=utf-8",
    "svg": "image/svg+xml; charset=utf-8",
    "xml": "application/xml; charset=utf-8",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "ico": "image/x-icon",
    "woff": "font/woff",
    "woff2": "font/woff2",
    "wasm": "application/wasm",
  ]

  /// The media type for a file name; unknown extensions are `application/octet-stream`.
  static func forFile(named name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
    return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
  }
}
