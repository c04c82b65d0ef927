import CMicroHTTPD

@available(SwiftStdlib 6.2, *)
extension ServerCore {
  /// What a request carries besides its method, path and body, read once its headers arrived.
  struct RequestValues {
    /// Every header field, in order.
    var headers = HTTPHeaders()
    /// Decoded query arguments; the first occurrence of a name wins.
    var query: [String: String] = [:]
  }

  /// The header fields and query arguments of the request on `connection`, in one pass:
  /// libmicrohttpd parses the query with the request line, so both are there on the first call.
  ///
  /// Bytes that are not UTF-8 read as U+FFFD.
  static func values(of connection: OpaquePointer) -> RequestValues {
    var values = RequestValues()
    // Room for the fields of a usual request (a browser sends about a dozen), allocated once
    // rather than grown field by field.
    values.headers.reserveCapacity(16)
    // The context pointer is `values`, borrowed for the duration of the call: the iterator is a
    // C function pointer and cannot capture.
    _ = withUnsafeMutablePointer(to: &values) { values in
      cmhd_get_connection_values(
        connection, MHD_ValueKind.HEADER_KIND.rawValue | MHD_ValueKind.GET_ARGUMENT_KIND.rawValue,
        { context, kind, key, keyLength, value, valueLength in
          let values = context!.assumingMemoryBound(to: RequestValues.self)
          let name = ServerCore.text(key, keyLength)
          let text = ServerCore.text(value, valueLength)
          if kind == .HEADER_KIND {
            values.pointee.headers.add(name, text)
          } else if values.pointee.query[name] == nil {
            values.pointee.query[name] = text
          }
          return .YES
        }, values)
    }
    return values
  }

  /// The `length` bytes at `start` as text; no bytes at all when `start` is null.
  ///
  /// Called only from the iterator above, with a key or value libmicrohttpd hands it: that many
  /// bytes are there, in the connection's memory, until the iterator returns, and they are
  /// copied into the `String` before it does.
  fileprivate static func text(_ start: UnsafePointer<CChar>?, _ length: Int) -> String {
    guard let start else { return "" }
    return start.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }
}
