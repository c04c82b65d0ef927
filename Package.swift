// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-keypath-mapping",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "KeyPathMapping", targets: ["KeyPathMapping"]),
    .library(name: "KeyPathMappingTesting", targets: ["KeyPathMappingTesting"]),
    .library(name: "Bindings", targets: ["Bindings"]),
    .library(name: "JSON", targets: ["JSON"]),
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
    .executable(name: "keypath-playground", targets: ["keypath-playground"]),
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

    // The HTTP server: libmicrohttpd and its Swift API.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
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
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
