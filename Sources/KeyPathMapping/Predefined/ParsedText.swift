#if PredefinedConversions
/// A value shown as its text: reads `String(describing:)`, writes parse the text back.
///
/// Text that does not parse is never turned into a silent default: either a hook hears about it
/// and the root keeps its value, or the caller named the fallback explicitly.
@usableFromInline
struct ParsedText<Root: LosslessStringConvertible>: MutatingConversionMapping, CustomStringConvertible {
  @usableFromInline
  enum Failure {
    case reject(InlineIdentity, (MappingRejection) -> Void)
    case fallback(AnyHashable, Root)
  }

  @usableFromInline let failure: Failure

  @inlinable init(_ failure: Failure) { self.failure = failure }

  @inlinable func extract(from root: Root) -> String { root.description }

  @inlinable
  func embed(_ member: String, into root: inout Root) {
    if let parsed = Root(member) {
      root = parsed
      return
    }
    switch failure {
    case let .reject(_, onRejection):
      onRejection(MappingRejection(rejectedValue: member, reason: "\"\(member)\" is not a valid \(Root.self)"))
    case let .fallback(_, value):
      root = value
    }
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.failure, rhs.failure) {
    case let (.reject(left, _), .reject(right, _)): left == right
    case let (.fallback(left, _), .fallback(right, _)): left == right
    default: false
    }
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    switch failure {
    case let .reject(identity, _): hasher.combine(identity)
    case let .fallback(value, _): hasher.combine(value)
    }
  }

  @usableFromInline
  var description: String {
    switch failure {
    case let .reject(identity, _): ".parsed(onRejection: \(identity)) of \(Root.self)"
    case let .fallback(_, value): ".parsed(fallback: \(value)) of \(Root.self)"
    }
  }
}

extension KeyPathMapper.MutatingConversionTo where Root: LosslessStringConvertible, Member == String {
  /// The value as text; text that does not parse is rejected and the root keeps its value.
  ///
  /// ```swift
  /// var age = 30
  /// var lastRejection: MappingRejection?
  /// age[convert: .parsed(onRejection: { lastRejection = $0 })] = "31"   // age is 31
  /// age[convert: .parsed(onRejection: { lastRejection = $0 })] = "3l"   // age is 31
  /// // lastRejection?.reason is "\"3l\" is not a valid Int"
  /// ```
  ///
  /// The hook is a closure, so the conversion is identified by its call site (or `id:`), like
  /// `.inline`, together with the root type.
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - onRejection: Called with the reason whenever a write is rejected.
  /// - Returns: A failable text conversion.
  @inlinable
  public static func parsed(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    onRejection: @escaping (MappingRejection) -> Void = { _ in }
  ) -> Self {
    let identity = InlineIdentity(id: id, fileID: fileID, line: line, column: column)
    return Self(ParsedText(.reject(identity, onRejection)))
  }

  /// The value as text; text that does not parse writes an explicit fallback.
  ///
  /// ```swift
  /// var age = 30
  /// age[convert: .parsed(fallback: 0)] = "abc"  // age is 0
  /// ```
  ///
  /// - Parameter fallback: The value written when the text does not parse.
  /// - Returns: A text conversion identified by its kind, the root type and `fallback`.
  @inlinable
  public static func parsed(fallback: Root) -> Self where Root: Hashable {
    Self(ParsedText(.fallback(AnyHashable(fallback), fallback)))
  }
}
#endif
