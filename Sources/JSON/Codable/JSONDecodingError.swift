/// Why a JSON value could not be decoded: where, as a path of member names and indices, and
/// what was wrong there.
///
/// ```swift
/// do { _ = try JSONValue.object([("count", "two")]).decoded(as: [String: Int].self) }
/// catch { print(error) }   // count: expected an Int, got a string
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONDecodingError: Error, Equatable, CustomStringConvertible {
  /// Member names and array indices from the top down to the value at fault; empty for the
  /// top level.
  public var path: [String]
  /// What was wrong, such as `expected a Bool, got a string` or `missing member "curve"`.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: Where, from the top.
  ///   - reason: What was wrong.
  public init(path: [String], reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The error a `DecodingError` describes: its coding path, and its debug description, or for a
  /// missing key `missing member "<name>"`.
  ///
  /// - Parameter error: The error a `Decoder` or an `init(from:)` threw.
  public init(_ error: DecodingError) {
    let context: DecodingError.Context
    var reason: String?
    switch error {
    case .keyNotFound(let key, let keyContext):
      context = keyContext
      reason = "missing member \"\(key.stringValue)\""
    case .typeMismatch(_, let mismatch), .valueNotFound(_, let mismatch), .dataCorrupted(let mismatch):
      context = mismatch
    @unknown default:
      self.init(path: [], reason: "undecodable JSON")
      return
    }
    self.init(
      path: context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
      reason: reason ?? context.debugDescription)
  }

  /// `"<path>: <reason>"`, the path's parts joined with dots, or the reason alone at the top.
  public var description: String {
    path.isEmpty ? reason : path.joined(separator: ".") + ": " + reason
  }
}
