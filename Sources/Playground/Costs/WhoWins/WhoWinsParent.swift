import Bindings
import KeyPathMapping

/// The who-wins grid's root and its columns: a `Float` progress written through a `Double`
/// binding made four ways.
///
/// ```swift
/// let parent = WhoWinsParent()
/// parent.columns().map(\.id)   // ["mapped", "getSet", "getSetTransaction", "converted"]
/// ```
@available(SwiftStdlib 6.2, *)
struct WhoWinsParent: Sendable {
  @State var progress: Float = 0.25

  /// The state every column's binding writes to, where the transaction is committed.
  var root: State<Float> { _progress }

  /// The four bindings, in grid order.
  func columns() -> [WhoWinsColumn] {
    [
      WhoWinsColumn(id: "mapped", expression: "$progress[convert: .to(Double.self)]") {
        $progress[convert: .to(Double.self)]
      },
      WhoWinsColumn(id: "getSet", expression: "Binding(get: { Double(progress) }, set: { progress = Float($0) })") {
        Binding(get: { Double(progress) }, set: { progress = Float($0) })
      },
      WhoWinsColumn(
        id: "getSetTransaction",
        expression:
          "Binding(get: { Double(progress) }, set: { value, transaction in $progress.transaction(transaction).wrappedValue = Float(value) })"
      ) {
        Binding(
          get: { Double(progress) },
          set: { value, transaction in $progress.transaction(transaction).wrappedValue = Float(value) })
      },
      WhoWinsColumn(
        id: "converted", expression: "$progress.converted(forward: { Double($0) }, backward: { Float($0) })"
      ) {
        $progress.converted(forward: { Double($0) }, backward: { Float($0) })
      },
    ]
  }
}

/// A column of the who-wins grid: one way of making the binding that writes.
///
/// ```swift
/// let column = WhoWinsParent().columns()[0]
/// column.expression            // "$progress[convert: .to(Double.self)]"
/// column.binding().wrappedValue  // 0.25
/// ```
@available(SwiftStdlib 6.2, *)
struct WhoWinsColumn {
  /// A short name, such as `mapped`.
  let id: String
  /// The Swift expression that makes the binding, verbatim.
  let expression: String
  /// Makes the binding afresh, as a view's `body` would.
  let binding: () -> Binding<Double>
}
