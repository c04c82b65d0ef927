/// The values of ``Transaction``'s built-in keys (``Transaction/animation``,
/// ``Transaction/disablesAnimations``, ``Transaction/isContinuous``), each `nil` while unset.
///
/// Stored apart from the transaction's dictionary of custom keys, so that `.animation(_:)`, on
/// almost every binding, sets a field rather than inserting into a dictionary.
@available(SwiftStdlib 6.0, *)
struct BuiltInTransactionValues: Sendable, Equatable {
  /// The animation when set; an explicit "no animation" is `.some(nil)`.
  var animation: Animation??
  var disablesAnimations: Bool?
  var isContinuous: Bool?

  var isEmpty: Bool { animation == nil && disablesAnimations == nil && isContinuous == nil }

  /// These values with every one that `other` sets replaced by `other`'s.
  func overriding(with other: BuiltInTransactionValues) -> BuiltInTransactionValues {
    BuiltInTransactionValues(
      animation: other.animation ?? animation,
      disablesAnimations: other.disablesAnimations ?? disablesAnimations,
      isContinuous: other.isContinuous ?? isContinuous
    )
  }

  /// The set values under their key names, for names and descriptions.
  var namedValues: [(name: String, value: any Sendable)] {
    var named: [(name: String, value: any Sendable)] = []
    if let animation { named.append(("animation", animation)) }
    if let disablesAnimations { named.append(("disablesAnimations", disablesAnimations)) }
    if let isContinuous { named.append(("isContinuous", isContinuous)) }
    return named
  }
}
