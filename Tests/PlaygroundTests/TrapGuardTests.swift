// @testable because the scene, its bindings and the journal are internal: these tests check
// that the server side never runs a read or write that would trap, and run the child directly.
import Dispatch
import Foundation
import JSON
import Testing

@testable import Playground

/// A publisher nobody listens to.
private struct NobodyListening: ChangePublisher {
  var hasSubscribers: Bool { false }
  func publish(_ event: JournalEvent, sequence: Int?, data: String) {}
}

/// The built `keypath-playground` beside the test bundle: the child a trapping write runs in.
private let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("keypath-playground").path

@Suite("A binding that can trap: the server never reads or writes it while it would")
struct TrapGuardTests {
  private static let shortList: JSONValue = ["Milk", "Eggs"]

  @Test("the closure binding would trap exactly while the list has no row 2; its read is then null")
  func guardFollowsTheRoot() throws {
    let scene = RowsScene()
    let closure = try #require(scene.render(WriteContext()).first { $0.id == "rows.closure" })
    #expect(!closure.wouldTrap)
    #expect(closure.read(closure.derive()) == "Bread")
    try scene.rootAssignment(from: Self.shortList)()
    #expect(closure.wouldTrap)
    #expect(closure.read(closure.derive()) == .null)
    #expect(closure.info["wouldTrap"] == true)
    #expect(closure.info["value"] == .null)
    let mapped = try #require(scene.render(WriteContext()).first { $0.id == "rows.mapped" })
    #expect(mapped.info["value"] == .null)
    #expect(mapped.info["wouldTrap"] == nil)
  }

  @Test("without a runner, a write that would trap is refused (503) and the root stays; the test process lives")
  func refusedWithoutRunner() throws {
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: NobodyListening())
    _ = try journal.restore(roots: [("rows", Self.shortList)])
    #expect(throws: PlaygroundError.self) {
      try journal.write(try WriteRequest(["value": "Oat milk"]), through: "rows.closure")
    }
    do {
      _ = try journal.write(try WriteRequest(["value": "Oat milk"]), through: "rows.closure")
    } catch let error as PlaygroundError {
      #expect(error.kind == .busy)
    }
    #expect(journal.read { world, _ in world.roots["rows"] } == Self.shortList)
  }

  @Test("writes racing with deletes and restores: each is decided under the lock, none traps in this process")
  func racingDeletes() throws {
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: NobodyListening())
    let long: JSONValue = ["Milk", "Eggs", "Bread"]
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<200 {
        if thread % 2 == 0 {
          _ = try? journal.restore(roots: [("rows", round % 2 == 0 ? Self.shortList : long)])
        } else {
          do {
            _ = try journal.write(try WriteRequest(["value": "Rye"]), through: "rows.closure")
          } catch let error as PlaygroundError {
            #expect(error.kind == .busy)
          } catch {
            Issue.record("\(error)")
          }
        }
      }
    }
  }
}

@Suite(
  "The child runner: a time limit and a rate limit (one child at a time: TrapWriteTests)",
  .enabled(if: FileManager.default.isExecutableFile(atPath: executable), "build the executable first"))
struct TrapRunnerTests {
  private let request = TrapChild.Request(binding: "rows.closure", root: ["Milk"], value: "Oat milk")

  @Test("the child traps in the closure's setter: a signal and the runtime's message")
  func traps() throws {
    let outcome = try TrapRunner(TrapSettings(executable: executable)).run(request)
    #expect([SIGILL, SIGTRAP].contains(outcome.signal ?? 0))
    #expect(["SIGILL", "SIGTRAP"].contains(outcome.signalName ?? ""))
    #expect(outcome.message == "Fatal error: Index out of range")
    #expect(outcome.errorOutput.utf8.count <= TrapRunner.outputLimit)
  }

