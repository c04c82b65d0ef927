import Foundation
import Playground

// Everything lives in the Playground module, where tests can reach it; this file only hands over
// the command line and the exit status.
exit(PlaygroundLauncher.run(CommandLine.arguments))
