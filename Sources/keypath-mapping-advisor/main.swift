import Foundation
import KeyPathMappingAdvisor

// keypath-mapping-advisor: finds every Binding(get:set:) and says which mapping keeps its
// transaction. Everything but reading the process's arguments lives in KeyPathMappingAdvisor.
let status = await CommandLineTool.run(
  Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
