// The namespaced spellings of the published package's conversion types, which its own tests
// (and code copied from them) use: `_MutatingConversions.AnyConversion<Value, T>` is
// `KeyPathMapper<Value>.MutatingConversionTo<T>`. Prefer the mapper's names in new code.

/// The namespace of the published package's read-only conversion type.
public enum _ReadonlyConversions {
  /// ``KeyPathMapper/ReadonlyConversionTo``, spelled with both types as arguments.
  public typealias AnyConversion<Root, Member> = KeyPathMapper<Root>.ReadonlyConversionTo<Member>
}

/// The namespace of the published package's mutating conversion type.
public enum _MutatingConversions {
  /// ``KeyPathMapper/MutatingConversionTo``, spelled with both types as arguments.
  public typealias AnyConversion<Root, Member> = KeyPathMapper<Root>.MutatingConversionTo<Member>
}

/// The namespace of the published package's non-mutating conversion type.
public enum _NonMutatingConversions {
  /// ``KeyPathMapper/NonMutatingConversionTo``, spelled with both types as arguments.
  public typealias AnyConversion<Root, Member> = KeyPathMapper<Root>.NonMutatingConversionTo<Member>
}
