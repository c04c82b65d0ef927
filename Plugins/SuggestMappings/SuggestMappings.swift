import Foundation
import PackagePlugin

/// `swift package suggest-mappings [--format json] [--explain] [--target NAME]...`: runs
/// keypath-mapping-advisor over the package's Swift source targets (or the named ones) and
/// passes every other argument on. Xcode lists it in the package's plugin menu.
@main
struct SuggestMappings: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    let targets = try named.isEmpty ? context.package.targets : context.package.targets(named: named)
    let folders = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map(\.directoryURL.path)
    let advisor = try context.tool(named: "keypath-mapping-advisor")
    let process = Process()
    process.executableURL = advisor.url
    process.arguments = extractor.remainingArguments + folders
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("keypath-mapping-advisor exited with status \(process.terminationStatus)")
    }
  }
}
