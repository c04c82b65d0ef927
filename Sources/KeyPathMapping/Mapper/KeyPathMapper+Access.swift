// Plain access to a mapper's value: the steps a mapping key path can take that involve no mapping.

extension KeyPathMapper {
  /// The wrapped value, read and written as a key path component: `\.[]`.
  ///
  /// ```swift
  /// var mapper = KeyPathMapper(2)
  /// mapper[]      // 2
  /// mapper[] = 3  // mapper.value is 3
  /// ```
  @inlinable
  public subscript() -> Value {
    get { value }
    set { value = newValue }
  }

  /// Replaces the wrapped value.
  ///
  /// ```swift
  /// var mapper = KeyPathMapper("a")
  /// mapper("b")  // mapper.value is "b"
  /// ```
  ///
  /// - Parameter value: The new value.
  @inlinable
  public mutating func callAsFunction(_ value: Value) {
    self.value = value
  }

  /// Reads through a key path that starts at this mapper.
  ///
  /// ```swift
  /// KeyPathMapper(4)[map: \.optional].value  // Optional(4)
  /// ```
  ///
  /// - Parameter keyPath: A key path into the mapper.
  @inlinable
  public subscript<T>(map keyPath: KeyPath<Self, T>) -> T {
    self[keyPath: keyPath]
  }

  /// Reads and writes through a writable key path that starts at this mapper.
  ///
  /// ```swift
  /// var mapper = KeyPathMapper(4)
  /// mapper[map: \.optional] = KeyPathMapper(nil)  // ignored: mapper.value is 4
  /// mapper[map: \.optional] = KeyPathMapper(5)    // mapper.value is 5
  /// ```
  ///
  /// - Parameter keyPath: A writable key path into the mapper.
  @inlinable
  public subscript<T>(map keyPath: WritableKeyPath<Self, T>) -> T {
    get { self[keyPath: keyPath] }
    set { self[keyPath: keyPath] = newValue }
  }
}
