import Foundation
import PlaygroundServer

// Everything lives in the PlaygroundServer module, where tests can reach it; this file only hands over
// the command line and the exit status.
if #available(SwiftStdlib 6.2, *) {
  exit(PlaygroundLauncher.run(CommandLine.arguments))
}
FileHandle.standardError.write(Data("keypath-playground needs the Swift 6.2 runtime (macOS 26 on a Mac)\n".utf8))
exit(1)
