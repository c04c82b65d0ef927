import JSON

/// A scene or a lab binding as an exported test builds it again: its `@State` root and the
/// bindings the scene's code (or the lab's ``LabExpressions``) derives from it.
@available(SwiftStdlib 6.2, *)
struct ExportSubject {
  /// One binding, as a local function of the test that derives it afresh on each call, as a
  /// render does.
  struct BindingCode {
    /// The binding id, such as `progress.mapped`.
    let id: String
    /// The local function's name, such as `mapped`.
    let name: String
    /// The binding's value type, such as `Double`.
    let valueType: ExportType
    /// The code that derives it, exactly as the playground shows it.
    let expression: String
    /// Whether deriving it again gives a binding of the same identity.
    let keepsIdentity: Bool
  }

  /// The scene id or lab binding id, such as `progress` or `lab-3`.
  let id: String
  /// The name of the `@State var`, such as `progress` (`value` for a lab binding).
  let rootName: String
  let rootType: ExportType
  /// The root's value where the playground starts it: the scene's initial value, the lab
  /// definition's root value.
  let start: JSONValue
  let bindings: [BindingCode]
  /// The members of the write context the bindings take hooks from (`haptics`), which the test
  /// binds to locals of the same names (``PlaygroundScene/contextMembers``; for a lab binding, the
  /// one its hook steps fire).
  var contextMembers: [String] = []

  /// The scene `id` of the playground's scene list.
  static func scene(_ id: String) throws(SwiftTestWriterError) -> ExportSubject {
    guard let sceneType = SceneList.types.first(where: { $0.id == id }) else {
      throw SwiftTestWriterError("no scene \"\(id)\"")
    }
    return try subject(of: sceneType.init())
  }

  private static func subject<Scene: PlaygroundScene>(of scene: Scene) throws(SwiftTestWriterError) -> ExportSubject {
    guard let rootType = ExportType.named(Scene.Root.typeName) else {
      throw SwiftTestWriterError("scene \(Scene.id): no Swift literal for its root type \(Scene.Root.typeName)")
    }
    // A scene holds its root as `@State var name`, whose storage is the property `_name`.
    let storage = Mirror(reflecting: scene).children.compactMap(\.label).first { $0.hasPrefix("_") }
    let rootName = storage.map { String($0.dropFirst()) } ?? "value"
    let first = scene.render(WriteContext())
    let again = scene.render(WriteContext())
    var bindings: [BindingCode] = []
    for (binding, second) in zip(first, again) {
      guard let valueType = ExportType.named(binding.valueType) else {
        throw SwiftTestWriterError("\(binding.id): no Swift literal for its value type \(binding.valueType)")
      }
      bindings.append(
        BindingCode(
          id: binding.id, name: localName(binding.id), valueType: valueType, expression: binding.expression,
          keepsIdentity: binding.derive().identity == second.derive().identity))
    }
    return ExportSubject(
      id: Scene.id, rootName: rootName, rootType: rootType, start: scene.rootJSON, bindings: bindings,
      contextMembers: Scene.contextMembers)
  }

  /// The lab binding `id` built from `definition`, the `POST /api/lab` body that made it.
  static func lab(_ id: String, definition: JSONValue) throws(SwiftTestWriterError) -> ExportSubject {
    let prepared: LabEntry.Prepared
    do throws(PlaygroundError) {
      prepared = try LabEntry.Prepared(LabPlan(parsing: definition))
    } catch {
      throw SwiftTestWriterError("lab binding \(id): \(error.message)")
    }
    let entry = LabEntry(id: id, prepared: prepared)
    let parts = entry.parts
    let bindings = parts.map { part in
      BindingCode(
        id: entry.bindingID(part), name: part.rawValue, valueType: ExportType(prepared.plan.memberType),
        expression: prepared.expressions[part], keepsIdentity: prepared.stableIdentity[part] ?? false)
    }
    return ExportSubject(
      id: id, rootName: "value", rootType: ExportType(prepared.plan.rootType), start: prepared.plan.start,
      bindings: bindings, contextMembers: [HookSteps.contextMember])
  }

  /// The binding of id `id`.
  func binding(_ id: String) throws(SwiftTestWriterError) -> BindingCode {
    guard let binding = bindings.first(where: { $0.id == id }) else {
      throw SwiftTestWriterError("\(self.id) has no binding \"\(id)\"")
    }
    return binding
  }

  /// A Swift identifier for a binding id's last part: `mapped` for `progress.mapped`, with
  /// `Binding` added where the part would name something else of the test.
  private static func localName(_ id: String) -> String {
    let last = id.split(separator: ".").last.map(String.init) ?? id
    let isIdentifier =
      last.first.map { $0.isASCII && $0.isLetter } == true
      && last.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard isIdentifier else { return "binding" }
    return takenNames.contains(last) || contextMemberNames.contains(last) ? last + "Binding" : last
  }

  /// The names the scenes' context members take in a test (``contextMembers``).
  private static var contextMemberNames: Set<String> {
    Set(SceneList.types.flatMap { $0.contextMembers })
  }

  /// Names a binding's function must not take: the test's own, Swift's keywords that a binding
  /// id could spell, and the accessor names (`didSet`), which open an accessor block when they
  /// start a closure passed to `#require`.
  private static let takenNames: Set<String> = [
    "context", "value", "committed", "get", "set", "willSet", "didSet",
    "in", "is", "as", "if", "do", "for", "let", "var", "func", "return",
    "true", "false", "nil", "self", "Self", "try", "throw", "switch", "case", "default", "while", "repeat", "where",
  ]
}
