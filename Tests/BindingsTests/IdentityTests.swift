import Bindings
import Testing

@Suite("Binding identity")
struct IdentityTests {
  @Test("the same projection from the same state is equal across derivations")
  func sameProjection() {
    @State var model = Model()
    #expect($model.values.identity == $model.values.identity)
    #expect($model.values[0].identity == $model.values[0].identity)
    #expect(Set([$model.title.identity, $model.title.identity]).count == 1)
  }

  @Test("transactions play no part in identity")
  func transactionsIgnored() {
    @State var model = Model()
    #expect($model.animation(.linear).title.identity == $model.title.identity)
  }

  @Test("different paths, indices or states are different")
  func differences() {
    @State var model = Model()
    @State var other = Model()
    #expect($model.values[0].identity != $model.values[1].identity)
    #expect($model.title.identity != $model.identity)
    #expect($model.title.identity != $other.title.identity)
  }

  @Test("two closure bindings are never equal, even around the same closures")
  func closures() {
    @State var count = 0
    let get = { count }
    let set = { (value: Int) in count = value }
    #expect(Binding(get: get, set: set).identity != Binding(get: get, set: set).identity)
  }

  @Test("hasIdentity answers as == does, for every pair of roots, depths, key paths and optional steps")
  func hasIdentityAgreesWithEquality() {
    @State var model = Model()
    @State var other = Model()
    @State var nickname: String? = "Ann"
    @State var counts = [1]
    let hook = WriteHook { _ in }
    let closure = Binding(get: { 1 }, set: { _ in })
    // Each maker derives its binding afresh, so equal identities come from different key path
    // instances, as they do for a playground write.
    let makers: [() -> (identity: BindingIdentity, has: (BindingIdentity) -> Bool)] = [
      {
        let b = $model
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $other
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $model.values
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $model.title
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $other.values
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $model.values[0]
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $model.values[1]
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $model.animation(.linear).values[0]
        return (b.identity, b.hasIdentity)
      },
      {
        let b = Binding<[Float]?>($model.values)
        return (b.identity, b.hasIdentity)
      },
      {
        let b = Binding($nickname)!
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $nickname
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $counts[0][afterWrite: hook]
        return (b.identity, b.hasIdentity)
      },
      {
        let b = $counts[0]
        return (b.identity, b.hasIdentity)
      },
      { (closure.identity, closure.hasIdentity) },
      {
        let b = closure.animation(.easeIn)
        return (b.identity, b.hasIdentity)
      },
    ]
    for made in makers {
      for kept in makers.map({ $0().identity }) {
        let binding = made()
        #expect(binding.has(kept) == (binding.identity == kept))
      }
    }
    #expect(makers[5]().has(makers[7]().identity))
    #expect(!makers[5]().has(makers[6]().identity))
  }

  @Test("descriptions name the root and every projection")
  func descriptions() {
    @State var model = Model()
    let identity = $model.values[0].identity
    #expect(identity.depth == 2)
    #expect(identity.rootDescription.hasPrefix("State#"))
    #expect(identity.description.hasPrefix(identity.rootDescription + " "))
    #expect(identity.description == identity.rootDescription + " \\Model.values [0]")
    #expect(_model.identity.description == identity.rootDescription)
    #expect(Binding.constant(1).identity.description.hasPrefix("Constant#"))
    #expect(Binding(get: { 1 }, set: { _ in }).identity.description.hasPrefix("Closure#"))
  }

  @Test("optional lifts and unwraps print as ? and !, after the key path they follow")
  func optionalStepDescriptions() {
    @State var nickname: String? = "Ann"
    let unwrapped = Binding($nickname)!
    #expect(unwrapped.identity.description == _nickname.identity.description + " !")
    @State var model = Model()
    let lifted = Binding<[Float]?>($model.values)
    #expect(lifted.identity.description == _model.identity.description + " \\Model.values ?")
  }

  @Test("subscript components print their member type and a hash that tells arguments apart")
  func subscriptLabels() {
    @State var counts = [1]
    let first = WriteHook { _ in }
    let second = WriteHook { _ in }
    let once = $counts[0][afterWrite: first].identity.description
    #expect(once == $counts[0][afterWrite: first].identity.description)
    #expect(once.contains("\\Int.[subscript -> Int]#"))
    #expect(once != $counts[0][afterWrite: second].identity.description)
  }
}
