/// Runs the advisor over files: reads each, parses them with the compiler in batches (two
/// compilers at a time), and collects findings and skipped files.
package struct Advisor: Sendable {
  /// Files per compiler process.
  package static let batchSize = 50

  /// The compiler that parses.
  package let compiler: Compiler

  /// An advisor parsing with `compiler`.
  package init(compiler: Compiler) { self.compiler = compiler }

  /// The report for `paths` (files and folders). Throws when the compiler cannot be used at all.
  package func run(_ paths: [String]) async throws(Compiler.Unusable) -> Report {
    let (files, walkSkipped) = SwiftFiles.discover(paths)
    var report = Report()
    report.skipped = walkSkipped
    var sources: [SourceFile] = []
    for path in files {
      switch SourceFile.read(path) {
      case .success(let source): sources.append(source)
      case .failure(let reason): report.skipped.append(Skipped(file: path, reason: reason.sentence))
      }
    }
    // A file named main.swift holds top-level code only when it is the one main file of its
    // compiler process, so each gets a process of its own.
    let mains = sources.filter { $0.path.hasSuffix("/main.swift") || $0.path == "main.swift" }
    let others = sources.filter { !($0.path.hasSuffix("/main.swift") || $0.path == "main.swift") }
    let batches =
      stride(from: 0, to: others.count, by: Self.batchSize).map {
        Array(others[$0..<min($0 + Self.batchSize, others.count)])
      } + mains.map { [$0] }
    let compiler = self.compiler
    let results = await withTaskGroup(of: (Int, Result<Report, Compiler.Unusable>).self) { group in
      var results: [Result<Report, Compiler.Unusable>?] = Array(repeating: nil, count: batches.count)
      var next = 0
      func start() {
        guard next < batches.count else { return }
        let index = next
        let batch = batches[index]
        group.addTask { (index, Result { () throws(Compiler.Unusable) -> Report in try Self.advise(batch, compiler) }) }
        next += 1
      }
      start()
      start()
      for await (index, result) in group {
        results[index] = result
        start()
      }
      return results
    }
    for result in results {
      switch result {
      case .success(let batch)?:
        report.files += batch.files
        report.findings += batch.findings
        report.skipped += batch.skipped
      case .failure(let unusable)?: throw unusable
      case nil: break
      }
    }
    // A file of top-level code not named main.swift (a script, Package.swift, a playground page)
    // parses only as the one file of its process: each such file is parsed again, alone.
    let scripts = sources.filter { source in
      report.skipped.contains { $0.file == source.path && $0.reason.contains("allowed at the top level") }
    }
    for script in scripts where !mains.contains(where: { $0.path == script.path }) {
      report.skipped.removeAll { $0.file == script.path }
      let alone = try Self.advise([script], compiler)
      report.files += alone.files
      report.findings += alone.findings
      report.skipped += alone.skipped
    }
    return report
  }

  /// Parses one batch in one compiler process.
  static func advise(_ batch: [SourceFile], _ compiler: Compiler) throws(Compiler.Unusable) -> Report {
    let output = try compiler.parse(batch.map(\.path))
    let chunks = DumpChunks.split(output.dump)
    var report = Report()
    for (position, source) in batch.enumerated() {
      guard position < chunks.count, chunks.count == batch.count else {
        report.skipped.append(Skipped(file: source.path, reason: "the compiler gave no dump for the file"))
        continue
      }
      // A file that never spells `Binding` holds no call: its parse is checked, its tree not read.
      if !source.mentionsBinding {
        if let problem = DumpVersion.problem(inStartOf: chunks[position]) {
          throw Compiler.Unusable(description: problem)
        }
        if let errors = output.errors[source.path] {
          report.skipped.append(Skipped(file: source.path, reason: Self.parseFailure(errors)))
        } else {
          report.files += 1
        }
        continue
      }
      var reader = DumpReader(bytes: Array(chunks[position]))
      let dump: DumpNode
      do { dump = try reader.document() } catch {
        report.skipped.append(Skipped(file: source.path, reason: "the compiler's dump cannot be read: \(error)"))
        continue
      }
      if let problem = DumpVersion.problem(in: dump) { throw Compiler.Unusable(description: problem) }
      if let errors = output.errors[source.path] {
        report.skipped.append(Skipped(file: source.path, reason: Self.parseFailure(errors)))
        continue
      }
      report.files += 1
      report.findings += FileAdvisor.findings(in: source, dump: dump)
    }
    return report
  }

  private static func parseFailure(_ errors: [String]) -> String {
    let first = errors[0].split(separator: ": error: ", maxSplits: 1).last.map(String.init) ?? errors[0]
    return "the file does not parse: \(first)"
  }
}

/// Turns one file's dump into findings: finds the calls, places them in the text, and asks the
/// classifier about each.
package enum FileAdvisor {
  /// The findings of `source`, whose parse dump is `dump`.
  package static func findings(in source: SourceFile, dump: DumpNode) -> [Finding] {
    let tokens = Tokenizer.tokens(in: source.bytes)
    let lines = SourceLines(source.bytes)
    let classifier = Classifier(facts: FileFacts(root: dump, bytes: source.bytes))
    var locator = CallLocator(tokens: tokens)
    return CallFinder.calls(in: dump).compactMap { call in
      guard let location = locator.locate(call) else { return nil }
      let statements = call.setterBrace.flatMap { ClosureText.statements(in: $0, tokens: tokens, bytes: source.bytes) }
      let position = lines.position(of: location.bindingOffset)
      return Finding(
        file: source.path, line: position.line, column: position.column,
        advice: classifier.advise(call, setterStatements: statements), span: location.span)
    }
  }
}

/// Turns byte offsets of a file into 1-based lines and columns, columns counted in bytes as the
/// compiler counts them.
package struct SourceLines: Sendable {
  private let lineStarts: [Int]

  /// The line starts of `bytes`.
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The line and column of `offset`.
  package func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}
