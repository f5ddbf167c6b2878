import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

struct Counter: Codable, Equatable {
  var count: Int
}

/// Counts the attempts of concurrent transactions.
actor AttemptCounter {
  var attempts = 0
  func add() { attempts += 1 }
}

/// N concurrent tasks, each adding 1 to one counter in a transaction.
func incrementConcurrently(
  _ firestore: FirestoreRESTClient, tasks: Int, at path: String, attempts: AttemptCounter
) async throws {
  try await withThrowingTaskGroup(of: Void.self) { group in
    for _ in 0..<tasks {
      group.addTask {
        // The emulator has no wound-wait: two transactions that read the counter each wait for
        // the other's read lock at their commit until its 2 s lock timeout aborts both. Google's
        // Python client, with its 5 attempts and no pause between them, committed 1 of 10 such
        // concurrent increments there; with the 5 attempts and the pauses of this client most
        // get through, and a few need more attempts than production's lock queue would.
        try await firestore.runTransaction(maxAttempts: 25) { transaction in
          await attempts.add()
          let counter = try await transaction.get(Counter.self, at: path).value
          try transaction.update(Counter(count: counter.count + 1), at: path)
        }
      }
    }
    try await group.waitForAll()
  }
}

@Suite(
  "Transactions through the emulator", .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct TransactionEmulatorTests {
  @Test("10 concurrent transactions each add 1: the counter ends at exactly 10")
  func concurrentIncrements() async throws {
    let firestore = emulatorClient("transactions")
    try await firestore.set(Counter(count: 0), at: "counters/c")
    let attempts = AttemptCounter()
    let started = Date()
    try await incrementConcurrently(firestore, tasks: 10, at: "counters/c", attempts: attempts)
    #expect(try await firestore.get(Counter.self, at: "counters/c").value == Counter(count: 10))
    let total = await attempts.attempts
    // Contention happened, and was resolved by retries.
    #expect(total > 10)
    print("10 concurrent transactions: \(total) attempts, \(Date().timeIntervalSince(started)) s")
  }

  struct Refused: Error {}

  @Test("A thrown error rolls back: nothing is written, and the documents are not left locked")
  func rollbackOnError() async throws {
    let firestore = emulatorClient("rollback")
    try await firestore.set(Counter(count: 1), at: "counters/r")
    await #expect(throws: Refused.self) {
      try await firestore.runTransaction { transaction in
        let counter = try await transaction.get(Counter.self, at: "counters/r").value
        try transaction.update(Counter(count: counter.count + 100), at: "counters/r")
        try transaction.create(Counter(count: 0), at: "counters/new")
        throw Refused()
      }
    }
    #expect(try await firestore.get(Counter.self, at: "counters/r").value.count == 1)
    #expect(try await firestore.getIfPresent(Counter.self, at: "counters/new") == nil)
    // A read lock left behind would make this write wait for it and fail with ABORTED.
    try await firestore.update(Counter(count: 2), at: "counters/r")
  }

  @Test("Reads come before writes; reads see the transaction's version; queries and counts too")
  func readsInATransaction() async throws {
    let firestore = emulatorClient("transaction-reads")
    try await QueryDataSet.write(to: firestore)
    let (count, pages) = try await firestore.runTransaction { transaction in
      let count = try await transaction.aggregate(
        FirestoreRESTQuery(collection: "books"), [.count(as: "n")]
      ).value(Int.self, for: "n")
      let long = try await transaction.runQuery(
        QueryBook.self, FirestoreRESTQuery(collection: "books").where("pages", .greaterThan, 800))
      #expect(try await transaction.getIfPresent(QueryBook.self, at: "books/none") == nil)
      await #expect(throws: FirestoreRESTError.self) {
        try await transaction.get(QueryBook.self, at: "books/none")
      }
      try transaction.update(at: "books/b01", transforms: ["pages": .increment(1)])
      await #expect(throws: FirestoreRESTTransactionError.self) {
        try await transaction.get(QueryBook.self, at: "books/b02")
      }
      return (count, long.map(\.value.pages))
    }
    #expect(count == 12)
    #expect(pages == [820, 910, 1_000])
    #expect(try await firestore.get(QueryBook.self, at: "books/b01").value.pages == 121)
  }

  @Test("A read-only transaction reads one version, at a past time if asked, and cannot write")
  func readOnly() async throws {
    let firestore = emulatorClient("read-only")
    let first = try await firestore.set(Counter(count: 1), at: "counters/v")
    let before = try #require(first.commitTime)
    try await firestore.set(Counter(count: 2), at: "counters/v")
    let now = try await firestore.runReadOnlyTransaction { transaction in
      try await transaction.get(Counter.self, at: "counters/v").value.count
    }
    #expect(now == 2)
    let then = try await firestore.runReadOnlyTransaction(readTime: before) { transaction in
      try await transaction.get(Counter.self, at: "counters/v").value.count
    }
    #expect(then == 1)
    #expect(
      try await firestore.get(Counter.self, at: "counters/v", readTime: before).value.count == 1)
    await #expect(throws: FirestoreRESTTransactionError.self) {
      try await firestore.runReadOnlyTransaction { transaction in
        try transaction.set(Counter(count: 3), at: "counters/v")
      }
    }
    #expect(try await firestore.get(Counter.self, at: "counters/v").value.count == 2)
  }
}

@Suite(
  "Transactions: Google's Python client reads the counter",
  .enabled(if: emulatorHost != nil && googlePython != nil, skippedWithoutPython))
struct TransactionPythonTests {
  @Test("After 10 concurrent transactional increments, Google's Python client reads 10")
  func pythonReadsTheCounter() async throws {
    let firestore = emulatorClient("transactions-python")
    try await firestore.set(Counter(count: 0), at: "counters/p")
    try await incrementConcurrently(
      firestore, tasks: 10, at: "counters/p", attempts: AttemptCounter())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "counter-\(firestore.projectID).json")
    try Data(#"{"p": {"count": {"type": "int", "value": 10}}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runPython(
      "read_and_check.py",
      ["--project", firestore.projectID, "--collection", "counters", "--expect", file.path])
    #expect(run.status == 0, "Google's client read another count:\n\(run.errors)")
    #expect(run.output.contains("ok: 1 documents"), "\(run.output)")
  }
}
