public import HTTPServer
import JSON
import Synchronization

/// The binding playground: the scenes' state, the transaction log, the event stream, and the
/// router that serves them.
///
/// Every write, reset and render runs inside one `Mutex`, together with its log append and its
/// event: the log and the `/api/events` stream see commits in gapless, increasing sequence order,
/// and no write is lost however many threads the server answers on.
///
/// ```swift
/// let app = PlaygroundApp()
/// var configuration = Configuration()
/// configuration.port = 0
/// let server = try Server.start(router: app.makeRouter(publicDirectory: "Public"), configuration: configuration)
/// // GET http://127.0.0.1:\(server.port)/api/state -> {"sequence":0,"roots":{"progress":0.25,...}}
/// ```
public final class PlaygroundApp: Sendable {
  /// The event stream served at `/api/events`; its subscriber count is reported by `/healthz`.
  public let events: EventStream

  let world: Mutex<PlaygroundWorld>
  /// The world's scenes, for the part of a write that needs no lock (``PendingWrite``).
  let scenes: SceneDirectory
  /// Each committed write's `WriteRecord` as UTF-8 JSON, exactly as its answer and its event
  /// carried it.
  let log: TransactionLog<[UInt8]>
  /// The serialized snapshot (`GET /api/state`, the first event a subscriber gets), or `nil`
  /// when a write made it stale; see ``snapshotText()``.
  let latestSnapshot: Mutex<String?>
  /// In share mode, the token every state-changing request must present; `nil` on loopback.
  let presenterToken: BearerToken?
  /// What the playground may hold and build, in entries and bytes.
  let limits: PlaygroundLimits
  /// The lessons `/api/lessons` serves.
  let lessons: LessonCatalogue
  /// The lesson step every page shows.
  let presentation = Mutex(Presentation())
  /// The lab bindings learners build (`/api/lab`), behind a lock of their own.
  let lab = LabShelf()

  /// Creates the scenes with their initial roots, an empty log and an event stream.
  ///
  /// - Parameters:
  ///   - limits: What the log keeps and what one write or page may hold, in entries and bytes.
  ///   - maxSubscribers: How many `/api/events` clients may listen at once.
  ///   - presenterToken: For share mode: writes, renders, resets and every other
  ///     state-changing request then need `Authorization: Bearer <token>` (see
  ///     ``ShareSettings``); `nil` (the default) leaves them open, as on loopback.
  ///   - lessons: The lessons `/api/lessons` serves (``LessonFolder/load(from:)``); none by default.
  public init(
    limits: PlaygroundLimits = PlaygroundLimits(), maxSubscribers: Int = 1000, presenterToken: BearerToken? = nil,
    lessons: [Lesson] = []
  ) {
    self.presenterToken = presenterToken
    self.limits = limits
    self.lessons = LessonCatalogue(lessons, maxUploaded: limits.uploadedLessons)
    let world = PlaygroundWorld()
    scenes = world.directory
    latestSnapshot = Mutex(Self.snapshot(of: world, sequence: 0).serialized())
    self.world = Mutex(world)
    log = TransactionLog(capacity: limits.logEntries, byteCapacity: limits.logBytes, size: { $0.count })
    events = EventStream(maxSubscribers: maxSubscribers)
    // Weak: the stream belongs to the app, and a strong capture would keep both alive forever.
    events.onSubscribe { [weak self] in
      guard let self else { return [] }
      return [ServerSentEvent(event: "snapshot", data: snapshotText())]
    }
  }

  /// The router with every API route, plus the page's files when `publicDirectory` is given.
  ///
  /// - Parameter publicDirectory: The folder holding `index.html`, or `nil` for the API alone.
  /// - Returns: A router for ``HTTPServer/Server/start(router:configuration:)``.
  public func makeRouter(publicDirectory: String? = nil) -> Router {
    var router = Router()
    for operation in APIOperation.all {
      if operation.endpoint == .events {
        router.events(operation.routerPath, events)
        continue
      }
      let endpoint = operation.endpoint
      router.on(HTTPMethod(operation.method.rawValue), operation.routerPath) { [self] request in
        Self.response { () throws(PlaygroundError) in try answer(endpoint, request) }
      }
    }
    if let publicDirectory { router.files(from: publicDirectory) }
    if let presenterToken { router.requireBearerToken(presenterToken) }
    return router
  }

  /// The answer `body` makes, or the error it throws with its own JSON body.
  ///
  /// Answers are JSON text already (a write's is the record its log entry and event share), so
  /// they become a JSON response as they are; an error's body is a `JSONValue`.
  private static func response(_ body: () throws(PlaygroundError) -> [UInt8]) -> Response {
    do throws(PlaygroundError) {
      return Response.json(text: try body())
    } catch {
      return Response.json(error.body, status: error.status)
    }
  }
}
