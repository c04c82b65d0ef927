extension KeyPathMapper.ReadonlyConversionTo {
  /// Appends a conversion that continues from this one's member.
  ///
  /// - Parameter next: The conversion applied to this one's member.
  /// - Returns: A read-only conversion; its identity combines both stages.
  @inlinable
  public func appending<Next>(_ next: KeyPathMapper<Member>.ReadonlyConversionTo<Next>)
    -> KeyPathMapper<Root>.ReadonlyConversionTo<Next>
  {
    .init(Composed(self, next))
  }

  /// Chains 2 read-only conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  /// - Returns: A read-only conversion; its identity combines every stage's.
  @inlinable
  public static func concat<A>(
    _ stage1: KeyPathMapper<Root>.ReadonlyConversionTo<A>,
    _ stage2: KeyPathMapper<A>.ReadonlyConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2)
  }

  /// Chains 3 read-only conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  /// - Returns: A read-only conversion; its identity combines every stage's.
  @inlinable
  public static func concat<A, B>(
    _ stage1: KeyPathMapper<Root>.ReadonlyConversionTo<A>,
    _ stage2: KeyPathMapper<A>.ReadonlyConversionTo<B>,
    _ stage3: KeyPathMapper<B>.ReadonlyConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3)
  }

  /// Chains 4 read-only conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  /// - Returns: A read-only conversion; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C>(
    _ stage1: KeyPathMapper<Root>.ReadonlyConversionTo<A>,
    _ stage2: KeyPathMapper<A>.ReadonlyConversionTo<B>,
    _ stage3: KeyPathMapper<B>.ReadonlyConversionTo<C>,
    _ stage4: KeyPathMapper<C>.ReadonlyConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4)
  }

  /// Chains 5 read-only conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  ///   - stage5: The fifth stage.
  /// - Returns: A read-only conversion; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C, D>(
    _ stage1: KeyPathMapper<Root>.ReadonlyConversionTo<A>,
    _ stage2: KeyPathMapper<A>.ReadonlyConversionTo<B>,
    _ stage3: KeyPathMapper<B>.ReadonlyConversionTo<C>,
    _ stage4: KeyPathMapper<C>.ReadonlyConversionTo<D>,
    _ stage5: KeyPathMapper<D>.ReadonlyConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4).appending(stage5)
  }
}
