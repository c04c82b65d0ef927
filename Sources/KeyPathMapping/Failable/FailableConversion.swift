/// A conversion whose write can fail: a failed write leaves the root unchanged and hands the
/// reason to a hook. It holds closures, so like `.inline` it is identified by its kind and call
/// site (or `id:`), plus its types; `Hashable` is synthesized from `identity` alone.
@usableFromInline
struct FailableConversion<Root, Member>: MutatingConversionMapping, CustomStringConvertible {
  // Three fields, not one tuple of closures: Swift 6.3's optimizer crashes on the tuple.
  @usableFromInline let identity: InlineIdentity
  @usableFromInline let read: IgnoredByIdentity<(Root) -> Member>
  // The write is stored as a function returning a `Result`, not as a typed-throws function:
  // a typed-throws function type as a generic argument needs the Swift 6 runtime (macOS 15,
  // iOS 18), and apps that use this library run on older systems.
  @usableFromInline let write: IgnoredByIdentity<(Member) -> Result<Root, MappingRejection>>
  @usableFromInline let onRejection: IgnoredByIdentity<(MappingRejection) -> Void>

  @usableFromInline
  init(
    identity: InlineIdentity,
    read: @escaping (Root) -> Member,
    write: @escaping (Member) throws(MappingRejection) -> Root,
    onRejection: @escaping (MappingRejection) -> Void
  ) {
    self.identity = identity
    self.read = IgnoredByIdentity(read)
    self.write = IgnoredByIdentity { member in
      do throws(MappingRejection) {
        return .success(try write(member))
      } catch {
        return .failure(error)
      }
    }
    self.onRejection = IgnoredByIdentity(onRejection)
  }

  @inlinable func extract(from root: Root) -> Member { read.value(root) }

  @inlinable
  func embed(_ member: Member, in root: inout Root) {
    switch write.value(member) {
    case .success(let newRoot): root = newRoot
    case .failure(let rejection): onRejection.value(rejection)
    }
  }

  @usableFromInline
  var description: String { "\(identity) of \(Root.self)" }
}

extension KeyPathMapper.MutatingConversionTo {
  /// A conversion whose write may be rejected; a rejected write leaves the root unchanged.
  ///
  /// ```swift
  /// let evenOnly = KeyPathMapper<Int>.MutatingConversionTo<Int>.failable(
  ///   extract: { $0 },
  ///   embed: { value throws(MappingRejection) in
  ///     guard value.isMultiple(of: 2) else {
  ///       throw MappingRejection(rejectedValue: "\(value)", reason: "\(value) is odd")
  ///     }
  ///     return value
  ///   },
  ///   onRejection: { print($0) }
  /// )
  /// var number = 2
  /// number[convert: evenOnly] = 3  // prints "3 is odd"; number is 2
  /// ```
  ///
  /// - Parameters:
  ///   - id: An explicit identity; when `nil`, the call site is the identity.
  ///   - fileID: The call site's file; leave the default.
  ///   - line: The call site's line; leave the default.
  ///   - column: The call site's column; leave the default.
  ///   - extract: Reads the member from a root.
  ///   - embed: Builds the new root, or throws a ``MappingRejection`` to refuse the member.
  ///   - onRejection: Called with the rejection whenever `embed` throws.
  /// - Returns: A conversion identified by `id` or by its call site.
  @inlinable
  public static func failable(
    id: AnyHashable? = nil,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    extract: @escaping (Root) -> Member,
    embed: @escaping (Member) throws(MappingRejection) -> Root,
    onRejection: @escaping (MappingRejection) -> Void
  ) -> Self {
    let identity = InlineIdentity(kind: "failable", id: id, fileID: fileID, line: line, column: column)
    return Self(FailableConversion(identity: identity, read: extract, write: embed, onRejection: onRejection))
  }
}
