#if PredefinedConversions
  /// Keeps a value inside a closed range on read and on write.
  @usableFromInline
  struct Clamped<Root: Comparable & Hashable>: MutatingConversionMapping, CustomStringConvertible {
    @usableFromInline let range: ClosedRange<Root>

    @inlinable init(_ range: ClosedRange<Root>) { self.range = range }
    @inlinable func extract(from root: Root) -> Root { clamp(root) }
    @inlinable func embed(_ member: Root, in root: inout Root) { root = clamp(member) }

    @inlinable
    func clamp(_ value: Root) -> Root {
      min(max(value, range.lowerBound), range.upperBound)
    }

    @usableFromInline var description: String { ".clamped(to: \(range))" }
  }

  extension KeyPathMapper.MutatingConversionTo where Root: Comparable & Hashable, Member == Root {
    /// The value limited to a range: reads and writes outside it become the nearest bound.
    ///
    /// ```swift
    /// var volume = 14
    /// volume[convert: .clamped(to: 0...10)]       // 10
    /// volume[convert: .clamped(to: 0...10)] = -3  // volume is 0
    /// ```
    ///
    /// - Parameter range: The values allowed.
    /// - Returns: A conversion identified by its kind, the type and `range`.
    @inlinable
    public static func clamped(to range: ClosedRange<Root>) -> Self {
      Self(Clamped(range))
    }
  }
#endif
