import Foundation

/// The built `keypath-playground` beside the test bundle (`swift build --build-tests` builds
/// it): the child process a write that would trap runs in.
let builtPlayground = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("keypath-playground").path
