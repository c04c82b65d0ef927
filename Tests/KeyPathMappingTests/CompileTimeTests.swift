// Declarations that only need to compile: they pin the shape of the public API. A change that
// breaks one of these lines breaks users' code in the same way.
import KeyPathMapping

private enum APIShape {
  // Every kind is a nested name of the mapper.
  typealias Readonly = KeyPathMapper<Int>.ReadonlyConversionTo<String>
  typealias Mutating = KeyPathMapper<Int>.MutatingConversionTo<String>
  typealias NonMutating = KeyPathMapper<Profile>.NonMutatingConversionTo<String>
  typealias Getter = KeyPathMapper<Int>.Getter<String>
  typealias MutatingSetter = KeyPathMapper<Int>.MutatingSetter<String>
  typealias NonMutatingSetter = KeyPathMapper<Profile>.NonMutatingSetter<String>

  // Subscripts form key paths of the expected kinds. Mappings are not `Sendable` (they may hold
  // user closures), so neither are key paths through them: these are computed, not stored.
  static var convert: WritableKeyPath<Float, Double> { \Float.[convert: .to(Double.self)] }
  static var map: KeyPath<Int, String> { \Int.[map: .inline { "\($0)" }] }
  static var getter: KeyPath<Int, String> { \Int.[getter: .inline { "\($0)" }] }
  static var setter: WritableKeyPath<Int, Int> { \Int.[setter: .onDidSet { _ in }] }
  static var pair: WritableKeyPath<Int, String> {
    \Int.[getter: .inline { "\($0)" }, setter: .inline { Int($0) ?? 0 }]
  }
  static var mapPath: WritableKeyPath<Int, Int?> { \Int.[mapPath: \.optional] }
  static var readonlyMapPath: KeyPath<Int, String> { \Int.[mapPath: \.[map: .inline { "\($0)" }]] }
  static var selfMapPath: WritableKeyPath<Int, Int> { \Int.[mapPath: \.self] }
  static var reference: ReferenceWritableKeyPath<Profile, String> {
    \Profile.[convert: NonMutating.inline(extract: { $0.name }, embed: { $0.name = $1 })]
  }
  static var mappable: WritableKeyPath<[Sketch], Sketch?> { \[Sketch].[convert: .safeIndex(0)] }

  // Mappings are Hashable values with a printable identity, and expose their two directions.
  static func directions(_ conversion: Mutating, root: inout Int) -> some Hashable & CustomStringConvertible {
    conversion.embed(conversion.extract(from: root), in: &root)
    return conversion
  }

  // Hooks accept closures that capture and mutate local state: no @Sendable required.
  static func localHooks() -> [Int] {
    var log: [Int] = []
    var value = 0
    value[setter: .perform(onWillSet: { log.append($0) }, onDidSet: { log.append($0) })] = 1
    value[convert: .parsed(onRejection: { _ in log.append(-1) })] = "x"
    return log
  }

  // Every factory, spelled as users spell it.
  static var factories: [AnyHashable] {
    [
      Mutating.inline(id: 1, extract: { "\($0)" }, embed: { Int($0) ?? 0 }),
      Mutating.inline(extract: { "\($0)" }, embed: { (root: inout Int, text: String) in root = Int(text) ?? root }),
      Mutating.parsed(), Mutating.parsed(fallback: 0),
      KeyPathMapper<Int>.MutatingSetter<Int>.onWillSet { _, _ in },
      KeyPathMapper<Int?>.MutatingConversionTo<Int>.unwrapped(with: 0, aggressive: true),
      KeyPathMapper<[Int]>.MutatingConversionTo<Int>.unsafeIndex(0),
      KeyPathMapper<Set<Int>>.MutatingConversionTo<Bool>.contains(1),
      KeyPathMapper<Double>.MutatingConversionTo<UInt8>.to(rounding: .toNearestOrEven),
    ]
  }
}

// The published package's spellings: code written against it compiles unchanged.
private enum PublishedShape {
  // Namespaced conversion types, protocol names and mapping key paths.
  typealias Readonly = _ReadonlyConversions.AnyConversion<Int, String>
  typealias Mutating = _MutatingConversions.AnyConversion<Int, String>
  typealias NonMutating = _NonMutatingConversions.AnyConversion<Profile, String>
  typealias GetterProtocol = KeyPathMapper<Int>.GetterProtocol<String>
  typealias ReadonlyProtocol = KeyPathMapper<Int>.ReadonlyConversionProtocol<String>
  typealias MutatingProtocol = KeyPathMapper<Int>.MutatingConversionProtocol<String>
  typealias NonMutatingProtocol = KeyPathMapper<Profile>.NonMutatingConversionProtocol<String>
  typealias MutatingSetterProtocol = KeyPathMapper<Int>.MutatingSetterProtocol<String>
  typealias NonMutatingSetterProtocol = KeyPathMapper<Profile>.NonMutatingSetterProtocol<String>
  static func sameKinds(_ readonly: Readonly, _ mutating: Mutating, _ reference: NonMutating) -> (
    KeyPathMapper<Int>.ReadonlyConversionTo<String>, KeyPathMapper<Int>.MutatingConversionTo<String>,
    KeyPathMapper<Profile>.NonMutatingConversionTo<String>
  ) { (readonly, mutating, reference) }

