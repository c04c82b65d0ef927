import Foundation
import HTTPServer
package import Playground

/// What `keypath-playground` does: read the command line, serve, and stop on Ctrl-C.
@available(SwiftStdlib 6.2, *)
public enum PlaygroundLauncher {
  /// Runs the playground until SIGINT or SIGTERM.
  ///
  /// Prints the URL it serves on standard output; problems (a bad flag, a taken port, a missing
  /// page folder) are one line on standard error.
  ///
  /// - Parameter arguments: The full command line, program name first.
  /// - Returns: The exit status: 0 after a clean stop, 1 when it cannot serve, 2 for a bad command line.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments, scenes: SceneList.all)
  }

  /// Runs the playground with `scenes`, in this order, until SIGINT or SIGTERM: the page, the
  /// API, the exports and the trap child serve them.
  ///
  /// A program that adds a scene passes the playground's own scenes and its own,
  /// `SceneList.all + [ShelfScene.self]`; it is the program the server starts again for a write
  /// that would trap, so the child takes the same line.
  ///
  /// - Parameters:
  ///   - arguments: The full command line, program name first.
  ///   - scenes: The scene types, in page order; their ids are distinct.
  /// - Returns: The exit status, as ``run(_:)``'s.
  package static func run(_ arguments: [String], scenes: [any PlaygroundScene.Type]) -> Int32 {
    SceneList.serve(scenes)
    if arguments.dropFirst().elementsEqual([TrapChild.argument]) { return runTrapChild() }
    let options: PlaygroundOptions
    do throws(PlaygroundOptions.Invalid) {
      switch try PlaygroundOptions.parse(arguments.dropFirst()) {
      case .help:
        print(PlaygroundOptions.usage)
        return 0
      case .run(let parsed):
        options = parsed
      }
    } catch {
      return fail("\(error)", status: 2)
    }
    let publicDirectory = options.resolvedPublicDirectory(executablePath: arguments.first ?? "")
    if publicDirectory == nil, let given = options.publicDirectory {
      return fail("no page folder at \(given)")
    }
    let lessons: (lessons: [Lesson], note: String)
    do throws(LessonError) {
      lessons = try Self.lessons(options, executablePath: arguments.first ?? "")
    } catch {
      return fail("cannot serve this lesson: \(error)")
    }
    return serve(options, publicDirectory: publicDirectory, lessons: lessons)
  }

  private static func serve(
    _ options: PlaygroundOptions, publicDirectory: String?, lessons: (lessons: [Lesson], note: String)
  ) -> Int32 {
    var configuration = Configuration()
    configuration.host = options.host
    configuration.port = options.port
    configuration.accessLog = options.accessLog
    configuration.connectionLimit = options.connectionLimit
    configuration.frameOrigins = options.embedOrigins
    let sharing = options.isShared ? ShareSettings(publicHosts: options.publicHosts) : nil
    sharing?.apply(to: &configuration)
    // The child that runs a write that would trap is this very program, started again.
    let trap = TrapSettings(
      executable: "/proc/self/exe", timeLimit: options.trapTimeLimit, perMinute: options.trapRateLimit)
    let app = PlaygroundApp(
      maxSubscribers: options.maxSubscribers, presenterToken: sharing?.token, lessons: lessons.lessons, trap: trap)
    var router = app.makeRouter(publicDirectory: publicDirectory)
    if publicDirectory != nil { EmbedPages.register(on: &router) }
    do {
      try Server.run(router: router, configuration: configuration) { server in
        let host = ShareSettings.urlHost(options.host)
        var banner =
          sharing?.banner(boundHost: options.host, port: server.port)
          ?? "Binding playground: http://\(host):\(server.port)/\n"
        if publicDirectory == nil { banner += "(no Public/ folder found: serving the JSON API only)\n" }
        banner += "  (\(lessons.note))\n"
        if !options.embedOrigins.isEmpty {
          banner +=
            "  (embeds: http://\(host):\(server.port)/embed/progress may be framed by "
            + options.embedOrigins.map(\.text).joined(separator: ", ") + ")\n"
        }
        // Unbuffered, so a script reading the URL from a pipe sees it at once. Folder names and
        // public hosts are the command line's, so they are escaped like everything printed.
        FileHandle.standardOutput.write(Data(TerminalText.escaped(banner, keepingLineBreaks: true).utf8))
      }
      return 0
    } catch ServerError.bindFailed(let host, let port, let reason) {
      return fail("cannot listen on \(host):\(port) (\(reason)); is another playground running? Try --port \(port + 1)")
    } catch {
      return fail("\(error)")
    }
  }

  /// Prints `message` as one line on standard error, escaped (it may name a file or quote a
  /// lesson's text), and returns `status`.
  static func fail(_ message: String, status: Int32 = 1) -> Int32 {
    FileHandle.standardError.write(Data("keypath-playground: \(TerminalText.escaped(message))\n".utf8))
    return status
  }
}

/// The pages a course page shows in an iframe: `/embed/{scene}` shows one scene, and
/// `/embed/lab#def=…` one lab chain from the lab's permalink. Every one is `Public/embed.html`,
/// which reads the address; an unknown scene gets the same page with `404`, and the page says
/// which scenes there are.
///
/// Only these pages may be framed, and only by the origins given with `--embed-origin`
/// (``PlaygroundOptions/embedOrigins``).
@available(SwiftStdlib 6.2, *)
enum EmbedPages {
  /// The route of every embed page.
  static let pattern = "/embed/:name"
  /// The one file they all are.
  static let file = "/embed.html"
  /// The name of the lab's embed, beside the scenes' ids (no scene is called `lab`).
  static let lab = "lab"

  /// The names an embed page exists for: every scene's id, and ``lab``.
  static let names: Set<String> = Set(SceneList.ids + [lab])

  /// Adds the embed pages to a router that serves the page's files.
  static func register(on router: inout Router) {
    router.page(pattern, file: file, embeddable: true) { request in
      names.contains(request.parameters["name"] ?? "")
    }
  }
}

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
