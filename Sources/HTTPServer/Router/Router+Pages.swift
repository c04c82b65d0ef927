@available(SwiftStdlib 6.2, *)
extension Router {
  /// A static file served for every path a route pattern matches.
  struct Page: Sendable {
    /// The file's URL path among those of ``Router/files(from:)``, such as `/embed.html`.
    let file: String
    /// Whether the configured frame origins may frame it.
    let isEmbeddable: Bool
    /// Whether the request names something that exists.
    let exists: @Sendable (Request) -> Bool
  }

  /// Serves one static file for `GET` and `HEAD` requests of every path `pattern` matches, such
  /// as one page for each `/embed/:scene`.
  ///
  /// The file comes from the directory of ``files(from:)``, revalidated by `ETag` like any
  /// static file. When `exists` says the request names nothing, the file is still sent, with
  /// `404 Not Found`: a page that reads the address can then explain the mistake to a reader,
  /// while scripts and link checkers see the status. An embeddable page is the only kind of
  /// response that ``Configuration/frameOrigins`` may frame.
  ///
  /// ```swift
  /// router.files(from: "Public")
  /// router.page("/embed/:scene", file: "/embed.html", embeddable: true) { request in
  ///   scenes.contains(request.parameters["scene"] ?? "")
  /// }
  /// // GET /embed/progress -> 200, Public/embed.html
  /// // GET /embed/nope     -> 404, Public/embed.html
  /// ```
  /// - Parameters:
  ///   - pattern: The path pattern; its `:name` segments are the request's parameters.
  ///   - file: The file's URL path among the served files, such as `/embed.html`.
  ///   - embeddable: Whether the origins of ``Configuration/frameOrigins`` may frame the page;
  ///     no page may be framed by another site otherwise.
  ///   - exists: Whether the request names something that exists; `true` by default.
  public mutating func page(
    _ pattern: String, file: String, embeddable: Bool = false,
    exists: @escaping @Sendable (Request) -> Bool = { _ in true }
  ) {
    add(.page(Page(file: file, isEmbeddable: embeddable, exists: exists)), method: .get, path: pattern)
  }
}
