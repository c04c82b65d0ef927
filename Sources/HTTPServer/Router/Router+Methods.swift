@available(SwiftStdlib 6.2, *)
extension Router {
  /// Registers a `GET` handler (also answering `HEAD`); like `on(_:_:use:)` with `.get`.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns a ``ResponseConvertible`` value.
  public mutating func get(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    on(.get, path, use: handler)
  }

  /// Registers a `GET` handler whose `Encodable` result is sent as JSON.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns the value to encode.
  public mutating func get<Output: Encodable & SendableMetatype>(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    on(.get, path, use: handler)
  }

  /// Registers a `POST` handler.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns a ``ResponseConvertible`` value.
  public mutating func post(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    on(.post, path, use: handler)
  }

  /// Registers a `POST` handler whose `Encodable` result is sent as JSON.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns the value to encode.
  public mutating func post<Output: Encodable & SendableMetatype>(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    on(.post, path, use: handler)
  }

  /// Registers a `PUT` handler.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns a ``ResponseConvertible`` value.
  public mutating func put(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    on(.put, path, use: handler)
  }

  /// Registers a `PUT` handler whose `Encodable` result is sent as JSON.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns the value to encode.
  public mutating func put<Output: Encodable & SendableMetatype>(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    on(.put, path, use: handler)
  }

  /// Registers a `PATCH` handler.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns a ``ResponseConvertible`` value.
  public mutating func patch(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    on(.patch, path, use: handler)
  }

  /// Registers a `PATCH` handler whose `Encodable` result is sent as JSON.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns the value to encode.
  public mutating func patch<Output: Encodable & SendableMetatype>(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    on(.patch, path, use: handler)
  }

  /// Registers a `DELETE` handler.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns a ``ResponseConvertible`` value.
  public mutating func delete(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    on(.delete, path, use: handler)
  }

  /// Registers a `DELETE` handler whose `Encodable` result is sent as JSON.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - handler: Returns the value to encode.
  public mutating func delete<Output: Encodable & SendableMetatype>(
    _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    on(.delete, path, use: handler)
  }
}
