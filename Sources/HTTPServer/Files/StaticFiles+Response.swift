extension StaticFiles {
  /// The response for a `GET` or `HEAD` of `path`, or `nil` when no such file exists.
  ///
  /// A matching `If-None-Match` answers `304` without a body; every file response is
  /// revalidated (`Cache-Control: no-cache`) so edits show up on reload.
  func response(for request: Request) -> Response? {
    guard let file = file(at: request.path) else { return nil }
    var headers: HTTPHeaders = ["Content-Type": file.contentType, "ETag": file.etag, "Cache-Control": "no-cache"]
    if let candidates = request.headers["If-None-Match"], Self.matches(candidates, etag: file.etag) {
      headers["Content-Type"] = nil
      return Response(status: .notModified, headers: headers)
    }
    return Response(status: .ok, headers: headers, body: file.body)
  }

  private static func matches(_ candidates: String, etag: String) -> Bool {
    candidates.split(separator: ",").contains { candidate in
      let tag = candidate.trimmingSpaces()
      return tag == "*" || tag == etag || tag == "W/" + etag
    }
  }
}
