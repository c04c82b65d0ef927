import JSON

/// Reads a lesson document strictly, checking every step against the playground's scenes.
///
/// The format (the OpenAPI document's `Lesson`, `LessonStep` and `LessonAction` schemas say the
/// same, and ``Limit`` holds the bounds both use):
///
/// - The lesson: `format` (`"keypath-playground/lesson"`), `version` (1), `id`, `title`,
///   `summary` and `steps`.
/// - A step: `title`, `scene` (a scene id) or `card` (a cost card, ``LessonCard``),
///   `instruction` (what to do), `lookFor` (what to watch), and optionally `highlight` (binding
///   ids of that scene whose control and badge the page marks; for a card, its children's names
///   or its rows' ids) and `perform` (what "Do it" does).
/// - An action of a scene step: `{"write": "<binding id>", "value": ..., "transaction": ...}`
///   (`transaction` optional, the ambient one), `{"render": true}`,
///   `{"reset": ["<scene id>", ...]}` or `{"restore": {"<scene id>": <root>, ...}}` (roots set as
///   `POST /api/restore` sets them). Of a card step (`LessonReader+Cards.swift`):
///   `{"tick": n}` and `{"resetRedraws": true}` on `redraws`, `{"whoWins": {"source", "column",
///   "value"}}` on `whoWins`.
///
/// Unknown members are errors, as everywhere in the API: a misspelt `lookfor` is reported, not
/// ignored.
@available(SwiftStdlib 6.2, *)
package struct LessonReader {
  /// The bounds of the format.
  package enum Limit {
    package static let id = 64, title = 120, text = 1000, steps = 40, highlights = 8, actions = 8
  }

  let scenes: SceneDirectory
  /// The limits a step's actions meet when they are performed: a write's value and a restored
  /// root are measured as `POST /api/bindings/{id}` and `POST /api/restore` measure them, so a
  /// lesson that loads can be performed.
  let limits: PlaygroundLimits

  func lesson(_ json: JSONValue) throws(LessonError) -> Lesson {
    let lesson = try Self.object(json, at: "", required: ["format", "version", "id", "title", "summary", "steps"])
    guard lesson["format"] == .string(Lesson.format) else {
      throw lesson.problem(at: "format", "must be \"\(Lesson.format)\"")
    }
    guard lesson["version"] == .integer(Lesson.version) else {
      throw lesson.problem(at: "version", "must be \(Lesson.version), the version this server reads")
    }
    let id = try lesson.text("id", limit: Limit.id)
    guard id.utf8.allSatisfy(Self.isIDByte), id.utf8.first != UInt8(ascii: "-") else {
      throw lesson.problem(at: "id", "must be lower-case letters, digits and dashes, not starting with a dash")
    }
    let steps = try lesson.elements("steps", count: 1...Limit.steps)
    for (index, step) in steps.enumerated() {
      try self.step(step, at: "steps[\(index)]")
    }
    return Lesson(
      id: id, title: try lesson.text("title", limit: Limit.title),
      summary: try lesson.text("summary", limit: Limit.text),
      stepCount: steps.count, json: json)
  }

  private func step(_ json: JSONValue, at path: String) throws(LessonError) {
    switch (json["scene"], json["card"]) {
    case (nil, nil):
      throw LessonError(message: "\(path): a step names a scene (\"scene\") or a cost card (\"card\")")
    case (_?, _?):
      throw LessonError(message: "\(path): a step names a scene or a cost card, not both")
    case (nil, _?):
      return try cardStep(json, at: path)
    case (_?, nil):
      break
    }
    let (step, scene) = try Self.step(json, at: path, about: "scene")
    guard scenes.scenes.contains(where: { type(of: $0).id == scene }) else {
      throw step.problem(at: "scene", "no scene \"\(scene)\"")
    }
    if step["highlight"] != nil {
      for (index, binding) in try step.elements("highlight", count: 0...Limit.highlights).enumerated() {
        try self.binding(binding, at: step.place(of: "highlight[\(index)]"), of: scene)
      }
    }
    if step["perform"] != nil {
      for (index, action) in try step.elements("perform", count: 0...Limit.actions).enumerated() {
        try self.action(action, at: step.place(of: "perform[\(index)]"), scene: scene)
      }
    }
  }

  private func action(_ json: JSONValue, at path: String, scene: String) throws(LessonError) {
    if let (member, card) = LessonCard.of(action: json) {
      throw LessonError(
        message: "\(path).\(member): an action of the \(card.rawValue) card; this step is about scene \(scene)")
    }
    if json["write"] != nil {
      let action = try Self.object(json, at: path, required: ["write", "value"], optional: ["transaction"])
      let target = try binding(action["write"] ?? .null, at: action.place(of: "write"), of: scene)
      var body: [(key: String, value: JSONValue)] = [("value", action["value"] ?? .null)]
      if let transaction = action["transaction"] { body.append(("transaction", transaction)) }
      // The value and the transaction are read exactly as a write's body would be.
      let request: WriteRequest
      do throws(JSONDecodingError) { request = try WriteRequest(.object(body)) } catch {
        throw LessonError(message: "\(path): \(error.description)")
      }
      try performable(request.value, of: "the value", at: action.place(of: "value"))
      do throws(ValueRejection) {
        _ = try target.binding.derive().assignment(of: request.value)
      } catch {
        throw action.problem(at: "value", "\(target.binding.id) takes \(target.binding.valueType): \(error.message)")
      }
    } else if json["render"] != nil {
      let action = try Self.object(json, at: path, required: ["render"])
      guard action["render"] == .bool(true) else { throw action.problem(at: "render", "must be true") }
    } else if json["reset"] != nil {
      let action = try Self.object(json, at: path, required: ["reset"])
      for (index, id) in try action.elements("reset", count: 1...scenes.scenes.count).enumerated() {
        guard case .string(let name) = id, scenes.scenes.contains(where: { type(of: $0).id == name }) else {
          throw action.problem(at: "reset[\(index)]", "no scene \(id.serialized())")
        }
      }
    } else if json["restore"] != nil {
      let action = try Self.object(json, at: path, required: ["restore"])
      guard case .object(let roots)? = action["restore"], !roots.isEmpty else {
        throw action.problem(at: "restore", "must be an object of at least one scene id and its root")
      }
      for (id, root) in roots {
        guard let scene = scenes.scenes.first(where: { type(of: $0).id == id }) else {
          throw action.problem(at: "restore.\(id)", "no scene \"\(id)\"")
        }
        // The root is measured and read exactly as POST /api/restore measures and reads it.
        try performable(root, of: "the root of \(id)", at: action.place(of: "restore.\(id)"))
        do throws(ValueRejection) { _ = try scene.rootAssignment(from: root) } catch {
          throw action.problem(at: "restore.\(id)", "not a root of scene \(id): \(error.message)")
        }
      }
    } else {
      throw LessonError(
        message: """
          \(path): an action is {"write": ..., "value": ...}, {"render": true}, {"reset": [...]} \
          or {"restore": {...}}
          """)
    }
  }

  /// Refuses a value a write or a restore would refuse as too long when the step is performed
  /// (``PlaygroundLimits/checkValue(_:of:)``, the check the routes make).
  private func performable(_ value: JSONValue, of name: String, at path: String) throws(LessonError) {
    do throws(PlaygroundError) { try limits.checkValue(value, of: name) } catch {
      throw LessonError(message: "\(path): \(error.message), so the step could never be performed")
    }
  }

  /// The write target of binding id `json`, which must belong to `scene`.
  @discardableResult
  private func binding(_ json: JSONValue, at path: String, of scene: String) throws(LessonError) -> WriteTarget {
    guard case .string(let id) = json else {
      throw LessonError(message: "\(path): must be a binding id, got \(json.kindDescription)")
    }
    guard let target = scenes.target(id) else { throw LessonError(message: "\(path): no binding \"\(id)\"") }
    guard target.binding.sceneID == scene else {
      throw LessonError(message: "\(path): \(id) is not a binding of scene \(scene), the step's scene")
    }
    return target
  }

  private static func isIDByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-")
  }
}

