/// Why a recording, a span of the log or a lab chain cannot become a Swift test: the part of
/// the input at fault and what is wrong with it, in one sentence.
@available(SwiftStdlib 6.2, *)
struct SwiftTestWriterError: Error, Equatable, CustomStringConvertible {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
