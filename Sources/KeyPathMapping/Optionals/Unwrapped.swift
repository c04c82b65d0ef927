// The unwrapped family: `.unwrappedWith(_:)` reads, `.aggressive(_:)` writes, and
// `.unwrapped(with:aggressive:)` pairs the two. Like `.optional`, it is part of the core library.
//
// A `Hashable` default is stored and is part of the identity, so `.unwrapped(with: 0)` and
// `.unwrapped(with: 1)` differ. Any other default is kept as the closure you pass and evaluated
// on every read of `nil`; it cannot be compared, so the mapping is identified by its call site.

/// Reads an optional root as its value, or a stored default when it is `nil`.
@usableFromInline
struct UnwrappedWithDefault<Wrapped: Hashable>: ExtractingMapping, CustomStringConvertible {
  @usableFromInline let defaultValue: Wrapped

  @inlinable init(_ defaultValue: Wrapped) { self.defaultValue = defaultValue }
  @inlinable func extract(from root: Wrapped?) -> Wrapped { root ?? defaultValue }
  @usableFromInline var description: String { ".unwrappedWith(\(defaultValue)) of \(Wrapped?.self)" }
}

/// Reads an optional root as its value, or evaluates a default when it is `nil`.
@usableFromInline
struct UnwrappedWithComputedDefault<Wrapped>: ExtractingMapping, CustomStringConvertible {
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let defaultValue: IgnoredByIdentity<() -> Wrapped>

  @inlinable
  init(identity: InlineIdentity, defaultValue: @escaping () -> Wrapped) {
    self.identity = identity
    self.defaultValue = IgnoredByIdentity(defaultValue)
  }

  @inlinable func extract(from root: Wrapped?) -> Wrapped { root ?? defaultValue.value() }
  @usableFromInline var description: String { "\(identity) of \(Wrapped?.self)" }
}

/// Writes a value into an optional root; a write into `nil` is ignored unless `aggressive`.
@usableFromInline
struct UnwrappedWrite<Wrapped>: MutatingEmbeddingMapping, CustomStringConvertible {
  @usableFromInline let aggressive: Bool

  @inlinable init(aggressive: Bool) { self.aggressive = aggressive }

  @inlinable
  func embed(_ member: Wrapped, in root: inout Wrapped?) {
    guard root != nil || aggressive else { return }
    root = member
  }

  @usableFromInline var description: String { ".aggressive(\(aggressive)) of \(Wrapped?.self)" }
}

extension KeyPathMapper.ReadonlyConversionTo where Member: Hashable, Root == Member? {
  /// The wrapped value, or a default when the root is `nil`.
  ///
  /// ```swift
  /// let limit: Int? = nil
  /// limit[getter: .unwrappedWith(10)]  // 10
  /// ```
  ///
  /// The default is evaluated once, when the getter is made.
  ///
  /// - Parameter defaultValue: What a `nil` root reads as.
  /// - Returns: A getter identified by its kind, the type and `defaultValue`.
  @inlinable
  public static func unwrappedWith(_ defaultValue: Member) -> Self {
    Self(UnwrappedWithDefault(defaultValue))
  }
}

extension KeyPathMapper.ReadonlyConversionTo where Root == Member? {
  /// The wrapped value, or a default evaluated on every read of a `nil` root.
  ///
  /// Used when `Member` is not `Hashable`, so the default cannot be compared:
  ///
  /// ```swift
  /// struct Style { var weight = 400 }  // not Hashable
  /// let style: Style? = nil
  /// style[getter: .unwrappedWith(Style())].weight  // 400
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: What a `nil` root reads as; evaluated on each such read.
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  /// - Returns: A getter identified by `id` or by its call site.
  @inlinable
  public static func unwrappedWith(
    _ defaultValue: @escaping @autoclosure () -> Member,
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    let identity = InlineIdentity(kind: "unwrappedWith", id: id, fileID: fileID, line: line, column: column)
    return Self(UnwrappedWithComputedDefault(identity: identity, defaultValue: defaultValue))
  }
}

extension KeyPathMapper.MutatingSetter where Root == Member? {
  /// A setter that writes the wrapped value of an optional root.
  ///
  /// With `aggressive` (the default), every write stores the value; without it, a write into a
  /// `nil` root is ignored.
  ///
  /// ```swift
  /// var limit: Int? = nil
  /// limit[getter: .unwrappedWith(0), setter: .aggressive(false)] = 3  // ignored: limit is nil
  /// limit[getter: .unwrappedWith(0), setter: .aggressive()] = 3       // limit is 3
  /// ```
  ///
  /// - Parameter aggressive: Whether a write into a `nil` root stores the value.
  /// - Returns: A setter identified by its kind, the type and `aggressive`.
  @inlinable
  public static func aggressive(_ aggressive: Bool = true) -> Self {
    Self(UnwrappedWrite(aggressive: aggressive))
  }
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
  /// The default is evaluated once, when the conversion is made.
  ///
  /// - Parameters:
  ///   - defaultValue: What a `nil` root reads as.
  ///   - aggressive: Whether a write into a `nil` root stores the value (`true`) or is ignored.
  /// - Returns: The pair of `.unwrappedWith(defaultValue)` and `.aggressive(aggressive)`,
  ///   identified by both.
  @inlinable
  public static func unwrapped(with defaultValue: Member, aggressive: Bool = false) -> Self {
    Self(Paired(UnwrappedWithDefault(defaultValue), UnwrappedWrite(aggressive: aggressive)))
  }
}

extension KeyPathMapper.MutatingConversionTo where Root == Member? {
  /// The wrapped value, or a default evaluated on every read of a `nil` root.
  ///
  /// Used when `Member` is not `Hashable`, so the default cannot be compared:
  ///
  /// ```swift
  /// struct Style { var weight = 400 }  // not Hashable
  /// var style: Style? = nil
  /// style[convert: .unwrapped(with: Style(), aggressive: true)].weight = 700
  /// // style?.weight is 700
  /// ```
  ///
  /// - Parameters:
  ///   - defaultValue: What a `nil` root reads as; evaluated on each such read.
  ///   - aggressive: Whether a write into a `nil` root stores the value (`true`) or is ignored.
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  /// - Returns: The pair of `.unwrappedWith(defaultValue)` and `.aggressive(aggressive)`,
  ///   identified by `id` or the call site, and `aggressive`.
  @inlinable
  public static func unwrapped(
    with defaultValue: @escaping @autoclosure () -> Member,
    aggressive: Bool = false,
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    let identity = InlineIdentity(kind: "unwrapped", id: id, fileID: fileID, line: line, column: column)
    return Self(
      Paired(
        UnwrappedWithComputedDefault(identity: identity, defaultValue: defaultValue),
        UnwrappedWrite(aggressive: aggressive)))
  }
}
