import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import SnapshotCoding
import Testing

/// A client whose server does not exist: a call that sent a request would fail with a transport
/// error, so an error of another type proves that nothing was sent.
func unreachableClient() throws -> FirestoreRESTClient {
  FirestoreRESTClient(
    projectID: "nothing-sent", baseURL: try #require(URL(string: "http://127.0.0.1:9")),
    accessToken: { nil })
}

/// Dates with a fraction of a second, about half of which a truncating encoder stores one
/// microsecond early.
let awkwardDates: [Date] = {
  var dates = [0.685, 0.001, 0.123, 0.999, 0.5, 0.000_001, 0.123_456].map {
    Date(timeIntervalSince1970: 1_732_181_400 + $0)
  }
  dates.append(Date(timeIntervalSince1970: -1.25))  // before 1970
  dates.append(Date(timeIntervalSince1970: 4_102_444_800.337))  // 2100
  return dates
}()

/// The RFC 3339 text, with microseconds, of the microsecond nearest to a date.
func microsecondText(_ date: Date) -> String {
  Timestamp(date: date).roundedToMicroseconds()._rfc3339Text
}

struct DatedDocument: Codable, Equatable {
  var at: Date
  var all: [Date]
  var byName: [String: Date]
}

@Suite("Fidelity through the emulator", .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct FidelityEmulatorTests {
  @Test("A Date read and written back 100 times is stored unchanged, to the microsecond")
  func dateSurvivesReadWriteCycles() async throws {
    let firestore = emulatorClient("dates")
    let original = DatedDocument(
      at: awkwardDates[0], all: awkwardDates,
      byName: Dictionary(uniqueKeysWithValues: awkwardDates.enumerated().map { ("d\($0)", $1) }))
    try await firestore.set(original, at: "dates/cycle")
    let first = try await firestore.get(DatedDocument.self, at: "dates/cycle").value
    let firstRaw = try await firestore.getFields(at: "dates/cycle").value
    // What is stored is the microsecond nearest to each date.
    guard case .array(let stored)? = firstRaw["all"] else {
      Issue.record("all is \(String(describing: firstRaw["all"]))")
      return
    }
    #expect(
      stored.map { value -> String in
        if case .timestamp(let timestamp) = value { return timestamp._rfc3339Text }
        return "\(value)"
      } == awkwardDates.map(microsecondText))
    var current = first
    for _ in 0..<100 {
      try await firestore.set(current, at: "dates/cycle")
      current = try await firestore.get(DatedDocument.self, at: "dates/cycle").value
    }
    #expect(current == first)
    #expect(try await firestore.getFields(at: "dates/cycle").value == firstRaw)
  }

  struct Matrix: Codable {
    var name: String
    var rows: [[Int]]
  }

  struct Open: Codable {
    var name: String
    @UnknownFields var extra: [String: SnapshotValue] = [:]
  }

  @Test(
    "An array inside an array is refused before any request, at its path, and nothing is written")
  func nestedArraysAreRefusedBeforeSending() async throws {
    for firestore in [try unreachableClient(), emulatorClient("nested")] {
      let error = await #expect(throws: EncodingError.self) {
        try await firestore.set(Matrix(name: "m", rows: [[1], [2, 3]]), at: "grids/m")
      }
      if case .invalidValue(_, let context)? = error {
        #expect(context.codingPath.map(\.stringValue) == ["rows", "Index 0"])
      }
      var open = Open(name: "o")
      open.extra["cells"] = [["a"]]
      await #expect(throws: EncodingError.self) { try await firestore.set(open, at: "grids/o") }
      let handBuilt = FirestoreRESTWrite(
        .update(try firestore.reference("grids/h"), fields: ["cells": [1, [2]]]))
      let handError = await #expect(throws: EncodingError.self) {
        try await firestore.commit([handBuilt])
      }
      if case .invalidValue(_, let context)? = handError {
        #expect(context.codingPath.map(\.stringValue) == ["writes[0]", "cells", "Index 1"])
      }
    }
    let firestore = emulatorClient("nested")
    #expect(try await firestore.getIfPresent(Matrix.self, at: "grids/m") == nil)
  }

  @Test("A path of the wrong kind is a typed error before any request")
  func pathsAreChecked() async throws {
    let firestore = try unreachableClient()
    let get = await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.get(Book.self, at: "books")
    }
    #expect(
      get?.description
        == "'books' is a collection path; a document path has an even number of segments "
        + "(collection/document[/collection/document…])")
    #expect(get?.expected == .document)
    let list = await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.list(Book.self, in: "books/b1")
    }
    #expect(list?.expected == .collection)
    #expect(list?.description.hasPrefix("'books/b1' is a document path") == true)
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.get(Book.self, at: "books//b1")
    }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.create(Book(title: "t", numberOfPages: 1, author: "a"), in: "books/b1")
    }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.create(
        Book(title: "t", numberOfPages: 1, author: "a"), in: "books", documentID: "a/b")
    }
    await #expect(throws: FirestoreRESTPathError.self) { try await firestore.delete(at: "books") }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.batchGet(Book.self, at: ["books/a", "books"])
    }
    #expect(throws: FirestoreRESTPathError.self) { try firestore.reference("/books/a") }
  }

  struct Stamped: Encodable {
    var title: String
    var createdAt: FirestoreRESTFieldTransform = .serverTime
    var views: FirestoreRESTFieldTransform = .increment(1)
  }

  struct StampedRead: Codable {
    var title: String
    var createdAt: Timestamp
    var views: Int
  }

  @Test(
    "The commit's result carries each transform's value; commitTime is later than the server time")
  func commitResultCarriesTransformResults() async throws {
    let firestore = emulatorClient("commit-result")
    let result = try await firestore.set(Stamped(title: "a"), at: "stamped/a")
    let write = try #require(result.writeResults.first)
    let createdAt = try write.transformResult(Timestamp.self, at: "createdAt")
    #expect(try write.transformResult(Int.self, at: "views") == 1)
    #expect(write.transformResults["views"] == .integer(1))
    let stored = try await firestore.get(StampedRead.self, at: "stamped/a").value
    #expect(stored.createdAt == createdAt && stored.views == 1)
    let commitTime = try #require(result.commitTime)
    #expect(createdAt <= commitTime)
    #expect(write.updateTime == commitTime)
    #expect(throws: DecodingError.self) { try write.transformResult(Int.self, at: "missing") }

    let again = try await firestore.transform(
      at: "stamped/a", ["views": .increment(41), "best": .maximum(7.5)])
    #expect(try again.writeResults[0].transformResult(Int.self, at: "views") == 42)
    #expect(try again.writeResults[0].transformResult(Double.self, at: "best") == 7.5)
  }
}

