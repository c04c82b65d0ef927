import HTTPServer
import JSON
import Playground

extension PlaygroundApp {
  /// `GET /api/session`: `{"share": Bool, "canWrite": Bool}`.
  ///
  /// The page asks once at start, with the token from its presenter URL if it has one, and
  /// disables its controls when `canWrite` is false. The answer says only whether the token
  /// matched, never what was sent or expected.
  func session(for request: Request) -> JSONValue {
    guard let presenterToken else { return ["share": false, "canWrite": true] }
    return ["share": true, "canWrite": .bool(presenterToken.authorizes(request.headers["Authorization"]))]
  }
}
