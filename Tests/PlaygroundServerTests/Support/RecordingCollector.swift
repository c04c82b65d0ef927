import Foundation
import JSON
import PlaygroundServer
import Testing

@testable import Playground

/// Drives a live playground as the page does and collects what it shows as a recording
/// (`{format, version, recordedAt, start, end, entries, labs}`): the log's entries, the roots
/// before them, the definitions of the lab bindings made, and the refused and trapped writes,
/// which the log does not keep, as `{"entry": "rejected", …}` and `{"entry": "trapped", …}`
/// where they happened.
final class RecordingCollector {
  let live: any PlaygroundClient
  private let startRoots: JSONValue
  private let startSequence: Int
  /// Every answer that was logged, and every refused write, in order.
  private var entries: [JSONValue] = []
  private var labs: [(key: String, value: JSONValue)] = []

  init(_ live: (any PlaygroundClient)? = nil) throws {
    let live = try live ?? LivePlayground()
    self.live = live
    let state = try JSONValue(parsing: live.get("/api/state").text)
    startRoots = state["roots"] ?? [:]
    startSequence = if case .integer(let sequence)? = state["sequence"] { sequence } else { 0 }
  }

  /// Writes `value` through binding `id`, inside `transaction` when given.
  func write(_ id: String, _ value: JSONValue, transaction: JSONValue? = nil) throws {
    let reply = try live.write(id, value.serialized(), transaction: transaction?.serialized())
    let answer = try JSONValue(parsing: reply.text)
    switch reply.status {
    case 200:
      entries.append(answer)
    case 422 where answer["rejection"] != nil:
      let rejection = answer["rejection"] ?? .null
      entries.append([
        "entry": "rejected", "binding": .string(id), "value": ["written": value],
        "transaction": ["ambient": transaction ?? .null], "reason": rejection["reason"] ?? .null,
        "root": rejection["root"] ?? .null,
      ])
    default:
      Issue.record("writing \(value.serialized()) through \(id) answered \(reply.status): \(reply.text)")
    }
  }

  /// Restores `roots` (`{"rows": [...]}`), as an imported recording or the rows scene's delete does.
  func restore(_ roots: JSONValue) throws {
    let reply = try live.post("/api/restore", JSONValue.object([("roots", roots)]).serialized())
    #expect(reply.status == 200, "restore answered \(reply.status): \(reply.text)")
    entries.append(try JSONValue(parsing: reply.text))
  }

  /// Resets the scenes `ids`.
  func reset(_ ids: [String]) throws {
    let reply = try live.post(
      "/api/reset", JSONValue.object([("scenes", .array(ids.map(JSONValue.string)))]).serialized())
    #expect(reply.status == 200, "reset answered \(reply.status): \(reply.text)")
    entries.append(try JSONValue(parsing: reply.text))
  }

  /// Performs one lesson action (`{"write", "value", "transaction"?}`, `{"render"}`, `{"reset"}`,
  /// `{"restore"}`,
  /// or a cost card's `{"tick"}`, `{"resetRedraws"}`, `{"whoWins"}`, kept as a `costs` entry).
  func perform(_ action: JSONValue, card: String? = nil) throws {
    if let card {
      let reply: (path: String, body: JSONValue) =
        if case .integer(let ticks)? = action["tick"] {
          ("/api/costs/redraws/tick", ["ticks": .integer(ticks)])
        } else if let cell = action["whoWins"] {
          ("/api/costs/who-wins/cells", cell)
        } else {
          ("/api/costs/redraws/reset", [:])
        }
      let answer = try live.post(reply.path, reply.body.serialized())
      #expect(answer.status == 200, "\(reply.path) answered \(answer.status): \(answer.text)")
      entries.append(["entry": "costs", "card": .string(card), "action": action])
    } else if case .string(let id)? = action["write"] {
      try write(id, action["value"] ?? .null, transaction: action["transaction"])
    } else if case .array(let scenes)? = action["reset"] {
      try reset(scenes.compactMap { if case .string(let id) = $0 { id } else { nil } })
    } else if let roots = action["restore"] {
      try restore(roots)
    } else if action["render"] != nil {
      #expect(try live.post("/api/render", "{}").status == 200)
    }
  }

  /// Creates a lab binding from `definition`; its id.
  func makeLab(_ definition: JSONValue) throws -> String {
    let reply = try live.post("/api/lab/bindings", definition.serialized())
    guard reply.status == 200, case .string(let id)? = try JSONValue(parsing: reply.text)["id"] else {
      Issue.record("the lab refused \(definition.serialized()): \(reply.text)")
      return ""
    }
    labs.append((id, definition))
    return id
  }

  /// The recording, after checking that the answers collected are the log's entries.
  func recording() throws -> JSONValue {
    let page = try JSONValue(parsing: live.get("/api/transactions?since=\(startSequence)&limit=1000").text)
    let logged = entries.filter {
      $0["entry"] != .string("rejected") && $0["entry"] != .string("trapped") && $0["entry"] != .string("costs")
    }
    #expect(page["entries"] == .array(logged), "the answers are the log's entries")
    let state = try JSONValue(parsing: live.get("/api/state").text)
    return [
      "format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-01-01T00:00:00Z",
      "start": ["sequence": .integer(startSequence), "roots": startRoots],
      "end": ["sequence": state["sequence"] ?? .null, "roots": state["roots"] ?? .null],
      "entries": .array(entries), "labs": .object(labs),
    ]
  }

  /// The recording of `lesson`: every action of every step performed on a fresh playground,
  /// where a write that would trap runs in the built executable, as in a served playground.
  static func recording(ofLesson lesson: JSONValue) throws -> JSONValue {
    let collector = try RecordingCollector(
      LivePlayground(app: PlaygroundApp(trap: TrapSettings(executable: builtPlayground))))
    if case .array(let steps)? = lesson["steps"] {
      for step in steps {
        let card: String? = if case .string(let card)? = step["card"] { card } else { nil }
        if case .array(let actions)? = step["perform"] {
          for action in actions { try collector.perform(action, card: card) }
        }
      }
    }
    return try collector.recording()
  }

  /// Every shipped lesson, by file name without its extension.
  static func shippedLessons() throws -> [(name: String, lesson: JSONValue)] {
    let folder = ScratchPackage.repository.appendingPathComponent("Lessons")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
      .sorted()
    return try names.map { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return (String(name.dropLast(5)), try JSONValue(parsing: text))
    }
  }
}
