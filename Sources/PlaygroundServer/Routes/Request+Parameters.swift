import HTTPServer
import Playground

/// How every route reads what a request's path and query carry.
@available(SwiftStdlib 6.2, *)
extension Request {
  /// The path's `{id}` parameter (`/api/bindings/{id}`); empty for a route without one.
  var pathID: String { parameters["id"] ?? "" }

  /// Query parameter `name` as an integer in `range`, `value` when it is absent; 400 for
  /// anything else.
  ///
  /// ```swift
  /// let limit = try request.integerQuery("limit", default: 100, in: 0...1000)  // ?limit=20 -> 20
  /// ```
  func integerQuery(_ name: String, default value: Int, in range: ClosedRange<Int>) throws(PlaygroundError) -> Int {
    guard let text = query[name] else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw .malformed("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
    }
    return number
  }
}
