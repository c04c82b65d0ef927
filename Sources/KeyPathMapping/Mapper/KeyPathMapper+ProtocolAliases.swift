// The protocols for mapping types, named from the mapper as the kinds are:
// `some KeyPathMapper<Int>.MutatingConversionProtocol<String>` is any mutating conversion from
// `Int` to `String`.

extension KeyPathMapper {
  /// A type that reads a `Member` out of this mapper's `Value`: ``ExtractingMapping``.
  public typealias GetterProtocol<Member> = ExtractingMapping<Value, Member>

  /// A read-only conversion type: ``ExtractingMapping``, as for ``GetterProtocol``.
  public typealias ReadonlyConversionProtocol<Member> = ExtractingMapping<Value, Member>

  /// A type that writes a `Member` into this mapper's `Value`: ``MutatingEmbeddingMapping``.
  public typealias MutatingSetterProtocol<Member> = MutatingEmbeddingMapping<Value, Member>

  /// A type that writes a `Member` through this mapper's reference `Value`:
  /// ``NonMutatingEmbeddingMapping``.
  public typealias NonMutatingSetterProtocol<Member> = NonMutatingEmbeddingMapping<Value, Member>

  /// A round-trippable conversion type that writes into this mapper's `Value`:
  /// ``MutatingConversionMapping``.
  public typealias MutatingConversionProtocol<Member> = MutatingConversionMapping<Value, Member>

  /// A round-trippable conversion type that writes through this mapper's reference `Value`:
  /// ``NonMutatingConversionMapping``.
  public typealias NonMutatingConversionProtocol<Member> = NonMutatingConversionMapping<Value, Member>
}
