public import DateCoding
import FirestoreRESTCoding
import Foundation

extension FirestoreRESTClient {
  /// Runs `body` in a read-write transaction and commits its writes, retrying the whole body when
  /// the commit (or a read) is aborted by contention.
  ///
  /// ```swift
  /// try await firestore.runTransaction { transaction in
  ///     let from = try await transaction.get(Account.self, at: "accounts/a").value
  ///     let to = try await transaction.get(Account.self, at: "accounts/b").value
  ///     guard from.balance >= 10 else { throw Overdrawn() }   // rolled back, nothing written
  ///     try transaction.update(Account(balance: from.balance - 10), at: "accounts/a")
  ///     try transaction.update(Account(balance: to.balance + 10), at: "accounts/b")
  /// }
  /// ```
  ///
  /// Each attempt begins a transaction (`beginTransaction`), runs `body` with it, and commits the
  /// buffered writes with the transaction's id. What is retried:
  ///
  /// - `ABORTED` — the server gave up the transaction because another one contends for the same
  ///   documents — from the commit, from a read in `body` or from `beginTransaction` starts the
  ///   whole attempt over, up to `maxAttempts` attempts in all (5, as Google's clients). The next
  ///   `beginTransaction` names the aborted transaction (`options.readWrite.retryTransaction`),
  ///   which keeps its place in the queue for the documents' locks, after a delay of 1 s growing
  ///   1.5 times per attempt, each ±50% at random, as Google's Node.js client backs off between
  ///   attempts (so that transactions aborted together do not all start again together). Google's
  ///   Python client restarts on the commit's `ABORTED` only; a read aborted by contention is as
  ///   safe to restart, since nothing of the attempt was applied.
  /// - Within an attempt, each request is retried as ``retryPolicy`` says: `beginTransaction`,
  ///   the reads and `rollback` are idempotent (`UNAVAILABLE`, `RESOURCE_EXHAUSTED`,
  ///   `DEADLINE_EXCEEDED`, `INTERNAL`); the commit is not (`UNAVAILABLE`, `RESOURCE_EXHAUSTED`).
  ///
  /// Any other error — including one `body` throws — rolls the transaction back (`rollback`,
  /// which frees the documents it locked) and is rethrown as it is. A failed rollback is not
  /// reported: the server ends an abandoned transaction itself after 60 seconds without
  /// requests. When the task was cancelled the rollback is still sent, from a task of its own.
  ///
  /// `body` may run more than once: keep side effects out of it, or make them idempotent.
  ///
  /// - Parameters:
  ///   - maxAttempts: The most attempts.
  ///   - body: Reads, then writes, with the transaction; its result is returned.
  /// - Returns: What the successful attempt's `body` returned.
  /// - Throws: What `body` throws; ``FirestoreRESTTransactionError`` with
  ///   ``FirestoreRESTTransactionError/Kind/attemptsExhausted(attempts:)`` when every attempt was
  ///   aborted; ``FirestoreRESTError``, `EncodingError` and the other errors of the requests.
  public func runTransaction<Result>(
    maxAttempts: Int = 5, _ body: (FirestoreRESTTransaction) async throws -> Result
  ) async throws -> Result {
    let attempts = max(1, maxAttempts)
    var previousID: String?
    var lastAbort: FirestoreRESTError?
    for attempt in 1...attempts {
      if attempt > 1 {
        try await retryPolicy.clock.sleep(
          Self.transactionDelay(afterAttempt: attempt - 1, random: retryPolicy.random()))
      }
      let transaction: FirestoreRESTTransaction
      do {
        transaction = try await beginTransaction(
          options: previousID.map {
            #"{"readWrite":{"retryTransaction":"# + restJSONString($0) + "}}"
          }
            ?? #"{"readWrite":{}}"#,
          readOnly: false, attempt: attempt)
      } catch let error as FirestoreRESTError where error.code == .aborted {
        lastAbort = error
        continue
      }
      previousID = transaction.id
      do {
        let result = try await body(transaction)
        _ = try await commit(transaction.writes, transaction: transaction.id)
        return result
      } catch let error as FirestoreRESTError where error.code == .aborted {
        // An aborted transaction is over on the server; there is nothing to roll back.
        lastAbort = error
      } catch {
        await rollbackEvenIfCancelled(transaction.id)
        throw error
      }
    }
    throw FirestoreRESTTransactionError(
      kind: .attemptsExhausted(attempts: attempts), lastError: lastAbort,
      description:
        "The transaction was aborted \(attempts) times by contention"
        + (lastAbort.map { "; the last time: \($0)" } ?? ""))
  }

