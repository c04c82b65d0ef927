import KeyPathMapping
import Testing

@Suite(".never: a side that must not be used stops the program when it is")
struct NeverTests {
  @Test func unusedSidesAreHarmless() {
    var count = 1
    #expect(count[getter: .inline { $0 * 2 }, setter: .never(message: "read-only")] == 2)
    count[getter: .never(), setter: .inline { $0 }] = 3
    #expect(count == 3)
  }

  @Test func identityIsTheMessageAndThePlace() {
    func never(_ message: String? = nil) -> KeyPathMapper<Int>.Getter<Int> { .never(message: message) }
    #expect(never() == never())
    #expect(never("a") != never("b"))
    #expect(never() != KeyPathMapper<Int>.Getter<Int>.never())
  }

  @Test func readingANeverGetterStops() async {
    await #expect(processExitsWith: .failure) {
      _ = 1[getter: KeyPathMapper<Int>.Getter<Int>.never(message: "no reads")]
    }
  }

  @Test func writingANeverSetterStops() async {
    await #expect(processExitsWith: .failure) {
      var count = 1
      count[getter: .inline { $0 }, setter: .never()] = 2
    }
    await #expect(processExitsWith: .failure) {
      let profile = Profile(name: "Ada")
      profile[getter: .inline { $0.name }, setter: KeyPathMapper<Profile>.NonMutatingSetter<String>.never()] = "Grace"
    }
  }
}