@available(SwiftStdlib 6.2, *)
extension LessonReader {
  /// A step read strictly, its texts checked: `title`, `instruction`, `lookFor` and `subject`
  /// (`scene` or `card`), which it returns, with `highlight` and `perform` left to the caller.
  static func step(_ json: JSONValue, at path: String, about subject: String) throws(LessonError) -> (
    step: JSONObjectReader, subject: String
  ) {
    let step = try object(
      json, at: path, required: ["title", subject, "instruction", "lookFor"], optional: ["highlight", "perform"])
    _ = try step.text("title", limit: Limit.title)
    _ = try step.text("instruction", limit: Limit.text)
    _ = try step.text("lookFor", limit: Limit.text)
    return (step, try step.text(subject, limit: Limit.id))
  }

  /// `json` read strictly as an object of the document at `path` (``JSONObjectReader``).
  static func object(
    _ json: JSONValue, at path: String, required: [String], optional: [String] = []
  ) throws(LessonError) -> JSONObjectReader {
    do throws(JSONDecodingError) {
      return try JSONObjectReader(json, at: path.isEmpty ? [] : [path], required: required, optional: optional)
    } catch {
      throw LessonError(message: error.description)
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension JSONObjectReader {
  /// Where member `key` sits, as a lesson's messages name it: `steps[0].scene`.
  func place(of key: String) -> String { path(of: key).joined(separator: ".") }

  /// A lesson error about member `key`.
  func problem(at key: String, _ problem: String) -> LessonError {
    LessonError(message: error(at: key, problem).description)
  }

  /// A string of 1 to `limit` characters (Unicode scalars, as JSON Schema's `maxLength` counts).
  func text(_ key: String, limit: Int) throws(LessonError) -> String {
    guard case .string(let text)? = self[key] else { throw problem(at: key, "must be a string") }
    guard (1...limit).contains(text.unicodeScalars.count) else {
      throw problem(at: key, "must be 1 to \(limit) characters, got \(text.unicodeScalars.count)")
    }
    return text
  }

  /// An array of `count` elements.
  func elements(_ key: String, count: ClosedRange<Int>) throws(LessonError) -> [JSONValue] {
    guard case .array(let elements)? = self[key] else { throw problem(at: key, "must be an array") }
    guard count.contains(elements.count) else {
      throw problem(at: key, "must have \(count.lowerBound) to \(count.upperBound) elements, got \(elements.count)")
    }
    return elements
  }
}
