// Measures KeyPathMapping's hot paths against hand-written floors in the same run.
//
//   swift run -c release mapping-benchmarks            # the table
//   swift run -c release mapping-benchmarks direct N   # only N direct accesses (for valgrind)
//
// Workloads for valgrind alone: direct, binding, derived, keypath (the table's rows) and handed
// (derive from a binding handed to a function, then write), each also as <name>-floor.
import KeyPathMapping

if #available(SwiftStdlib 6.0, *) {
  let arguments = CommandLine.arguments.dropFirst()
  if let mode = arguments.first {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    AllocationProbe.run(mode: mode, iterations: count)
  } else {
    print("| measurement | KeyPathMapping ns/op | floor ns/op | ratio |")
    print("|---|---:|---:|---:|")
    for measurement in Measurement.all {
      measurement.report()
    }
  }
} else {
  fatalError("the benchmarks need the Swift 6.0 runtime")
}
