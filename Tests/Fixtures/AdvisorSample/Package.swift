// swift-tools-version: 6.2
// An app's package that adds swift-keypath-mapping, for scripts/test.d/60-advisor: it runs
// `swift package suggest-mappings` here. The app's own code is only parsed, never built.
import PackageDescription

let package = Package(
  name: "AdvisorSample",
  dependencies: [.package(name: "swift-keypath-mapping", path: "../../..")],
  targets: [.target(name: "SampleApp")]
)