  @Test("past the time limit the child is killed: 504")
  func timeLimit() {
    let runner = TrapRunner(TrapSettings(executable: executable, timeLimit: .milliseconds(1)))
    #expect {
      try runner.run(request)
    } throws: { error in
      (error as? PlaygroundError)?.kind == .timedOut
    }
  }

  @Test("200 children killed at the time limit leave no descriptor open")
  func timedOutChildrenCloseEveryDescriptor() throws {
    let runner = TrapRunner(TrapSettings(executable: executable, timeLimit: .milliseconds(1), perMinute: 1000))
    // One warm-up child, so descriptors the runtime opens once are already counted.
    _ = try? runner.run(request)
    let before = openDescriptors()
    var timedOut = 0
    while timedOut < 200 {
      do throws(PlaygroundError) {
        _ = try runner.run(request)
      } catch {
        // The last child may still be on its way out: busy, briefly.
        if error.kind == .timedOut {
          timedOut += 1
        } else {
          #expect(error.kind == .busy)
          usleep(1_000)
        }
      }
    }
    // Other suites running at the same time hold descriptors of their own, some for tens of
    // seconds; a leak of the children's pipes would leave 400 more, which never settle back.
    let deadline = ContinuousClock.now + .seconds(10)
    while openDescriptors() >= before + 100 && ContinuousClock.now < deadline { usleep(10_000) }
    #expect(openDescriptors() < before + 100)
  }

  @Test("past the rate limit: 429 with the seconds to wait")
  func rateLimit() throws {
    let runner = TrapRunner(TrapSettings(executable: executable, perMinute: 1))
    _ = try runner.run(request)
    #expect {
      try runner.run(request)
    } throws: { error in
      guard let error = error as? PlaygroundError else { return false }
      return error.kind == .tooManyRequests && (1...60).contains(error.retryAfter ?? 0)
    }
  }

  @Test("a program that cannot start: 500, and it used no slot of the rate limit")
  func cannotStart() throws {
    let runner = TrapRunner(TrapSettings(executable: "/nonexistent/keypath-playground", perMinute: 1))
    #expect {
      try runner.run(request)
    } throws: { error in
      (error as? PlaygroundError)?.kind == .internalFailure
    }
    #expect {
      try runner.run(request)
    } throws: { error in
      (error as? PlaygroundError)?.kind == .internalFailure
    }
  }

  @Test("the message is the runtime's line from Fatal error:, the signal named")
  func outcomeText() {
    let outcome = TrapOutcome(
      signal: 4, exitStatus: nil,
      errorOutput: "Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range\nCurrent stack trace:\n",
      duration: .milliseconds(20))
    #expect(outcome.message == "Fatal error: Index out of range")
    #expect(outcome.signalName == "SIGILL")
    let silent = TrapOutcome(
      signal: 64, exitStatus: nil, errorOutput: "Current stack trace:\n", duration: .zero)
    #expect(silent.signalName == "SIG64")
    #expect(silent.message == "", "no message printed: no other line stands in for one")
  }

  @Test(
    "the child's input limit is the input of the longest binding id that can trap, and a root and a value each at the playground's value limit"
  )
  func inputLimitFollowsTheValueLimit() throws {
    let limit = PlaygroundLimits.defaultValueBytes
    let root = JSONValue.array([.string(escaped(jsonBytes: limit - 2))])
    let value = JSONValue.string(escaped(jsonBytes: limit))
    #expect(root.serializedBytes().count == limit)
    #expect(value.serializedBytes().count == limit)
    let largest = TrapChild.Request(binding: "rows.closure", root: root, value: value).bytes
    #expect(largest.count == TrapChild.inputLimit)
    #expect(throws: Never.self) { try TrapChild.Request(parsing: largest) }
  }

  /// Control characters, six bytes each as JSON (`\u0001`), and letters: a string whose JSON is
  /// exactly `bytes` long.
  private func escaped(jsonBytes bytes: Int) -> String {
    String(repeating: "\u{1}", count: (bytes - 2) / 6) + String(repeating: "a", count: (bytes - 2) % 6)
  }

  @Test("an input past the child's limit is refused with 413 before a child starts, and uses no slot")
  func inputPastTheLimit() throws {
    let runner = TrapRunner(TrapSettings(executable: executable, perMinute: 1))
    let long = TrapChild.Request(
      binding: "rows.closure", root: ["Milk"], value: .string(String(repeating: "a", count: TrapChild.inputLimit)))
    #expect {
      try runner.run(long)
    } throws: { error in
      (error as? PlaygroundError)?.kind == .tooLarge
    }
    #expect(try runner.run(request).signal != nil)
  }

  @Test("the child's input is read strictly and bounded")
  func input() {
    let kinds: [(String, PlaygroundError.Kind)] = [
      (String(repeating: " ", count: TrapChild.inputLimit + 1), .tooLarge), ("{", .malformed),
      (#"{"binding": "rows.closure", "root": [1], "value": "x"}"#, .invalid),
      (#"{"binding": "rows.closure", "root": ["a"], "value": "x", "more": 1}"#, .invalid),
      (#"{"root": ["a"], "value": "x"}"#, .invalid),
      // Only a binding its scene declares can trap runs in the child.
      (#"{"binding": "rows.field", "root": ["a"], "value": "x"}"#, .invalid),
      (#"{"binding": "progress.mapped", "root": 0.5, "value": 0.25}"#, .invalid),
      (#"{"binding": "nowhere", "root": ["a"], "value": "x"}"#, .invalid),
    ]
    for (text, kind) in kinds {
      #expect {
        try TrapChild.Request(parsing: Array(text.utf8))
      } throws: { error in
        (error as? PlaygroundError)?.kind == kind
      }
    }
  }
}

/// This process's open file descriptors.
private func openDescriptors() -> Int {
  (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
}
