import Foundation

/// What a finished subprocess printed, and how it ended.
struct SubprocessResult: Sendable {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs a program to its end and returns its exit status and output, without holding a thread of
/// the shared cooperative pool while it runs.
///
/// The process is waited for on a thread of its own. On a machine with two cores the pool has two
/// threads, and a test that waited for a Python script synchronously held one of them for the
/// script's whole run, while every other test in the process waited for the pool. Standard
/// error is drained on another thread so that a script that writes much there cannot block on a
/// full pipe while standard output is read.
func runSubprocess(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil
) async throws -> SubprocessResult {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      if let environment { process.environment = environment }
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      let errorData = Shared(Data())
      let errorsRead = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        errorData.update { $0 = data }
        errorsRead.signal()
      }
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      errorsRead.wait()
      process.waitUntilExit()
      continuation.resume(
        returning: SubprocessResult(
          status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
          errors: String(decoding: errorData.value, as: UTF8.self)))
    }
  }
}
