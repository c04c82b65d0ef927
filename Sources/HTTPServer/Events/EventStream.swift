import Synchronization

/// A Server-Sent Events channel: every published event reaches every connected subscriber, in
/// publishing order.
///
/// Serve it with ``Router/events(_:_:)``. Connections sleep (suspended in libmicrohttpd, no
/// polling) until an event or a heartbeat arrives; subscribers that went away are dropped within
/// a second. A subscriber that keeps reading gets every event, however large a burst; one that
/// stops reading is dropped once more than ``maxBacklogBytes`` wait for it and it has read
/// nothing for ``stallTimeout``, and in any case before eight times ``maxBacklogBytes`` wait for
/// it. Stopping the server ends its subscribers' streams.
///
/// ```swift
/// let stream = EventStream(maxSubscribers: 100, maxBacklogBytes: 256 * 1024, stallTimeout: .seconds(10))
/// stream.onSubscribe { [ServerSentEvent(event: "snapshot", data: currentStateJSON())] }
/// router.events("/api/events", stream)
/// stream.publish(event: "update", id: "1", data: "{\"value\":2}")
/// stream.subscriberCount   // 0 until a client connects
/// ```
@available(SwiftStdlib 6.2, *)
public final class EventStream: Sendable {
  /// Produces the events a new subscriber receives first.
  public typealias InitialEvents = @Sendable () -> [ServerSentEvent]

  private struct State {
    var subscribers: [ObjectIdentifier: Subscriber] = [:]
    var initialEvents: InitialEvents?
  }

  /// The header fields of a stream's answer.
  static let responseHeaders: HTTPHeaders = [
    "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no",
  ]

  /// The most subscribers served at once; more get `503 Service Unavailable`. The default,
  /// 1,000, is a full lecture hall with one stream per page; ``Configuration/connectionLimit``'s
  /// default leaves room beside them for the pages' own requests.
  public let maxSubscribers: Int
  /// The bytes that may wait for a subscriber that has stopped reading, before
  /// ``stallTimeout`` ends its stream.
  public let maxBacklogBytes: Int
  /// How long a subscriber with more than ``maxBacklogBytes`` waiting may go without reading
  /// before its stream ends.
  public let stallTimeout: Duration

  private let state = Mutex(State())
  /// Held while delivering, so concurrent publishers cannot interleave differently per subscriber.
  private let delivery = Mutex(())

  /// Creates a stream.
  /// - Parameters:
  ///   - maxSubscribers: The subscriber cap; 1,000 by default.
  ///   - maxBacklogBytes: The bytes that may wait for a subscriber that stopped reading; 1 MiB
  ///     by default.
  ///   - stallTimeout: How long such a subscriber may go without reading; 5 seconds by default.
  public init(maxSubscribers: Int = 1000, maxBacklogBytes: Int = 1 << 20, stallTimeout: Duration = .seconds(5)) {
    self.maxSubscribers = maxSubscribers
    self.maxBacklogBytes = max(1, maxBacklogBytes)
    self.stallTimeout = stallTimeout
  }

  /// How far each subscriber may fall behind.
  var subscriberLimits: Subscriber.Limits {
    Subscriber.Limits(backlogBytes: maxBacklogBytes, stallTimeout: stallTimeout)
  }

  /// The number of connected subscribers.
  public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// Sets the events each new subscriber gets before anything published later.
  ///
  /// The closure runs on a server thread after the subscriber is registered, so an event
  /// published meanwhile may precede the snapshot; a snapshot that reflects current state keeps
  /// the client consistent either way. The closure may publish, and may take the caller's locks.
  /// - Parameter makeEvents: Returns the initial events.
  public func onSubscribe(_ makeEvents: @escaping InitialEvents) {
    state.withLock { $0.initialEvents = makeEvents }
  }

  /// Sends an event to every subscriber.
  /// - Parameters:
  ///   - event: The event type, or `nil` for the default `message`.
  ///   - id: The event id.
  ///   - data: The payload.
  public func publish(event: String? = nil, id: String? = nil, data: String) {
    publish(ServerSentEvent(event: event, id: id, data: data))
  }

  /// Sends an event to every subscriber.
  /// - Parameter event: The event.
  /// - Complexity: O(*s*) in the number of subscribers.
  public func publish(_ event: ServerSentEvent) {
    broadcast(event.encoded)
  }

  /// Sends a comment to every subscriber: it keeps proxies open and reveals dead connections.
  func heartbeat() {
    broadcast { ServerSentEvent.comment("heartbeat") }
  }

  /// Encodes only when someone listens: a playground under load without pages open publishes
  /// every write to nobody.
  private func broadcast(_ encode: () -> [UInt8]) {
    delivery.withLock { _ in
      let subscribers = state.withLock { Array($0.subscribers.values) }
      guard !subscribers.isEmpty else { return }
      let bytes = encode()
      for subscriber in subscribers {
        subscriber.deliver(bytes)
      }
    }
  }

  /// Ends the streams of subscribers whose clients hung up while nothing was being sent, or
  /// that stopped reading with too much waiting for them.
  /// - Complexity: O(*s*) in the number of subscribers, one `recv` each.
  func sweep() {
    let now = ContinuousClock.now
    for subscriber in state.withLock({ Array($0.subscribers.values) }) {
      subscriber.closeIfDeparted()
      subscriber.closeIfStalled(now: now)
    }
  }

  /// Registers a subscriber and queues its initial events.
  /// - Throws: `503` when the stream is full.
  func add(_ subscriber: Subscriber) throws {
    let initialEvents = try state.withLock { state in
      guard state.subscribers.count < maxSubscribers else {
        throw HTTPError(.serviceUnavailable, "too many event subscribers (limit \(maxSubscribers))")
      }
      state.subscribers[ObjectIdentifier(subscriber)] = subscriber
      return state.initialEvents
    }
    guard let events = initialEvents?() else { return }
    delivery.withLock { _ in
      for event in events { subscriber.deliver(event.encoded()) }
    }
  }

  /// Forgets a subscriber whose connection libmicrohttpd released.
  func remove(_ subscriber: Subscriber) {
    subscriber.detach()
    _ = state.withLock { $0.subscribers.removeValue(forKey: ObjectIdentifier(subscriber)) }
  }

  /// Ends the streams of the subscribers `owner` accepted.
  /// - Returns: How many were closed.
  @discardableResult
  func close(ownedBy owner: ObjectIdentifier) -> Int {
    let owned = state.withLock { $0.subscribers.values.filter { $0.owner == owner } }
    for subscriber in owned { subscriber.close() }
    return owned.count
  }

  /// How many subscribers `owner` accepted are still connected.
  func count(ownedBy owner: ObjectIdentifier) -> Int {
    state.withLock { $0.subscribers.values.count { $0.owner == owner } }
  }
}
