import Bindings
import JSON

/// One `@Test` of an exported file: a scene's or a lab binding's root, its bindings, and its
/// entries replayed in order with what the playground showed of each.
@available(SwiftStdlib 6.2, *)
struct SwiftTestFunction {
  let subject: ExportSubject
  /// The root before the first entry; `nil` for the playground's starting value.
  let start: JSONValue?
  let steps: [ExportStep]

  /// The function's source, indented to sit in the suite.
  var source: String {
    get throws(SwiftTestWriterError) {
      var lines = try header()
      for step in steps {
        lines.append("")
        switch step {
        case .write(let write): lines += try self.write(write)
        case .rejection(let rejection): lines += try self.rejection(rejection)
        case .trap(let trap): lines += try self.trap(trap)
        case .rootChange(let change): lines += try rootChange(change)
        }
      }
      let body = lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
      // An exit test is awaited.
      let effects = steps.contains { if case .trap = $0 { true } else { false } } ? "async throws" : "throws"
      return """
          @Test(\(SwiftLiteral.text("\(subject.id): \(span)", as: .literal)))
          func \(functionName)() \(effects) {
        \(body)
          }
        """
    }
  }

  /// `#1–#6`, the sequence numbers of the entries replayed.
  private var span: String {
    let numbers = steps.compactMap { step -> Int? in
      switch step {
      case .write(let write): write.sequence
      case .rootChange(let change): change.sequence
      case .rejection, .trap: nil
      }
    }
    guard let first = numbers.first, let last = numbers.last else { return "\(steps.count) writes" }
    return first == last ? "#\(first)" : "#\(first)–#\(last)"
  }

  /// `progress` for a scene, `lab3` for `lab-3`.
  private var functionName: String {
    let letters = subject.id.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return letters.first?.isLetter == true ? letters : "subject" + letters
  }

  private var usedBindings: [ExportSubject.BindingCode] {
    subject.bindings.filter { binding in
      steps.contains { step in
        switch step {
        case .write(let write): write.binding == binding.id
        case .rejection(let rejection): rejection.binding == binding.id
        case .trap(let trap): trap.binding == binding.id
        case .rootChange: false
        }
      }
    }
  }

  /// The root, the write context, a function per binding, and whether each keeps its identity.
  private func header() throws(SwiftTestWriterError) -> [String] {
    let startValue = try value(start ?? subject.start, subject.rootType, "the starting root")
    var lines = ["@State var \(subject.rootName): \(subject.rootType.name) = \(startValue.swiftSource)"]
    let bindings = usedBindings
    guard !bindings.isEmpty else { return lines }
    lines.append("let context = WriteContext()")
    for member in subject.contextMembers where bindings.contains(where: { $0.expression.contains(member) }) {
      lines.append("let \(member) = context.\(member)")
    }
    lines.append("")
    lines.append(SwiftLiteral.text("Each call derives the binding afresh, as a view's body does.", as: .comment))
    for binding in bindings {
      lines.append("func \(binding.name)() -> Binding<\(binding.valueType.name)> { \(binding.expression) }")
    }
    lines.append("")
    lines.append(
      SwiftLiteral.text(
        "A binding derived through key paths is the same binding every time; one built from closures is new.",
        as: .comment))
    for binding in bindings {
      lines.append(
        "#expect(\(binding.name)().identity \(binding.keepsIdentity ? "==" : "!=") \(binding.name)().identity)")
    }
    return lines
  }

