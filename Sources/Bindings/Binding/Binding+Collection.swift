/// A binding to a mutable random-access collection is a collection of element bindings, so
/// `for item in $items` (SwiftUI's `ForEach($items)`) yields a binding per element.
///
/// Unlike SwiftUI's (closure-built), each element binding is derived through the key path
/// `\Value.[index]`: it keeps the collection binding's transaction, and its identity is the
/// collection binding's identity plus that index. Key path subscripts need `Hashable` arguments,
/// hence `Value.Index: Hashable`.
///
/// ```swift
/// @State var values: [Float] = [0.1, 0.2]
/// for value in $values.animation(.linear) { value.wrappedValue *= 10 }
/// values                                         // [1.0, 2.0]
/// _values.lastCommit?.transaction.animation      // linear(duration: 0.35)
/// ```
///
/// Indices are those of the value when they are asked for; every access reads the current value.
@available(SwiftStdlib 6.0, *)
extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Iterates by index over the current value.
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

@available(SwiftStdlib 6.0, *)
extension Binding: Collection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The index type of the bound collection.
  public typealias Index = Value.Index
  /// Index ranges of the bound collection.
  public typealias Indices = Value.Indices
  /// Slices are collections of element bindings over a range of indices.
  public typealias SubSequence = Slice<Binding<Value>>

  /// The first index of the current value.
  public var startIndex: Index { wrappedValue.startIndex }

  /// The past-the-end index of the current value.
  public var endIndex: Index { wrappedValue.endIndex }

  /// The indices of the current value.
  public var indices: Indices { wrappedValue.indices }

  /// The index after `index` in the current value.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The next index.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// The binding to the element at `position`, derived through `\Value.[position]`.
  ///
  /// - Parameter position: A valid index of the current value.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ElementLocation(base: location, position: position), transaction: transaction)
  }
}

@available(SwiftStdlib 6.0, *)
extension Binding: BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The index before `index` in the current value.
  ///
  /// - Parameter index: A valid index other than `startIndex`.
  /// - Returns: The previous index.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

@available(SwiftStdlib 6.0, *)
extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The index `distance` steps from `index`, in constant time.
  ///
  /// - Parameters:
  ///   - index: A valid index.
  ///   - distance: The number of steps, negative to go back.
  /// - Returns: The offset index.
  public func index(_ index: Index, offsetBy distance: Int) -> Index {
    wrappedValue.index(index, offsetBy: distance)
  }

  /// The number of steps from `start` to `end`, in constant time.
  ///
  /// - Parameters:
  ///   - start: A valid index.
  ///   - end: A valid index.
  /// - Returns: The distance, negative when `end` comes first.
  public func distance(from start: Index, to end: Index) -> Int {
    wrappedValue.distance(from: start, to: end)
  }
}
