import Foundation

/// An HTTP request method, such as `GET` or `POST`.
///
/// Methods compare by name. ``init(_:)`` upper-cases the name; a request's method is kept exactly
/// as the request line spelled it, because methods are case-sensitive (RFC 9110): a request for
/// `get /x` is not a `GET` and gets `405`. Any token a client sends is representable.
///
/// ```swift
/// HTTPMethod("post") == .post   // true
/// HTTPMethod.delete.isStateChanging   // true
/// ```
@available(SwiftStdlib 6.2, *)
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
  /// The method's name as it appears on the request line (upper case for the standard methods).
  public let name: String

  /// Creates a method from its name; the name is upper-cased.
  /// - Parameter name: A method token such as `"GET"`.
  public init(_ name: String) {
    self.name = name.uppercased()
  }

  /// A method exactly as libmicrohttpd parsed it (request-line methods are case-sensitive).
  init(verbatim name: String) {
    self.name = name
  }

  /// A method from the request line's C string; the common ones share their constant's
  /// storage instead of decoding a new `String` per request.
  init(cString name: UnsafePointer<CChar>) {
    if strcmp(name, "GET") == 0 {
      self = .get
    } else if strcmp(name, "POST") == 0 {
      self = .post
    } else if strcmp(name, "HEAD") == 0 {
      self = .head
    } else {
      self.init(verbatim: String(cString: name))
    }
  }

  /// `GET`: read a resource.
  public static let get = HTTPMethod("GET")
  /// `HEAD`: like `GET` without the body; routed to `GET` handlers.
  public static let head = HTTPMethod("HEAD")
  /// `POST`: create or act.
  public static let post = HTTPMethod("POST")
  /// `PUT`: replace a resource.
  public static let put = HTTPMethod("PUT")
  /// `PATCH`: change part of a resource.
  public static let patch = HTTPMethod("PATCH")
  /// `DELETE`: remove a resource.
  public static let delete = HTTPMethod("DELETE")
  /// `OPTIONS`: ask what a resource allows.
  public static let options = HTTPMethod("OPTIONS")

  /// The methods that change server state and therefore get the content-type, origin and
  /// authorization checks.
  public static let stateChanging: Set<HTTPMethod> = [.post, .put, .patch, .delete]

  /// Whether this method changes server state (`POST`, `PUT`, `PATCH`, `DELETE`).
  public var isStateChanging: Bool {
    // The methods of ``stateChanging``, compared by name without hashing: the byte count picks
    // the one name to compare. Names of other lengths cannot be equal: String equality is
    // canonical equivalence, and the only characters equivalent to an ASCII letter (U+212A
    // KELVIN SIGN, for K) stand for none of these names' letters.
    switch name.utf8.count {
    case 3: name == "PUT"
    case 4: name == "POST"
    case 5: name == "PATCH"
    case 6: name == "DELETE"
    default: false
    }
  }

  /// The method's name.
  public var description: String { name }
}
