import Bindings
import KeyPathMapping

/// A step's key path, as its form makes it.
@available(SwiftStdlib 6.2, *)
enum LabComponent<In, Out> {
  case writable(WritableKeyPath<In, Out>)
  case readOnly(KeyPath<In, Out>)
}

/// One step of a chain through a key path, its input and output types known.
///
/// It holds how to make the step's mapping, not the mapping: mappings with hooks
/// (`.parsed(onRejection: context.reject)`, `.onDidSet { … haptics.impact() }`) are made anew for
/// every write, with that write's ``LabWriteContext``, exactly as a scene's render makes them.
@available(SwiftStdlib 6.2, *)
struct LabPathStep<In: LabValue, Out: LabValue>: Sendable {
  let form: LabForm
  /// The subscript as Swift code, such as `[convert: .to(Double.self)]`.
  let code: String
  /// The conversion alone, such as `.to(Double.self)`: what a `.concat` takes as a stage.
  let conversionCode: String?
  let makeComponent: @Sendable (LabWriteContext) -> LabComponent<In, Out>
  let makeConversion: (@Sendable (LabWriteContext) -> KeyPathMapper<In>.MutatingConversionTo<Out>)?
  /// Why the step cannot read a value without trapping (`.unsafeIndex` out of range), or `nil`
  /// when it can; `nil` for a step that reads every value.
  let refusal: (@Sendable (In) -> String?)?

  /// A conversion, applied as `[convert: conversion]`.
  static func conversion(
    _ code: String, refusal: (@Sendable (In) -> String?)? = nil,
    _ make: @escaping @Sendable (LabWriteContext) -> KeyPathMapper<In>.MutatingConversionTo<Out>
  ) -> LabPathStep {
    LabPathStep(
      form: .convert, code: "[convert: \(code)]", conversionCode: code,
      makeComponent: { .writable(\In.[convert: make($0)]) }, makeConversion: make, refusal: refusal)
  }

  /// A step in another form, whose key path `make` builds.
  static func path(
    _ form: LabForm, _ code: String, refusal: (@Sendable (In) -> String?)? = nil,
    _ make: @escaping @Sendable (LabWriteContext) -> LabComponent<In, Out>
  ) -> LabPathStep {
    LabPathStep(form: form, code: code, conversionCode: nil, makeComponent: make, makeConversion: nil, refusal: refusal)
  }
}

/// Why a chain cannot be built over its root as it is now.
@available(SwiftStdlib 6.2, *)
struct LabBuildError: Error {
  /// The step's position, from 1.
  var step: Int
  var message: String
}

/// A ``LabPathStep`` with its types erased, as a definition holds it.
///
/// Each requirement opens the types again: the chain hands the step the typed cursor it has
/// reached, and the step checks that its input is the cursor's member type, which the
/// definition's validation established.
@available(SwiftStdlib 6.2, *)
protocol AnyLabPathStep: Sendable {
  var inputType: any LabValue.Type { get }
  var outputType: any LabValue.Type { get }
  var form: LabForm { get }
  var code: String { get }
  var conversionCode: String? { get }

  /// The chain one step further: the binding derived through this step's key path, and the key
  /// path from the root extended when the cursor keeps one. A `recorder` that checks laws gets
  /// this step's round-trip check.
  func advance<Root: LabValue, Member: LabValue>(
    _ cursor: LabCursor<Root, Member>, step: Int, context: LabWriteContext, recorder: LabBuildRecorder?
  ) throws(LabBuildError) -> any LabChainEnd

  /// This conversion as the first stage of a `.concat`.
  func firstStage(context: LabWriteContext) throws(LabBuildError) -> any LabConversionChain

  /// `chain` followed by this conversion, as the next stage of a `.concat`.
  func stage<Root: LabValue, Member: LabValue>(
    after chain: KeyPathMapper<Root>.MutatingConversionTo<Member>, context: LabWriteContext
  ) throws(LabBuildError) -> any LabConversionChain

  /// A `.concat` of `stages` (this step first), as one step.
  func concatenation(of stages: [any AnyLabPathStep]) -> any AnyLabPathStep

