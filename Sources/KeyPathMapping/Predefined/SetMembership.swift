#if PredefinedConversions
  /// Whether a set contains an element, as a `Bool` you can write.
  @usableFromInline
  struct SetMembership<Root: SetAlgebra>: MutatingConversionMapping, CustomStringConvertible
  where Root.Element: Hashable {
    @usableFromInline let element: Root.Element

    @inlinable init(_ element: Root.Element) { self.element = element }
    @inlinable func extract(from root: Root) -> Bool { root.contains(element) }

    @inlinable
    func embed(_ member: Bool, in root: inout Root) {
      if member {
        root.insert(element)
      } else {
        root.remove(element)
      }
    }

    @usableFromInline var description: String { ".contains(\(element)) of \(Root.self)" }
  }

  extension KeyPathMapper.MutatingConversionTo where Root: SetAlgebra, Root.Element: Hashable, Member == Bool {
    /// Whether the set contains an element: writing `true` inserts it, `false` removes it.
    ///
    /// ```swift
    /// var toppings: Set = ["cheese"]
    /// toppings[convert: .contains("olives")] = true   // toppings has "cheese" and "olives"
    /// toppings[convert: .contains("cheese")] = false  // toppings is ["olives"]
    /// ```
    ///
    /// - Parameter element: The element whose membership is read and written.
    /// - Returns: A conversion identified by its kind, the set type and `element`.
    @inlinable
    public static func contains(_ element: Root.Element) -> Self {
      Self(SetMembership(element))
    }
  }
#endif
