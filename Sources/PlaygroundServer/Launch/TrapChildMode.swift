import Foundation
import Playground

@available(SwiftStdlib 6.2, *)
extension PlaygroundLauncher {
  /// `keypath-playground --run-trapping-write`: the child process a server starts for a write
  /// that would trap (``Playground/TrapChild``). It reads the write from standard input, at
  /// most ``Playground/TrapChild/inputLimit`` bytes, and runs it: the runtime stops it there
  /// when the write traps; when it does not, it prints the root after the write.
  ///
  /// - Returns: 0 after a write that did not trap, 2 for an input it refuses (one line on
  ///   standard error).
  static func runTrapChild() -> Int32 {
    let input = (try? FileHandle.standardInput.read(upToCount: TrapChild.inputLimit + 1)) ?? nil
    do throws(PlaygroundError) {
      let root = try TrapChild.run(TrapChild.Request(parsing: Array(input ?? Data())))
      FileHandle.standardOutput.write(Data((root.serialized() + "\n").utf8))
      return 0
    } catch {
      return fail(error.message, status: 2)
    }
  }
}
