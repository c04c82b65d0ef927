import Synchronization

/// One running server as its event streams see it: an identity, so stopping one server ends only
/// its own subscribers, and whether it is stopping.
@available(SwiftStdlib 6.2, *)
final class ServerRun: Sendable {
  /// Set when ``Server/stop()`` begins, so no event stream opens while streams are being closed.
  let isStopping = Atomic(false)

  /// The identity subscribers record as their owner.
  var id: ObjectIdentifier { ObjectIdentifier(self) }
}
