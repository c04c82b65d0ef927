@available(SwiftStdlib 6.2, *)
extension Router {
  /// Refuses requests of `methods` that do not present `token`, with `403` and the JSON error
  /// body, before their handler runs.
  ///
  /// Built on ``check(_:_:)``. The refusal's message never repeats what the client sent, so a
  /// wrong or leaked-looking token does not end up in a response or a log of responses.
  ///
  /// ```swift
  /// let token = BearerToken.random()
  /// router.requireBearerToken(token)   // POST, PUT, PATCH and DELETE need it; GET stays open
  /// // POST without "Authorization: Bearer <token.text>" -> 403
  /// ```
  /// - Parameters:
  ///   - token: The token requests must present.
  ///   - methods: The methods that need it; the state-changing ones by default.
  ///   - openPaths: Paths (compared whole, so routes without `:name` parameters) whose requests
  ///     need no token whatever their method: operations that change nothing although they
  ///     take a body.
  public mutating func requireBearerToken(
    _ token: BearerToken, for methods: Set<HTTPMethod> = HTTPMethod.stateChanging, except openPaths: Set<String> = []
  ) {
    check(methods) { request in
      if openPaths.contains(request.path) { return }
      guard token.authorizes(request.headers["Authorization"]) else {
        throw HTTPError.forbidden("this request needs the presenter's token (Authorization: Bearer …)")
      }
    }
  }
}