@Suite(
  "Fidelity: Google's Python client reads what Swift wrote",
  .enabled(if: emulatorHost != nil && googlePython != nil, skippedWithoutPython))
struct FidelityPythonTests {
  @Test("Python reads the microsecond nearest to each Date, after 100 read-write cycles")
  func pythonReadsTheSameMicroseconds() async throws {
    let firestore = emulatorClient("dates-python")
    var current = DatedDocument(at: awkwardDates[0], all: awkwardDates, byName: [:])
    for _ in 0..<100 {
      try await firestore.set(current, at: "dates/cycle")
      current = try await firestore.get(DatedDocument.self, at: "dates/cycle").value
    }
    let timestamp = { (date: Date) in
      #"{"type": "timestamp", "value": "\#(microsecondText(date))"}"#
    }
    let expectations = """
      {"cycle": {
        "at": \(timestamp(awkwardDates[0])),
        "all": {"type": "array", "value": [\(awkwardDates.map(timestamp).joined(separator: ", "))]},
        "byName": {"type": "map", "value": {}}
      }}
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dates-\(firestore.projectID).json")
    try Data(expectations.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runPython(
      "read_and_check.py",
      ["--project", firestore.projectID, "--collection", "dates", "--expect", file.path])
    #expect(run.status == 0, "Google's client read other microseconds:\n\(run.errors)")
    #expect(run.output.contains("ok: 1 documents"), "\(run.output)")
  }
}
