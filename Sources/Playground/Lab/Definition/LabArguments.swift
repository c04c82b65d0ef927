import Bindings
import JSON

/// The parameters one step object of a definition gives, read strictly: each one once, of the
/// kind its step declares, and nothing the step does not declare.
///
/// Every error names the step (`step 3 (clamped): …`), so a 422 says where the definition went
/// wrong and, where there is a choice, what the valid ones are.
@available(SwiftStdlib 6.2, *)
struct LabArguments {
  /// Where the step sits, as errors name it: `step 3 (clamped)`.
  let position: String
  private let members: [(key: String, value: JSONValue)]
  private let declared: [LabParameter]

  /// - Parameters:
  ///   - position: Where the step sits, such as `step 3 (clamped)`.
  ///   - members: The step object's members other than `step`.
  ///   - declared: The parameters the step takes for its input type.
  init(position: String, members: [(key: String, value: JSONValue)], declared: [LabParameter]) {
    self.position = position
    self.members = members
    self.declared = declared
  }

  /// An error about this step.
  func error(_ message: String) -> PlaygroundError {
    PlaygroundError.invalid("\(position): \(message)")
  }

  /// Refuses members the step does not declare (``JSONObjectReader``).
  func checkNames() throws(PlaygroundError) {
    do throws(JSONDecodingError) {
      _ = try JSONObjectReader(.object(members), at: [position], optional: declared.map(\.name))
    } catch {
      throw PlaygroundError.invalid(error.description)
    }
  }

  /// The parameter's JSON as given, or `nil` when it is left out.
  func raw(_ name: String) -> JSONValue? {
    members.first { $0.key == name }?.value
  }

  /// Whether the definition gives the parameter.
  func has(_ name: String) -> Bool { raw(name) != nil }

  /// A value of type `T`, decoded as that type reads JSON.
  func value<T: LabValue>(_ name: String, as type: T.Type, default defaultValue: T) throws(PlaygroundError) -> T {
    guard let json = raw(name) else { return defaultValue }
    do throws(ValueRejection) {
      return try T(json: json)
    } catch {
      throw self.error("\(name): \(error.message)")
    }
  }

  /// One word among `choices`.
  func choice(_ name: String, among choices: [String], default defaultValue: String) throws(PlaygroundError) -> String {
    guard let json = raw(name) else { return defaultValue }
    guard case .string(let word) = json, choices.contains(word) else {
      throw error("\(name) must be one of \(choices.joined(separator: ", ")), got \(json.serialized())")
    }
    return word
  }

  /// The lab type named among `choices`.
  func type(_ name: String, among choices: [LabType], default defaultValue: LabType) throws(PlaygroundError) -> LabType
  {
    let word = try choice(name, among: choices.map(\.name), default: defaultValue.name)
    return choices.first { $0.name == word } ?? defaultValue
  }

  /// A position: an integer from 0 to ``maxIndex``.
  func index(_ name: String, default defaultValue: Int) throws(PlaygroundError) -> Int {
    guard let json = raw(name) else { return defaultValue }
    guard case .integer(let index) = json, (0...Self.maxIndex).contains(index) else {
      throw error("\(name) must be an integer from 0 to \(Self.maxIndex), got \(json.serialized())")
    }
    return index
  }

  /// The largest position a step takes: far beyond any array a request can carry.
  static let maxIndex = 1_000_000

  /// `true` or `false`, or `nil` when left out.
  func bool(_ name: String) throws(PlaygroundError) -> Bool? {
    guard let json = raw(name) else { return nil }
    guard case .bool(let value) = json else { throw error("\(name) must be true or false, got \(json.serialized())") }
    return value
  }

  /// An animation in its JSON form (`null` for none), `.some(nil)` for `null`, `nil` when left out.
  func animation(_ name: String) throws(PlaygroundError) -> Animation?? {
    guard let json = raw(name) else { return nil }
    if case .null = json { return .some(nil) }
    do {
      return .some(try JSONValueDecoder().decode(Animation.self, from: json))
    } catch let failure as JSONDecodingError {
      throw error(JSONDecodingError(path: [name] + failure.path, reason: failure.reason).description)
    } catch {
      throw self.error("\(name): \(error)")
    }
  }
}
