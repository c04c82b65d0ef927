/// A type that gets the mapping subscripts without being `Equatable`.
///
/// Every `Equatable` type already has `[map:]`, `[convert:]`, `[getter:]`, `[setter:]`,
/// `[getter:setter:]` and `[mapPath:]`. Conform other types to this protocol to give them the
/// same subscripts; it has no requirements.
///
/// ```swift
/// struct Canvas: KeyPathMappable {  // not Equatable: it holds a closure
///   var zoom: Float
///   var onChange: () -> Void
/// }
///
/// var canvas = Canvas(zoom: 1, onChange: {})
/// canvas[convert: .inline(extract: { Double($0.zoom) }, embed: { $0.zoom = Float($1) })] = 2
/// // canvas.zoom is 2
/// ```
///
/// `Optional`, `Result`, `Array`, `Dictionary` and `Set` conform, whatever their elements.
public protocol KeyPathMappable {}

extension Optional: KeyPathMappable {}
extension Result: KeyPathMappable {}
extension Array: KeyPathMappable {}
extension Dictionary: KeyPathMappable {}
extension Set: KeyPathMappable {}
