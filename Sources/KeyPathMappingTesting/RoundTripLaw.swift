/// A law a round-trippable conversion is expected to obey.
///
/// A conversion that reads and writes a member should behave like a stored property. These
/// laws say what that means; a conversion that breaks one is lossy (get-put), rejecting or
/// normalizing (put-get), or has write-order effects (put-put).
public enum RoundTripLaw: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Writing back what was read leaves the root unchanged: `embed(extract(r), r) == r`.
  case getPut = "get-put"
  /// Reading after a write gives what was written: `extract(embed(m, r)) == m`.
  case putGet = "put-get"
  /// A second write makes the first irrelevant: `embed(b, embed(a, r)) == embed(b, r)`.
  case putPut = "put-put"

  /// The law's short name, such as `get-put`.
  public var description: String { rawValue }
}
