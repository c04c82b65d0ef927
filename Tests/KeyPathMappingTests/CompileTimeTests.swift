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
