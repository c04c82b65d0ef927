extension KeyPathMapper.MutatingConversionTo {
  /// Appends a conversion that continues from this one's member.
  ///
  /// ```swift
  /// let first = KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(0)
  /// var values = [5]
  /// values[convert: first.appending(.unwrapped(with: 0))] = 6  // values is [6]
  /// ```
  ///
  /// - Parameter next: The conversion applied to this one's member.
  /// - Returns: A conversion that writes back through every stage; its identity combines both stages.
  @inlinable
  public func appending<Next>(_ next: KeyPathMapper<Member>.MutatingConversionTo<Next>)
    -> KeyPathMapper<Root>.MutatingConversionTo<Next>
  {
    .init(Composed(self, next))
  }

  /// Chains 2 conversions, each reading the previous one's member.
  ///
  /// ```swift
  /// var values = [3, 4]
  /// values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))] = 9  // values is [9, 4]
  /// values[convert: .concat(.safeIndex(5), .unwrapped(with: 0))]      // 0
  /// ```
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  /// - Returns: A conversion that writes back through every stage; its identity combines every stage's.
  @inlinable
  public static func concat<A>(
    _ stage1: KeyPathMapper<Root>.MutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2)
  }

  /// Chains 3 conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  /// - Returns: A conversion that writes back through every stage; its identity combines every stage's.
  @inlinable
  public static func concat<A, B>(
    _ stage1: KeyPathMapper<Root>.MutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3)
  }

  /// Chains 4 conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  /// - Returns: A conversion that writes back through every stage; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C>(
    _ stage1: KeyPathMapper<Root>.MutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4)
  }

  /// Chains 5 conversions, each reading the previous one's member.
  ///
  /// - Parameters:
  ///   - stage1: The first stage.
  ///   - stage2: The second stage.
  ///   - stage3: The third stage.
  ///   - stage4: The fourth stage.
  ///   - stage5: The fifth stage.
  /// - Returns: A conversion that writes back through every stage; its identity combines every stage's.
  @inlinable
  public static func concat<A, B, C, D>(
    _ stage1: KeyPathMapper<Root>.MutatingConversionTo<A>,
    _ stage2: KeyPathMapper<A>.MutatingConversionTo<B>,
    _ stage3: KeyPathMapper<B>.MutatingConversionTo<C>,
    _ stage4: KeyPathMapper<C>.MutatingConversionTo<D>,
    _ stage5: KeyPathMapper<D>.MutatingConversionTo<Member>
  ) -> Self {
    stage1.appending(stage2).appending(stage3).appending(stage4).appending(stage5)
  }
}
