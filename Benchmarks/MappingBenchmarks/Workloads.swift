// The workloads of issue 2 plus the derive-and-write row, each written twice: through KeyPathMapping and through the floor.
import Bindings
import KeyPathMapping

@available(SwiftStdlib 6.0, *)
enum Workloads {
  /// `value[convert: .to(Double.self)]` read and write, directly on a `Float`.
  @inline(never)
  static func directMapped(_ iterations: Int) {
    var value: Float = 0.5
    for index in 0..<iterations {
      let read = value[convert: .to(Double.self)]
      value[convert: .to(Double.self)] = read + Double(index & 1)
      keepOpaque(&value)
    }
    blackHole(value)
  }

  @inline(never)
  static func directFloor(_ iterations: Int) {
    var value: Float = 0.5
    for index in 0..<iterations {
      let read = value[floorConvert: FloorToken()]
      value[floorConvert: FloorToken()] = read + Double(index & 1)
      keepOpaque(&value)
    }
    blackHole(value)
  }

  /// Read and write through a `Bindings.Binding` derived once by key path from a `State`. The
  /// state keeps no history, so a write costs its commit and not the growth of a record.
  @inline(never)
  static func bindingMapped(_ iterations: Int) {
    let state = State(wrappedValue: Float(0.5), historyLimit: 0)
    let binding = state.projectedValue[convert: .to(Double.self)]
    for index in 0..<iterations {
      binding.wrappedValue = binding.wrappedValue + Double(index & 1)
    }
    blackHole(state.wrappedValue)
  }

  @inline(never)
  static func bindingFloor(_ iterations: Int) {
    let state = State(wrappedValue: Float(0.5), historyLimit: 0)
    let binding = state.projectedValue[floorConvert: FloorToken()]
    for index in 0..<iterations {
      binding.wrappedValue = binding.wrappedValue + Double(index & 1)
    }
    blackHole(state.wrappedValue)
  }

  /// A view body's write: derive the binding through the mapping with an animation, write it.
  /// Builds the key path and commits a transaction on every iteration.
  @inline(never)
  static func derivedMapped(_ iterations: Int) {
    let state = State(wrappedValue: Float(0.5), historyLimit: 0)
    for index in 0..<iterations {
      state.projectedValue[convert: .to(Double.self)].animation(.easeInOut).wrappedValue = Double(index & 1)
    }
    blackHole(state.wrappedValue)
  }

  @inline(never)
  static func derivedFloor(_ iterations: Int) {
    let state = State(wrappedValue: Float(0.5), historyLimit: 0)
    for index in 0..<iterations {
      state.projectedValue[floorConvert: FloorToken()].animation(.easeInOut).wrappedValue = Double(index & 1)
    }
    blackHole(state.wrappedValue)
  }

  /// A child view's write: derive the binding from one handed in (its `@Binding`), then write.
  /// Unlike the derive row, the derivation cannot see which location the binding holds.
  @inline(never)
  static func handedMapped(_ iterations: Int) { writeHanded(iterations, through: childMapped) }

  @inline(never)
  static func childMapped(_ binding: Binding<Float>, _ value: Double) {
    binding[convert: .to(Double.self)].animation(.easeInOut).wrappedValue = value
  }

  @inline(never)
  static func handedFloor(_ iterations: Int) { writeHanded(iterations, through: childFloor) }

  @inline(never)
  static func childFloor(_ binding: Binding<Float>, _ value: Double) {
    binding[floorConvert: FloorToken()].animation(.easeInOut).wrappedValue = value
  }

  /// Hands a state's binding to `child` `iterations` times, as a parent view would.
  private static func writeHanded(_ iterations: Int, through child: (Binding<Float>, Double) -> Void) {
    let state = State(wrappedValue: Float(0.5), historyLimit: 0)
    for index in 0..<iterations { child(state.projectedValue, Double(index & 1)) }
    blackHole(state.wrappedValue)
  }

  /// What every view-body re-evaluation pays: build the key path and hash it.
  @inline(never)
  static func keyPathMapped(_ iterations: Int) {
    var hasher = Hasher()
    for _ in 0..<iterations {
      hasher.combine(\Float.[convert: .to(Double.self)])
    }
    blackHole(hasher.finalize())
  }

  @inline(never)
  static func keyPathFloor(_ iterations: Int) {
    var hasher = Hasher()
    for _ in 0..<iterations {
      hasher.combine(\Float.[floorConvert: FloorToken()])
    }
    blackHole(hasher.finalize())
  }
}

@available(SwiftStdlib 6.0, *)
extension Measurement {
  static let all = [
    Measurement(
      name: "direct `value[convert: .to(Double.self)]` read+write", iterations: 5_000_000,
      mapped: Workloads.directMapped, floor: Workloads.directFloor),
    Measurement(
      name: "binding `$value[convert: .to(Double.self)]` read+write", iterations: 2_000_000,
      mapped: Workloads.bindingMapped, floor: Workloads.bindingFloor),
    Measurement(
      name: "derive `$value[convert: .to(Double.self)].animation(.easeInOut)` + write", iterations: 500_000,
      mapped: Workloads.derivedMapped, floor: Workloads.derivedFloor),
    Measurement(
      name: "key path `\\Float.[convert: .to(Double.self)]` build+hash", iterations: 1_000_000,
      mapped: Workloads.keyPathMapped, floor: Workloads.keyPathFloor),
  ]
}

@available(SwiftStdlib 6.0, *)
enum AllocationProbe {
  /// Runs one workload alone, so a heap profiler can count its allocations per iteration.
  static func run(mode: String, iterations: Int) {
    switch mode {
    case "direct": Workloads.directMapped(iterations)
    case "direct-floor": Workloads.directFloor(iterations)
    case "binding": Workloads.bindingMapped(iterations)
    case "binding-floor": Workloads.bindingFloor(iterations)
    case "derived": Workloads.derivedMapped(iterations)
    case "derived-floor": Workloads.derivedFloor(iterations)
    case "handed": Workloads.handedMapped(iterations)
    case "handed-floor": Workloads.handedFloor(iterations)
    case "keypath": Workloads.keyPathMapped(iterations)
    case "keypath-floor": Workloads.keyPathFloor(iterations)
    default: print("unknown mode \(mode)")
    }
  }
}