  /// The `.concat` step from `Root` through `stages` to this step's output (this step last).
  func concatenation<Root: LabValue>(from root: Root.Type, of stages: [any AnyLabPathStep]) -> any AnyLabPathStep
}

@available(SwiftStdlib 6.2, *)
extension LabPathStep: AnyLabPathStep {
  var inputType: any LabValue.Type { In.self }
  var outputType: any LabValue.Type { Out.self }

  func advance<Root: LabValue, Member: LabValue>(
    _ cursor: LabCursor<Root, Member>, step: Int, context: LabWriteContext, recorder: LabBuildRecorder?
  ) throws(LabBuildError) -> any LabChainEnd {
    guard let cursor = cursor as? LabCursor<Root, In> else {
      throw LabBuildError(step: step, message: "expects a \(In.typeName), got a \(Member.typeName)")
    }
    if let refusal, recorder?.readsValues ?? true, let reason = refusal(cursor.binding.wrappedValue) {
      throw LabBuildError(step: step, message: reason)
    }
    let component = makeComponent(context)
    if let recorder, recorder.checksLaws {
      recorder.stepLaws.append(
        lawCheck(
          component, step: step, reached: cursor.binding.wrappedValue,
          counterexampleLimit: recorder.counterexampleLimit))
    }
    return cursor.appending(component, refusal: refusal)
  }

  func firstStage(context: LabWriteContext) throws(LabBuildError) -> any LabConversionChain {
    guard let makeConversion else { throw LabBuildError(step: 0, message: "\(code) is not a conversion") }
    return TypedConversionChain(conversion: makeConversion(context))
  }

  func stage<Root: LabValue, Member: LabValue>(
    after chain: KeyPathMapper<Root>.MutatingConversionTo<Member>, context: LabWriteContext
  ) throws(LabBuildError) -> any LabConversionChain {
    guard let makeConversion, let chain = chain as? KeyPathMapper<Root>.MutatingConversionTo<In> else {
      throw LabBuildError(step: 0, message: "\(code) cannot follow a stage that gives a \(Member.typeName)")
    }
    return TypedConversionChain(conversion: chain.appending(makeConversion(context)))
  }

  func concatenation(of stages: [any AnyLabPathStep]) -> any AnyLabPathStep {
    (stages.last ?? self).concatenation(from: In.self, of: stages)
  }

  func concatenation<Root: LabValue>(from root: Root.Type, of stages: [any AnyLabPathStep]) -> any AnyLabPathStep {
    let code = ".concat(" + stages.compactMap(\.conversionCode).joined(separator: ", ") + ")"
    // `.concat(a, b, c)` is `a.appending(b).appending(c)` in the library; folding the stages
    // the same way makes the same mapping, identity included, for any number of stages.
    return LabPathStep<Root, Out>.conversion(code) { context in
      do throws(LabBuildError) {
        var chain = try stages[0].firstStage(context: context)
        for stage in stages.dropFirst() { chain = try chain.appending(stage, context: context) }
        guard let typed = chain as? TypedConversionChain<Root, Out> else { throw LabBuildError(step: 0, message: code) }
        return typed.conversion
      } catch {
        // The stages were checked to follow one another when the definition was read.
        preconditionFailure("a .concat whose stages do not fit: \(error.message)")
      }
    }
  }
}

/// A `.concat` being folded: the conversion from its first stage's input so far.
@available(SwiftStdlib 6.2, *)
protocol LabConversionChain {
  func appending(_ stage: any AnyLabPathStep, context: LabWriteContext) throws(LabBuildError) -> any LabConversionChain
}

@available(SwiftStdlib 6.2, *)
struct TypedConversionChain<Root: LabValue, Member: LabValue>: LabConversionChain {
  let conversion: KeyPathMapper<Root>.MutatingConversionTo<Member>

  func appending(_ stage: any AnyLabPathStep, context: LabWriteContext) throws(LabBuildError) -> any LabConversionChain
  {
    try stage.stage(after: conversion, context: context)
  }
}