  private func write(_ write: ExportStep.Write) throws(SwiftTestWriterError) -> [String] {
    let binding = try subject.binding(write.binding)
    let at = write.sequence.map { "#\($0)" } ?? write.binding
    let written = try value(write.written, binding.valueType, "\(at): value.written")
    var comment = "\(at): \(binding.id) = \(written.swiftSource)"
    if let ambient = write.ambient { comment += " inside \(try ambientCall(ambient, write: write).call)" }
    if write.animationRequested {
      comment += write.animationPreserved ? "; the root commits the animation" : "; the animation is lost on the way"
    }
    var lines = [SwiftLiteral.text(comment, as: .comment), "do {", "  context.startWrite()"]
    let assignment = try assignmentLines(binding, written, ambient: write.ambient, write: write)
    let root = "_\(subject.rootName)"
    if let committed = write.committed {
      let transaction = try decodeTransaction(committed, "\(at): transaction.committed")
      lines.append("  let committed = try #require(transactionCommitted(to: \(root)) {")
      lines += assignment.map { "    " + $0 }
      lines.append("  })")
      lines.append("  #expect(committed.animation == \(SwiftLiteral.animation(transaction.animation)))")
      lines.append("  #expect(committed.disablesAnimations == \(SwiftLiteral.boolean(transaction.disablesAnimations)))")
    } else {
      lines.append("  #expect(transactionCommitted(to: \(root)) {")
      lines += assignment.map { "    " + $0 }
      lines.append("  } == nil)")
    }
    let readBack = try value(write.readBack, binding.valueType, "\(at): value.readBack")
    lines.append("  " + readBack.expectation(of: "\(binding.name)().wrappedValue"))
    let rootAfter = try value(write.rootAfter, subject.rootType, "\(at): root.after")
    lines.append("  " + rootAfter.expectation(of: subject.rootName))
    lines.append("  #expect(context.hooks == \(write.hooks.swiftSource))")
    if binding.expression.contains("context.reject") { lines.append("  #expect(context.rejection == nil)") }
    return lines + ["}"]
  }

  private func rejection(_ rejection: ExportStep.Rejection) throws(SwiftTestWriterError) -> [String] {
    let binding = try subject.binding(rejection.binding)
    let written: any SwiftLiteralRepresentable
    do throws(SwiftTestWriterError) {
      written = try value(rejection.written, binding.valueType, "the refused value")
    } catch {
      // A value of the wrong type never reaches a binding: Swift refuses it when compiling.
      let refused = SwiftLiteral.text(rejection.written.serialized(), as: .literal)
      return [
        SwiftLiteral.text(
          "\(binding.id) refused \(refused) before writing: not a \(binding.valueType.name)", as: .comment)
      ]
    }
    var lines = [
      SwiftLiteral.text(
        "\(binding.id) = \(written.swiftSource): the conversion refuses it and keeps the root", as: .comment),
      "do {",
      "  context.startWrite()",
    ]
    lines += try assignmentLines(binding, written, ambient: rejection.ambient, write: nil).map { "  " + $0 }
    lines.append("  #expect(context.rejection?.reason == \(rejection.reason.expectedSource))")
    let root = try value(rejection.root, subject.rootType, "the refused write's root")
    lines.append("  " + root.expectation(of: subject.rootName))
    return lines + ["}"]
  }

  /// An exit test: the write runs in a child process of the test, on a root of its own that
  /// holds what the playground's held, and the test expects that process to fail. An exit test
  /// captures nothing, so the binding is built inside it from its expression.
  private func trap(_ trap: ExportStep.Trap) throws(SwiftTestWriterError) -> [String] {
    let binding = try subject.binding(trap.binding)
    guard !(["context"] + subject.contextMembers).contains(where: { binding.expression.contains($0) }) else {
      throw SwiftTestWriterError("\(binding.id): an exit test cannot build a binding that reports to the write context")
    }
    let written = try value(trap.written, binding.valueType, "the trapped write's value")
    let root = try value(trap.root, subject.rootType, "the trapped write's root")
    let what = trap.message.isEmpty ? trap.signal : "\(trap.signal), \(trap.message)"
    return [
      SwiftLiteral.text(
        "\(binding.id) = \(written.swiftSource) on \(root.swiftSource) crashed the app in the playground (\(what));",
        as: .comment),
      SwiftLiteral.text(
        "here it runs in a child process of the test, which must fail. This process's root stays.", as: .comment),
      root.expectation(of: subject.rootName),
      "await #expect(processExitsWith: .failure) {",
      "  @State var \(subject.rootName): \(subject.rootType.name) = \(root.swiftSource)",
      "  let binding: Binding<\(binding.valueType.name)> = \(binding.expression)",
      "  binding.wrappedValue = \(written.swiftSource)",
      "}",
    ]
  }

