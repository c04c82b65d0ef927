import HTTPServer
import HTTPTestSupport
import PlaygroundServer

/// A playground in share mode on every interface (`0.0.0.0`, a free port), set up the way
/// `keypath-playground --share` does it, plus the presenter's and viewers' ways of talking to it.
struct SharedPlayground {
  let settings: ShareSettings
  let live: LivePlayground
  var token: String { settings.token.text }
  var port: Int { live.port }

  init(publicHosts: [String] = [], maxSubscribers: Int = 500, configure: (inout Configuration) -> Void = { _ in })
    throws
  {
    let settings = ShareSettings(publicHosts: publicHosts)
    self.settings = settings
    live = try LivePlayground(app: PlaygroundApp(maxSubscribers: maxSubscribers, presenterToken: settings.token)) {
      $0.host = "0.0.0.0"
      settings.apply(to: &$0)
      configure(&$0)
    }
  }

  /// A write as a viewer's browser (or curl) would send it, with an optional `Authorization`.
  func write(_ id: String, _ value: String, authorization: String? = nil) throws -> Reply {
    try live.send(
      "POST", "/api/bindings/\(id)", body: #"{"value": \#(value)}"#,
      headers: [("Content-Type", "application/json")] + (authorization.map { [("Authorization", $0)] } ?? []))
  }

  /// A write by the presenter: the token as the page sends it.
  func presenterWrite(_ id: String, _ value: String) throws -> Reply {
    try write(id, value, authorization: "Bearer \(token)")
  }
}
