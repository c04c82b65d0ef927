import Foundation

/// An ordered list of HTTP header fields with case-insensitive lookup.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers["Content-Type"] = "application/json"
/// headers["content-type"]   // "application/json"
/// headers.fields            // [(name: "Content-Type", value: "application/json")]
/// ```
///
/// The fields are kept as UTF-8 bytes and become strings when read: a request's fields are
/// stored as they arrive and most are never read. ``fields`` and iteration decode every field on
/// each use, so keep the result when reading it more than once.
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// Every field in order: the name's and the value's byte counts (`Int`s in native byte order),
  /// the name's bytes, a NUL, the value's bytes, a NUL. One buffer instead of a string pair per
  /// field: collecting a request's fields as strings (a decode and often an allocation per
  /// name and value) cost ~0.45k instructions a field in callgrind. The NULs let a response's
  /// fields go to libmicrohttpd by pointer, as C strings.
  private(set) var storage: [UInt8] = []

  /// Creates an empty header list.
  public init() {}

  /// Creates a header list from literal pairs, in order.
  /// - Parameter elements: Name and value pairs.
  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { add(name, value) }
  }

  /// The fields in the order they were added, names as given.
  ///
  /// - Complexity: O(*n*) in the size of the fields, decoded on every access.
  public var fields: [(name: String, value: String)] {
    var fields: [(name: String, value: String)] = []
    forEachField { name, value in
      fields.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
      return true
    }
    return fields
  }

  /// The first value for `name`, compared without case; setting replaces every field of that
  /// name, and `nil` removes them.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(name: String) -> String? {
    get {
      var name = name
      return name.withUTF8 { name in withFirstValue(named: name) { $0.map { String(decoding: $0, as: UTF8.self) } } }
    }
    set {
      var name = name
      name.withUTF8 { name in
        if withFirstValue(named: name, { $0 != nil }) { removeAll(named: name) }
      }
      if let newValue { add(name, newValue) }
    }
  }

  /// Appends a field, keeping any existing fields of the same name.
  /// - Parameters:
  ///   - name: The field name.
  ///   - value: The field value.
  public mutating func add(_ name: String, _ value: String) {
    var name = name
    var value = value
    name.withUTF8 { name in value.withUTF8 { value in append(name: name, value: value) } }
  }

  /// Iterates the fields in order, decoded as ``fields`` decodes them.
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }
}

extension HTTPHeaders {
  /// Makes room for `count` more bytes of fields, so collecting a request's fields allocates once.
  mutating func reserveCapacity(bytes count: Int) {
    storage.reserveCapacity(storage.count + count)
  }

  /// Appends a field as libmicrohttpd hands it over: NUL-terminated, a missing value as empty.
  ///
  /// A name that is not ASCII is stored as decoding reads it (bytes that are not UTF-8 become
  /// U+FFFD), so lookups compare the bytes ``fields`` shows; values are decoded when read, with
  /// the same repair as `String(cString:)`.
  mutating func appendReceived(name: UnsafePointer<CChar>, value: UnsafePointer<CChar>?) {
    // UInt8 may read memory bound to CChar: they are signed and unsigned counterparts.
    let name = UnsafeBufferPointer(
      start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
    let value = UnsafeBufferPointer(
      start: value.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }, count: value.map(strlen) ?? 0)
    if ASCII.isASCII(UnsafeRawBufferPointer(name)) {
      append(name: name, value: value)
    } else {
      var repaired = String(decoding: name, as: UTF8.self)
      repaired.withUTF8 { append(name: $0, value: value) }
    }
  }

  /// Appends a field's bytes in one `append`: appending its six parts one by one cost ~0.45k
  /// instructions a field in callgrind, the staging copy less than half of that.
  private mutating func append(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
    let size = Self.storedSize(nameCount: name.count, valueCount: value.count)
    // The temporary buffer has exactly the field's size, never 0, so it has an address.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { field in
      Self.write(name: name, value: value, at: UnsafeMutableRawPointer(field.baseAddress!))
      storage.append(contentsOf: UnsafeBufferPointer(field))
    }
  }

  /// Removes every field named `name`, compared without case, keeping the others in order.
  private mutating func removeAll(named name: UnsafeBufferPointer<UInt8>) {
    var kept = HTTPHeaders()
    forEachField { field, value in
      if !ASCII.caseInsensitiveEquals(field, name) { kept.append(name: field, value: value) }
      return true
    }
    self = kept
  }
}
