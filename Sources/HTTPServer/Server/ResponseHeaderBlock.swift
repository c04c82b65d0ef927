import CMicroHTTPD
import Foundation

/// Header fields that go on many responses, converted once into the C strings libmicrohttpd
/// copies into each one.
///
/// `@unchecked Sendable` is safe: the strings are written in `init`, only read afterwards, and
/// freed in `deinit`, when no response can be built with them any more.
@available(SwiftStdlib 6.2, *)
final class ResponseHeaderBlock: @unchecked Sendable {
  /// Name, value, name, value, ... each a `strdup` copy.
  private let strings: UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>?>

  init(_ headers: HTTPHeaders) {
    strings = .allocate(capacity: 2 * headers.fields.count)
    for (index, field) in headers.fields.enumerated() {
      strings[2 * index] = strdup(field.name)
      strings[2 * index + 1] = strdup(field.value)
    }
  }

  /// Adds every field to a libmicrohttpd response, in order.
  func add(to response: OpaquePointer) {
    cmhd_add_response_headers(response, strings.baseAddress, strings.count / 2)
  }

  deinit {
    for string in strings { free(string) }
    strings.deallocate()
  }
}