  private func rootChange(_ change: ExportStep.RootChange) throws(SwiftTestWriterError) -> [String] {
    let at = change.sequence.map { "#\($0): " } ?? ""
    let after = try value(change.after, subject.rootType, "\(at)roots.after")
    let what = change.isReset ? "reset to the starting value" : "restored"
    return [
      SwiftLiteral.text("\(at)\(subject.rootName) \(what), assigned as a @State property is", as: .comment),
      "\(subject.rootName) = \(after.swiftSource)",
      after.expectation(of: subject.rootName),
    ]
  }

  /// `binding().wrappedValue = value`, inside the write's ambient transaction when it had one.
  private func assignmentLines(
    _ binding: ExportSubject.BindingCode, _ written: any SwiftLiteralRepresentable, ambient: JSONValue?,
    write: ExportStep.Write?
  ) throws(SwiftTestWriterError) -> [String] {
    let assignment = "\(binding.name)().wrappedValue = \(written.swiftSource)"
    guard let ambient else { return [assignment] }
    let (setup, call) = try ambientCall(ambient, write: write)
    return setup + ["\(call) {", "  " + assignment, "}"]
  }

  /// The call that makes `ambient` the ambient transaction: `withAnimation(…)` when it sets the
  /// animation alone to effect, or `withTransaction(ambient)` after the lines that build it.
  private func ambientCall(_ ambient: JSONValue, write: ExportStep.Write?) throws(SwiftTestWriterError) -> (
    setup: [String], call: String
  ) {
    let transaction = try decodeTransaction(ambient, "transaction.ambient")
    // The JSON form sets both keys; `disablesAnimations: false` changes nothing unless the
    // binding's own transaction sets it to true.
    let bindingDisables =
      try write?.bindingTransaction.map { (json) throws(SwiftTestWriterError) in
        try decodeTransaction(json, "transaction.binding").disablesAnimations
      } ?? false
    if !transaction.disablesAnimations && !bindingDisables {
      return ([], "withAnimation(\(SwiftLiteral.animation(transaction.animation)))")
    }
    return (
      [
        "var ambient = Transaction(animation: \(SwiftLiteral.animation(transaction.animation)))",
        "ambient.disablesAnimations = \(SwiftLiteral.boolean(transaction.disablesAnimations))",
      ], "withTransaction(ambient)"
    )
  }

  private func decodeTransaction(_ json: JSONValue, _ what: String) throws(SwiftTestWriterError) -> Transaction {
    do {
      return try JSONValueDecoder().decode(Transaction.self, from: json)
    } catch {
      throw SwiftTestWriterError("\(what): not a transaction: \(error)")
    }
  }

  /// `json` read as a value of `type`, as the playground reads it.
  ///
  /// A `Float` is shown as its shortest decimal, and the largest ones (`3.4028235e+38`) lie
  /// above `Double(Float.greatestFiniteMagnitude)`, which `Float`'s JSON reading refuses as
  /// beyond range although they round to that `Float`: such a number is read as the `Float` it
  /// rounds to.
  private func value(_ json: JSONValue, _ type: ExportType, _ what: String) throws(SwiftTestWriterError)
    -> any SwiftLiteralRepresentable
  {
    var json = json
    if type.name.hasPrefix("Float"), case .number(let number) = json, !Float(number).isInfinite {
      json = .number(Double(Float(number)))
    }
    func decode<Value: PlaygroundValue & SwiftLiteralRepresentable>(_: Value.Type) throws(SwiftTestWriterError)
      -> any SwiftLiteralRepresentable
    {
      do throws(ValueRejection) {
        return try Value(json: json)
      } catch {
        throw SwiftTestWriterError("\(what): \(error.message)")
      }
    }
    return try decode(type.type)
  }
}
