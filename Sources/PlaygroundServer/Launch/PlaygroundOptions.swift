public import HTTPServer
public import Playground

/// The command line of `keypath-playground`.
///
/// ```swift
/// try PlaygroundOptions.parse(["--port", "9000"])
/// // .run(PlaygroundOptions(host: "127.0.0.1", port: 9000, publicDirectory: nil))
/// try PlaygroundOptions.parse(["--help"])          // .help
/// try PlaygroundOptions.parse(["--port", "http"])  // throws: --port needs a number from 0 to 65535
/// ```
@available(SwiftStdlib 6.2, *)
public struct PlaygroundOptions: Equatable, Sendable {
  /// What the command line asks for.
  public enum Command: Equatable, Sendable {
    /// Serve the playground.
    case run(PlaygroundOptions)
    /// Print ``PlaygroundOptions/usage`` and exit.
    case help
  }

  /// A command line that cannot be understood; its description is a one-line message.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    /// The message, without the program name.
    public var description: String
  }

  /// The address to listen on: loopback unless asked otherwise.
  public var host: String
  /// The TCP port; 0 picks a free one.
  public var port: Int
  /// The folder holding the page (`index.html`), or `nil` to look for `Public/`.
  public var publicDirectory: String?
  /// `--share`: serve a room read-only, writes need the presenter's token (see ``isShared``).
  public var share: Bool
  /// `--public-host`: extra names viewers may reach the server by (a DNS name, a proxy).
  public var publicHosts: [String]
  /// `--access-log`: one line per request on standard error.
  public var accessLog: Bool
  /// `--lessons`: a folder of a teacher's own lesson files, served after the shipped ones.
  public var lessonsDirectory: String?
  /// `--max-subscribers`: how many `/api/events` streams (one per open page) may listen at once;
  /// 1,000 by default. The server then holds four connections per subscriber, at least 4,096
  /// (see ``connectionLimit``).
  public var maxSubscribers: Int
  /// `--embed-origin`: the sites whose pages may show `/embed/…` in a frame; none by default,
  /// and the other pages refuse framing whatever this holds.
  public var embedOrigins: [FrameOrigin]
  /// `--trap-time-limit`: how long the child process running a write that would trap may run
  /// before it is killed; 2 seconds by default.
  public var trapTimeLimit: Duration
  /// `--trap-rate-limit`: how many writes that would trap may run in a child process in any
  /// minute; 30 by default.
  public var trapRateLimit: Int

  /// The time limits `--trap-time-limit` accepts, in seconds.
  public static let trapTimeLimitRange = 0.001...60.0
  /// The rate limits `--trap-rate-limit` accepts, per minute.
  public static let trapRateLimitRange = 1...100_000

  /// The most subscribers `--max-subscribers` accepts.
  public static let subscriberRange = 1...10_000

  /// The connections the server holds: four per subscriber (its stream, its page's requests,
  /// reloads and scripts), and never fewer than `Configuration`'s default.
  public var connectionLimit: Int { max(Configuration().connectionLimit, 4 * maxSubscribers) }

  /// Creates options; the defaults are the ones the README uses.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, publicDirectory: String? = nil, share: Bool = false,
    publicHosts: [String] = [], accessLog: Bool = false, lessonsDirectory: String? = nil, maxSubscribers: Int = 1000,
    embedOrigins: [FrameOrigin] = [], trapTimeLimit: Duration = TrapSettings.defaultTimeLimit,
    trapRateLimit: Int = TrapSettings.defaultPerMinute
  ) {
    self.trapTimeLimit = trapTimeLimit
    self.trapRateLimit = trapRateLimit
    self.host = host
    self.port = port
    self.publicDirectory = publicDirectory
    self.share = share
    self.publicHosts = publicHosts
    self.accessLog = accessLog
    self.lessonsDirectory = lessonsDirectory
    self.maxSubscribers = maxSubscribers
    self.embedOrigins = embedOrigins
  }

  /// The text `--help` prints.
  public static let usage = """
    usage: keypath-playground [--share] [--host ADDRESS] [--port N] [--public DIR]
                              [--lessons DIR] [--public-host NAME]... [--access-log]
                              [--max-subscribers N] [--embed-origin ORIGIN]...
                              [--trap-time-limit SECONDS] [--trap-rate-limit N]

    Serves the binding playground: a page and a JSON API that write values through
    KeyPathMapping bindings and their Binding(get:set:) twins, and report what each kept.

      --host ADDRESS  address to listen on (default 127.0.0.1)
      --port N        port, 0 for any free one (default 8080)
      --public DIR    folder with the page (default: Public/ beside the package)
      --lessons DIR   a folder of your own lesson files (*.json), listed after the
                      shipped ones; one with a shipped lesson's id replaces it
      --share         present to a room: listen on all interfaces (or --host), print
                      viewer URLs and one presenter URL; only the presenter can write
      --public-host NAME  another name viewers use to reach it (repeatable; with --share)
      --access-log    one line per request on standard error
      --max-subscribers N  open pages that may follow live at once (default 1000;
                      one more gets 503); the server holds four connections per
                      page, at least 4096, and raises its open-file limit to fit
      --embed-origin ORIGIN  a site whose pages may show /embed/SCENE in an
                      iframe, e.g. https://course.example (repeatable; scheme,
                      host and port only); without it no site may frame a page
      --trap-time-limit SECONDS  how long a write that would crash the app
                      may take, from its request to the end of the child process
                      that runs it, before the child is killed and the write
                      answered 504 (default 2; from 0.001 to 60)
      --trap-rate-limit N  how many such writes may run in any minute (default 30;
                      one more gets 429 with Retry-After)
      --help          print this text
    """

  /// Reads the arguments that follow the program name.
  ///
  /// - Parameter arguments: Flags and their values; `--flag value` and `--flag=value` both work.
  /// - Returns: What to do.
  /// - Throws: ``Invalid`` for an unknown flag, a missing value or a bad port.
  public static func parse(_ arguments: some Sequence<String>) throws(Invalid) -> Command {
    var options = PlaygroundOptions()
    var hostGiven = false
    var remaining = Array(arguments)[...]
    while let argument = remaining.popFirst() {
      let (flag, inlineValue) = split(argument)
      func value() throws(Invalid) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw Invalid(description: "\(flag) needs a value")
        }
        return next
      }
      switch flag {
      case "--help", "-h": return .help
      case "--host": (options.host, hostGiven) = (try value(), true)
      case "--share": options.share = true
      case "--public-host": options.publicHosts.append(try value())
      case "--access-log": options.accessLog = true
      case "--public": options.publicDirectory = try value()
      case "--lessons": options.lessonsDirectory = try value()
      case "--embed-origin":
        let text = try value()
        do throws(FrameOrigin.Invalid) {
          options.embedOrigins.append(try FrameOrigin(text))
        } catch {
          throw Invalid(description: "--embed-origin: \(error)")
        }
      case "--max-subscribers":
        guard let count = Int(try value()), subscriberRange.contains(count) else {
          throw Invalid(description: "--max-subscribers needs a number from 1 to \(subscriberRange.upperBound)")
        }
        options.maxSubscribers = count
      case "--trap-time-limit":
        guard let seconds = Double(try value()), trapTimeLimitRange.contains(seconds) else {
          throw Invalid(description: "--trap-time-limit needs a number of seconds from 0.001 to 60")
        }
        options.trapTimeLimit = .milliseconds(Int((seconds * 1000).rounded()))
      case "--trap-rate-limit":
        guard let count = Int(try value()), trapRateLimitRange.contains(count) else {
          throw Invalid(description: "--trap-rate-limit needs a number from 1 to \(trapRateLimitRange.upperBound)")
        }
        options.trapRateLimit = count
      case "--port":
        guard let port = Int(try value()), (0...65535).contains(port) else {
          throw Invalid(description: "--port needs a number from 0 to 65535")
        }
        options.port = port
      default: throw Invalid(description: "unknown argument \(argument) (see --help)")
      }
    }
    if options.share && !hostGiven { options.host = "0.0.0.0" }
    guard options.publicHosts.isEmpty || options.isShared else {
      throw Invalid(description: "--public-host needs --share")
    }
    return .run(options)
  }

  private static func split(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
