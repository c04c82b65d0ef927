/// The SwiftUI code a learner pastes into an Xcode project to see the modelled counts in real
/// SwiftUI: the same parent and children, each body starting with `let _ = Self._printChanges()`.
///
/// The redraw model is not SwiftUI; this is how to check it against SwiftUI. Xcode's console
/// then prints a line each time a body runs: on every tick the parent's, and the child's only
/// for the children whose binding differs from the last render's.
///
/// ```swift
/// let code = PrintChangesSnippet.code(for: SliderParent().children())
/// code.contains(PrintChangesSnippet.line)   // true
/// ```
@available(SwiftStdlib 6.2, *)
enum PrintChangesSnippet {
  /// The line that makes SwiftUI print why a body runs.
  static let line = "let _ = Self._printChanges()"

  /// A SwiftUI parent with a counter and one slider row per child, each given the child's
  /// expression; it needs the KeyPathMapping package for the mapped children, and declares the
  /// closure-based `converted(forward:backward:)` helper that SwiftUI lacks.
  ///
  /// - Parameter children: The children, whose names and expressions are used.
  /// - Returns: Swift source for a SwiftUI app target.
  static func code(for children: [RedrawChild]) -> String {
    let rows = children.map { child in
      "      SliderRow(name: \"\(child.name)\", value: \(child.expression))"
    }
    return """
      import SwiftUI
      import KeyPathMapping

      struct RedrawParent: View {
        @State private var progress: Float = 0.25
        @State private var counter = 0

        var body: some View {
          \(line)
          VStack {
            Button("Tick \\(counter)") { counter += 1 }
      \(rows.joined(separator: "\n"))
          }
        }
      }

      struct SliderRow: View {
        let name: String
        @Binding var value: Double

        var body: some View {
          \(line)
          let _ = print("body of", name)
          Slider(value: $value) { Text(name) }
        }
      }

      extension Binding {
        func converted<Converted>(
          forward: @escaping (Value) -> Converted,
          backward: @escaping (Converted) -> Value
        ) -> Binding<Converted> {
          Binding<Converted>(get: { forward(wrappedValue) }, set: { wrappedValue = backward($0) })
        }
      }

      """
  }
}
