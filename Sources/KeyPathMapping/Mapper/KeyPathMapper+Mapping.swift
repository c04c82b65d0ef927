// The mapping subscripts of a mapper: the same mappings as on every `Equatable` type, each
// leading to a mapper over the member, so that they chain inside a `[mapPath:]` key path:
// `value[mapPath: \.[convert: a][convert: b]]`.

extension KeyPathMapper {
  /// A mapper over the member a read-only conversion reads.
  ///
  /// ```swift
  /// [3, 1, 2][mapPath: \.[map: .inline { $0.max() ?? 0 }]]  // 3
  /// ```
  ///
  /// - Parameter conversion: The conversion to read through.
  @inlinable
  public subscript<Member>(map conversion: ReadonlyConversionTo<Member>) -> KeyPathMapper<Member> {
    KeyPathMapper<Member>(conversion.extract(from: value))
  }

  /// A mapper over the member a conversion reads; writing it writes back into this value.
  ///
  /// ```swift
  /// var values = [1, 2]
  /// values[mapPath: \.[convert: .safeIndex(0)][convert: .unwrapped(with: 0)]] = 9
  /// // values is [9, 2]
  /// ```
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  public subscript<Member>(convert conversion: MutatingConversionTo<Member>) -> KeyPathMapper<Member> {
    get { KeyPathMapper<Member>(conversion.extract(from: value)) }
    set { conversion.embed(newValue.value, in: &value) }
  }

  /// A mapper over the member a conversion reads; writing it writes through this reference.
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  public subscript<Member>(convert conversion: NonMutatingConversionTo<Member>) -> KeyPathMapper<Member> {
    get { KeyPathMapper<Member>(conversion.extract(from: value)) }
    nonmutating set { conversion.embed(newValue.value, in: value) }
  }

  /// A mapper over the member a getter reads.
  ///
  /// - Parameter getter: The getter to read through.
  @inlinable
  public subscript<Member>(getter getter: Getter<Member>) -> KeyPathMapper<Member> {
    KeyPathMapper<Member>(getter.extract(from: value))
  }

  /// A mapper over the member a getter reads; writing it goes through a separate setter.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member back into this value.
  @inlinable
  public subscript<Member>(
    getter getter: Getter<Member>,
    setter setter: MutatingSetter<Member>
  ) -> KeyPathMapper<Member> {
    get { KeyPathMapper<Member>(getter.extract(from: value)) }
    set { setter.embed(newValue.value, in: &value) }
  }

  /// A mapper over the member a getter reads; writing it goes through a separate non-mutating
  /// setter.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member through this reference.
  @inlinable
  public subscript<Member>(
    getter getter: Getter<Member>,
    setter setter: NonMutatingSetter<Member>
  ) -> KeyPathMapper<Member> {
    get { KeyPathMapper<Member>(getter.extract(from: value)) }
    nonmutating set { setter.embed(newValue.value, in: value) }
  }

  /// This mapper unchanged; writing a mapper goes through a setter whose root is the mapper.
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  public subscript(setter setter: KeyPathMapper<Self>.MutatingSetter<Self>) -> Self {
    get { self }
    set { setter.embed(newValue, in: &self) }
  }

  /// This mapper unchanged; writing a mapper goes through a non-mutating setter whose root is the
  /// mapper.
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  public subscript(setter setter: KeyPathMapper<Self>.NonMutatingSetter<Self>) -> Self {
    get { self }
    nonmutating set { setter.embed(newValue, in: self) }
  }
}
