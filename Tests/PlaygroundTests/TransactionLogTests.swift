import Playground
import Testing

@Suite("The bounded transaction log")
struct TransactionLogTests {
  @Test("numbers entries from 1 without gaps and pages them oldest first")
  func paging() {
    let log = TransactionLog<Int>(capacity: 100)
    for _ in 1...10 { log.append { $0 * 10 } }
    #expect(log.latestSequence == 10)
    #expect(log.page(since: 0, limit: 3).entries == [10, 20, 30])
    #expect(log.page(since: 7, limit: 100).entries == [80, 90, 100])
    #expect(log.page(since: 10, limit: 100).entries.isEmpty)
    #expect(log.page(since: 4, limit: 0).entries.isEmpty)
    #expect(log.page(since: 4, limit: 0).latestSequence == 10)
  }

  @Test("extreme arguments neither trap nor return too much")
  func extremes() {
    let log = TransactionLog<Int>(capacity: 4)
    for _ in 1...6 { log.append { $0 } }
    #expect(log.page(since: .max, limit: .max).entries.isEmpty)
    #expect(log.page(since: .min, limit: .max).entries == [3, 4, 5, 6])
    #expect(log.page(since: 4, limit: .min).entries.isEmpty)
    #expect(log.page(since: 5, limit: .max).entries == [6])
  }

  @Test("keeps only the newest entries once full, sequences still counting")
  func bounded() {
    let log = TransactionLog<Int>(capacity: 4)
    for _ in 1...11 { log.append { $0 } }
    #expect(log.page(since: 0, limit: 100).entries == [8, 9, 10, 11])
    #expect(log.page(since: 9, limit: 100).entries == [10, 11])
    #expect(log.page(since: 0, limit: 2).entries == [8, 9])
    #expect(log.latestSequence == 11)
  }

  @Test("an entry that fails to build is not appended and takes no number")
  func failedAppend() {
    struct Refused: Error {}
    let log = TransactionLog<Int>(capacity: 4)
    #expect(throws: Refused.self) { try log.append { _ in throw Refused() } }
    #expect(log.append { $0 } == 1)
  }

  @Test("concurrent appends each get one distinct number, none lost")
  func concurrentAppends() async {
    let log = TransactionLog<Int>(capacity: 10_000)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<250 { log.append { $0 } } }
      }
    }
    let entries = log.page(since: 0, limit: 10_000).entries
    #expect(entries == Array(1...2000))
  }
}

@Suite("The transaction log's byte bounds")
struct TransactionLogByteTests {
  @Test("keeps the newest entries whose sizes fit byteCapacity, and always the newest")
  func byteCapacity() {
    let log = TransactionLog<String>(capacity: 100, byteCapacity: 10, size: { $0.utf8.count })
    log.append { _ in "four" }
    log.append { _ in "five!" }
    #expect(log.page(since: 0, limit: 10).entries == ["four", "five!"])
    log.append { _ in "six" }
    #expect(log.page(since: 0, limit: 10).entries == ["five!", "six"])
    #expect(log.bytes == 8)
    log.append { _ in "a much longer entry" }
    #expect(log.page(since: 0, limit: 10).entries == ["a much longer entry"])
    #expect(log.latestSequence == 4)
  }

  @Test("a page keeps to its budget, holds at least one entry, and says when it was cut short")
  func pageBudget() {
    let log = TransactionLog<String>(capacity: 100, size: { $0.utf8.count })
    for word in ["ab", "cd", "efgh", "ij"] { log.append { _ in word } }
    let first = log.page(since: 0, limit: 10, byteBudget: 5)
    #expect(first.entries == ["ab", "cd"] && first.truncated)
    #expect(log.page(since: 2, limit: 10, byteBudget: 3).entries == ["efgh"])
    #expect(log.page(since: 0, limit: 2, byteBudget: 100).truncated == false)
    #expect(log.page(since: 0, limit: 10, byteBudget: .min).entries == ["ab"])
  }

  @Test("dropping many entries by bytes keeps the order and frees the dropped slots")
  func manyDrops() {
    let log = TransactionLog<[UInt8]>(capacity: 10_000, byteCapacity: 1_000, size: { $0.count })
    for sequence in 1...5_000 { log.append { _ in Array(repeating: UInt8(sequence % 250), count: 10 + sequence % 7) } }
    let kept = log.page(since: 0, limit: 10_000).entries
    #expect(kept.reduce(0) { $0 + $1.count } == log.bytes)
    #expect(log.bytes <= 1_000 && log.bytes > 1_000 - 17)
    #expect(kept.last == Array(repeating: UInt8(5_000 % 250), count: 10 + 5_000 % 7))
  }
}
