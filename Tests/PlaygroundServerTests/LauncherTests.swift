import PlaygroundServer
import Testing

@Suite("The keypath-playground launcher")
struct LauncherTests {
  @Test("--help exits 0 and a bad command line exits 2, without serving")
  func commandLine() {
    #expect(PlaygroundLauncher.run(["keypath-playground", "--help"]) == 0)
    #expect(PlaygroundLauncher.run(["keypath-playground", "--port", "eighty"]) == 2)
  }

  @Test("a --public folder that does not exist is refused")
  func missingPublicFolder() {
    #expect(PlaygroundLauncher.run(["keypath-playground", "--port", "0", "--public", "/no/such/page"]) == 1)
  }
}
