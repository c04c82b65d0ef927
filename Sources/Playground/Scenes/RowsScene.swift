import Bindings
import JSON
import KeyPathMapping

/// A `[String]` list whose third row a field edits by position, and what a late write does
/// once that row is deleted.
///
/// The closure binding indexes `items[2]` as written: once the list is shorter, its read and
/// its write stop the program. The playground never runs either in the server: the binding's
/// `trapsWhen` says when, and a write through it then runs in a child process, which traps in
/// this very setter (``TrapChild``).
@available(SwiftStdlib 6.2, *)
struct RowsScene: PlaygroundScene {
  static let id = "rows"
  static let title = "Rows after a delete"
  static let summary = """
    A list of rows; a field edits the row at position 2. Delete that row, then write through \
    the field again: .safeIndex(2) reads nil and ignores the write, Binding(get:set:) indexes \
    items[2] and traps.
    """
  static let pitfall: String? = """
    A field bound to a row by its position keeps writing after the row is deleted: the \
    closure's items[2] = $0 runs on a shorter array and the app crashes with "Fatal error: \
    Index out of range". .safeIndex(2) reads nil and ignores the late write.
    """

  static let widgets: [SceneWidget] = [.deleteRow(position: 2)]
  static let partGoneWhen: GonePart? = .shorterThan(3)
  static let sequences = [
    SceneSequence(
      label: "Delete row 2, then the closure field commits late",
      writes: [
        .root(["Milk", "Eggs"]), .init(binding: "rows.closure", value: "Rye"),
      ]),
    SceneSequence(
      label: "Delete row 2, then the mapped field commits late",
      writes: [
        .root(["Milk", "Eggs"]), .init(binding: "rows.field", value: "Rye"),
      ]),
  ]

  @State var items = ["Milk", "Eggs", "Bread"]
  var root: State<[String]> { _items }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "rows.mapped", .mapped, .optionalText,
        $items[convert: .safeIndex(2)],
        expression: "$items[convert: .safeIndex(2)]", storedMember: element(2)),
      SceneBinding(
        "rows.field", .mapped, .text,
        $items[convert: .concat(.safeIndex(2), .unwrapped(with: ""))],
        expression: #"$items[convert: .concat(.safeIndex(2), .unwrapped(with: ""))]"#, storedMember: element(2)),
      SceneBinding(
        "rows.closure", .rebuilt, .text,
        Binding(get: { items[2] }, set: { items[2] = $0 }),
        expression: "Binding(get: { items[2] }, set: { items[2] = $0 })", storedMember: element(2),
        twinOf: "rows.field", trapsWhen: { !items.indices.contains(2) }),
    ]
  }

  /// The row as stored at `index` (null when out of range): what a write really changed.
  private func element(_ index: Int) -> () -> JSONValue {
    { items.indices.contains(index) ? items[index].json : .null }
  }
}
