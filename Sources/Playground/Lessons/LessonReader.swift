import JSON

/// Reads a lesson document strictly, checking every step against the playground's scenes.
///
/// The format (the OpenAPI document's `Lesson`, `LessonStep` and `LessonAction` schemas say the
/// same, and ``Limit`` holds the bounds both use):
///
/// - The lesson: `format` (`"keypath-playground/lesson"`), `version` (1), `id`, `title`,
///   `summary` and `steps`.
/// - A step: `title`, `scene` (a scene id), `instruction` (what to do), `lookFor` (what to
///   watch), and optionally `highlight` (binding ids of that scene whose control and badge the
///   page marks) and `perform` (what "Do it" does).
/// - An action: `{"write": "<binding id>", "value": ..., "transaction": ...}` (`transaction`
///   optional, the ambient one), `{"render": true}` or `{"reset": ["<scene id>", ...]}`.
///
/// Unknown members are errors, as everywhere in the API: a misspelt `lookfor` is reported, not
/// ignored.
struct LessonReader {
  /// The bounds of the format.
  enum Limit {
    static let id = 64, title = 120, text = 1000, steps = 40, highlights = 8, actions = 8
  }

  let scenes: SceneDirectory

  func lesson(_ json: JSONValue) throws(LessonError) -> Lesson {
    let lesson = try Members(json, at: "", required: ["format", "version", "id", "title", "summary", "steps"])
    guard lesson["format"] == .string(Lesson.format) else {
      throw lesson.error(at: "format", "must be \"\(Lesson.format)\"")
    }
    guard lesson["version"] == .integer(Lesson.version) else {
      throw lesson.error(at: "version", "must be \(Lesson.version), the version this server reads")
    }
    let id = try lesson.text("id", limit: Limit.id)
    guard id.utf8.allSatisfy(Self.isIDByte), id.utf8.first != UInt8(ascii: "-") else {
      throw lesson.error(at: "id", "must be lower-case letters, digits and dashes, not starting with a dash")
    }
    let steps = try lesson.array("steps", count: 1...Limit.steps)
    for (index, step) in steps.enumerated() {
      try self.step(step, at: "steps[\(index)]")
    }
    return Lesson(
      id: id, title: try lesson.text("title", limit: Limit.title), summary: try lesson.text("summary", limit: Limit.text),
      stepCount: steps.count, json: json)
  }

  private func step(_ json: JSONValue, at path: String) throws(LessonError) {
    let step = try Members(json, at: path, required: ["title", "scene", "instruction", "lookFor"], optional: ["highlight", "perform"])
    _ = try step.text("title", limit: Limit.title)
    _ = try step.text("instruction", limit: Limit.text)
    _ = try step.text("lookFor", limit: Limit.text)
    let scene = try step.text("scene", limit: Limit.id)
    guard scenes.scenes.contains(where: { type(of: $0).id == scene }) else {
      throw step.error(at: "scene", "no scene \"\(scene)\"")
    }
    if step["highlight"] != nil {
      for (index, binding) in try step.array("highlight", count: 0...Limit.highlights).enumerated() {
        try self.binding(binding, at: step.path(of: "highlight[\(index)]"), of: scene)
      }
    }
    if step["perform"] != nil {
      for (index, action) in try step.array("perform", count: 0...Limit.actions).enumerated() {
        try self.action(action, at: step.path(of: "perform[\(index)]"), scene: scene)
      }
    }
  }

  private func action(_ json: JSONValue, at path: String, scene: String) throws(LessonError) {
    if json["write"] != nil {
      let action = try Members(json, at: path, required: ["write", "value"], optional: ["transaction"])
      let target = try binding(action["write"] ?? .null, at: action.path(of: "write"), of: scene)
      var body: [(key: String, value: JSONValue)] = [("value", action["value"] ?? .null)]
      if let transaction = action["transaction"] { body.append(("transaction", transaction)) }
      // The value and the transaction are read exactly as a write's body would be.
      let request: WriteRequest
      do throws(ValueRejection) { request = try WriteRequest(.object(body)) } catch {
        throw LessonError(message: "\(path): \(error.message)")
      }
      do throws(ValueRejection) {
        _ = try target.binding.derive().assignment(of: request.value)
      } catch {
        throw action.error(at: "value", "\(target.binding.id) takes \(target.binding.valueType): \(error.message)")
      }
    } else if json["render"] != nil {
      let action = try Members(json, at: path, required: ["render"])
      guard action["render"] == .bool(true) else { throw action.error(at: "render", "must be true") }
    } else if json["reset"] != nil {
      let action = try Members(json, at: path, required: ["reset"])
      for (index, id) in try action.array("reset", count: 1...scenes.scenes.count).enumerated() {
        guard case .string(let name) = id, scenes.scenes.contains(where: { type(of: $0).id == name }) else {
          throw action.error(at: "reset[\(index)]", "no scene \(id.serialized())")
        }
      }
    } else {
      throw LessonError(message: "\(path): an action is {\"write\": ..., \"value\": ...}, {\"render\": true} or {\"reset\": [...]}")
    }
  }

  /// The write target of binding id `json`, which must belong to `scene`.
  @discardableResult
  private func binding(_ json: JSONValue, at path: String, of scene: String) throws(LessonError) -> WriteTarget {
    guard case .string(let id) = json else { throw LessonError(message: "\(path): must be a binding id, got \(json.kindDescription)") }
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

/// An object of a lesson document with its place in the document, for messages.
private struct Members {
  let place: String
  let members: [(key: String, value: JSONValue)]

  /// Reads `json` as an object with every `required` member and no member outside `required`
  /// and `optional`.
  init(_ json: JSONValue, at place: String, required: [String], optional: [String] = []) throws(LessonError) {
    self.place = place
    guard case .object(let members) = json else {
      throw LessonError(message: "\(place.isEmpty ? "the lesson" : place): must be an object, got \(json.kindDescription)")
    }
    self.members = members
    if let unknown = members.first(where: { !required.contains($0.key) && !optional.contains($0.key) }) {
      throw error(at: unknown.key, "unknown member; expected \((required + optional).joined(separator: ", "))")
    }
    if let missing = required.first(where: { self[$0] == nil }) {
      throw error(at: missing, "missing")
    }
  }

  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  func path(of member: String) -> String { place.isEmpty ? member : "\(place).\(member)" }

  func error(at member: String, _ problem: String) -> LessonError {
    LessonError(message: "\(path(of: member)): \(problem)")
  }

  /// A string of 1 to `limit` characters (Unicode scalars, as JSON Schema's `maxLength` counts).
  func text(_ key: String, limit: Int) throws(LessonError) -> String {
    guard case .string(let text)? = self[key] else { throw error(at: key, "must be a string") }
    guard (1...limit).contains(text.unicodeScalars.count) else {
      throw error(at: key, "must be 1 to \(limit) characters, got \(text.unicodeScalars.count)")
    }
    return text
  }

  func array(_ key: String, count: ClosedRange<Int>) throws(LessonError) -> [JSONValue] {
    guard case .array(let elements)? = self[key] else { throw error(at: key, "must be an array") }
    guard count.contains(elements.count) else {
      throw error(at: key, "must have \(count.lowerBound) to \(count.upperBound) elements, got \(elements.count)")
    }
    return elements
  }
}
