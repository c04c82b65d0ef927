import Foundation

/// Opens the listening socket ourselves, so a taken port yields the system's own error text and
/// the bound port is known before libmicrohttpd starts.
@available(SwiftStdlib 6.2, *)
struct ListeningSocket {
  let descriptor: Int32
  let port: Int
  let isIPv6: Bool

  init(host: String, port: Int) throws {
    let literal = host == "localhost" ? "127.0.0.1" : host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    var address = sockaddr_storage()
    let length: socklen_t
    if Self.fill(&address, family: AF_INET, literal: literal, port: port) {
      length = socklen_t(MemoryLayout<sockaddr_in>.size)
      isIPv6 = false
    } else if Self.fill(&address, family: AF_INET6, literal: literal, port: port) {
      length = socklen_t(MemoryLayout<sockaddr_in6>.size)
      isIPv6 = true
    } else {
      throw ServerError.invalidAddress(host)
    }
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
    let descriptor = socket(Int32(address.ss_family), type, 0)
    guard descriptor >= 0 else { throw Self.failure(host, port) }
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 }
    }
    guard bound, listen(descriptor, SOMAXCONN) == 0 else {
      let error = Self.failure(host, port)
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    self.port = Self.boundPort(of: descriptor)
  }

  /// Writes a `sockaddr_in` or `sockaddr_in6` for `literal`; false when it is not of `family`.
  private static func fill(_ storage: inout sockaddr_storage, family: Int32, literal: String, port: Int) -> Bool {
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.initializeMemory(as: UInt8.self, repeating: 0)
      let portBytes = UInt16(port).bigEndian
      if family == AF_INET {
        let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
        address.pointee.sin_family = sa_family_t(family)
        address.pointee.sin_port = portBytes
        return inet_pton(family, literal, &address.pointee.sin_addr) == 1
      }
      let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
      address.pointee.sin6_family = sa_family_t(family)
      address.pointee.sin6_port = portBytes
      return inet_pton(family, literal, &address.pointee.sin6_addr) == 1
    }
  }

  private static func boundPort(of descriptor: Int32) -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return withUnsafeBytes(of: &storage) { raw in
      // sin_port and sin6_port sit at the same offset, right after the family.
      Int(UInt16(bigEndian: raw.load(fromByteOffset: 2, as: UInt16.self)))
    }
  }

  private static func failure(_ host: String, _ port: Int) -> ServerError {
    .bindFailed(host: host, port: port, reason: String(cString: strerror(errno)))
  }
}
