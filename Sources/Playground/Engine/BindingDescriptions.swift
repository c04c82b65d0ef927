import Bindings
import Synchronization

/// The members of a write record that describe its binding, remembered by binding ordinal
/// (``SceneDirectory/place(ofBinding:)``) while the binding's identity stays equal.
///
/// A write renders its binding afresh, so the binding's ``Bindings/BindingIdentity`` is a new
/// value every time, but it compares equal to the previous write's as long as the binding reads
/// the same root through the same key paths. Comparing is cheap; printing is not (it turns key
/// paths into text through reflection, a fifth of a write in callgrind), and neither is escaping
/// the expression again. Equal identities print alike, so the text is reused until the identity
/// changes.
///
/// Kept apart from the world, under a lock of its own held only to look an entry up or replace
/// it: a write asks before taking the world lock, so comparing its key paths with the
/// remembered ones (most of a thousand instructions) no longer holds up every other write. Two
/// writes of one binding may both print and store their text; either is right for its identity.
final class BindingDescriptions: Sendable {
  private let remembered: Mutex<[BindingDescription?]>

  /// Nothing remembered yet, for `count` bindings.
  init(count: Int) {
    remembered = Mutex(Array(repeating: nil, count: count))
  }

  /// `"binding":…,"scene":…,"kind":…,"expression":…,"identity":…` for `binding`, whose
  /// ordinal is `ordinal` and which derived as `derived`: the members of its write records that
  /// only change with its identity, as JSON text (``BindingDescription/members``).
  ///
  /// The derivation is compared with the remembered identity in place
  /// (``DerivedBinding/hasIdentity(_:)``), outside the lock; its own identity is only built
  /// when they differ.
  ///
  /// - Complexity: O(*k*) to compare with the remembered identity, *k* its number of key path
  ///   components; printing only when it differs.
  func description(of binding: SceneBinding, ordinal: Int, derived: DerivedBinding) -> BindingDescription {
    if let entry = remembered.withLock({ $0[ordinal] }), entry.describes(derived) { return entry }
    let identity = derived.identity
    var json = JSONWriter(capacity: 256)
    json.key("binding"); json.string(binding.id)
    json.key("scene"); json.string(binding.sceneID)
    json.key("kind"); json.string(binding.kind.rawValue)
    json.key("expression"); json.string(binding.expression)
    json.key("identity"); json.string(identity.description)
    let entry = BindingDescription(identity: identity, members: json.text)
    remembered.withLock { $0[ordinal] = entry }
    return entry
  }
}

/// The members of a write record that describe a binding, and the identity they print.
///
/// An object, which a record holds as it is: the text inside is only read when the record is
/// written out.
///
/// `@unchecked Sendable` although a `BindingIdentity` is not (Swift does not treat key paths as
/// `Sendable`, since their subscript arguments might not be): nothing here changes after it is
/// made, and an identity is only compared and printed, which reads its key paths. Key paths are
/// immutable once formed, and the arguments of the playground's (mappings, indices) are values
/// whose `==` and hashing only read them, so threads comparing one entry at once cannot race.
final class BindingDescription: @unchecked Sendable {
  private let identity: BindingIdentity
  /// `"binding":…,"scene":…,"kind":…,"expression":…,"identity":…`, as JSON text.
  let members: String

  init(identity: BindingIdentity, members: String) {
    self.identity = identity
    self.members = members
  }

  /// Whether `derived` has the identity this describes (``DerivedBinding/hasIdentity(_:)``).
  ///
  /// Asked here, where the identity is read in place: read from outside, it was copied out of
  /// the object (a retain of its steps) to be compared.
  fileprivate func describes(_ derived: DerivedBinding) -> Bool {
    derived.hasIdentity(identity)
  }
}
