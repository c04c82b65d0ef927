// swift-tools-version: 6.2
// 6.2: the HTTP server reads bytes through `Span` and states `SendableMetatype`.
import PackageDescription

// No platforms: an app on SwiftUI's own floors (iOS 13, macOS 10.15, tvOS 13, watchOS 6,
// visionOS 1) adds KeyPathMapping, which needs nothing newer (scripts/check-availability checks it).
// What needs a newer runtime says so itself, through these macros: `@available(SwiftStdlib 6.0, *)`.
let availabilityMacros: [SwiftSetting] = [
  // `Mutex` (Synchronization): Bindings.
  "SwiftStdlib 6.0:macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0",
  // `String.UTF8View.span`: JSON, the HTTP server and the playground built on them.
  "SwiftStdlib 6.2:macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0",
].map { .enableExperimentalFeature("AvailabilityMacro=\($0)") }

let package = Package(
  name: "swift-keypath-mapping",
  products: [
    .library(name: "KeyPathMapping", targets: ["KeyPathMapping"]),
    .library(name: "KeyPathMappingTesting", targets: ["KeyPathMappingTesting"]),
    // SwiftUI's binding semantics for Linux; in an app, SwiftUI's own types are the ones to use.
    .library(name: "Bindings", targets: ["Bindings"]),
    .executable(name: "keypath-playground", targets: ["keypath-playground"]),
    // Finds Binding(get:set:) in an app and says which mapping keeps its transaction.
    .executable(name: "keypath-mapping-advisor", targets: ["keypath-mapping-advisor"]),
    .plugin(name: "suggest-mappings", targets: ["SuggestMappings"]),
  ],
  traits: [
    .trait(
      name: "PredefinedConversions",
      description:
        "Predefined mappings: .optional, .safeIndex, .unwrapped(with:), numeric .to(_:), parsing and membership."
    ),
    .default(enabledTraits: ["PredefinedConversions"]),
  ],
  targets: [
    // The library and its test support.
    .target(name: "KeyPathMapping"),
    .target(name: "KeyPathMappingTesting", dependencies: ["KeyPathMapping"]),

    // SwiftUI's binding semantics on Linux.
    .target(name: "Bindings"),

    // JSON values, their strict parser and writer, and a Codable bridge: standard library only.
    .target(name: "JSON"),

    // The HTTP server: libmicrohttpd and its Swift API. A plain C target, not a system library
    // found through pkg-config: resolving the package then looks nothing up, and only a build of
    // the server needs libmicrohttpd (Debian: libmicrohttpd-dev; macOS: Homebrew's libmicrohttpd).
    .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("microhttpd")]),
    .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "JSON"]),
    .target(name: "HTTPTestSupport", dependencies: ["HTTPServer"], path: "Tests/Support/HTTPTestSupport"),

    // The playground: its domain (scenes, the journal, the lab, lessons) knows nothing of HTTP;
    // the server module gives it routes, an OpenAPI document, sharing and a command line.
    .target(
      name: "Playground", dependencies: ["KeyPathMapping", "KeyPathMappingTesting", "Bindings", "JSON"],
      // The rows scene's closure traps in a child process, and its answer is the runtime's message
      // ("Fatal error: Index out of range"). An optimized build drops a failed precondition's
      // message unless the module keeps debug assertions; this module's own checks are the only
      // other thing the setting turns on.
      swiftSettings: [.unsafeFlags(["-assert-config", "Debug"])]),
    .target(name: "PlaygroundServer", dependencies: ["Playground", "Bindings", "JSON", "HTTPServer"]),
    .executableTarget(name: "keypath-playground", dependencies: ["PlaygroundServer"]),
    // The playground with a scene added in one file and one line, as AddingAScene.md shows;
    // no product, so only this package's tests build it.
    .executableTarget(
      name: "added-scene", dependencies: ["PlaygroundServer", "Playground", "Bindings", "JSON", "KeyPathMapping"],
      path: "Tests/Fixtures/AddedScene"),

    // The advisor: parses with the developer's own compiler (`swiftc -dump-parse`), standard
    // library and Foundation only, so an app's machine builds it without fetching anything.
    .target(name: "KeyPathMappingAdvisor"),
    .executableTarget(name: "keypath-mapping-advisor", dependencies: ["KeyPathMappingAdvisor"]),
    .plugin(
      name: "SuggestMappings",
      capability: .command(
        intent: .custom(verb: "suggest-mappings", description: "Find Binding(get:set:) and suggest key-path mappings"),
        permissions: []),
      dependencies: ["keypath-mapping-advisor"]),

    // Benchmarks (run in release builds by scripts/benchmark-*).
    .executableTarget(
      name: "mapping-benchmarks",
      dependencies: ["KeyPathMapping", "Bindings"],
      path: "Benchmarks/MappingBenchmarks"
    ),
    .executableTarget(
      name: "costs-benchmarks",
      dependencies: ["Playground"],
      path: "Benchmarks/CostsBenchmarks"
    ),
    .executableTarget(
      name: "http-bench-server",
      dependencies: ["HTTPServer", "JSON"],
      path: "Benchmarks/HTTPBenchServer"
    ),

    .testTarget(name: "KeyPathMappingTests", dependencies: ["KeyPathMapping", "KeyPathMappingTesting"]),
    // The published package's public API, spelled as its users spell it.
    .testTarget(name: "PublishedAPITests", dependencies: ["KeyPathMapping"]),
    .testTarget(name: "BindingsTests", dependencies: ["Bindings", "KeyPathMapping", "KeyPathMappingTesting"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    // The advisor's rules are checked against the library they suggest.
    .testTarget(
      name: "KeyPathMappingAdvisorTests", dependencies: ["KeyPathMappingAdvisor", "KeyPathMapping"], exclude: ["Corpus"]
    ),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "JSON", "HTTPTestSupport"]),
    // The domain's tests open no socket; the server's talk to it over real ones.
    .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "JSON", "KeyPathMapping", "Bindings"]),
    .testTarget(
      name: "PlaygroundServerTests",
      dependencies: [
        "PlaygroundServer", "Playground", "JSON", "HTTPServer", "HTTPTestSupport", "KeyPathMapping", "Bindings",
      ]
    ),
  ]
)

// One place for settings every Swift target shares.
for target in package.targets where target.name != "CMicroHTTPD" && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + availabilityMacros + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
