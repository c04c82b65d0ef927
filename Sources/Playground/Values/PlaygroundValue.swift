package import Bindings
package import JSON

/// Why a JSON value cannot be written through a binding; answered with status 422.
@available(SwiftStdlib 6.2, *)
package struct ValueRejection: Error, Equatable {
  /// A sentence naming the expected type and what arrived.
  var message: String

  /// "expected <type>, got <what>" for a value of the wrong JSON type.
  static func expected(_ typeName: String, got value: JSONValue) -> ValueRejection {
    ValueRejection(message: "expected \(typeName), got \(value.kindDescription)")
  }
}

/// A Swift type the playground can show as JSON and accept from JSON, strictly.
///
/// One conformance per value type (numbers, strings, optionals, collections, colors) serves
/// every binding, the roots and the answers: a binding's value type alone decides how a request's
/// `"value"` is decoded and how the value is shown.
@available(SwiftStdlib 6.2, *)
package protocol PlaygroundValue {
  /// The Swift spelling shown to learners, such as `Double`, `String?` or `[Int]`.
  static var typeName: String { get }

  /// Decodes a JSON value, rejecting a wrong JSON type, a non-finite or out-of-range number and
  /// a fractional number for an integer type.
  init(json: JSONValue) throws(ValueRejection)

  /// The value as JSON.
  var json: JSONValue { get }

  /// `binding` with its value type erased, as the write path takes it (``DerivedBinding``).
  ///
  /// A requirement with one implementation, so that each value type's witness is compiled for
  /// that type: called from the generic code that derives a binding, the generic version looked
  /// up the erased binding's type for `Self` at run time on every write.
  static func derivedBinding(_ binding: consuming Binding<Self>) -> DerivedBinding
}

@available(SwiftStdlib 6.2, *)
extension String: PlaygroundValue {
  package static var typeName: String { "String" }

  package init(json: JSONValue) throws(ValueRejection) {
    guard case .string(let value) = json else { throw .expected("a String", got: json) }
    self = value
  }

  package var json: JSONValue { .string(self) }
}

@available(SwiftStdlib 6.2, *)
extension Bool: PlaygroundValue {
  package static var typeName: String { "Bool" }

  package init(json: JSONValue) throws(ValueRejection) {
    guard case .bool(let value) = json else { throw .expected("a Bool (true or false)", got: json) }
    self = value
  }

  package var json: JSONValue { .bool(self) }
}

@available(SwiftStdlib 6.2, *)
extension Optional: PlaygroundValue where Wrapped: PlaygroundValue {
  package static var typeName: String { Wrapped.typeName + "?" }

  /// `null` is `nil`; anything else must decode as `Wrapped`.
  package init(json: JSONValue) throws(ValueRejection) {
    if case .null = json {
      self = nil
    } else {
      do throws(ValueRejection) {
        self = .some(try Wrapped(json: json))
      } catch {
        throw ValueRejection(message: error.message + " (or null)")
      }
    }
  }

  package var json: JSONValue { map { $0.json } ?? .null }
}

@available(SwiftStdlib 6.2, *)
extension Array: PlaygroundValue where Element: PlaygroundValue {
  package static var typeName: String { "[\(Element.typeName)]" }

  package init(json: JSONValue) throws(ValueRejection) {
    guard case .array(let elements) = json else { throw .expected("an array of \(Element.typeName)", got: json) }
    self = []
    for (index, element) in elements.enumerated() {
      do throws(ValueRejection) {
        append(try Element(json: element))
      } catch {
        throw ValueRejection(message: "element \(index): \(error.message)")
      }
    }
  }

  package var json: JSONValue { .array(map { $0.json }) }
}

@available(SwiftStdlib 6.2, *)
extension Set: PlaygroundValue where Element: PlaygroundValue & Comparable {
  package static var typeName: String { "Set<\(Element.typeName)>" }

  /// Decodes an array; repeated elements collapse, as inserting them into a set would.
  package init(json: JSONValue) throws(ValueRejection) {
    self.init(try [Element](json: json))
  }

  /// Sorted, so that equal sets always print alike.
  package var json: JSONValue { .array(sorted().map { $0.json }) }
}
