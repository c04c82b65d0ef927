import CMicroHTTPD

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
  /// Bytes that are not UTF-8 read as U+FFFD, as `String(cString:)` repairs them.
  static func values(of connection: OpaquePointer) -> RequestValues {
    var values = RequestValues()
    // The context pointer is `values`, borrowed for the duration of the call: the iterator is a
    // C function pointer and cannot capture.
    _ = withUnsafeMutablePointer(to: &values) { values in
      cmhd_get_connection_values(
        connection, MHD_ValueKind.HEADER_KIND.rawValue | MHD_ValueKind.GET_ARGUMENT_KIND.rawValue,
        { context, kind, key, value in
          let values = context!.assumingMemoryBound(to: RequestValues.self)
          let name = String(cString: key!)
          let text = value.map { String(cString: $0) } ?? ""
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
}
