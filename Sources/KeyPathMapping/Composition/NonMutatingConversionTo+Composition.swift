// A non-mutating conversion continues with conversions of its member: the write goes back
// through the reference at the end. The later stages are either all mutating (the member is a
// value, rewritten and handed back) or all non-mutating (the member is a reference too).
// A closure such as `{ $0.name = $1 }` on a class member fits both kinds of `.inline`; the
// mutating forms are disfavored so that it picks the non-mutating one, as the published
// package (which has only that one) does. Both write the same way.

extension KeyPathMapper.NonMutatingConversionTo {
  /// Appends a conversion that continues from this one's member.
  ///
  /// - Parameter next: The conversion applied to this one's member.
  /// - Returns: A conversion that writes through the reference root; its identity combines both stages.
  @inlinable
  @_disfavoredOverload
  public func appending<Next>(_ next: KeyPathMapper<Member>.MutatingConversionTo<Next>)
    -> KeyPathMapper<Root>.NonMutatingConversionTo<Next>
  {
    .init(Composed(self, next))
  }

  /// Chains a conversion through a reference root with 1 conversion of its member.
  ///
  /// ```swift
  /// let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
  ///   extract: { $0.name }, embed: { profile, name in profile.name = name })
  /// profile[convert: .concat(name, .optional)] = "Ada"  // profile.name is "Ada"
  /// profile[convert: .concat(name, .optional)] = nil    // ignored: profile.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - stage1: The first stage, which writes through the reference.
  ///   - stage2: The second stage.
  /// - Returns: A conversion that writes through the reference root; its identity combines every stage's.
  @inlinable
  @_disfavoredOverload
  public static func concat<A>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2)
  }

  /// Chains a conversion through a reference root with 2 conversions of its member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage, which writes through the reference.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  /// - Returns: A conversion that writes through the reference root; its identity combines every stage's.
  @inlinable
  @_disfavoredOverload
  public static func concat<A, B>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3)
  }

  /// Chains a conversion through a reference root with 3 conversions of its member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage, which writes through the reference.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  /// - Returns: A conversion that writes through the reference root; its identity combines every stage's.
  @inlinable
  @_disfavoredOverload
  public static func concat<A, B, C>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4)
  }

  /// Chains a conversion through a reference root with 4 conversions of its member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage, which writes through the reference.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  ///   - stage5: The fifth stage.
  /// - Returns: A conversion that writes through the reference root; its identity combines every stage's.
  @inlinable
  @_disfavoredOverload
  public static func concat<A, B, C, D>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.MutatingConversionTo<D>,
    _ stage5: KeyPathMapper<D>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4).appending(stage5)
  }
}

extension KeyPathMapper.NonMutatingConversionTo {
  /// Appends a non-mutating conversion of this one's member, which is a reference too.
  ///
  /// - Parameter next: The conversion applied to this one's member.
  /// - Returns: A conversion that writes through both references; its identity combines both stages.
  @inlinable
  public func appending<Next>(_ next: KeyPathMapper<Member>.NonMutatingConversionTo<Next>)
    -> KeyPathMapper<Root>.NonMutatingConversionTo<Next>
  {
    .init(Composed(self, ThroughReference(next)))
  }

  /// Chains 2 non-mutating conversions, each reading the previous one's member.
  ///
  /// ```swift
  /// let owner = KeyPathMapper<Document>.NonMutatingConversionTo<Profile>.inline(
  ///   extract: { $0.owner }, embed: { document, owner in document.owner = owner })
  /// let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
  ///   extract: { $0.name }, embed: { profile, name in profile.name = name })
  /// document[convert: .concat(owner, name)] = "Ada"  // document.owner.name is "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  /// - Returns: A conversion that writes through every reference; its identity combines every stage's.
  @inlinable
  public static func concat<A>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.NonMutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2)
  }

  /// Chains 3 non-mutating conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  /// - Returns: A conversion that writes through every reference; its identity combines every stage's.
  @inlinable
  public static func concat<A, B>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.NonMutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.NonMutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3)
  }

  /// Chains 4 non-mutating conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  /// - Returns: A conversion that writes through every reference; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.NonMutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.NonMutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.NonMutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4)
  }

  /// Chains 5 non-mutating conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  ///   - stage5: The fifth stage.
  /// - Returns: A conversion that writes through every reference; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C, D>(
    _ stage1: KeyPathMapper<Root>.NonMutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.NonMutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.NonMutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.NonMutatingConversionTo<D>,
    _ stage5: KeyPathMapper<D>.NonMutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4).appending(stage5)
  }
}

/// A non-mutating conversion used as a stage that continues a chain: its write goes through the
/// reference, so the reference itself, handed back to the stage before, is unchanged. Lets a
/// chain of non-mutating conversions reuse ``Composed``; its identity is the wrapped stage's.
@usableFromInline
struct ThroughReference<Base: NonMutatingConversionMapping>: MutatingConversionMapping, CustomStringConvertible {
  @usableFromInline let base: Base

  @inlinable init(_ base: Base) { self.base = base }
  @inlinable func extract(from root: Base.Root) -> Base.Member { base.extract(from: root) }
  @inlinable func embed(_ member: Base.Member, in root: inout Base.Root) { base.embed(member, in: root) }
  @usableFromInline var description: String { String(describing: base) }
}
