import CMicroHTTPD
import Foundation

@available(SwiftStdlib 6.2, *)
extension ServerCore {
  /// Answers a request later (``Reply/later(_:)``): suspends its connection and runs `work` on
  /// a thread of its own, whose response resumes the connection; ``sendWhenAnswered(_:state:on:)``
  /// then sends it. A server that is stopping answers `503` at once instead.
  func answerLater(_ work: @escaping Reply.Work, state: RequestState, on connection: OpaquePointer) -> MHD_Result {
    let pending = PendingResponse(connection: ConnectionHandle(pointer: connection))
    guard pendingResponses.add(pending) else { return send(Self.stopping, for: state, on: connection) }
    state.pending = pending
    Thread.detachNewThread {
      let response: Response
      do { response = try work() } catch { response = ErrorResponse.make(for: error) }
      pending.answer(response)
    }
    // Whichever comes first, the answer or the suspension, the lock orders them.
    return sendWhenAnswered(pending, state: state, on: connection)
  }

  /// The access handler's calls for a request answered later: sends the response once there is
  /// one (on the call after the connection resumed), or suspends the connection until then.
  func sendWhenAnswered(_ pending: PendingResponse, state: RequestState, on connection: OpaquePointer) -> MHD_Result {
    guard let response = pending.responseOrSuspend() else { return .YES }
    pendingResponses.remove(pending)
    return send(response, for: state, on: connection)
  }

  /// The answer to a request whose response was to come later when the server stops first.
  static var stopping: Response { ErrorResponse.make(for: HTTPError(.serviceUnavailable, "the server is stopping")) }
}
