import CMicroHTTPD

/// Turns a response body into a libmicrohttpd response that sends the body's own bytes.
///
/// Copying the body (`MHD_RESPMEM_MUST_COPY`) cost libmicrohttpd a `malloc`, a `memcpy` and a
/// `free` per response. Instead the response keeps the array's storage alive with one retain,
/// which libmicrohttpd's free callback gives back when it is done with the response.
enum ResponseBody {
  /// A libmicrohttpd response carrying `body`, or `nil` when libmicrohttpd could not create one.
  static func mhdResponse(for body: [UInt8]) -> OpaquePointer? {
    // No bytes to keep: nothing to retain or copy.
    guard !body.isEmpty else { return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT) }
    return body.withUnsafeBytes { bytes in
      let start = UnsafeMutableRawPointer(mutating: bytes.baseAddress)
      guard let owner = storage(of: body, holding: bytes) else {
        return MHD_create_response_from_buffer(bytes.count, start, .RESPMEM_MUST_COPY)
      }
      let retained = Unmanaged.passRetained(owner)
      let response = MHD_create_response_from_buffer_with_free_callback_cls(
        bytes.count, start, { owner in Unmanaged<AnyObject>.fromOpaque(owner!).release() }, retained.toOpaque())
      // libmicrohttpd calls the free callback only for a response it created.
      if response == nil { retained.release() }
      return response
    }
  }

  /// The object that owns `body`'s elements, or `nil` when that cannot be established (the
  /// caller copies the bytes then).
  ///
  /// Why handing out `bytes` beyond `withUnsafeBytes` is safe: on Linux every `[UInt8]` is one
  /// reference to a native storage object holding its elements inline, and that layout is
  /// checked here rather than assumed: the array must be one word, and that word must point
  /// just below the elements. While a retain on that object is held the elements stay where
  /// they are and nobody can change them: the storage is not uniquely referenced any more, so
  /// any array that still shares it copies before it writes.
  /// Internal for the tests, which check the retain is given back.
  static func storage(of body: [UInt8], holding bytes: UnsafeRawBufferPointer) -> AnyObject? {
    guard MemoryLayout<[UInt8]>.size == MemoryLayout<UnsafeRawPointer>.size, let start = bytes.baseAddress else {
      return nil
    }
    let word = withUnsafeBytes(of: body) { $0.load(as: UInt.self) }
    // A native storage object's header (metadata, reference counts, count, capacity) is 32
    // bytes; anything else is not an object this code knows.
    guard word != 0, UInt(bitPattern: start) &- word == 32 else { return nil }
    return unsafeBitCast(body, to: AnyObject.self)
  }
}
