import Bindings
import JSON
import KeyPathMapping

/// An `[Int]` root read and written through safe indices, and a chained conversion.
@available(SwiftStdlib 6.2, *)
struct CollectionScene: PlaygroundScene {
  static let id = "collection"
  static let title = "Collection"
  static let summary = """
    .safeIndex(i) reads an element or nil and ignores writes out of range; chaining it with \
    .unwrapped(with: 0) and .to(Float.self) edits the first element as a Float.
    """

  @State var values = [3, 5, 8]
  var root: State<[Int]> { _values }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "collection.first", .mapped, .number,
        $values[convert: .safeIndex(0)],
        expression: "$values[convert: .safeIndex(0)]", storedMember: element(0)),
      SceneBinding(
        "collection.outOfRange", .mapped, .number,
        $values[convert: .safeIndex(5)],
        expression: "$values[convert: .safeIndex(5)]", storedMember: element(5)),
      SceneBinding(
        "collection.chain", .mapped, .number,
        $values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))][convert: .to(Float.self)],
        expression: "$values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))][convert: .to(Float.self)]",
        storedMember: element(0)),
    ]
  }

  /// The element as stored at `index` (null when out of range): what a write really changed.
  private func element(_ index: Int) -> () -> JSONValue {
    { values.indices.contains(index) ? values[index].json : .null }
  }
}
