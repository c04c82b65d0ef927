import KeyPathMapping
import Testing

@Suite("Getter, setter and conversion variants of .optional and the unwrapped family")
struct OptionalVariantTests {
  @Test func optionalAsGetterSetterAndConversion() {
    let count = 3
    #expect(count[getter: .optional] == 3)
    #expect(count[map: .optional] == 3)
    var value = 42
    value[convert: .optional] = nil
    #expect(value == 42)
    value[convert: .optional] = 0
    #expect(value == 0)
    value[getter: .optional, setter: .optional] = nil
    #expect(value == 0)
    value[getter: .optional, setter: .optional] = 4
    #expect(value == 4)
  }

  @Test func unwrappedWithReadsTheDefault() {
    let value: Int? = nil
    #expect(value[getter: .unwrappedWith(0)] == 0)
    #expect(Int?(5)[getter: .unwrappedWith(0)] == 5)
    #expect(value[map: .unwrappedWith(7)] == 7)
  }

  @Test func aggressiveDecidesWhetherANilRootIsWritten() {
    var limit: Int? = nil
    limit[getter: .unwrappedWith(0), setter: .aggressive(false)] = 3
    #expect(limit == nil)
    limit[getter: .unwrappedWith(0), setter: .aggressive()] = 3
    #expect(limit == 3)
    limit[getter: .unwrappedWith(0), setter: .aggressive(false)] = 4
    #expect(limit == 4)
  }

  @Test func unwrappedConversionRespectsAggressive() {
    var value: Int? = nil
    #expect(value[convert: .unwrapped(with: 0)] == 0)
    value[convert: .unwrapped(with: 0, aggressive: false)] = 2
    #expect(value == nil)
    value[convert: .unwrapped(with: 0, aggressive: true)] = 2
    #expect(value == 2)
    value[convert: .unwrapped(with: 0, aggressive: true)] += 1
    #expect(value == 3)
  }

  @Test func unwrappedWorksForWrappedTypesThatAreNotHashable() {
    var style: Style? = nil
    #expect(style[getter: .unwrappedWith(Style())].weight == 400)
    #expect(style[convert: .unwrapped(with: Style(weight: 300))].weight == 300)
    style[convert: .unwrapped(with: Style())].weight = 500
    #expect(style == nil)
    style[convert: .unwrapped(with: Style(), aggressive: true)].weight = 700
    #expect(style?.weight == 700)
  }

  @Test func aNonHashableDefaultIsEvaluatedOnEveryReadOfNil() {
    var evaluations = 0
    func fallback() -> Style {
      evaluations += 1
      return Style()
    }
    let style: Style? = nil
    let getter = KeyPathMapper<Style?>.Getter<Style>.unwrappedWith(fallback())
    _ = style[getter: getter]
    _ = style[getter: getter]
    #expect(evaluations == 2)
    _ = Style?(Style())[getter: getter]
    #expect(evaluations == 2)
  }

  @Test func aNonHashableDefaultIsIdentifiedByItsCallSite() {
    func unwrapped() -> KeyPathMapper<Style?>.MutatingConversionTo<Style> { .unwrapped(with: Style()) }
    #expect(unwrapped() == unwrapped())
    #expect(unwrapped() != KeyPathMapper<Style?>.MutatingConversionTo<Style>.unwrapped(with: Style()))
    #expect(
      KeyPathMapper<Style?>.Getter<Style>.unwrappedWith(Style(), id: "plain")
        == KeyPathMapper<Style?>.Getter<Style>.unwrappedWith(Style(weight: 1), id: "plain"))
  }
}

