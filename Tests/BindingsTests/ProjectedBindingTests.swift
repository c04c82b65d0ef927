import Bindings
import Testing

@Suite("Bindings derived through key paths")
struct ProjectedBindingTests {
  @Test("a member write reaches the root state with the binding's transaction")
  func writeThrough() throws {
    @State var model = Model()
    $model.animation(.easeInOut).title.wrappedValue = "Final"
    #expect(model.title == "Final")
    let commit = try #require(_model.lastCommit)
    #expect(commit.oldValue.title == "Draft")
    #expect(commit.newValue.title == "Final")
    #expect(commit.transaction.animation == .easeInOut)
  }

  @Test("a transaction set after the projection travels the same way")
  func transactionAfterProjection() throws {
    @State var model = Model()
    $model.values[1].animation(.linear).wrappedValue = 9
    #expect(model.values == [0.5, 9])
    #expect(try #require(_model.lastCommit).transaction.animation == .linear)
  }

  @Test("a projected binding keeps its transaction and reads the current value")
  func readsCurrentValue() {
    @State var model = Model()
    let progress = $model.animation(.easeIn).progress
    #expect(progress.transaction.animation == .easeIn)
    model.progress = 0.9
    #expect(progress.wrappedValue == 0.9)
  }

  @Test("a key path setter may read the state while the write is in progress")
  func hookReadsState() {
    @State var counts = [0]
    let state = _counts
    let seenDuringWrite = Collector<[Int]>()
    let hook = WriteHook { _ in seenDuringWrite.append(state.wrappedValue) }
    $counts[0][afterWrite: hook].wrappedValue = 7
    #expect(seenDuringWrite.elements == [[0]])
    #expect(counts == [7])
  }

  @Test("a key path setter that writes the same state does not deadlock")
  func hookWritesState() {
    @State var counts = [0, 0]
    let state = _counts
    let hook = WriteHook { _ in state.projectedValue[1].wrappedValue = 5 }
    $counts[0][afterWrite: hook].wrappedValue = 7
    // The outer write read the base before the nested one and writes it back last.
    #expect(_counts.commits.map(\.newValue) == [[0, 5], [7, 0]])
    #expect(counts == [7, 0])
  }

  @Test("a @Binding property wraps a binding")
  func bindingPropertyWrapper() {
    struct Editor {
      @Binding var title: String
      func rename() { title = "Renamed" }
    }
    @State var model = Model()
    let editor = Editor(title: $model.title.animation(.easeOut))
    editor.rename()
    #expect(model.title == "Renamed")
    #expect(_model.lastCommit?.transaction.animation == .easeOut)
    #expect(editor.$title.identity == $model.title.identity)
  }

  @Test("a constant binding ignores writes")
  func constant() {
    let fixed = Binding.constant(3)
    fixed.wrappedValue = 4
    #expect(fixed.wrappedValue == 3)
    #expect(fixed.identity != Binding.constant(3).identity)
  }
}
