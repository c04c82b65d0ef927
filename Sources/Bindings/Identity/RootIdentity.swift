/// A root location: its kind and its process-wide serial number (see `SerialNumbers`).
@available(SwiftStdlib 6.0, *)
@usableFromInline
struct RootIdentity: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Kind: String, Sendable {
    case state = "State"
    case closure = "Closure"
    case constant = "Constant"
  }

  let kind: Kind
  let serial: Int

  /// A new, never-before-seen root of `kind`.
  @usableFromInline
  init(_ kind: Kind) {
    self.kind = kind
    self.serial = SerialNumbers.next()
  }

  /// The kind and the number, for example `State#3`.
  @usableFromInline
  var description: String { "\(kind.rawValue)#\(serial)" }
}
