@available(SwiftStdlib 6.2, *)
extension StaticFiles {
  /// The response for a `GET` or `HEAD` of `file`.
  ///
  /// A matching `If-None-Match` answers `304` without a body; every file response is
  /// revalidated (`Cache-Control: no-cache`) so edits show up on reload.
  func response(for request: Request, file: File) -> Response {
    var response = response(for: file, status: .ok)
    if let candidates = request.headers["If-None-Match"], Self.matches(candidates, etag: file.etag) {
      response.status = .notModified
      response.headers["Content-Type"] = nil
      response.body = []
    }
    return response
  }

  /// `file` in full with `status`.
  func response(for file: File, status: HTTPStatus) -> Response {
    Response(
      status: status, headers: ["Content-Type": file.contentType, "ETag": file.etag, "Cache-Control": "no-cache"],
      body: file.body)
  }

  private static func matches(_ candidates: String, etag: String) -> Bool {
    candidates.split(separator: ",").contains { candidate in
      let tag = candidate.trimmingSpaces()
      return tag == "*" || tag == etag || tag == "W/" + etag
    }
  }
}
