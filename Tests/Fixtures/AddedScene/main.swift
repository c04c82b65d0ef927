import Foundation
import Playground
import PlaygroundServer

// The playground with one scene added: its own scenes, then the shelf (ShelfScene.swift). The
// server starts this program again for a write that would trap, so the child serves the same list.
if #available(SwiftStdlib 6.2, *) {
  exit(PlaygroundLauncher.run(CommandLine.arguments, scenes: SceneList.all + [ShelfScene.self]))
}
FileHandle.standardError.write(Data("added-scene needs the Swift 6.2 runtime (macOS 26 on a Mac)\n".utf8))
exit(1)
