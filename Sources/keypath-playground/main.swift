import Foundation
import Playground

exit(PlaygroundLauncher.run(CommandLine.arguments))
