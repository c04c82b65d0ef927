import Synchronization

/// Process-wide serial numbers for root locations.
///
/// Object addresses would be reused after deallocation and make two unrelated closure bindings
/// compare equal; a counter never repeats.
@available(SwiftStdlib 6.0, *)
@usableFromInline
enum SerialNumbers {
  private static let counter = Atomic<Int>(0)

  /// The next number, starting at 1.
  @usableFromInline
  static func next() -> Int {
    counter.add(1, ordering: .relaxed).newValue
  }
}