#if PredefinedConversions
  @Suite("Getter, setter and conversion variants of .safeIndex and .unsafeIndex")
  struct CollectionVariantTests {
    @Test func readOnlyVariantsWorkOnAnyCollection() {
      let values = [10, 20, 30]
      #expect(values[map: .unsafeIndex(1)] == 20)
      #expect(values[map: .safeIndex(10)] == nil)
      #expect(values[getter: .safeIndex(2)] == 30)
      let word = "swift"
      #expect(word[map: .safeIndex(word.startIndex)] == "s")
      #expect(word[getter: .unsafeIndex(word.index(after: word.startIndex))] == "w")
      #expect(word[map: .safeIndex(word.endIndex)] == nil)
      let range = 5..<8
      #expect(range[map: .safeIndex(6)] == 6)
    }

    @Test func aCollectionWhoseIndexIsNotHashable() {
      // AnyIndex is Comparable, not Hashable; AnyCollection has no mapping subscripts of its own
      // (it is neither Equatable nor KeyPathMappable), so the mapper applies them.
      let erased = AnyCollection([1, 2, 3])
      let second = erased.index(after: erased.startIndex)
      #expect(KeyPathMapper(erased)[map: .unsafeIndex(second)].value == 2)
      #expect(KeyPathMapper(erased)[getter: .safeIndex(erased.endIndex)].value == nil)
      typealias Getter = KeyPathMapper<AnyCollection<Int>>.Getter<Int?>
      #expect(Getter.safeIndex(second) == Getter.safeIndex(second))
      #expect(Getter.safeIndex(second) != Getter.safeIndex(erased.startIndex))
    }

    @Test func setterVariantsWriteInRangeAndIgnoreTheRest() {
      var values = [10, 20, 30]
      values[getter: .safeIndex(10), setter: .safeIndex(10)] = 99
      #expect(values == [10, 20, 30])
      values[getter: .safeIndex(0), setter: .safeIndex(0)] = nil
      #expect(values == [10, 20, 30])
      values[getter: .safeIndex(0), setter: .safeIndex(0)] = 5
      #expect(values == [5, 20, 30])
      values[getter: .unsafeIndex(1), setter: .unsafeIndex(1)] = 99
      #expect(values == [5, 99, 30])
    }

    @Test func conversionVariantsAsDocumented() {
      var values = [10, 20, 30]
      values[convert: .unsafeIndex(1)] = 99
      #expect(values == [10, 99, 30])
      values[convert: .safeIndex(10)] = 99
      #expect(values == [10, 99, 30])
    }

    @Test func variantsShareTheirIdentityRule() {
      typealias Getter = KeyPathMapper<[Int]>.Getter<Int?>
      typealias Setter = KeyPathMapper<[Int]>.MutatingSetter<Int?>
      #expect(Getter.safeIndex(0) == Getter.safeIndex(0))
      #expect(Getter.safeIndex(0) != Getter.safeIndex(1))
      #expect(Setter.safeIndex(0) != Setter.safeIndex(1))
      #expect(Getter.safeIndex(2).description == ".safeIndex(2) of Array<Int>")
    }
  }

  @Suite(".to(_:) for every BinaryInteger")
  struct BinaryIntegerTests {
    /// Compiles only if `.to(_:)` accepts any `BinaryInteger`, not only `FixedWidthInteger`.
    func read<Integer: BinaryInteger>(_ value: Double, as _: Integer.Type) -> Integer {
      value[convert: .to(Integer.self)]
    }

    func written<Integer: BinaryInteger>(_ value: Double, into _: Integer.Type) -> Integer {
      var integer: Integer = 0
      integer[convert: .to(Double.self)] = value
      return integer
    }

    @Test func genericCallersSaturateAtFixedWidthBounds() {
      #expect(read(2.7, as: Int.self) == 2)
      #expect(read(1e300, as: Int8.self) == 127)
      #expect(read(-1e300, as: Int16.self) == .min)
      #expect(read(-.infinity, as: UInt.self) == 0)
      #expect(read(.infinity, as: UInt8.self) == 255)
      #expect(read(.nan, as: Int.self) == 0)
      #expect(written(1e10, into: Int32.self) == .max)
      #expect(written(-3.9, into: Int.self) == -3)
    }

    @Test func documentedIntegerConversion() {
      var value: Int = 42
      value[convert: .to(Int8.self)] = 12
      #expect(value == 12)
      var double: Double = 1.5
      #expect(double[convert: .to(Float.self)] == 1.5)
      double[convert: .to(Float.self)] = 2.5
      #expect(double == 2.5)
    }
  }
#endif
