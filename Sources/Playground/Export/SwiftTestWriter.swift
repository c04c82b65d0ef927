import JSON

/// Writes a recording, a span of the log or a lab chain with its writes as the source of one
/// Swift Testing file (``SwiftTestFile`` bounds it and names it).
///
/// The file builds each root the entries touched as a `@State var` holding its starting value,
/// and each binding they wrote through with the code the playground shows (a scene's expression,
/// a lab binding's ``LabExpressions``). It replays every entry in order: a write inside its
/// `withAnimation` or `withTransaction`, a refused write, a reset or restore as an assignment to
/// the root. After each it `#expect`s what the playground showed: the transaction the root
/// committed (or that nothing was committed), the value read back, the root, the hooks that
/// fired, the rejection's reason; and, once per binding, whether deriving it again keeps its
/// identity. Every value is written by ``SwiftLiteral``.
///
/// ```swift
/// let export = try SwiftTestWriter(recording: recordingJSON)
/// let source = try export.source(suiteName: "SliderAnimation")
/// // import Bindings … @Suite("…") struct SliderAnimation { @Test("progress: #1–#6") func progress() throws { … } }
/// ```
///
/// The file compiles in a test target that depends on the products `KeyPathMapping` and
/// `Bindings` of this package (``ExportPrelude`` adds what else its code uses).
@available(SwiftStdlib 6.2, *)
struct SwiftTestWriter {
  /// The media type of the file.
  static let contentType = "text/x-swift; charset=utf-8"

  /// What the file is of, for its first comment (`recording #1–#12`).
  let title: String
  /// The value of each root before the first entry, by scene or lab binding id; a root not
  /// listed starts as the playground starts it.
  let startRoots: [String: JSONValue]
  /// The definitions of the lab bindings written through, by id (a recording's `labs`).
  let labs: [String: JSONValue]
  /// The entries, oldest first, each with the scene or lab binding it belongs to.
  let steps: [(owner: String, step: ExportStep)]
  /// The cost-card steps among the entries (``CostsStepNote``): who-wins cells, which the file
  /// exports as tests of their own, and redraw steps, which it names and does not replay.
  let notExported: [CostsStepNote]

  /// A span of the log: `entries` (write, reset and restore records, and refused writes as
  /// ``ExportStep`` describes them) and the roots before the first.
  ///
  /// - Parameters:
  ///   - entries: The entries, oldest first.
  ///   - startRoots: `{sceneOrLabID: value}` before the first entry.
  ///   - labs: `{labID: definition}` of the lab bindings the entries write through.
  ///   - title: What the span is, for the file's first comment.
  init(entries: [JSONValue], startRoots: JSONValue, labs: JSONValue? = nil, title: String) throws(SwiftTestWriterError)
  {
    self.title = title
    self.startRoots = try Self.members(startRoots, "start.roots")
    self.labs = try labs.map { (labs) throws(SwiftTestWriterError) in try Self.members(labs, "labs") } ?? [:]
    var steps: [(owner: String, step: ExportStep)] = []
    var notExported: [CostsStepNote] = []
    for entry in entries {
      if let note = try CostsStepNote(entry) {
        notExported.append(note)
      } else {
        steps += try ExportStep.steps(of: entry)
      }
    }
    self.steps = steps
    self.notExported = notExported
  }

