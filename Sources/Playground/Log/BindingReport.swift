import Bindings
import JSON

/// What the records of one binding repeat, kept as text while the binding's identity and its
/// transactions stay the same: the members that describe the binding and the `transaction`
/// member.
///
/// A write renders its binding afresh, so its identity is a new value every time, but it
/// compares equal to the last write's while the binding reads the same root through the same
/// key paths; and a binding writes with the transaction its render attached, usually with no
/// ambient one. Printing an identity turns its key paths into text through reflection and
/// encoding three transactions goes through their `Codable` conformances: together several
/// times the rest of a write (BENCHMARKS.md, "Playground"). Comparing is cheap, and equal
/// values write the same text, so each part is written again only when it changed.
@available(SwiftStdlib 6.2, *)
struct BindingReport {
  /// The parts of a record the report keeps as text.
  struct Texts {
    /// `"binding":…,"scene":…,"kind":…,"expression":…,"identity":…`.
    var description: [UInt8]
    /// The `transaction` member's value (``WriteTransactions/json``).
    var transaction: [UInt8]
  }

  private var identity: BindingIdentity
  private var transactions: WriteTransactions
  /// The texts as of the last write.
  private(set) var texts: Texts

  /// The report of a first write through `binding`, which derived as `derived`.
  init(binding: SceneBinding, derived: DerivedBinding, transactions: WriteTransactions) {
    let identity = derived.identity
    self.identity = identity
    self.transactions = transactions
    texts = Texts(
      description: Self.description(of: binding, identity: identity), transaction: transactions.json.serializedBytes())
  }

  /// Brings the report up to date for a later write through `binding`, which derived as
  /// `derived`, writing again only the parts whose values changed.
  ///
  /// - Returns: The texts as they are now.
  mutating func update(binding: SceneBinding, derived: DerivedBinding, transactions: WriteTransactions) -> Texts {
    if !derived.hasIdentity(identity) {
      let identity = derived.identity
      self.identity = identity
      texts.description = Self.description(of: binding, identity: identity)
    }
    if transactions != self.transactions {
      self.transactions = transactions
      texts.transaction = transactions.json.serializedBytes()
    }
    return texts
  }

  private static func description(of binding: SceneBinding, identity: BindingIdentity) -> [UInt8] {
    JSONText.members([
      ("binding", .string(binding.id)), ("scene", .string(binding.sceneID)), ("kind", .string(binding.kind.rawValue)),
      ("expression", .string(binding.expression)), ("identity", .string(identity.description)),
    ])
  }
}
