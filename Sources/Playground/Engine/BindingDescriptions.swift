import Bindings

/// The members of a write record that describe its binding, remembered by binding ordinal
/// (``SceneDirectory/place(ofBinding:)``) while the binding's identity stays equal.
///
/// A write renders its binding afresh, so the binding's ``Bindings/BindingIdentity`` is a new
/// value every time, but it compares equal to the previous write's as long as the binding reads
/// the same root through the same key paths. Comparing is cheap; printing is not (it turns key
/// paths into text through reflection, a fifth of a write in callgrind), and neither is escaping
/// the expression again. Equal identities print alike, so the text is reused until the identity
/// changes.
struct BindingDescriptions {
  private var remembered: [(identity: BindingIdentity, members: String)?]

  /// Nothing remembered yet, for `count` bindings.
  init(count: Int) {
    remembered = Array(repeating: nil, count: count)
  }

  /// `"binding":…,"scene":…,"kind":…,"expression":…,"identity":…` for `binding`, whose
  /// ordinal is `ordinal` and which derived as `derived`: the members of its write records that
  /// only change with its identity, as JSON text.
  ///
  /// The derivation is compared with the remembered identity in place
  /// (``DerivedBinding/hasIdentity(_:)``); its own identity is only built when they differ.
  ///
  /// - Complexity: O(*k*) to compare with the remembered identity, *k* its number of key path
  ///   components; printing only when it differs.
  mutating func members(describing binding: SceneBinding, ordinal: Int, derived: DerivedBinding) -> String {
    if let entry = remembered[ordinal], derived.hasIdentity(entry.identity) { return entry.members }
    let identity = derived.identity
    var json = JSONWriter(capacity: 256)
    json.key("binding"); json.string(binding.id)
    json.key("scene"); json.string(binding.sceneID)
    json.key("kind"); json.string(binding.kind.rawValue)
    json.key("expression"); json.string(binding.expression)
    json.key("identity"); json.string(identity.description)
    remembered[ordinal] = (identity, json.text)
    return json.text
  }
}
