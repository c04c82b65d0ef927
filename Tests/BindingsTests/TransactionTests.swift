import Bindings
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
