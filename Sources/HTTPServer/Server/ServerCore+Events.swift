import CMicroHTTPD

@available(SwiftStdlib 6.2, *)
extension ServerCore {
  /// What libmicrohttpd's content reader reaches through its `cls`: the subscriber and its stream.
  private final class Subscription: Sendable {
    let stream: EventStream
    let subscriber: Subscriber

    init(stream: EventStream, subscriber: Subscriber) {
      self.stream = stream
      self.subscriber = subscriber
    }
  }

  /// Answers an event-stream request with an endless chunked response fed by a ``Subscriber``.
  func subscribe(_ connection: OpaquePointer, to stream: EventStream, state: RequestState) -> MHD_Result {
    let subscriber = Subscriber(
      owner: run.id, connection: ConnectionHandle(pointer: connection),
      descriptor: cmhd_connection_descriptor(connection), limits: stream.subscriberLimits,
      greeting: ServerSentEvent.comment("connected"))
    do {
      guard !run.isStopping.load(ordering: .acquiring) else {
        throw HTTPError(.serviceUnavailable, "the server is stopping")
      }
      try stream.add(subscriber)
    } catch {
      return send(ErrorResponse.make(for: error), for: state, on: connection)
    }
    let subscription = Unmanaged.passRetained(Subscription(stream: stream, subscriber: subscriber))
    let response = MHD_create_response_from_callback(
      UInt64.max,  // MHD_SIZE_UNKNOWN: chunked, no Content-Length
      4096,
      { context, _, buffer, capacity in
        let subscription = Unmanaged<Subscription>.fromOpaque(context!).takeUnretainedValue()
        return subscription.subscriber.read(into: buffer!, capacity: capacity)
      },
      subscription.toOpaque(),
      { context in
        let subscription = Unmanaged<Subscription>.fromOpaque(context!).takeRetainedValue()
        subscription.stream.remove(subscription.subscriber)
      })
    guard let response else {
      subscription.release()
      stream.remove(subscriber)
      return .NO
    }
    return queue(response, status: .ok, headers: EventStream.responseHeaders, state: state, on: connection)
  }
}
