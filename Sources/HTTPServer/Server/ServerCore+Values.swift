import CMicroHTTPD

extension ServerCore {
  /// What a request carries besides its method, path and body, read once its headers arrived.
  struct RequestValues {
    /// Every header field, in order.
    var headers = HTTPHeaders()
    /// Decoded query arguments; the first occurrence of a name wins.
    // `Dictionary()` rather than `[:]`, whose literal builds an empty argument array first
    // (~30 instructions a request in callgrind).
    var query = [String: String]()
  }

  /// The header fields and query arguments of the request on `connection`, in one pass:
  /// libmicrohttpd parses the query with the request line, so both are there on the first call.
  static func values(of connection: OpaquePointer) -> RequestValues {
    var values = RequestValues()
    // The header block holds every name and value; each field also stores its two lengths.
    // Names that are not ASCII may grow when repaired; then the buffer grows too.
    let count = Int(MHD_get_connection_values(connection, .HEADER_KIND, nil, nil))
    values.headers.reserveCapacity(
      bytes: cmhd_request_header_size(connection) + count * HTTPHeaders.storedSize(nameCount: 0, valueCount: 0))
    // A C callback appending through the context pointer: a Swift closure behind the pointer
    // cost two context allocations and a thunk per field in callgrind.
    _ = withUnsafeMutablePointer(to: &values) { values in
      cmhd_get_connection_values(
        connection, MHD_ValueKind.HEADER_KIND.rawValue | MHD_ValueKind.GET_ARGUMENT_KIND.rawValue,
        { context, kind, key, value in
          let values = context!.assumingMemoryBound(to: RequestValues.self)
          if kind == .HEADER_KIND {
            values.pointee.headers.appendReceived(name: key!, value: value)
          } else {
            let name = String(cString: key!)
            if values.pointee.query[name] == nil {
              values.pointee.query[name] = value.map { String(cString: $0) } ?? ""
            }
          }
          return .YES
        }, values)
    }
    return values
  }
}
