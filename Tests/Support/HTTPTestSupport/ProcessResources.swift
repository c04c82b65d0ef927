import Foundation

/// Counts of this process's open file descriptors and threads, from `/proc/self`.
@available(SwiftStdlib 6.2, *)
public enum ProcessResources {
  /// The number of open file descriptors.
  public static var openFileDescriptors: Int { entries(in: "/proc/self/fd") }
  /// The number of threads.
  public static var threads: Int { entries(in: "/proc/self/task") }

  private static func entries(in directory: String) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: directory).count) ?? -1
  }
}
