// Wrapping a mapping type in the mapper's named kinds. The wrapped value's type and value become
// the result's identity; a mapping that already is of the target kind is returned as it is.

extension ExtractingMapping {
  /// This mapping as a ``KeyPathMapper/Getter``.
  ///
  /// ```swift
  /// struct Length: ExtractingMapping {
  ///   func extract(from root: String) -> Int { root.count }
  /// }
  /// "swift"[getter: Length().eraseToAnyGetter()]  // 5
  /// ```
  ///
  /// - Returns: A getter whose identity is this mapping's type and value.
  @inlinable
  public func eraseToAnyGetter() -> KeyPathMapper<Root>.Getter<Member> {
    KeyPathMapper<Root>.Getter(self)
  }
}

extension MutatingEmbeddingMapping {
  /// This mapping as a ``KeyPathMapper/MutatingSetter``.
  ///
  /// - Returns: A setter whose identity is this mapping's type and value.
  @inlinable
  public func eraseToAnyMutatingSetter() -> KeyPathMapper<Root>.MutatingSetter<Member> {
    KeyPathMapper<Root>.MutatingSetter(self)
  }
}

extension NonMutatingEmbeddingMapping {
  /// This mapping as a ``KeyPathMapper/NonMutatingSetter``.
  ///
  /// - Returns: A setter whose identity is this mapping's type and value.
  @inlinable
  public func eraseToAnyNonMutatingSetter() -> KeyPathMapper<Root>.NonMutatingSetter<Member> {
    KeyPathMapper<Root>.NonMutatingSetter(self)
  }
}

extension KeyPathMapper.ReadonlyConversionTo {
  /// This getter, which needs no wrapping.
  ///
  /// - Returns: `self`.
  @inlinable
  public func eraseToAnyGetter() -> Self { self }
}

extension KeyPathMapper.MutatingSetter {
  /// This setter, which needs no wrapping.
  ///
  /// - Returns: `self`.
  @inlinable
  public func eraseToAnyMutatingSetter() -> Self { self }
}

extension KeyPathMapper.NonMutatingSetter {
  /// This setter, which needs no wrapping.
  ///
  /// - Returns: `self`.
  @inlinable
  public func eraseToAnyNonMutatingSetter() -> Self { self }
}
