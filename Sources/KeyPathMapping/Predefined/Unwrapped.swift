#if PredefinedConversions
/// Reads an optional with a default; a write into `nil` is ignored unless `aggressive`.
@usableFromInline
struct Unwrapped<Member: Hashable>: MutatingConversionMapping, CustomStringConvertible {
  @usableFromInline let defaultValue: Member
  @usableFromInline let aggressive: Bool

  @inlinable
  init(defaultValue: Member, aggressive: Bool) {
    self.defaultValue = defaultValue
    self.aggressive = aggressive
  }

  @inlinable func extract(from root: Member?) -> Member { root ?? defaultValue }

  @inlinable
  func embed(_ member: Member, into root: inout Member?) {
    guard root != nil || aggressive else { return }
    root = member
  }

  @usableFromInline
  var description: String { ".unwrapped(with: \(defaultValue), aggressive: \(aggressive)) of \(Member.self)?" }
}

extension KeyPathMapper.MutatingConversionTo where Member: Hashable, Root == Member? {
  /// The wrapped value, or a default when the root is `nil`.
  ///
  /// ```swift
  /// var limit: Int? = nil
  /// limit[convert: .unwrapped(with: 10)]                        // 10
  /// limit[convert: .unwrapped(with: 10)] = 3                    // ignored: limit is nil
  /// limit[convert: .unwrapped(with: 10, aggressive: true)] = 3  // limit is 3
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: What a `nil` root reads as.
  ///   - aggressive: Whether a write into a `nil` root stores the value (`true`) or is ignored.
  /// - Returns: A conversion identified by its kind, the type, `defaultValue` and `aggressive`.
  @inlinable
  public static func unwrapped(with defaultValue: Member, aggressive: Bool = false) -> Self {
    Self(Unwrapped(defaultValue: defaultValue, aggressive: aggressive))
  }
}
#endif
