import KeyPathMapping
import Testing

@Suite("[mapPath:]: key paths from mapper to mapper, returning the last mapper's value")
struct MapPathTests {
  @Test func selfIsTheValue() {
    var count = 3
    #expect(count[mapPath: \.self] == 3)
    count[mapPath: \.self] = 4
    #expect(count == 4)
  }

  @Test func optionalLiftsAndIgnoresNil() {
    let value = 42
    #expect(value[mapPath: \.optional] == Int?(42))
    #expect(type(of: value[mapPath: \.optional]) == Int?.self)
    var count = 3
    count[mapPath: \.optional] = nil
    #expect(count == 3)
    count[mapPath: \.optional] = 5
    #expect(count == 5)
  }

  #if PredefinedConversions
    @Test func mappingSubscriptsChainInsideThePath() {
      var values = [1, 2]
      values[mapPath: \.[convert: .safeIndex(0)][convert: .unwrapped(with: 0)]] = 9
      #expect(values == [9, 2])
      #expect(values[mapPath: \.[map: .safeIndex(5)]] == nil)
      var progress: Float = 0.5
      progress[mapPath: \.[convert: .to(Double.self)].optional] = 0.25
      #expect(progress == 0.25)
      progress[mapPath: \.[convert: .to(Double.self)].optional] = nil
      #expect(progress == 0.25)
    }
  #endif

  #if PredefinedConversions
    @Test func namedPathTypesDescribeTheSteps() {
      let read: MappingKeyPath<[Int], Int?> = \.[map: .safeIndex(0)]
      #expect([7, 8][mapPath: read] == 7)
      let write: WritableMappingKeyPath<Float, Double?> = \.[convert: .to(Double.self)].optional
      var progress: Float = 0.5
      progress[mapPath: write] = 0.75
      #expect(progress == 0.75)
    }
  #endif

  @Test func everyConformingReceiverHasIt() {
    var canvas = Canvas(zoom: 1)  // KeyPathMappable, not Equatable
    canvas[mapPath: \.optional] = nil
    canvas[mapPath: \.optional] = Canvas(zoom: 2)
    #expect(canvas.zoom == 2)
    var optional: Int? = 1
    optional[mapPath: \.[convert: .unwrapped(with: 0)]] = 5
    #expect(optional == 5)
    let result: Result<Int, any Error> = .success(1)
    #expect(result[mapPath: \.[map: .inline { (try? $0.get()) ?? 0 }]] == 1)
    var dictionary = ["a": 1]
    #expect(dictionary[mapPath: \.optional] == ["a": 1])
    dictionary[mapPath: \.self] = [:]
    #expect(dictionary.isEmpty)
    let set: Set = [1, 2]
    #expect(set[mapPath: \.[map: .inline { $0.count }]] == 2)
  }

  #if PredefinedConversions
    @Test func keyPathsThroughMapPathCompareByTheirSteps() {
      #expect(\Int.[mapPath: \.optional] == \Int.[mapPath: \.optional])
      #expect(\[Int].[mapPath: \.[map: .safeIndex(0)]] != \[Int].[mapPath: \.[map: .safeIndex(1)]])
    }
  #endif
}