  // The mapper: its value, its plain access, and key paths from mapper to mapper.
  static func mapper(_ mapper: inout KeyPathMapper<Int>) -> some KeyPathMapperProtocol<Int> & Hashable {
    mapper.value = mapper[]
    mapper(mapper.value)
    mapper[map: \.optional] = mapper[map: \.optional]
    return mapper
  }
  static var readPath: MappingKeyPath<[Int], Int?> { \.[map: .safeIndex(0)] }
  static var writePath: WritableMappingKeyPath<Float, Double?> { \.[convert: .to(Double.self)].optional }
  static var chained: WritableKeyPath<[Int], Int> {
    \[Int].[mapPath: \.[convert: .safeIndex(0)][convert: .unwrapped(with: 0)]]
  }
  static var mapperPair: WritableKeyPath<KeyPathMapper<Int>, KeyPathMapper<String>> {
    \.[getter: .inline { "\($0)" }, setter: .inline { Int($0) ?? 0 }]
  }

  // Predefined variants as getters and setters, on collections that cannot be written.
  static func variants(_ text: String, _ values: [Int], _ limit: Int?, _ style: Style?) {
    _ = values[map: .safeIndex(10)]
    _ = values[getter: .unsafeIndex(0)]
    _ = text[map: .safeIndex(text.startIndex)]
    _ = values[map: .optional]
    _ = limit[getter: .unwrappedWith(0)]
    _ = style[getter: .unwrappedWith(Style())]
    var limit = limit
    limit[getter: .unwrappedWith(0), setter: .aggressive()] = 1
    var style = style
    style[convert: .unwrapped(with: Style(), aggressive: true)] = Style()
    var values = values
    values[getter: .safeIndex(0), setter: .safeIndex(0)] = 1
    values[getter: .optional, setter: .optional] = nil
  }

  // `.to(_:)` from generic integer code.
  static func generic<Integer: BinaryInteger>(_ value: inout Integer) -> Double {
    value[convert: .to(Double.self)] = value[convert: .to(Double.self)]
    return Double(0)[convert: .to(Integer.self)] == value ? 1 : 0
  }

  // Setters: the `perform:` label, `.onChange`, `.perform(operation:)`, `.never`.
  static func setters(_ profile: Profile) {
    var value = 0
    value[setter: .onWillSet(perform: { (_: Int) in })] = 1
    value[setter: .onDidSet(perform: { (_: Int, _: Int) in })] = 2
    value[setter: .onChange { _, _ in }] = 3
    value[setter: .perform(operation: { _, _ in })] = 4
    profile[setter: .perform(operation: { _, _ in })] = profile
    value[getter: .inline { $0 }, setter: .never(message: "read-only")] = 5
    _ = value[getter: KeyPathMapper<Int>.Getter<Int>.never(), setter: .inline { $0 }]
  }

  // Everything that builds a mapping, as the published package spells it.
  static func factories() -> [AnyHashable] {
    [
      KeyPathMapper<Int>.ReadonlyConversionTo<Int>(getter: .inline { $0 }),
      KeyPathMapper<Int>.MutatingConversionTo<Int>(getter: .inline { $0 }, setter: .inline { $0 }),
      KeyPathMapper<Profile>.NonMutatingConversionTo<String>(
        getter: .inline { $0.name }, setter: .inline { $0.name = $1 }),
      KeyPathMapper<Int>.MutatingConversionTo<Int>.inline(embed: { (value: Int) in value }),
      KeyPathMapper<Int>.MutatingConversionTo<Int>.inline(embed: { (root: inout Int, value: Int) in root = value }),
      KeyPathMapper<Profile>.NonMutatingConversionTo<Profile>.inline(embed: { _, _ in }),
      KeyPathMapper<Int>.ReadonlyConversionTo<Int>.readonly(.inline { $0 }),
      KeyPathMapper<Int>.MutatingConversionTo<Int?>.mutating(.optional),
      KeyPathMapper<Profile>.NonMutatingConversionTo<String>.nonmutating(
        .inline(extract: { $0.name }, embed: { $0.name = $1 })),
      KeyPathMapper<Int>.Getter<Int>.inline { $0 }.eraseToAnyGetter(),
      KeyPathMapper<Int>.MutatingSetter<Int>.inline { $0 }.eraseToAnyMutatingSetter(),
      KeyPathMapper<Profile>.NonMutatingSetter<String>.inline { $0.name = $1 }.eraseToAnyNonMutatingSetter(),
      KeyPathMapper<Profile>.NonMutatingSetter<Profile>.never(),
      KeyPathMapper<Profile>.NonMutatingConversionTo<String>.concat(
        .inline(extract: { $0 }, embed: { _, _ in }), .inline(extract: { $0.name }, embed: { $0.name = $1 })),
    ]
  }
}

/// Not `Hashable`: `.unwrapped(with:)` takes its default as a closure.
private struct Style {}
