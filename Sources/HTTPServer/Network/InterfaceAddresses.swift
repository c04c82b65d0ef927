import Foundation

/// The addresses this machine's network interfaces carry, as read by `getifaddrs(3)` at the
/// moment of the call (an address that appears later, after a Wi-Fi change, is not included):
/// what a server listening on every interface can be reached at, say to print its URLs.
///
/// ```swift
/// InterfaceAddresses.current()                           // ["192.0.2.7"], say
/// InterfaceAddresses.current(ipv4: false, ipv6: true)    // ["2001:db8::7"], say
/// ```
@available(SwiftStdlib 6.2, *)
public enum InterfaceAddresses {
  /// Address literals of interfaces that are up, loopback excluded: IPv4 when `ipv4`, global
  /// IPv6 when `ipv6`. Link-local IPv6 (`fe80::/10`) is left out: it needs a zone id, which
  /// browsers do not accept in URLs.
  ///
  /// - Parameters:
  ///   - ipv4: Whether to list IPv4 addresses.
  ///   - ipv6: Whether to list global IPv6 addresses.
  /// - Returns: Literals without brackets, in interface order, without repeats.
  public static func current(ipv4: Bool = true, ipv6: Bool = false) -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return [] }
    defer { freeifaddrs(list) }
    var found: [String] = []
    var entry = list
    while let current = entry?.pointee {
      entry = current.ifa_next
      let flags = Int32(bitPattern: current.ifa_flags)
      guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
        let address = current.ifa_addr
      else { continue }
      let family = Int32(address.pointee.sa_family)
      guard (family == AF_INET && ipv4) || (family == AF_INET6 && ipv6),
        let literal = literal(of: address, family: family), !literal.lowercased().hasPrefix("fe80:"),
        !found.contains(literal)
      else { continue }
      found.append(literal)
    }
    return found
  }

  private static func literal(of address: UnsafeMutablePointer<sockaddr>, family: Int32) -> String? {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let converted: UnsafePointer<CChar>?
    if family == AF_INET {
      converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
        inet_ntop(family, &inet.pointee.sin_addr, &text, socklen_t(text.count))
      }
    } else {
      converted = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet6 in
        inet_ntop(family, &inet6.pointee.sin6_addr, &text, socklen_t(text.count))
      }
    }
    guard converted != nil else { return nil }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
