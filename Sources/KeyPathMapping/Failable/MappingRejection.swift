/// Why a failable conversion refused to write a value.
///
/// A rejected write leaves the root unchanged; the conversion hands one of these to the hook its
/// caller supplied instead of substituting a default.
///
/// ```swift
/// var count = 4
/// var rejections: [MappingRejection] = []
/// count[convert: .parsed(onRejection: { rejections.append($0) })] = "12a"
/// // count is 4; rejections[0].description is "\"12a\" is not a valid Int"
/// ```
public struct MappingRejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rejected value, as text.
  public var rejectedValue: String

  /// A human-readable reason, for example `"12a" is not a valid Int`.
  public var reason: String

  /// Creates a rejection.
  ///
  /// - Parameters:
  ///   - rejectedValue: The rejected value, as text.
  ///   - reason: A human-readable explanation.
  public init(rejectedValue: String, reason: String) {
    self.rejectedValue = rejectedValue
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
