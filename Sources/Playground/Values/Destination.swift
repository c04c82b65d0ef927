import KeyPathMapping

/// Where a screen leads: a sheet editing a text, or an alert. The root of the stale-case scene,
/// where a field bound to the edit case's text writes after the state became an alert.
///
/// Standard library and KeyPathMapping only (its JSON form is in Destination+PlaygroundValue.swift), so that an
/// exported test can declare it next to the scene's code.
///
/// ```swift
/// Destination.edit("Draft").editText                          // "Draft"
/// Destination.alert("Delete?").editText                       // ""
/// try Destination.alert("Delete?").replacingEditText(with: "x")  // throws: not .edit
/// ```
@available(SwiftStdlib 6.2, *)
enum Destination: Hashable, Sendable {
  /// A sheet editing a text.
  case edit(String)
  /// An alert with a title.
  case alert(String)

  /// The case names, in the order the page offers them.
  static let caseNames = ["edit", "alert"]

  /// The case's name, `edit` or `alert`.
  var caseName: String {
    switch self {
    case .edit: "edit"
    case .alert: "alert"
    }
  }

  /// The case's payload.
  var payload: String {
    switch self {
    case .edit(let text), .alert(let text): text
    }
  }

  /// The edit case's text; empty in another case, as a field showing it reads.
  var editText: String {
    if case .edit(let text) = self { text } else { "" }
  }

  /// The edit case with `text`, when this is the edit case; a write into another case is
  /// refused, so a field that commits late cannot bring the edit back.
  ///
  /// - Parameter text: The edit case's new text.
  /// - Throws: Why the write is refused: the destination is another case now.
  func replacingEditText(with text: String) throws(MappingRejection) -> Destination {
    guard case .edit = self else {
      throw MappingRejection(rejectedValue: text, reason: "the destination is .\(caseName) now, not .edit")
    }
    return .edit(text)
  }
}
