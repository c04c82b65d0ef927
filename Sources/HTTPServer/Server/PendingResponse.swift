import CMicroHTTPD
import Synchronization

/// The response to one request that comes later (``Reply/later(_:)``), and whether
/// libmicrohttpd has the request's connection suspended until it does.
///
/// The connection's worker thread asks for the response in the access handler
/// (``responseOrSuspend()``): with none yet, it suspends the connection, which libmicrohttpd
/// then leaves alone. Any thread answers with ``answer(_:)``: the first answer wins and resumes
/// the connection, and libmicrohttpd calls the access handler again, which finds the response
/// and queues it on the worker thread as any other. Suspending and resuming happen under one
/// lock, so a resume always follows its suspend, and the connection is never touched after
/// its resume: by then it may be gone.
@available(SwiftStdlib 6.2, *)
final class PendingResponse: Sendable {
  private struct State {
    var response: Response?
    var suspended = false
  }

  private let connection: ConnectionHandle
  private let state = Mutex(State())

  init(connection: ConnectionHandle) {
    self.connection = connection
  }

  /// In the access handler: the response, once answered; until then suspends the connection
  /// and returns `nil`.
  func responseOrSuspend() -> Response? {
    state.withLock { state in
      if let response = state.response { return response }
      if !state.suspended {
        state.suspended = true
        MHD_suspend_connection(connection.pointer)
      }
      return nil
    }
  }

  /// From any thread: answers with `response` unless the request was answered already, and
  /// resumes the connection if it sleeps.
  ///
  /// - Returns: Whether this was the answer.
  @discardableResult
  func answer(_ response: Response) -> Bool {
    state.withLock { state in
      guard state.response == nil else { return false }
      state.response = response
      if state.suspended {
        state.suspended = false
        MHD_resume_connection(connection.pointer)
      }
      return true
    }
  }
}

/// One server's requests whose response comes later, so that stopping the server can answer
/// each first: libmicrohttpd must not stop with a connection suspended.
@available(SwiftStdlib 6.2, *)
final class PendingResponses: Sendable {
  private struct State {
    var accepting = true
    var pending: [ObjectIdentifier: PendingResponse] = [:]
  }

  private let state = Mutex(State())

  /// Keeps `response` until it is sent or its request ends.
  ///
  /// - Returns: `false` once the server is stopping; the request must be answered at once.
  func add(_ response: PendingResponse) -> Bool {
    state.withLock { state in
      guard state.accepting else { return false }
      state.pending[ObjectIdentifier(response)] = response
      return true
    }
  }

  /// Forgets `response`: it was sent, or its request ended.
  func remove(_ response: PendingResponse) {
    _ = state.withLock { $0.pending.removeValue(forKey: ObjectIdentifier(response)) }
  }

  /// Takes no more, and answers every request still waiting with `response`, resuming its
  /// connection.
  func answerAll(with response: Response) {
    let waiting = state.withLock { state in
      state.accepting = false
      return Array(state.pending.values)
    }
    for pending in waiting { pending.answer(response) }
  }

  /// How many requests still wait to be sent their response.
  var count: Int { state.withLock { $0.pending.count } }
}
