// Conversions assembled from a getter and a setter. The pair's identity is both identities, so
// two conversions built from equal getters and equal setters are equal.

extension KeyPathMapper.ReadonlyConversionTo {
  /// A read-only conversion that reads through a getter.
  ///
  /// A getter already is a read-only conversion (``KeyPathMapper/Getter`` is the same type), so
  /// the result is `getter` itself; the initializer exists for code that spells the step out.
  ///
  /// ```swift
  /// let length = KeyPathMapper<String>.Getter<Int>.inline { $0.count }
  /// "swift"[map: .init(getter: length)]  // 5
  /// ```
  ///
  /// - Parameter getter: The getter that reads the member.
  @inlinable
  public init(getter: KeyPathMapper<Root>.Getter<Member>) {
    self = getter
  }
}

extension KeyPathMapper.MutatingConversionTo {
  /// A conversion that reads through a getter and writes through a separate setter.
  ///
  /// ```swift
  /// let cents = KeyPathMapper<Int>.MutatingConversionTo<Double>(
  ///   getter: .inline { Double($0) / 100 },
  ///   setter: .inline { (euros: Double) in Int(euros * 100) }
  /// )
  /// var price = 250
  /// price[convert: cents]        // 2.5
  /// price[convert: cents] = 3.5  // price is 350
  /// ```
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member back into the root.
  @inlinable
  public init(getter: KeyPathMapper<Root>.Getter<Member>, setter: KeyPathMapper<Root>.MutatingSetter<Member>) {
    self.init(Paired(getter, setter))
  }
}

extension KeyPathMapper.NonMutatingConversionTo {
  /// A conversion that reads through a getter and writes through a separate non-mutating setter.
  ///
  /// ```swift
  /// let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>(
  ///   getter: .inline { $0.name },
  ///   setter: .inline { profile, name in profile.name = name }
  /// )
  /// profile[convert: name] = "Ada"  // profile.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member through the reference root.
  @inlinable
  public init(getter: KeyPathMapper<Root>.Getter<Member>, setter: KeyPathMapper<Root>.NonMutatingSetter<Member>) {
    self.init(Paired(getter, setter))
  }
}
