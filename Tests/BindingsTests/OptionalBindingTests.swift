import Bindings
import Testing

@Suite("Optional bindings")
struct OptionalBindingTests {
  @Test("unwrapping a nil binding fails")
  func unwrapNil() {
    @State var name: String? = nil
    #expect(Binding<String>($name) == nil)
  }

  @Test("an unwrapped binding writes through with the base's transaction and identity")
  func unwrap() throws {
    @State var name: String? = "Ada"
    let unwrapped = try #require(Binding<String>($name.animation(.easeIn)))
    unwrapped.wrappedValue = "Grace"
    #expect(name == "Grace")
    #expect(_name.lastCommit?.transaction.animation == .easeIn)
    #expect(unwrapped.identity == Binding<String>($name)?.identity)
    #expect(unwrapped.identity != $name.identity)
  }

  @Test("an unwrapped binding reads its fallback while the base is nil")
  func unwrapFallback() throws {
    @State var name: String? = "Ada"
    let unwrapped = try #require(Binding<String>($name))
    name = nil
    #expect(unwrapped.wrappedValue == "Ada")
    unwrapped.wrappedValue = "Lin"
    #expect(name == "Lin")
  }

  @Test("lifting into an optional ignores nil writes")
  func lift() throws {
    @State var count = 1
    let optional = Binding<Int?>($count.animation(.linear))
    #expect(optional.wrappedValue == 1)
    optional.wrappedValue = 5
    optional.wrappedValue = nil
    #expect(count == 5)
    #expect(_count.commits.map(\.isNoOp) == [false, true])
    #expect(_count.commits.map(\.transaction.animation) == [.linear, .linear])
    #expect(optional.identity == Binding<Int?>($count).identity)
  }
}
