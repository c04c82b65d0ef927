import CMicroHTTPD
import Foundation

extension ServerCore {
  /// Every request header, in order.
  static func headers(of connection: OpaquePointer) -> HTTPHeaders {
    var headers = HTTPHeaders()
    // Without an iterator libmicrohttpd only counts, so the fields allocate once.
    let total = MHD_get_connection_values(connection, .HEADER_KIND, nil, nil)
    guard total > 0 else { return headers }
    headers.reserveCapacity(Int(total))
    // A C callback appending through the context pointer: a Swift closure behind the pointer
    // cost two context allocations and a thunk per field in callgrind.
    withUnsafeMutablePointer(to: &headers) { headers in
      _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
        let name = ServerCore.commonHeaderName(key!) ?? String(cString: key!)
        context!.assumingMemoryBound(to: HTTPHeaders.self).pointee.add(name, ServerCore.value(value))
        return .YES
      }, headers)
    }
    return headers
  }

  /// Decoded query arguments; the first occurrence of a name wins.
  static func query(of connection: OpaquePointer) -> [String: String] {
    var values: [String: String] = [:]
    // Counting first spares the dictionary work for most requests, which have no query at all.
    guard MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, nil, nil) > 0 else { return values }
    withUnsafeMutablePointer(to: &values) { values in
      _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, { context, _, key, value in
        let name = String(cString: key!)
        let values = context!.assumingMemoryBound(to: [String: String].self)
        if values.pointee[name] == nil { values.pointee[name] = ServerCore.value(value) }
        return .YES
      }, values)
    }
    return values
  }

  /// The header names most requests carry, spelled as clients commonly send them, as string
  /// constants; `nil` for any other name.
  ///
  /// Only an exact byte match counts, so handlers see the same names either way; matching costs
  /// a length switch and a `strcmp`, ~100 instructions a name less than decoding it in callgrind.
  static func commonHeaderName(_ name: UnsafePointer<CChar>) -> String? {
    switch strlen(name) {
    case 4: strcmp(name, "Host") == 0 ? "Host" : nil
    case 6: strcmp(name, "Accept") == 0 ? "Accept" : strcmp(name, "Origin") == 0 ? "Origin" : nil
    case 7: strcmp(name, "Referer") == 0 ? "Referer" : nil
    case 10: strcmp(name, "User-Agent") == 0 ? "User-Agent" : strcmp(name, "Connection") == 0 ? "Connection" : nil
    case 12: strcmp(name, "Content-Type") == 0 ? "Content-Type" : nil
    case 14: strcmp(name, "Content-Length") == 0 ? "Content-Length" : nil
    case 15:
      strcmp(name, "Accept-Encoding") == 0
        ? "Accept-Encoding" : strcmp(name, "Accept-Language") == 0 ? "Accept-Language" : nil
    default: nil
    }
  }

  /// A value as libmicrohttpd hands it to an iterator; a missing one is empty.
  private static func value(_ value: UnsafePointer<CChar>?) -> String {
    value.map { String(cString: $0) } ?? ""
  }
}