  /// A recording as the page saves it: `{format, version, recordedAt, start: {sequence, roots},
  /// end, entries, labs}`.
  init(recording: JSONValue) throws(SwiftTestWriterError) {
    let entries: [JSONValue]
    let roots: JSONValue
    let title: String
    let labs: JSONValue?
    // Read as strictly as every request body: the members the page's recordings have, each of
    // its type, and nothing else.
    do throws(JSONDecodingError) {
      let reader = try JSONObjectReader(
        recording, required: ["format", "version", "recordedAt", "start", "end", "entries"], optional: ["labs"])
      guard reader["format"] == .string("keypath-playground/recording"), reader["version"] == .integer(1) else {
        throw reader.error(at: nil, #"a recording has "format": "keypath-playground/recording" and "version": 1"#)
      }
      let recordedAt = try reader.string("recordedAt") ?? ""
      let start = try reader.object("start", required: ["sequence", "roots"])
      let end = try reader.object("end", required: ["sequence", "roots"])
      var sequences: [Int] = []
      for side in [start, end].compactMap(\.self) {
        guard let given = side["roots"], case .object = given else {
          throw side.error(at: "roots", "expected an object, got \(side["roots"]?.kindDescription ?? "nothing")")
        }
        let sequence = try side.integer("sequence") ?? 0
        guard sequence >= 0 else { throw side.error(at: "sequence", "must be 0 or more, got \(sequence)") }
        sequences.append(sequence)
      }
      entries = try reader.array("entries") ?? []
      roots = start?["roots"] ?? [:]
      if let given = reader["labs"], case .object = given {
        labs = given
      } else if let given = reader["labs"] {
        throw reader.error(at: "labs", "expected an object, got \(given.kindDescription)")
      } else {
        labs = nil
      }
      // The entries are those after start.sequence up to end.sequence: the first one's number
      // is counted only when end.sequence is past start.sequence, so it cannot overflow.
      let (first, last) = (sequences.first ?? 0, sequences.last ?? 0)
      let span = first < last ? "#\(first + 1)–#\(last)" : "with no entries"
      title = "recording \(span), recorded \(recordedAt)"
    } catch {
      throw SwiftTestWriterError("not a recording: \(error.description)")
    }
    // Every lab definition must be one the lab can build, whether an entry writes through it or not.
    if case .object(let definitions)? = labs {
      for definition in definitions {
        do throws(PlaygroundError) {
          _ = try LabPlan(parsing: definition.value)
        } catch {
          throw SwiftTestWriterError("not a recording: labs.\(definition.key): \(error.message)")
        }
      }
    }
    try self.init(entries: entries, startRoots: roots, labs: labs, title: title)
  }

  /// The Swift Testing file.
  ///
  /// - Parameter suiteName: The suite's type name, a Swift identifier (one per file of a target).
  /// - Throws: An entry that names a binding the playground does not have, a lab binding whose
  ///   definition is missing or invalid, or a value of the wrong type.
  func source(suiteName: String) throws(SwiftTestWriterError) -> String {
    guard suiteName.first.map({ $0.isASCII && $0.isLetter }) == true,
      suiteName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      throw SwiftTestWriterError(
        "the suite name \(SwiftLiteral.text(suiteName, as: .literal)) is not a Swift identifier of letters and digits")
    }
    var owners: [String] = []
    for (owner, _) in steps where !owners.contains(owner) { owners.append(owner) }
    var functions: [String] = []
    for owner in owners {
      let subject: ExportSubject
      if owner.hasPrefix(LabEntry.idPrefix) {
        guard let definition = labs[owner] else {
          throw SwiftTestWriterError("no definition of the lab binding \(owner)")
        }
        subject = try .lab(owner, definition: definition)
      } else {
        subject = try .scene(owner)
      }
      let ownSteps = steps.filter { $0.owner == owner }.map(\.step)
      functions.append(try SwiftTestFunction(subject: subject, start: startRoots[owner], steps: ownSteps).source)
    }
    var body =
      functions.isEmpty
      ? "  " + SwiftLiteral.text("The playground logged no write, reset or restore here.", as: .comment)
      : functions.joined(separator: "\n\n")
    let cells = notExported.filter { $0.card == LessonCard.whoWins.rawValue }
    for (index, cell) in cells.enumerated() {
      body += "\n\n" + (try WhoWinsTestFunction(number: index + 1, action: cell.action).source)
    }
    let left = notExported.filter { $0.card != LessonCard.whoWins.rawValue }
    if !left.isEmpty {
      body += "\n\n" + CostsStepNote.comment(left)
    }
    return """
      \(SwiftLiteral.text("A test exported from the KeyPath playground: \(title).", as: .comment))
      //
      // Each test builds a root as a @State var and its bindings with the code the playground
      // shows, replays the writes with their transactions, and expects what the playground
      // showed. Add it to a test target that depends on the products KeyPathMapping and Bindings
      // of swift-keypath-mapping.
      import Bindings
      import KeyPathMapping
      import Testing

      @Suite(\(SwiftLiteral.text("Exported from the playground: " + title, as: .literal)))
      struct \(suiteName) {
      \(body)
      }

      \(ExportPrelude.source(for: body))

      """
  }

  /// A download name for the file: `suiteName.swift`.
  static func filename(suiteName: String) -> String { suiteName + ".swift" }

  /// A suite name made of `text`'s ASCII letters and digits, each word capitalised:
  /// `SliderAnimation` for `01-slider-animation`, `Lab3` for `lab-3`; `PlaygroundRecording`
  /// when `text` has no letter.
  ///
  /// - Parameter text: A lesson id, a lab binding id, a file name: anything a user chose.
  static func suiteName(for text: String) -> String {
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined().drop { !$0.isLetter }
    return name.isEmpty ? "PlaygroundRecording" : String(name.prefix(100))
  }

  private static func members(_ json: JSONValue, _ what: String) throws(SwiftTestWriterError) -> [String: JSONValue] {
    guard case .object(let members) = json else { throw SwiftTestWriterError("\(what) must be an object") }
    return Dictionary(members, uniquingKeysWith: { _, last in last })
  }
}
