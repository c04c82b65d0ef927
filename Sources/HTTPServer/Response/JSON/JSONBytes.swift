/// Writing JSON scalars as UTF-8 bytes, formatted exactly as Foundation's `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes` formats them.
enum JSONBytes {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A quoted, escaped string: `"`, `\` and control characters escaped; `/` and non-ASCII raw.
  /// Runs without escapes are copied in bulk.
  static func string(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x22 || bytes[index] == 0x5C {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        appendEscape(for: bytes[index], into: &output)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(for byte: UInt8, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x22: output.append(UInt8(ascii: "\""))
    case 0x5C: output.append(UInt8(ascii: "\\"))
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x09: output.append(UInt8(ascii: "t"))
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    default: output += [UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
    }
  }

  /// An integer in decimal, digits written straight into `output`.
  static func integer(_ value: some BinaryInteger, into output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = UInt64(value.magnitude)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var first = digits.count
      repeat {
        first -= 1
        digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
    }
  }

  /// A finite floating-point number: its shortest description, without a trailing `.0`.
  /// - Throws: ``FastJSONEncoder/Unsupported`` for NaN and infinities (JSONEncoder reports those).
  static func float<Value: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Value, into output: inout [UInt8]
  ) throws {
    guard value.isFinite else { throw FastJSONEncoder.Unsupported() }
    let start = output.count
    output += value.description.utf8
    if output.count - start > 2, output[output.count - 2] == UInt8(ascii: "."), output.last == UInt8(ascii: "0") {
      output.removeLast(2)
    }
  }
}
