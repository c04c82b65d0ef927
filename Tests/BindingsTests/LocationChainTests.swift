import Bindings
import Testing

/// A shelf of books, with an optional member, a collection and an optional root above it: a
/// chain from the state down to a note passes through every kind of step.
struct Shelf: Equatable, Sendable {
  struct Book: Equatable, Sendable {
    var title: String
    var note: String?
  }
  var books: [Book]
}

/// Derives a book's note binding from a binding handed in, as a child view would from its
/// `@Binding`.
@inline(never)
private func noteBinding(of shelf: Binding<Shelf>, book: Int) -> Binding<String?> {
  shelf.books[book].note
}

@Suite("Location chains")
struct LocationChainTests {
  @Test("a chain through every kind of step writes through to the state with its transaction")
  func everyStep() throws {
    @State var shelf: Shelf? = Shelf(books: [Shelf.Book(title: "Emma", note: "read")])
    // unwrap, key path, element, key path, unwrap, lift
    let unwrapped = try #require(Binding($shelf.animation(.easeIn)))
    let note = try #require(Binding(unwrapped.books[0].note))
    let lifted = Binding<String?>(note)
    #expect(lifted.transaction.animation == .easeIn)
    lifted.wrappedValue = "reread"
    #expect(shelf?.books[0].note == "reread")
    let commit = try #require(_shelf.lastCommit)
    #expect(commit.transaction.animation == .easeIn)
    #expect(commit.oldValue?.books[0].note == "read")
    lifted.wrappedValue = nil  // a lift ignores nil, down the whole chain
    #expect(shelf?.books[0].note == "reread")
    #expect(_shelf.commitCount == 2)
  }

  @Test("a transaction set at the end of the chain reaches the state as set at its start does")
  func transactionAtEitherEnd() throws {
    @State var shelf: Shelf? = Shelf(books: [Shelf.Book(title: "Emma")])
    let title = try #require(Binding($shelf)).books[0].title
    title.animation(.linear).wrappedValue = "Persuasion"
    #expect(try #require(_shelf.lastCommit).transaction.animation == .linear)
    #expect(shelf?.books[0].title == "Persuasion")
  }

  @Test("a chain through every kind of step has the same identity on every derivation, printed step by step")
  func everyStepIdentity() throws {
    @State var shelf: Shelf? = Shelf(books: [Shelf.Book(title: "Emma", note: "read")])
    func derive() throws -> Binding<String?> {
      let unwrapped = try #require(Binding($shelf))
      return Binding<String?>(try #require(Binding(unwrapped.books[0].note)))
    }
    let first = try derive().identity
    #expect(try derive().identity == first)
    #expect(try derive().animation(.easeIn).hasIdentity(first))
    #expect(first.depth == 6)
    #expect(first.description == _shelf.identity.description + " ! \\Shelf.books [0] \\Book.note ! ?")
    let unwrapped = try #require(Binding($shelf))
    let other = Binding<String?>(try #require(Binding(unwrapped.books[0].note)))
    #expect(other.identity == first)
    #expect(unwrapped.books[0].title.identity != unwrapped.books[0].note.identity)
    #expect(!unwrapped.books[0].title.hasIdentity(first))
  }

  @Test("a binding handed to a function derives the identity and the transaction derived in place")
  func derivedFromParameter() throws {
    @State var shelf = Shelf(books: [Shelf.Book(title: "Emma"), Shelf.Book(title: "Persuasion")])
    let handedIn = noteBinding(of: $shelf.animation(.easeOut), book: 1)
    #expect(handedIn.identity == $shelf.books[1].note.identity)
    #expect(handedIn.hasIdentity($shelf.books[1].note.identity))
    #expect(!handedIn.hasIdentity($shelf.books[0].note.identity))
    handedIn.wrappedValue = "later"
    #expect(shelf.books[1].note == "later")
    #expect(try #require(_shelf.lastCommit).transaction.animation == .easeOut)
  }

  @Test("steps over a get:set: root hand the binding's transaction to the setter, without the ambient one")
  func closureRoot() throws {
    @State var shelf = Shelf(books: [Shelf.Book(title: "Emma")])
    let state = _shelf
    let received = Collector<Transaction>()
    let root = Binding<Shelf>(
      get: { state.wrappedValue },
      set: { value, transaction in
        received.append(transaction)
        state.projectedValue.transaction(transaction).wrappedValue = value
      })
    withAnimation(.linear) {
      root.books[0].title.animation(.easeIn).wrappedValue = "Persuasion"
    }
    #expect(shelf.books[0].title == "Persuasion")
    // The setter sees the binding's own transaction; the ambient one is applied once, by the state.
    #expect(received.elements.map(\.animation) == [.easeIn])
    let commit = try #require(_shelf.lastCommit)
    #expect(commit.bindingTransaction.animation == .easeIn)
    #expect(commit.transaction.animation == .linear)
    #expect(root.books[0].title.identity == root.books[0].title.identity)
    #expect(root.books[0].title.identity.description.hasPrefix(root.identity.rootDescription + " \\Shelf.books [0]"))
    #expect(root.identity.rootDescription.hasPrefix("Closure#"))
  }

  @Test("steps over a constant read it and ignore writes")
  func constantRoot() throws {
    let constant = Binding.constant(Shelf(books: [Shelf.Book(title: "Emma", note: nil)]))
    let note = Binding<String?>(constant.books[0].title)
    note.wrappedValue = "Persuasion"
    #expect(note.wrappedValue == "Emma")
    #expect(constant.wrappedValue.books[0].title == "Emma")
    #expect(Binding<String>(constant.books[0].note) == nil)
    #expect(note.identity.description == constant.identity.description + " \\Shelf.books [0] \\Book.title ?")
  }

  @Test("concurrent writes through deep chains to different leaves lose nothing")
  func concurrentDeepChains() {
    let threads = 6
    let writesPerThread = 500
    let books = (0..<threads).map { Shelf.Book(title: "\($0)", note: "0") }
    @State(historyLimit: 0) var shelf: Shelf? = Shelf(books: books)
    let state = _shelf
    onThreads(threads) { index in
      for step in 1...writesPerThread {
        // Derived afresh for every write, as a render would: unwrap, key path, element, key path,
        // unwrap, lift. A missing step writes nothing, which the expectations below would show.
        guard let shelf = Binding(state.projectedValue), let note = Binding<String>(shelf.books[index].note)
        else { return }
        Binding<String?>(note).animation(.linear).wrappedValue = "\(step)"
      }
    }
    #expect(shelf?.books.map(\.note) == Array(repeating: "\(writesPerThread)", count: threads))
    #expect(shelf?.books.map(\.title) == books.map(\.title))
    #expect(_shelf.commitCount == threads * writesPerThread)
  }
}
