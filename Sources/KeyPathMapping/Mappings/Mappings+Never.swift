// `.never`: a getter or setter for a side that must not be used, for example the write side of a
// pair whose subscript is only ever read. Using it stops the program, naming the place it was
// made. One implementation serves the getter and both setters.

/// Stops the program when used. Identified by its message and the place it was made.
@usableFromInline
struct Unreachable<Root, Member>: Hashable, CustomStringConvertible {
  @usableFromInline let site: InlineIdentity
  @usableFromInline let message: String?
  // The same place as `site`, in the form `fatalError` reports.
  @usableFromInline let file: IgnoredByIdentity<StaticString>
  @usableFromInline let line: UInt

  @usableFromInline
  init(message: String?, file: StaticString, line: UInt, column: UInt) {
    site = InlineIdentity(kind: "never", id: nil, fileID: file, line: line, column: column)
    self.message = message
    self.file = IgnoredByIdentity(file)
    self.line = line
  }

  @usableFromInline
  func stop(_ use: String) -> Never {
    fatalError(message ?? "This \(use) should never have been called.", file: file.value, line: line)
  }

  @usableFromInline var description: String { "\(site)" }
}

extension Unreachable: ExtractingMapping {
  @usableFromInline func extract(from root: Root) -> Member { stop("getter") }
}

extension Unreachable: MutatingEmbeddingMapping {
  @usableFromInline func embed(_ member: Member, in root: inout Root) { stop("setter") }
}

extension Unreachable: NonMutatingEmbeddingMapping {
  @usableFromInline func embed(_ member: Member, in root: Root) { stop("setter") }
}

extension KeyPathMapper.ReadonlyConversionTo {
  /// A getter that stops the program when it is read.
  ///
  /// ```swift
  /// let unused = KeyPathMapper<Int>.Getter<String>.never(message: "write-only")
  /// // 1[getter: unused] stops with "write-only"
  /// ```
  ///
  /// - Parameters:
  ///   - message: What the program prints when it stops; a default names the use.
  ///   - file: The file reported when it stops, and part of the identity; leave the default.
  ///   - line: The line reported when it stops, and part of the identity; leave the default.
  ///   - column: The call site's column, part of the identity; leave the default.
  /// - Returns: A getter identified by `message` and the place it was made.
  @inlinable
  public static func never(
    message: String? = nil, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(Unreachable(message: message, file: file, line: line, column: column))
  }
}

extension KeyPathMapper.MutatingSetter {
  /// A setter that stops the program when it is written.
  ///
  /// ```swift
  /// var count = 1
  /// count[getter: .inline { $0 * 2 }, setter: .never(message: "read-only")]  // 2
  /// // writing through it stops with "read-only"
  /// ```
  ///
  /// - Parameters:
  ///   - message: What the program prints when it stops; a default names the use.
  ///   - file: The file reported when it stops, and part of the identity; leave the default.
  ///   - line: The line reported when it stops, and part of the identity; leave the default.
  ///   - column: The call site's column, part of the identity; leave the default.
  /// - Returns: A setter identified by `message` and the place it was made.
  @inlinable
  public static func never(
    message: String? = nil, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(Unreachable(message: message, file: file, line: line, column: column))
  }
}

extension KeyPathMapper.NonMutatingSetter {
  /// A non-mutating setter that stops the program when it is written.
  ///
  /// - Parameters:
  ///   - message: What the program prints when it stops; a default names the use.
  ///   - file: The file reported when it stops, and part of the identity; leave the default.
  ///   - line: The line reported when it stops, and part of the identity; leave the default.
  ///   - column: The call site's column, part of the identity; leave the default.
  /// - Returns: A setter identified by `message` and the place it was made.
  // A `var` root can take either kind of setter, and this one is spelled like the mutating
  // one: it yields, so `root[getter: g, setter: .never()]` is not ambiguous. On a `let` root only
  // this one applies.
  @inlinable
  @_disfavoredOverload
  public static func never(
    message: String? = nil, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(Unreachable(message: message, file: file, line: line, column: column))
  }
}
