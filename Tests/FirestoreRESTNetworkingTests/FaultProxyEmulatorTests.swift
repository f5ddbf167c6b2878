import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A counter document, read back from the emulator without the proxy.
private struct FaultCounter: Codable, Sendable {
  var n: Int?
  var reads: Int?
  var books: Int?
}

/// One case of the matrix: a call, a fault, and the connection it hits.
struct FaultCase: Sendable, CustomTestStringConvertible {
  var call: String
  var fault: FaultProxy.Fault
  var connection: FaultProxy.Connection
  /// For a transaction: which of its requests the fault hits (begin, read, commit).
  var skipping = 0

  var testDescription: String {
    "\(call)\(skipping > 0 ? " (request \(skipping + 1))" : ""), \(fault.rawValue), \(connection.rawValue)"
  }

  static var all: [FaultCase] {
    var cases: [FaultCase] = []
    for fault in FaultProxy.Fault.allCases {
      for connection in FaultProxy.Connection.allCases {
        for call in FaultedCall.allCases {
          cases.append(FaultCase(call: call.rawValue, fault: fault, connection: connection))
        }
        // A transaction: its begin, its read and its commit, each on a reused connection.
        for skipping in connection == .warm ? [0, 1, 2] : [0] {
          cases.append(
            FaultCase(call: "transaction", fault: fault, connection: connection, skipping: skipping)
          )
        }
      }
    }
    return cases
  }
}

@Suite(
  "Faults between the client and the emulator: never a stall, never applied twice",
  .enabled(if: emulatorHost != nil, skippedWithoutEmulator), .serialized)
struct FaultProxyEmulatorTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A closed or reset connection, before or after the request reached the emulator",
    arguments: FaultCase.all)
  func faultCase(_ faultCase: FaultCase) async throws {
    let direct = emulatorClient("faults")
    try await direct.set(StandInBook(title: "before"), at: "books/b")
    try await direct.set(FaultCounter(n: 0, reads: 0, books: 0), at: "stats/s")
    guard let upstream = emulatorHost?.split(separator: ":").last.flatMap({ UInt16($0) }) else {
      Issue.record("no emulator port in \(emulatorHost ?? "")")
      return
    }
    let proxy = try FaultProxy(upstreamPort: upstream)
    defer { proxy.stop() }
    let client = FirestoreRESTClient(
      projectID: direct.projectID, baseURL: try #require(URL(string: "http://\(proxy.host)")),
      transport: FirestoreRESTURLSessionTransport(configuration: .ephemeral),
      retryPolicy: .underTestLoad(), accessToken: { "owner" })
    if faultCase.connection == .warm {
      _ = try await client.get(StandInBook.self, at: "books/b")
    }
    proxy.arm(faultCase.fault, on: faultCase.connection, skipping: faultCase.skipping)

    let start = Date()
    let (result, finished) = await timed {
      if let call = FaultedCall(rawValue: faultCase.call) {
        try await ClosedConnectionTests.perform(call, client)
      } else {
        try await client.runTransaction { transaction in
          let counter = try await transaction.get(FaultCounter.self, at: "stats/s").value
          try transaction.update(FaultCounter(n: (counter.n ?? 0) + 1), at: "stats/s")
        }
      }
    }.value
    let took = finished.timeIntervalSince(start)
    #expect(proxy.faultsApplied == [faultCase.fault], "the fault was not applied")
    #expect(took < timingBound(2), "\(faultCase.testDescription) took \(took) s")

    // The truth, read from the emulator directly: applied once when the call succeeded or the
    // lost request had reached the emulator; never twice.
    let idempotent = FaultedCall(rawValue: faultCase.call)?.isIdempotent ?? (faultCase.skipping < 2)
    let outcomeUnknown: Bool
    switch result {
    case .success:
      outcomeUnknown = false
      #expect(idempotent, "\(faultCase.testDescription) succeeded although its request was lost")
    case .failure(let error as FirestoreRESTError):
      outcomeUnknown = error.isOutcomeUnknown
      #expect(!idempotent, "\(faultCase.testDescription) failed: \(error)")
      #expect(error.isOutcomeUnknown, "\(faultCase.testDescription): \(error)")
    case .failure(let error):
      outcomeUnknown = false
      Issue.record("\(faultCase.testDescription): \(error)")
    }
    let applied = !outcomeUnknown || faultCase.fault.forwards
    let counter = try await direct.get(FaultCounter.self, at: "stats/s").value
    let book = try await direct.getIfPresent(StandInBook.self, at: "books/b")?.value.title
    let created = try await direct.getIfPresent(StandInBook.self, at: "books/new") != nil
    switch faultCase.call {
    case "set": #expect(book == "t")
    case "delete": #expect(book == nil)
    case "update": #expect(book == "u")
    case "increment": #expect(counter.reads == (applied ? 1 : 0))
    case "create": #expect(created == applied)
    case "commit":
      #expect(counter.books == (applied ? 1 : 0))
      #expect(book == (applied ? "t" : "before"))
    case "batchWrite": #expect(counter.n == (applied ? 1 : 0))
    case "transaction": #expect(counter.n == (applied ? 1 : 0))
    default: #expect(book == "before")
    }
  }
}
