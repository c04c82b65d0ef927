import Bindings
import JSON

/// One thing an exported test replays, read from a log entry (the contract's `WriteRecord`,
/// `ResetRecord` or `RestoreRecord`), from a refused write or from a write that trapped.
///
/// A refused write is not logged (its answer is a 422); the journal keeps it
/// (``PlaygroundJournal/unloggedWrites()``) as `{"entry": "rejected", "after", "binding",
/// "scene", "value": {"written"}, "transaction": {"ambient"}, "reason", "root"}`, members named as
/// in a write record and its 422 answer, and a recording holds it in the same list as the log's
/// entries (`after` and `scene` are not needed to replay it).
@available(SwiftStdlib 6.2, *)
enum ExportStep {
  /// A write that committed, with what the playground showed of it.
  struct Write {
    /// The entry's number in the log; `nil` for a write the log never numbered.
    var sequence: Int?
    /// The binding id written through, such as `progress.mapped`.
    var binding: String
    /// The value written, as the binding's type normalised it.
    var written: JSONValue
    /// The value the binding read back after the write.
    var readBack: JSONValue
    /// The root after the write.
    var rootAfter: JSONValue
    /// The transaction the request wrote inside, as its JSON form; `nil` for none.
    var ambient: JSONValue?
    /// The binding's own transaction.
    var bindingTransaction: JSONValue?
    /// The transaction the root committed; `nil` when the root received no commit.
    var committed: JSONValue?
    /// Whether the binding or the ambient transaction carried an animation.
    var animationRequested: Bool
    /// Whether the root committed the animation asked for.
    var animationPreserved: Bool
    /// The names of the hooks that fired, in order, such as `haptics.impact()`.
    var hooks: [String]
  }

  /// A write a failable conversion refused, the root left as `root`.
  struct Rejection {
    /// The binding id written through.
    var binding: String
    /// The value refused.
    var written: JSONValue
    /// The transaction the request wrote inside; `nil` for none.
    var ambient: JSONValue?
    /// Why the conversion refused it, as `MappingRejection.reason`.
    var reason: String
    /// The root after the refusal: as it was before.
    var root: JSONValue
  }

  /// A write that would have crashed the app, which the playground ran in a child process (a
  /// `TrappedWrite`, as a page that saw it keeps it), the root left as `root`.
  struct Trap {
    /// The binding id written through.
    var binding: String
    /// The value written.
    var written: JSONValue
    /// The root the write found, and left.
    var root: JSONValue
    /// The signal the runtime stopped the child with, such as `SIGILL`.
    var signal: String
    /// The runtime's message; empty when it printed none.
    var message: String
  }

  /// A root set outside any binding: a reset or a restore.
  struct RootChange {
    /// The entry's number in the log.
    var sequence: Int?
    /// A reset (to the starting value) rather than a restore.
    var isReset: Bool
    /// The root's new value.
    var after: JSONValue
  }

  case write(Write)
  case rejection(Rejection)
  case trap(Trap)
  case rootChange(RootChange)

  /// The steps `entry` holds, each with the scene or lab binding id it belongs to: one for a
  /// write or a refusal, one per scene for a reset or a restore.
  static func steps(of entry: JSONValue) throws(SwiftTestWriterError) -> [(owner: String, step: ExportStep)] {
    let sequence: Int? = if case .integer(let number)? = entry["sequence"] { number } else { nil }
    let at = sequence.map { "entry #\($0)" } ?? "an entry"
    switch entry["entry"] {
    case nil:
      let binding = try text(entry["binding"], "\(at): binding")
      guard let value = entry["value"], let root = entry["root"], let transaction = entry["transaction"] else {
        throw SwiftTestWriterError("\(at): a write record has value, root and transaction")
      }
      let hooks: [String] =
        if case .array(let hooks)? = entry["hooks"] {
          hooks.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }
        } else { [] }
      let write = Write(
        sequence: sequence, binding: binding, written: value["written"] ?? .null, readBack: value["readBack"] ?? .null,
        rootAfter: root["after"] ?? .null, ambient: present(transaction["ambient"]),
        bindingTransaction: present(transaction["binding"]), committed: present(transaction["committed"]),
        animationRequested: transaction["animationRequested"] == .bool(true),
        animationPreserved: transaction["animationPreserved"] == .bool(true), hooks: hooks)
      return [(owner(of: binding), .write(write))]
    case .string("rejected")?:
      let binding = try text(entry["binding"], "\(at): binding")
      let rejection = Rejection(
        binding: binding, written: entry["value"]?["written"] ?? .null,
        ambient: present(entry["transaction"]?["ambient"]),
        reason: try text(entry["reason"], "\(at): reason"), root: entry["root"] ?? .null)
      return [(owner(of: binding), .rejection(rejection))]
    case .string("trapped")?:
      let binding = try text(entry["binding"], "\(at): binding")
      guard let root = entry["root"]?["before"] else {
        throw SwiftTestWriterError("\(at): a trapped write has root.before")
      }
      let trap = Trap(
        binding: binding, written: entry["value"]?["written"] ?? .null, root: root,
        signal: try text(entry["trap"]?["signal"], "\(at): trap.signal"),
        message: try text(entry["trap"]?["message"], "\(at): trap.message"))
      return [(owner(of: binding), .trap(trap))]
    case .string(let cause)? where cause == "reset" || cause == "restore":
      guard case .array(let scenes)? = entry["scenes"], let after = entry["roots"]?["after"] else {
        throw SwiftTestWriterError("\(at): a \(cause) record has scenes and roots.after")
      }
      var steps: [(owner: String, step: ExportStep)] = []
      for scene in scenes {
        let id = try text(scene, "\(at): scenes")
        guard let value = after[id] else { throw SwiftTestWriterError("\(at): roots.after has no \(id)") }
        steps.append((id, .rootChange(RootChange(sequence: sequence, isReset: cause == "reset", after: value))))
      }
      return steps
    case let other?:
      throw SwiftTestWriterError("\(at): unknown entry \(other.serialized())")
    }
  }

  /// The scene or lab binding id of a binding id: the part before its last dot.
  static func owner(of binding: String) -> String {
    guard let dot = binding.lastIndex(of: ".") else { return binding }
    return String(binding[..<dot])
  }

  private static func text(_ json: JSONValue?, _ what: String) throws(SwiftTestWriterError) -> String {
    guard case .string(let text)? = json else { throw SwiftTestWriterError("\(what) must be a string") }
    return text
  }

  private static func present(_ json: JSONValue?) -> JSONValue? {
    if json == nil || json == .null { nil } else { json }
  }
}
