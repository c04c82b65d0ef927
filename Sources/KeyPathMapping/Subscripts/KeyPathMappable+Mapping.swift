// The same subscripts for `KeyPathMappable` types. A type that is both (`[Int]`) would see two
// equally good candidates; `@_disfavoredOverload` settles every such call on the `Equatable`
// version, so a key path written for `[Int]` always names the same subscript.

extension KeyPathMappable {
  /// Reads a member through a read-only conversion.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter conversion: The conversion to read through.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(map conversion: KeyPathMapper<Self>.ReadonlyConversionTo<Member>) -> Member {
    conversion.extract(from: self)
  }

  /// Reads and writes a member through a conversion that writes back into this value.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(convert conversion: KeyPathMapper<Self>.MutatingConversionTo<Member>) -> Member {
    get { conversion.extract(from: self) }
    set { conversion.embed(newValue, in: &self) }
  }

  /// Reads and writes a member through a conversion that writes through this reference.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter conversion: The conversion to read and write through.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(convert conversion: KeyPathMapper<Self>.NonMutatingConversionTo<Member>) -> Member {
    get { conversion.extract(from: self) }
    nonmutating set { conversion.embed(newValue, in: self) }
  }

  /// Reads a member through a getter.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter getter: The getter to read through.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(getter getter: KeyPathMapper<Self>.Getter<Member>) -> Member {
    getter.extract(from: self)
  }

  /// Reads this value unchanged and writes it through a setter, for example one with hooks.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  @_disfavoredOverload
  public subscript(setter setter: KeyPathMapper<Self>.MutatingSetter<Self>) -> Self {
    get { self }
    set { setter.embed(newValue, in: &self) }
  }

  /// Reads this reference unchanged and writes through a non-mutating setter.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter setter: The setter that performs the write.
  @inlinable
  @_disfavoredOverload
  public subscript(setter setter: KeyPathMapper<Self>.NonMutatingSetter<Self>) -> Self {
    get { self }
    nonmutating set { setter.embed(newValue, in: self) }
  }

  /// Reads a member through a getter and writes it through a separate setter.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member back into this value.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(
    getter getter: KeyPathMapper<Self>.Getter<Member>,
    setter setter: KeyPathMapper<Self>.MutatingSetter<Member>
  ) -> Member {
    get { getter.extract(from: self) }
    set { setter.embed(newValue, in: &self) }
  }

  /// Reads a member through a getter and writes it through a separate non-mutating setter.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameters:
  ///   - getter: Reads the member.
  ///   - setter: Writes the member through this reference.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(
    getter getter: KeyPathMapper<Self>.Getter<Member>,
    setter setter: KeyPathMapper<Self>.NonMutatingSetter<Member>
  ) -> Member {
    get { getter.extract(from: self) }
    nonmutating set { setter.embed(newValue, in: self) }
  }

  /// Reads a member through a key path from a mapper over this value to a mapper over the member.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter path: A key path from a mapper over this value to a mapper over the member.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(mapPath path: MappingKeyPath<Self, Member>) -> Member {
    KeyPathMapper(self)[keyPath: path].value
  }

  /// Reads and writes a member through a writable key path from a mapper over this value to a
  /// mapper over the member.
  ///
  /// The same subscript as on `Equatable` types; see its documentation.
  ///
  /// - Parameter path: A writable key path from a mapper over this value to a mapper over the member.
  @inlinable
  @_disfavoredOverload
  public subscript<Member>(mapPath path: WritableMappingKeyPath<Self, Member>) -> Member {
    get { KeyPathMapper(self)[keyPath: path].value }
    set { KeyPathMapper.write(newValue, through: path, into: &self) }
  }
}
