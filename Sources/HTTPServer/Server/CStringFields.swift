import CMicroHTTPD

/// Header fields stored once as NUL-terminated bytes, so a response takes them by pointer.
///
/// The server's own headers are the same for every response: converting their `String`s anew
/// for each one (a `withCString` per name and value, and the retains of walking an array of
/// string pairs) was most of what adding them cost on the Swift side in callgrind.
struct CStringFields: Sendable {
  /// Every name and value, each followed by a NUL byte.
  private let bytes: [CChar]
  /// Where each field's name and value start in ``bytes``, in order.
  private let starts: [(name: Int, value: Int)]

  /// Stores `fields` in order. A NUL inside a name or value ends it, as for any C string.
  init(_ fields: [(name: String, value: String)]) {
    var bytes: [CChar] = []
    var starts: [(name: Int, value: Int)] = []
    for field in fields {
      let name = bytes.count
      bytes += field.name.utf8CString
      starts.append((name, bytes.count))
      bytes += field.value.utf8CString
    }
    self.bytes = bytes
    self.starts = starts
  }

  /// Adds every field to a libmicrohttpd response, in order.
  func add(to response: OpaquePointer) {
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      for start in starts { MHD_add_response_header(response, base + start.name, base + start.value) }
    }
  }
}
