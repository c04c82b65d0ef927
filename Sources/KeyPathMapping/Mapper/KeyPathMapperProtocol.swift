/// A type that wraps a value it can read and replace, as ``KeyPathMapper`` does.
///
/// Write generic code over mappers against this protocol:
///
/// ```swift
/// func reset<Mapper: KeyPathMapperProtocol<Int>>(_ mapper: inout Mapper) {
///   mapper.value = 0
/// }
///
/// var mapper = KeyPathMapper(5)
/// reset(&mapper)  // mapper.value is 0
/// ```
public protocol KeyPathMapperProtocol<Value> {
  /// The type of the wrapped value.
  associatedtype Value

  /// The wrapped value.
  var value: Value { get set }
}
