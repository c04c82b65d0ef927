import Bindings
import Testing

/// Seeds 000 and 001: closure-built bindings change the value but lose the transaction.
@Suite("Closure-built bindings")
struct ClosureAlternativesTests {
  @Test("seed 000: Binding(get:set:) around the state drops the animation it is given")
  func seed000() throws {
    @State var progress: Float = 0.25
    let slider = Binding<Double>(get: { Double(progress) }, set: { progress = Float($0) })
    slider.animation(.easeInOut).wrappedValue = 0.75
    #expect(progress == 0.75)
    let commit = try #require(_progress.lastCommit)
    #expect(commit.transaction.animation == nil)
    #expect(slider.transaction.isEmpty)
  }

  @Test("rebuilt around the animated binding: the animation is lost")
  func rebuiltAroundAnimatedBinding() throws {
    @State var progress: Float = 0.25
    let slider = $progress.animation(.easeInOut).rebuilt(get: { Double($0) }, set: { Float($0) })
    slider.wrappedValue = 0.75
    #expect(progress == 0.75)
    #expect(try #require(_progress.lastCommit).transaction.animation == nil)
  }

  @Test("a rebuilt binding with .animation applied to it: the animation is lost")
  func animatedRebuild() throws {
    @State var progress: Float = 0.25
    let slider = $progress.rebuilt(get: { Double($0) }, set: { Float($0) }).animation(.easeInOut)
    #expect(slider.transaction.animation == .easeInOut)
    slider.wrappedValue = 0.75
    #expect(progress == 0.75)
    #expect(try #require(_progress.lastCommit).transaction.animation == nil)
  }

  @Test("seed 001: converted(forward:backward:) drops a transaction applied to it")
  func seed001() throws {
    @State var progress: Float = 0.25
    let slider = $progress.converted(forward: { Double($0) }, backward: { Float($0) })
    slider.animation(.easeInOut).wrappedValue = 0.75
    #expect(progress == 0.75)
    #expect(try #require(_progress.lastCommit).transaction.animation == nil)
    #expect(slider.wrappedValue == 0.75)
  }

  @Test("converted keeps the transaction of the binding it captured, as in SwiftUI")
  func convertedCapturesBase() throws {
    @State var progress: Float = 0.25
    let slider = $progress.animation(.easeIn).converted(forward: { Double($0) }, backward: { Float($0) })
    slider.wrappedValue = 0.5
    #expect(try #require(_progress.lastCommit).transaction.animation == .easeIn)
  }

  @Test("the two-argument setter can pass the transaction on")
  func twoArgumentSetter() throws {
    @State var progress: Float = 0.25
    let state = _progress
    let slider = Binding<Double>(
      get: { Double(progress) },
      set: { value, transaction in state.projectedValue.transaction(transaction).wrappedValue = Float(value) }
    )
    slider.animation(.easeOut).wrappedValue = 0.5
    #expect(try #require(_progress.lastCommit).transaction.animation == .easeOut)
  }

  @Test("writing a get:set: binding calls only its setter; a member write reads, then sets")
  func closureCalls() {
    struct Point { var x = 0, y = 0 }
    let calls = Collector<String>()
    var stored = Point()
    let binding = Binding<Point>(
      get: {
        calls.append("get")
        return stored
      },
      set: {
        calls.append("set")
        stored = $0
      }
    )
    binding.wrappedValue = Point(x: 1, y: 1)
    #expect(calls.elements == ["set"])
    binding.y.wrappedValue = 5
    #expect(calls.elements == ["set", "get", "set"])
    #expect(stored.x == 1 && stored.y == 5)
  }

  @Test("closure rebuilds get a new identity on every render")
  func identities() {
    @State var progress: Float = 0.25
    let render = { $progress.converted(forward: { Double($0) }, backward: { Float($0) }).identity }
    #expect(render() != render())
    let rebuild = { $progress.rebuilt(get: { Double($0) }, set: { Float($0) }).identity }
    #expect(rebuild() != rebuild())
  }
}
