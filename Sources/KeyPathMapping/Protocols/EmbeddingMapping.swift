/// A mapping that writes a `Member` back into a root it may replace.
///
/// Conform value-type conversions and setters to this protocol; see ``MutatingConversionMapping``
/// for the pair of both directions.
public protocol MutatingEmbeddingMapping<Root, Member>: Hashable {
  /// The type the mapping writes into.
  associatedtype Root
  /// The type the mapping writes.
  associatedtype Member

  /// Writes a member into a root.
  ///
  /// An implementation may leave `root` unchanged to reject a write.
  ///
  /// - Parameters:
  ///   - member: The new member value.
  ///   - root: The root to update.
  func embed(_ member: Member, in root: inout Root)
}

/// A mapping that writes a `Member` through a root that is a reference, without replacing it.
///
/// Use it for roots that are classes (or other references): the write changes the referenced
/// state, so a key path through it is a `ReferenceWritableKeyPath` when the root is a class.
public protocol NonMutatingEmbeddingMapping<Root, Member>: Hashable {
  /// The reference type the mapping writes through.
  associatedtype Root
  /// The type the mapping writes.
  associatedtype Member

  /// Writes a member through a root without replacing the root.
  ///
  /// - Parameters:
  ///   - member: The new member value.
  ///   - root: The reference to write through.
  func embed(_ member: Member, in root: Root)
}

/// A round-trippable conversion that writes back into a root it may replace.
///
/// ```swift
/// struct Celsius: MutatingConversionMapping {
///   func extract(from kelvin: Double) -> Double { kelvin - 273.15 }
///   func embed(_ celsius: Double, in kelvin: inout Double) { kelvin = celsius + 273.15 }
/// }
///
/// var kelvin = 300.0
/// kelvin[convert: .init(Celsius())] = 0   // kelvin is 273.15
/// ```
public protocol MutatingConversionMapping<Root, Member>: ExtractingMapping, MutatingEmbeddingMapping {}

/// A round-trippable conversion that writes through a reference root without replacing it.
public protocol NonMutatingConversionMapping<Root, Member>: ExtractingMapping, NonMutatingEmbeddingMapping {}
