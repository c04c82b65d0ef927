import CMicroHTTPD

extension ServerCore {
  enum ValueKind {
    case header
    case query

    var mhd: MHD_ValueKind { self == .header ? .HEADER_KIND : .GET_ARGUMENT_KIND }
  }

  /// Every request header, in order.
  static func headers(of connection: OpaquePointer) -> HTTPHeaders {
    var headers = HTTPHeaders()
    forEachValue(.header, of: connection, count: { headers.reserveCapacity($0) }) { headers.add($0, $1) }
    return headers
  }

  /// Decoded values of one kind; the first occurrence of a name wins.
  static func values(_ kind: ValueKind, of connection: OpaquePointer) -> [String: String] {
    var values: [String: String] = [:]
    forEachValue(kind, of: connection) { name, value in
      if values[name] == nil { values[name] = value }
    }
    return values
  }

  /// Calls `body` with each value of `kind`, after telling `count` how many there are.
  private static func forEachValue(
    _ kind: ValueKind, of connection: OpaquePointer, count: (Int) -> Void = { _ in }, _ body: (String, String) -> Void
  ) {
    // Without an iterator libmicrohttpd only counts; most requests have no query at all.
    let total = MHD_get_connection_values(connection, kind.mhd, nil, nil)
    guard total > 0 else { return }
    count(Int(total))
    withoutActuallyEscaping(body) { body in
      var visit = body
      withUnsafeMutablePointer(to: &visit) { pointer in
        _ = MHD_get_connection_values(connection, kind.mhd, { context, _, key, value in
          let visit = context!.assumingMemoryBound(to: ((String, String) -> Void).self).pointee
          visit(String(cString: key!), value.map { String(cString: $0) } ?? "")
          return .YES
        }, pointer)
      }
    }
  }
}
