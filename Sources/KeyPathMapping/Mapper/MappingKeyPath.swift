/// A read-only key path from a mapper over `Root` to a mapper over `Member`: the argument of the
/// read-only `[mapPath:]` subscript.
///
/// Every mapping subscript of ``KeyPathMapper`` leads to another mapper, so the steps compose:
///
/// ```swift
/// let path: MappingKeyPath<[Int], Int?> = \.[map: .safeIndex(0)]
/// [7, 8][mapPath: path]  // Optional(7)
/// ```
public typealias MappingKeyPath<Root, Member> = KeyPath<KeyPathMapper<Root>, KeyPathMapper<Member>>

/// A writable key path from a mapper over `Root` to a mapper over `Member`: the argument of the
/// writable `[mapPath:]` subscript.
///
/// ```swift
/// let path: WritableMappingKeyPath<Float, Double?> = \.[convert: .to(Double.self)].optional
/// var progress: Float = 0.5
/// progress[mapPath: path] = 0.25  // progress is 0.25
/// progress[mapPath: path] = nil   // ignored: progress is 0.25
/// ```
public typealias WritableMappingKeyPath<Root, Member> = WritableKeyPath<KeyPathMapper<Root>, KeyPathMapper<Member>>

extension KeyPathMapper {
  // The write half of both `[mapPath:]` subscripts: the value travels into a mapper, along the
  // path, and back.
  @inlinable
  static func write<Member>(
    _ newValue: Member, through path: WritableMappingKeyPath<Value, Member>, into value: inout Value
  ) {
    var mapper = Self(value)
    mapper[keyPath: path].value = newValue
    value = mapper.value
  }
}
