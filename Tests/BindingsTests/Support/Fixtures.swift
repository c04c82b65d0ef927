import Bindings
import Foundation
import Synchronization

/// A small model with the shapes the tests project into.
struct Model: Equatable, Sendable {
  var title = "Draft"
  var progress: Float = 0.25
  var values: [Float] = [0.5, 1.5]
}

/// A custom transaction value.
enum SourceKey: TransactionKey {
  static let defaultValue = "unknown"
}

/// Collects values from any thread.
final class Collector<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  func append(_ element: Element) { storage.withLock { $0.append(element) } }

  var elements: [Element] { storage.withLock { $0 } }
}

/// A write hook usable as a key path subscript argument: equal only to itself.
final class WriteHook: Hashable {
  let action: (Int) -> Void

  init(_ action: @escaping (Int) -> Void) { self.action = action }

  static func == (lhs: WriteHook, rhs: WriteHook) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Int {
  /// The value itself; writing stores the new value, then runs the hook.
  subscript(afterWrite hook: WriteHook) -> Int {
    get { self }
    set {
      self = newValue
      hook.action(newValue)
    }
  }
}

/// JSON with sorted keys, as a string.
func encodeSorted(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}
