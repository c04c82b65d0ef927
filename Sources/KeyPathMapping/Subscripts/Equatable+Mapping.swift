// The mapping subscripts on every `Equatable` type. Their arguments are `Hashable`, so each
// subscript is also a key path component: `\Float.[convert: .to(Double.self)]` is a
// `WritableKeyPath<Float, Double>` whose identity is the conversion's identity.

extension Equatable {
  /// Reads a member through a read-only conversion.
  ///
  /// ```swift
  /// [3, 1, 2][map: .inline(extract: { $0.max() ?? 0 })]  // 3
  /// ```
  ///
  /// - Parameter conversion: The conversion to read through.
  @inlinable
  public subscript<Member>(map conversion: KeyPathMapper<Self>.ReadonlyConversionTo<Member>) -> Member {
    conversion.extract(from: self)
  }

  /// Reads and writes a member through a conversion that writes back into this value.
  ///
  /// ```swift
  /// var progress: Float = 0.25
  /// progress[convert: .to(Double.self)] = 0.75  // progress is 0.75
  /// ```
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  public subscript<Member>(convert conversion: KeyPathMapper<Self>.MutatingConversionTo<Member>) -> Member {
    get { conversion.extract(from: self) }
    set { conversion.embed(newValue, in: &self) }
  }

  /// Reads and writes a member through a conversion that writes through this reference.
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  public subscript<Member>(convert conversion: KeyPathMapper<Self>.NonMutatingConversionTo<Member>) -> Member {
    get { conversion.extract(from: self) }
    nonmutating set { conversion.embed(newValue, in: self) }
  }

  /// Reads a member through a getter.
  ///
  /// ```swift
  /// "swift"[getter: .inline(extract: { $0.uppercased() })]  // "SWIFT"
  /// ```
  ///
  /// - Parameter getter: The getter to read through.
  @inlinable
  public subscript<Member>(getter getter: KeyPathMapper<Self>.Getter<Member>) -> Member {
    getter.extract(from: self)
  }

  /// Reads this value unchanged and writes it through a setter, for example one with hooks.
  ///
  /// ```swift
  /// var volume = 3
  /// volume[setter: .onDidSet { print("now \($0)") }] = 5  // prints "now 5", volume is 5
  /// ```
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  public subscript(setter setter: KeyPathMapper<Self>.MutatingSetter<Self>) -> Self {
    get { self }
    set { setter.embed(newValue, in: &self) }
  }

  /// Reads this reference unchanged and writes through a non-mutating setter.
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  public subscript(setter setter: KeyPathMapper<Self>.NonMutatingSetter<Self>) -> Self {
    get { self }
    nonmutating set { setter.embed(newValue, in: self) }
  }

  /// Reads a member through a getter and writes it through a separate setter.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member back into this value.
  @inlinable
  public subscript<Member>(
    getter getter: KeyPathMapper<Self>.Getter<Member>,
    setter setter: KeyPathMapper<Self>.MutatingSetter<Member>
  ) -> Member {
    get { getter.extract(from: self) }
    set { setter.embed(newValue, in: &self) }
  }

  /// Reads a member through a getter and writes it through a separate non-mutating setter.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member through this reference.
  @inlinable
  public subscript<Member>(
    getter getter: KeyPathMapper<Self>.Getter<Member>,
    setter setter: KeyPathMapper<Self>.NonMutatingSetter<Member>
  ) -> Member {
    get { getter.extract(from: self) }
    nonmutating set { setter.embed(newValue, in: self) }
  }

  /// Reads a member through a key path from a mapper over this value to a mapper over the member.
  ///
  /// ```swift
  /// 3[mapPath: \.self]                     // 3
  /// [7, 8][mapPath: \.[map: .safeIndex(5)]]  // nil
  /// ```
  ///
  /// - Parameter path: A key path from a mapper over this value to a mapper over the member.
  @inlinable
  public subscript<Member>(mapPath path: MappingKeyPath<Self, Member>) -> Member {
    KeyPathMapper(self)[keyPath: path].value
  }

  /// Reads and writes a member through a writable key path from a mapper over this value to a
  /// mapper over the member.
  ///
  /// ```swift
  /// var count = 3
  /// count[mapPath: \.optional] = nil                          // ignored: count is 3
  /// count[mapPath: \.optional] = 4                            // count is 4
  /// count[mapPath: \.[convert: .to(Double.self)].optional] = 5 // count is 5
  /// ```
  ///
  /// - Parameter path: A writable key path from a mapper over this value to a mapper over the member.
  @inlinable
  public subscript<Member>(mapPath path: WritableMappingKeyPath<Self, Member>) -> Member {
    get { KeyPathMapper(self)[keyPath: path].value }
    set { KeyPathMapper.write(newValue, through: path, into: &self) }
  }
}
