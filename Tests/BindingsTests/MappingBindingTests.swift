import Bindings
import KeyPathMapping
import Testing

/// The seeds' claims, checked with real mappings: a binding derived through a mapping subscript
/// keeps the transaction and a comparable identity; closure-built ones keep neither.
@Suite("Bindings derived through KeyPathMapping")
struct MappingBindingTests {
  @Test("[convert: .to(Double.self)] writes a Float with the binding's animation")
  func convertKeepsAnimation() throws {
    @State var progress: Float = 0.25
    let slider = $progress.animation(.easeInOut)[convert: .to(Double.self)]
    #expect(slider.wrappedValue == 0.25)
    slider.wrappedValue = 0.75
    #expect(progress == Float(0.75))
    let commit = try #require(_progress.lastCommit)
    #expect(commit.oldValue == 0.25)
    #expect(commit.transaction.animation == .easeInOut)
  }

  @Test("the same write through each closure alternative loses the animation", arguments: ClosureRoute.allCases)
  func closureAlternativesLoseAnimation(route: ClosureRoute) throws {
    @State var progress: Float = 0.25
    route.slider(for: $progress).wrappedValue = 0.75
    #expect(progress == Float(0.75))
    let commit = try #require(_progress.lastCommit)
    #expect(commit.transaction.animation == nil)
  }

  @Test("the mapped binding and the closure binding commit the same value")
  func sameValueEitherWay() {
    @State var mapped: Float = 0
    @State var rebuilt: Float = 0
    $mapped[convert: .to(Double.self)].wrappedValue = 1.0 / 3.0
    $rebuilt.converted(forward: { Double($0) }, backward: { Float($0) }).wrappedValue = 1.0 / 3.0
    #expect(mapped == rebuilt)
  }

  @Test("deriving a mapping twice gives equal identities; other arguments or closures never do")
  func identities() {
    @State var model = Model()
    let render = { (index: Int) in $model.values[convert: .safeIndex(index)].identity }
    #expect(render(0) == render(0))
    #expect(render(0) != render(1))
    #expect(render(0).description == render(0).description)
    #expect(render(0).description != render(1).description)
    let rebuild = { $model.values.converted(forward: { $0.first }, backward: { [$0 ?? 0] }).identity }
    #expect(rebuild() != rebuild())
  }

  @Test("writes through .safeIndex reach the state with the transaction; out of range is a no-op")
  func safeIndexWrites() throws {
    @State var model = Model()
    $model.values.animation(.linear)[convert: .safeIndex(1)].wrappedValue = 9
    #expect(model.values == [0.5, 9])
    #expect(_model.lastCommit?.transaction.animation == .linear)
    $model.values[convert: .safeIndex(7)].wrappedValue = 3
    #expect(model.values == [0.5, 9])
    #expect(try #require(_model.lastCommit).isNoOp)
  }

  @Test("[setter: .onDidSet] fires once per write, with the value written, during the commit")
  func onDidSetOncePerWrite() {
    @State var progress: Float = 0
    let state = _progress
    let fired = Collector<String>()
    let hooked = $progress.animation(.easeIn)[
      setter: .onDidSet { newValue in
        fired.append("hook \(newValue), stored \(state.wrappedValue), commits \(state.commits.count)")
      }]
    hooked.wrappedValue = 0.5
    hooked.wrappedValue = 0.8
    #expect(fired.elements == ["hook 0.5, stored 0.0, commits 0", "hook 0.8, stored 0.5, commits 1"])
    #expect(_progress.commits.map(\.newValue) == [0.5, 0.8])
    #expect(_progress.commits.map(\.transaction.animation) == [.easeIn, .easeIn])
  }

  @Test("element bindings compose with mappings and keep transaction and identity")
  func elementsWithMappings() throws {
    @State var values: [Float] = [0.1, 0.2]
    for (index, element) in $values.animation(.easeOut).enumerated() {
      element[convert: .to(Double.self)].wrappedValue = Double(index) + 0.5
    }
    #expect(values == [0.5, 1.5])
    #expect(_values.commits.map(\.transaction.animation) == [.easeOut, .easeOut])
    #expect($values[0][convert: .to(Double.self)].identity == $values[0][convert: .to(Double.self)].identity)
  }
}

/// The closure-built ways to get a `Binding<Double>` onto a `Float` state that the seeds compare.
enum ClosureRoute: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case getSetAroundAnimatedBinding
  case getSetWithAnimationApplied
  case convertedWithAnimationApplied

  var testDescription: String { rawValue }

  func slider(for progress: Binding<Float>) -> Binding<Double> {
    switch self {
    case .getSetAroundAnimatedBinding:
      progress.animation(.easeInOut).rebuilt(get: { Double($0) }, set: { Float($0) })
    case .getSetWithAnimationApplied:
      progress.rebuilt(get: { Double($0) }, set: { Float($0) }).animation(.easeInOut)
    case .convertedWithAnimationApplied:
      progress.converted(forward: { Double($0) }, backward: { Float($0) }).animation(.easeInOut)
    }
  }
}
