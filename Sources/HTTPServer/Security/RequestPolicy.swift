import Foundation

/// The checks a state-changing request passes before its handler runs.
@available(SwiftStdlib 6.2, *)
enum RequestPolicy {
  /// Refuses cross-origin writes (`403`) and writes that are not JSON (`415`).
  ///
  /// Browsers send cross-site `text/plain` and form posts without a CORS preflight, so a JSON
  /// content type plus a same-origin `Origin` (when present) keeps other sites out.
  static func checkStateChange(_ request: Request) throws {
    if let origin = request.headers["Origin"] {
      let host = request.headers["Host"] ?? ""
      guard origin.caseInsensitiveEquals("http://\(host)") else {
        throw HTTPError.forbidden("cross-origin request refused (Origin: \(origin))")
      }
    }
    guard request.method != .delete || !request.body.isEmpty else { return }
    guard isJSON(request.headers["Content-Type"]) else {
      throw HTTPError(.unsupportedMediaType, "Content-Type must be application/json")
    }
  }

  /// Whether a `Content-Type` value is `application/json`, parameters such as `charset` allowed
  /// and the media type compared without case.
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let bytes = contentType.utf8.span
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var end = 0
    while end < bytes.count && bytes[end] != UInt8(ascii: ";") { end += 1 }
    var start = 0
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    let json = "application/json"
    return ASCII.caseInsensitiveEquals(bytes, start..<end, json.utf8.span)
  }
}

@available(SwiftStdlib 6.2, *)
extension Substring {
  func trimmingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
