/// Why a text is not JSON, and the byte offset where reading stopped.
///
/// ```swift
/// do { _ = try JSONValue(parsing: "[1,]") } catch { print(error) }   // expected a value at byte 3
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// What was expected or found, such as `"expected ',' or ']'"`.
  public var reason: String
  /// The offset of the offending byte in the text, from 0.
  public var offset: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What was expected or found.
  ///   - offset: The byte offset into the text.
  public init(reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// `"<reason> at byte <offset>"`, for error answers.
  public var description: String { "\(reason) at byte \(offset)" }
}
