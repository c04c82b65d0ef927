import Foundation

/// A second "host" for one test: a Linux network namespace joined to this one by a veth pair,
/// with addresses in 10.231.x.0/30 that exist only on that pair. ``remove()`` (also run by
/// `deinit`) deletes the namespace, which takes the pair with it.
final class NetworkNamespace {
  /// Why namespaces cannot be made here, or `nil` when they can (probed once: it takes root,
  /// `CAP_NET_ADMIN`, iproute2 and curl).
  static let unavailableReason: String? = probe()

  let name: String
  /// This side of the pair, where the server listens.
  let hostAddress: String
  /// The namespace's side, where the viewer's requests come from.
  let guestAddress: String
  private let hostInterface: String
  private var removed = false

  init() throws {
    let id = Int(getpid()) % 1_000_000
    name = "kpg-share-\(id)"
    hostInterface = "kpgh\(id)"
    let subnet = "10.231.\(id % 250 + 1)"
    (hostAddress, guestAddress) = ("\(subnet).1", "\(subnet).2")
    let guestInterface = "kpgn\(id)"
    Self.ip(["netns", "del", name])  // left over from a run that crashed
    Self.ip(["link", "del", hostInterface])
    let steps: [[String]] = [
      ["netns", "add", name],
      ["link", "add", hostInterface, "type", "veth", "peer", "name", guestInterface],
      ["link", "set", guestInterface, "netns", name],
      ["addr", "add", "\(hostAddress)/30", "dev", hostInterface],
      ["link", "set", hostInterface, "up"],
      ["-n", name, "addr", "add", "\(guestAddress)/30", "dev", guestInterface],
      ["-n", name, "link", "set", guestInterface, "up"],
      ["-n", name, "link", "set", "lo", "up"],
    ]
    for step in steps where Self.ip(step).status != 0 {
      remove()
      throw Failure(description: "ip \(step.joined(separator: " ")) failed")
    }
  }

  deinit { remove() }

  /// Deletes the namespace and the veth pair; safe to call twice.
  func remove() {
    guard !removed else { return }
    removed = true
    Self.ip(["netns", "del", name])
    Self.ip(["link", "del", hostInterface])
  }

  /// Runs `curl -sS` inside the namespace and returns the status code and body.
  func curl(_ arguments: [String]) -> (status: Int, body: String) {
    let (_, output) = Self.run(
      ["ip", "netns", "exec", name, "curl", "-sS", "--max-time", "5", "-w", "\n%{http_code}"] + arguments)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
  }

  /// Starts `curl -sS -N` inside the namespace for `seconds`, for an event stream.
  func startStreaming(_ url: String, seconds: Int) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ip", "netns", "exec", name, "curl", "-sS", "-N", "--max-time", String(seconds), url]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, output)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  @discardableResult
  private static func ip(_ arguments: [String]) -> (status: Int32, output: String) {
    run(["ip"] + arguments)
  }

  private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return (127, "") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private static func probe() -> String? {
    guard geteuid() == 0 else { return "not root" }
    guard run(["curl", "--version"]).status == 0 else { return "curl is not installed" }
    let name = "kpg-probe-\(getpid())"
    guard ip(["netns", "add", name]).status == 0 else {
      return "`ip netns add` failed (iproute2 missing or no CAP_NET_ADMIN)"
    }
    ip(["netns", "del", name])
    return nil
  }
}
