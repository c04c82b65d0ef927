#if PredefinedConversions
  /// A value shown as its text, with an explicit value to write when text does not parse.
  @usableFromInline
  struct ParsedWithFallback<Root: LosslessStringConvertible & Hashable>: MutatingConversionMapping,
    CustomStringConvertible
  {
    @usableFromInline let fallback: Root

    @inlinable init(fallback: Root) { self.fallback = fallback }
    @inlinable func extract(from root: Root) -> String { root.description }
    @inlinable func embed(_ member: String, in root: inout Root) { root = Root(member) ?? fallback }
    @usableFromInline var description: String { ".parsed(fallback: \(fallback)) of \(Root.self)" }
  }

  extension LosslessStringConvertible {
    /// Parses text as `Self`, or explains why it cannot.
    @inlinable
    static func parse(_ text: String) throws(MappingRejection) -> Self {
      guard let value = Self(text) else {
        throw MappingRejection(rejectedValue: text, reason: "\"\(text)\" is not a valid \(Self.self)")
      }
      return value
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
      let identity = InlineIdentity(kind: "parsed", id: id, fileID: fileID, line: line, column: column)
      return Self(
        FailableConversion(identity: identity, read: { $0.description }, write: Root.parse, onRejection: onRejection))
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
      Self(ParsedWithFallback(fallback: fallback))
    }
  }
#endif