  /// Runs `body` in a read-only transaction: its reads see one consistent version of the
  /// database — the current one, or the one at `readTime` — and take no locks.
  ///
  /// ```swift
  /// let report = try await firestore.runReadOnlyTransaction { transaction in
  ///     let a = try await transaction.get(Account.self, at: "accounts/a").value
  ///     let b = try await transaction.get(Account.self, at: "accounts/b").value
  ///     return a.balance + b.balance    // never a half-applied transfer
  /// }
  /// ```
  ///
  /// It is not retried: nothing in it can be aborted by contention.
  ///
  /// - Parameters:
  ///   - readTime: Read the database as it was at this time (within the last hour, or further
  ///     back with point-in-time recovery); `nil` reads the current version.
  ///   - body: The reads; a write throws ``FirestoreRESTTransactionError``.
  /// - Returns: What `body` returned.
  /// - Throws: What `body` throws, and the errors of the requests.
  public func runReadOnlyTransaction<Result>(
    readTime: Timestamp? = nil, _ body: (FirestoreRESTTransaction) async throws -> Result
  ) async throws -> Result {
    let options =
      readTime.map { #"{"readOnly":{"readTime":""# + $0._rfc3339Text + #""}}"# }
      ?? #"{"readOnly":{}}"#
    let transaction = try await beginTransaction(options: options, readOnly: true, attempt: 1)
    do {
      let result = try await body(transaction)
      await rollbackEvenIfCancelled(transaction.id)
      return result
    } catch {
      await rollbackEvenIfCancelled(transaction.id)
      throw error
    }
  }

  /// The pause before a transaction's next attempt: 1 s growing 1.5 times per attempt up to
  /// 60 s, from 50% to 150% of it at random.
  ///
  /// - Parameters:
  ///   - attempt: The attempt that was aborted, from 1.
  ///   - random: A number in `0..<1`.
  /// - Returns: The pause in seconds.
  static func transactionDelay(afterAttempt attempt: Int, random: Double) -> TimeInterval {
    let base = min(pow(1.5, Double(max(0, attempt - 1))), 60)
    return base * (0.5 + random)
  }

  // MARK: Requests

  func beginTransaction(options: String, readOnly: Bool, attempt: Int) async throws
    -> FirestoreRESTTransaction
  {
    let data = try await send(
      "POST", documentsURL("", verb: "beginTransaction"),
      body: Data(#"{"options":\#(options)}"#.utf8), idempotent: true)
    struct Response: Decodable { var transaction: String }
    let response = try JSONDecoder().decode(Response.self, from: data)
    return FirestoreRESTTransaction(
      client: self, id: response.transaction, isReadOnly: readOnly, attempt: attempt)
  }

  /// Rolls a transaction back, from a task of its own when this one is cancelled (a cancelled
  /// task sends no request, and the transaction's locks would be held until the server's
  /// timeout).
  func rollbackEvenIfCancelled(_ id: String) async {
    if Task.isCancelled {
      Task { await self.rollback(id) }
    } else {
      await rollback(id)
    }
  }

  /// Rolls a transaction back; a failure is not reported (see ``runTransaction(maxAttempts:_:)``).
  func rollback(_ id: String) async {
    do {
      _ = try await send(
        "POST", documentsURL("", verb: "rollback"),
        body: Data(#"{"transaction":\#(restJSONString(id))}"#.utf8), idempotent: true)
    } catch {
      // The server ends the transaction itself after 60 seconds without requests.
    }
  }
}
