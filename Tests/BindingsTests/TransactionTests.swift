import Bindings
import Foundation
import Testing

@Suite("Transaction")
struct TransactionTests {
  @Test("an empty transaction sets no key and reads defaults")
  func emptyTransaction() {
    let transaction = Transaction()
    #expect(transaction.isEmpty)
    #expect(transaction.setKeyNames.isEmpty)
    #expect(transaction.animation == nil)
    #expect(transaction.disablesAnimations == false)
    #expect(transaction.isContinuous == false)
    #expect(transaction[SourceKey.self] == "unknown")
    #expect(transaction.description == "Transaction()")
  }

  @Test("setting a key marks it set, even to its default")
  func setKeys() {
    var transaction = Transaction(animation: nil)
    #expect(!transaction.isEmpty)
    #expect(transaction.isSet(SourceKey.self) == false)
    transaction[SourceKey.self] = "unknown"
    transaction.isContinuous = true
    #expect(transaction.isSet(SourceKey.self))
    #expect(transaction.setKeyNames == ["SourceKey", "animation", "isContinuous"])
  }

  @Test("custom values round-trip through their key")
  func customValues() {
    var transaction = Transaction()
    transaction[SourceKey.self] = "slider"
    #expect(transaction[SourceKey.self] == "slider")
  }

  @Test("equality compares set keys and values")
  func equality() {
    #expect(Transaction(animation: .linear) == Transaction(animation: .linear))
    #expect(Transaction(animation: .linear) != Transaction(animation: .easeIn))
    #expect(Transaction(animation: nil) != Transaction())
    var withSource = Transaction(animation: .linear)
    withSource[SourceKey.self] = "x"
    #expect(withSource != Transaction(animation: .linear))
  }

  @Test(
    "transactions made with the same animation change apart",
    arguments: [
      Animation.easeInOut, .linear, .easeIn, .easeOut, nil, .easeInOut(duration: 1), .spring(),
    ])
  func sameAnimationChangesApart(animation: Animation?) {
    var first = Transaction(animation: animation)
    var second = Transaction()
    second.animation = animation
    let untouched = Transaction(animation: animation)
    first.disablesAnimations = true
    second[SourceKey.self] = "slider"
    second.animation = .spring(response: 2)
    #expect(untouched.setKeyNames == ["animation"] && untouched.animation == animation)
    #expect(first.setKeyNames == ["animation", "disablesAnimations"] && first.animation == animation)
    #expect(second.setKeyNames == ["SourceKey", "animation"] && second.animation == .spring(response: 2))
    #expect(Transaction(animation: animation) == untouched)
  }

  @Test("overriding replaces only the keys the other transaction sets")
  func overriding() {
    var binding = Transaction(animation: .easeIn)
    binding.disablesAnimations = true
    let committed = binding.overriding(with: Transaction(animation: .linear))
    #expect(committed.animation == .linear)
    #expect(committed.disablesAnimations)
    #expect(binding.overriding(with: Transaction()) == binding)
  }

  @Test("description lists set keys sorted by name")
  func description() {
    var transaction = Transaction(animation: .easeInOut)
    transaction.disablesAnimations = true
    #expect(
      transaction.description
        == "Transaction(animation: easeInOut(duration: 0.35), disablesAnimations: true)")
    #expect(Transaction(animation: nil).description == "Transaction(animation: nil)")
  }
}

@Suite("Transaction and commit JSON")
struct TransactionJSONTests {
  @Test("a transaction encodes its animation and disablesAnimations, nothing else")
  func transactionJSON() throws {
    var transaction = Transaction(animation: .easeIn)
    transaction[SourceKey.self] = "slider"
    transaction.isContinuous = true
    #expect(
      try encodeSorted(transaction)
        == #"{"animation":{"curve":"easeIn","delay":0,"duration":0.35,"speed":1},"disablesAnimations":false}"#)
    #expect(try encodeSorted(Transaction()) == #"{"animation":null,"disablesAnimations":false}"#)
  }

  @Test(
    "decoding sets only the keys present",
    arguments: [
      ("{}", [String]()),
      (#"{"animation": null}"#, ["animation"]),
      (#"{"disablesAnimations": true}"#, ["disablesAnimations"]),
      (#"{"animation": {"curve": "linear"}, "disablesAnimations": false}"#, ["animation", "disablesAnimations"]),
    ])
  func decodesSetKeys(text: String, keys: [String]) throws {
    let transaction = try JSONDecoder().decode(Transaction.self, from: Data(text.utf8))
    #expect(transaction.setKeyNames == keys)
  }

  @Test(
    "a transaction with both keys set survives the round trip",
    arguments: [
      Transaction(animation: nil), Transaction(animation: .spring(response: 1, dampingFraction: 0.5).delay(0.2)),
    ])
  func roundTrip(_ original: Transaction) throws {
    var transaction = original
    transaction.disablesAnimations = true
    let decoded = try JSONDecoder().decode(Transaction.self, from: try JSONEncoder().encode(transaction))
    #expect(decoded == transaction)
  }

  @Test(
    "decoding refuses unknown members and a disablesAnimations that is not a Bool",
    arguments: [
      (#"{"animations": null}"#, "animations"), (#"{"disablesAnimations": "yes"}"#, "disablesAnimations"),
      (#"{"disablesAnimations": null}"#, "disablesAnimations"), (#"{"animation": {"curve": "bouncy"}}"#, "bouncy"),
    ])
  func refuses(text: String, mentions: String) {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Transaction.self, from: Data(text.utf8))
    }
    #expect(String(describing: error).contains(mentions), "\(String(describing: error))")
  }

  @Test("a commit encodes its values and transactions")
  func commitJSON() throws {
    @State var count = 1
    withAnimation(.linear) { $count.transaction(Transaction()).wrappedValue = 2 }
    let json = try encodeSorted(try #require(_count.lastCommit))
    #expect(json.hasPrefix(#"{"ambientTransaction":{"animation":{"curve":"linear""#))
    #expect(json.contains(#""bindingTransaction":{"animation":null,"disablesAnimations":false}"#))
    #expect(json.contains(#""isNoOp":false,"newValue":2,"oldValue":1,"sequence":1,"transaction":{"animation""#))
  }
}
