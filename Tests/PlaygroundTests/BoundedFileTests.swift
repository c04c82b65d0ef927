import Foundation
import Playground
import Testing

/// Files named on the command line are read by their size first, and never past their limit.
@Suite("Reading a file by its size first")
struct BoundedFileTests {
  /// A fresh folder, removed after `body`.
  private func inFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// Makes `file` a sparse file of 1 GB: its size says 1 GB, and it takes no room on the disk.
  private func makeSparseGigabyte(_ file: URL) {
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    #expect(truncate(file.path, 1 << 30) == 0)
  }

  @Test("a file of the limit is read whole; one byte more is refused by its size")
  func atTheLimit() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("file")
      try Data(repeating: 7, count: 100).write(to: file)
      #expect(try BoundedFile.read(file.path, atMost: 100) == [UInt8](repeating: 7, count: 100))
      #expect(throws: BoundedFile.Failure.tooLarge(bytes: 100)) { try BoundedFile.read(file.path, atMost: 99) }
      let empty = folder.appendingPathComponent("empty")
      try Data().write(to: empty)
      #expect(try BoundedFile.read(empty.path, atMost: 0) == [])
    }
  }

  @Test("a missing file and a folder are unreadable, with the reason")
  func unreadable() throws {
    try inFolder { folder in
      #expect(throws: BoundedFile.Failure.unreadable(reason: "No such file or directory")) {
        try BoundedFile.read(folder.appendingPathComponent("none").path, atMost: 10)
      }
      #expect(throws: BoundedFile.Failure.unreadable(reason: "it is a folder")) {
        try BoundedFile.read(folder.path, atMost: 10)
      }
    }
  }

  @Test("a sparse 1 GB file is refused by its size, without reading it")
  func sparseFile() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("huge")
      makeSparseGigabyte(file)
      #expect(throws: BoundedFile.Failure.tooLarge(bytes: 1 << 30)) { try BoundedFile.read(file.path, atMost: 1000) }
    }
  }

  @Test("a file without an end (/dev/zero) is read one byte past the limit, then refused")
  func endless() {
    #expect(throws: BoundedFile.Failure.tooLarge(bytes: nil)) { try BoundedFile.read("/dev/zero", atMost: 1000) }
  }

  @Test("a lesson folder's huge or endless file stops the load with its name and the limit")
  func lessonFolder() throws {
    try inFolder { folder in
      let sparse = folder.appendingPathComponent("a-huge.json")
      makeSparseGigabyte(sparse)
      var error = #expect(throws: LessonError.self) { try LessonFolder.load(from: folder.path) }
      #expect(error?.file == sparse.path)
      #expect(error?.message == "is 1073741824 bytes; a lesson file may have at most 262144")

      try FileManager.default.removeItem(at: sparse)
      let endless = folder.appendingPathComponent("b-endless.json")
      try FileManager.default.createSymbolicLink(atPath: endless.path, withDestinationPath: "/dev/zero")
      error = #expect(throws: LessonError.self) { try LessonFolder.load(from: folder.path) }
      #expect(error?.file == endless.path)
      #expect(error?.message == "holds more than 262144 bytes; a lesson file may have at most 262144")
    }
  }
}
