import Foundation
import PlaygroundServer

// Everything lives in the PlaygroundServer module, where tests can reach it; this file only hands over
// the command line and the exit status.
exit(PlaygroundLauncher.run(CommandLine.arguments))
