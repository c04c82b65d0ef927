import KeyPathMapping
import Testing

/// Not `Equatable` (it holds a closure): gets the subscripts by opting in.
struct Canvas: KeyPathMappable {
  var zoom: Float
  var onChange: () -> Void = {}
}

/// Not `Equatable` either, so `[Sketch]` and `Sketch?` are only `KeyPathMappable`.
struct Sketch {
  var strokes: Int
}

@Suite("Subscripts on Equatable and KeyPathMappable receivers")
struct ReceiverTests {
  @Test func nonEquatableStructOptsIn() {
    var canvas = Canvas(zoom: 1)
    let zoom = KeyPathMapper<Canvas>.MutatingConversionTo<Double>.inline(
      extract: { Double($0.zoom) }, embed: { canvas, zoom in canvas.zoom = Float(zoom) })
    canvas[convert: zoom] = 2
    #expect(canvas.zoom == 2)
    #expect(canvas[map: .inline { $0.zoom * 10 }] == 20)
    #expect(canvas[getter: .inline { $0.zoom }] == 2)
    let path: WritableKeyPath<Canvas, Double> = \Canvas.[convert: zoom]
    canvas[keyPath: path] = 3
    #expect(canvas.zoom == 3)
  }

  @Test func nonEquatableStructGetsSetterHooksAndMapPath() {
    var canvas = Canvas(zoom: 1)
    var written: [Float] = []
    canvas[setter: .onDidSet { written.append($0.zoom) }] = Canvas(zoom: 4)
    #expect(written == [4])
    canvas[mapPath: \.optional] = nil
    #expect(canvas.zoom == 4)
  }

  @Test func arrayOfNonEquatableElements() {
    var sketches = [Sketch(strokes: 1)]
    sketches[convert: .safeIndex(0)] = Sketch(strokes: 5)
    #expect(sketches[0].strokes == 5)
    #expect(sketches[convert: .safeIndex(3)] == nil)
  }

  @Test func optionalOfNonEquatableWrapped() {
    var sketch: Sketch? = nil
    let strokes = KeyPathMapper<Sketch?>.ReadonlyConversionTo<Int>.inline { $0?.strokes ?? 0 }
    #expect(sketch[map: strokes] == 0)
    sketch = Sketch(strokes: 2)
    #expect(sketch[map: strokes] == 2)
  }

  @Test func resultAndDictionaryConform() {
    let success: Result<Sketch, any Error> = .success(Sketch(strokes: 3))
    #expect(success[map: .inline { (try? $0.get().strokes) ?? 0 }] == 3)
    var lookup: [String: Sketch] = [:]
    lookup[convert: .inline(extract: { $0.count }, embed: { _ in ["x": Sketch(strokes: 0)] })] = 1
    #expect(lookup.count == 1)
  }

  @Test func typeThatIsBothEquatableAndMappableIsUnambiguous() {
    var values = [1, 2]
    values[convert: .safeIndex(0)] = 7
    #expect(values == [7, 2])
    let path = \[Int].[convert: .safeIndex(1)]
    #expect(values[keyPath: path] == 2)
    #expect(path == \[Int].[convert: .safeIndex(1)])
    let set: Set = [1]
    #expect(set[map: .inline { $0.count }] == 1)
  }
}
