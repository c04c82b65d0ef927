import Bindings

/// The printed identity of each binding, remembered by binding id while the identity stays equal.
///
/// A write renders its binding afresh, so the binding's ``Bindings/BindingIdentity`` is a new
/// value every time, but it compares equal to the previous write's as long as the binding reads
/// the same root through the same key paths. Comparing is cheap; printing is not (it turns key
/// paths into text through reflection, a fifth of a write in callgrind). Equal identities print
/// alike, so the text is reused until the identity changes.
struct IdentityTexts {
  private var remembered: [String: (identity: BindingIdentity, text: String)] = [:]

  /// The description of `identity`, the binding `id`'s current identity.
  ///
  /// - Complexity: O(*k*) to compare with the remembered identity, *k* its number of key path
  ///   components; printing only when it differs.
  mutating func text(of identity: BindingIdentity, forBinding id: String) -> String {
    if let entry = remembered[id], entry.identity == identity { return entry.text }
    let text = identity.description
    remembered[id] = (identity, text)
    return text
  }
}
