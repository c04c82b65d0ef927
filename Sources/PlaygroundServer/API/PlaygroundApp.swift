public import HTTPServer
import JSON
public import Playground
import Synchronization

/// The binding playground over HTTP: its journal (the scenes' state, the log, the lab
/// bindings and the lesson shown), the event stream the journal publishes to, and the router
/// that serves them.
///
/// Every change goes through the domain's journal (`PlaygroundJournal`, in the `Playground`
/// module), which applies it, logs it and publishes it under one lock: the log and the
/// `/api/events` stream see changes in gapless, increasing sequence order, and no write is lost
/// however many threads the server answers on. Each route (`Routes/`, one file per resource)
/// reads its request, calls the journal, and shapes its answer.
///
/// ```swift
/// let app = PlaygroundApp()
/// var configuration = Configuration()
/// configuration.port = 0
/// let server = try Server.start(router: app.makeRouter(publicDirectory: "Public"), configuration: configuration)
/// // GET http://127.0.0.1:\(server.port)/api/state -> {"sequence":0,"roots":{"progress":0.25,...}}
/// ```
@available(SwiftStdlib 6.2, *)
public final class PlaygroundApp: Sendable {
  /// The event stream served at `/api/events`; its subscriber count is reported by `/healthz`.
  public let events: EventStream
  /// The one door for every change, and what reads the state.
  let journal: PlaygroundJournal
  /// In share mode, the token every state-changing request must present; `nil` on loopback.
  let presenterToken: BearerToken?
  /// What the playground may hold and build, in entries and bytes.
  let limits: PlaygroundLimits
  /// The lessons `/api/lessons` serves.
  let lessons: LessonStore

  /// Creates the scenes with their initial roots, an empty log and an event stream.
  ///
  /// - Parameters:
  ///   - limits: What the log keeps and what one write or page may hold, in entries and bytes.
  ///   - maxSubscribers: How many `/api/events` clients may listen at once.
  ///   - presenterToken: For share mode: writes, renders, resets and every other
  ///     state-changing request then need `Authorization: Bearer <token>` (see
  ///     ``ShareSettings``); `nil` (the default) leaves them open, as on loopback.
  ///   - lessons: The lessons `/api/lessons` serves (``LessonFolder/load(from:limits:)``); none by default.
  ///   - trap: The program and limits for running a write that would trap in a child process;
  ///     `nil` (the default) refuses such a write with 503.
  public init(
    limits: PlaygroundLimits = PlaygroundLimits(), maxSubscribers: Int = 1000, presenterToken: BearerToken? = nil,
    lessons: [Lesson] = [], trap: TrapSettings? = nil
  ) {
    self.presenterToken = presenterToken
    self.limits = limits
    self.lessons = LessonStore(lessons, maxUploaded: limits.uploadedLessons)
    let events = EventStream(maxSubscribers: maxSubscribers)
    let journal = PlaygroundJournal(limits: limits, publisher: events, trapRunner: trap.map(TrapRunner.init))
    // Weak: the journal publishes to the stream, and a strong capture would keep both alive
    // forever.
    events.onSubscribe { [weak journal] in
      guard let journal else { return [] }
      return [ServerSentEvent(event: JournalEvent.snapshot.rawValue, data: journal.snapshotText())]
    }
    self.events = events
    self.journal = journal
  }

  /// The router with every API route, plus the page's files when `publicDirectory` is given.
  ///
  /// - Parameter publicDirectory: The folder holding `index.html`, or `nil` for the API alone.
  /// - Returns: A router for ``HTTPServer/Server/start(router:configuration:)``.
  public func makeRouter(publicDirectory: String? = nil) -> Router {
    var router = Router()
    for route in APIRoute.all {
      switch route.answer {
      case .events:
        router.events(route.routerPath, events)
      case .json(let handler):
        // Answers are JSON text already (a write's is the record its log entry and event share);
        // a thrown error becomes the server's one error body.
        router.on(route.method, route.routerPath) { [self] request in Response.json(text: try handler(self, request)) }
      case .jsonNowOrLater(let handler):
        // Work that may wait runs off the worker threads, which go on serving other requests.
        router.on(
          route.method, route.routerPath,
          reply: { [self] request in
            switch try handler(self, request) {
            case .now(let text): return .now(Response.json(text: text))
            case .later(let work): return .later { Response.json(text: try work()) }
            }
          })
      case .swiftTest(let handler):
        router.on(route.method, route.routerPath) { [self] request in
          let file = try handler(self, request)
          // The file name is a suite name: ASCII letters and digits, safe inside the quotes.
          let headers: HTTPHeaders = [
            "Content-Type": SwiftTestFile.contentType,
            "Content-Disposition": "attachment; filename=\"\(file.filename)\"",
          ]
          return Response(headers: headers, body: Array(file.source.utf8))
        }
      }
    }
    if let publicDirectory { router.files(from: publicDirectory) }
    if let presenterToken {
      // Operations whose method is POST but which change nothing stay open to viewers.
      let open = APIRoute.all.filter { !$0.needsPresenterToken && $0.method != .get }.map(\.routerPath)
      router.requireBearerToken(presenterToken, except: Set(open))
    }
    return router
  }
}

/// The journal's changes reach HTTP clients as server-sent events: the event's name, the
/// logged sequence as the event id, and the JSON text as its data.
@available(SwiftStdlib 6.2, *)
extension EventStream: ChangePublisher {
  package var hasSubscribers: Bool { subscriberCount > 0 }

  package func publish(_ event: JournalEvent, sequence: Int?, data: String) {
    publish(event: event.rawValue, id: sequence.map(String.init), data: data)
  }
}
