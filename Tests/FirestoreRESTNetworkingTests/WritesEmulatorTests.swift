import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

struct Scores: Codable, Equatable {
  var name: String
  var count: Int
  var total: Double
  var low: Int
  var high: Int
  var tags: [String]
  var meta: Meta?

  struct Meta: Codable, Equatable {
    var by: String?
    var note: String?
  }
}

/// The transforms the writes tests apply to a `Scores` document.
struct ScoresTransforms: Encodable {
  var count: FirestoreRESTFieldTransform = .increment(2)
  var total: FirestoreRESTFieldTransform = .increment(0.5)
  var low: FirestoreRESTFieldTransform = .minimum(3)
  var high: FirestoreRESTFieldTransform = .maximum(9)
  var tags: FirestoreRESTFieldTransform = .appendMissingElements(["b", "c"])
  var seenAt: FirestoreRESTFieldTransform = .serverTime
}

let startScores = Scores(
  name: "s", count: 5, total: 1, low: 10, high: 1, tags: ["a", "b"], meta: .init(by: "swift"))

@Suite("Writes through the emulator", .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct WritesEmulatorTests {
  @Test("Field transforms from a model and from the builder, with typed results")
  func fieldTransforms() async throws {
    let firestore = emulatorClient("transforms")
    try await firestore.set(startScores, at: "scores/a")
    let result = try await firestore.update(ScoresTransforms(), at: "scores/a")
    let write = try #require(result.writeResults.first)
    #expect(try write.transformResult(Int.self, at: "count") == 7)
    #expect(try write.transformResult(Double.self, at: "total") == 1.5)
    #expect(try write.transformResult(Int.self, at: "low") == 3)
    #expect(try write.transformResult(Int.self, at: "high") == 9)
    #expect(write.transformResults["tags"] == .null)
    let seenAt = try write.transformResult(Date.self, at: "seenAt")
    let read = try await firestore.get(Scores.self, at: "scores/a").value
    #expect(
      read
        == Scores(
          name: "s", count: 7, total: 1.5, low: 3, high: 9, tags: ["a", "b", "c"],
          meta: .init(by: "swift")))
    struct Seen: Decodable { var seenAt: Date }
    #expect(try await firestore.get(Seen.self, at: "scores/a").value.seenAt == seenAt)

    // The builder: remove elements, and transform a nested field without touching its map.
    try await firestore.commit { batch in
      try batch.update(
        at: "scores/a",
        transforms: [
          "tags": .removeAllFromArray(["a", "zzz"]), "meta.visits": .increment(1),
        ])
    }
    let after = try await firestore.getFields(at: "scores/a").value
    #expect(after["tags"] == ["b", "c"])
    #expect(after["meta"] == ["by": "swift", "visits": 1])

    // A transform on a missing document fails its precondition; nothing is created.
    await #expect {
      try await firestore.transform(at: "scores/none", ["count": .increment(1)])
    } throws: { ($0 as? FirestoreRESTError)?.code == .notFound }
    // Without the precondition, the transform creates the document.
    try await firestore.transform(at: "scores/new", ["count": .increment(1)], precondition: nil)
    #expect(try await firestore.getFields(at: "scores/new").value == ["count": 1])
  }

  @Test("set with merge and merge fields, update-time preconditions, deletes with preconditions")
  func masksAndPreconditions() async throws {
    let firestore = emulatorClient("masks")
    try await firestore.set(startScores, at: "scores/m")
    struct Partial: Encodable {
      var count: Int
      var meta: [String: String]
    }
    // Merge: only the leaves the model writes change; meta.by stays.
    try await firestore.set(
      Partial(count: 1, meta: ["note": "merged"]), at: "scores/m", mask: .leafFields)
    var read = try await firestore.get(Scores.self, at: "scores/m")
    #expect(read.value.count == 1 && read.value.meta == .init(by: "swift", note: "merged"))
    #expect(read.value.tags == ["a", "b"])
    // Merge fields: only the named paths; a named path the model does not write is removed.
    try await firestore.set(
      Partial(count: 2, meta: ["note": "x"]), at: "scores/m",
      mask: .fieldPaths(["count", "meta.by"]))
    read = try await firestore.get(Scores.self, at: "scores/m")
    #expect(read.value.count == 2)
    #expect(try await firestore.getFields(at: "scores/m").value["meta"] == ["note": "merged"])

    // The stored version is a precondition: a write from a stale read fails, and changes nothing.
    let version = try #require(read.updateTime)
    try await firestore.update(
      ["count": 3], at: "scores/m", precondition: .updateTime(version))
    await #expect {
      try await firestore.update(["count": 4], at: "scores/m", precondition: .updateTime(version))
    } throws: { ($0 as? FirestoreRESTError)?.code == .failedPrecondition }
    #expect(try await firestore.get(Scores.self, at: "scores/m").value.count == 3)
    await #expect {
      try await firestore.delete(at: "scores/m", precondition: .updateTime(version))
    } throws: { ($0 as? FirestoreRESTError)?.code == .failedPrecondition }
    await #expect {
      try await firestore.delete(at: "scores/none", precondition: .exists(true))
    } throws: { ($0 as? FirestoreRESTError)?.code == .notFound }
    let current = try #require(try await firestore.get(Scores.self, at: "scores/m").updateTime)
    try await firestore.delete(at: "scores/m", precondition: .updateTime(current))
    #expect(try await firestore.getIfPresent(Scores.self, at: "scores/m") == nil)
  }

  @Test("A commit applies all of its writes or none")
  func commitIsAtomic() async throws {
    let firestore = emulatorClient("atomic")
    try await firestore.set(startScores, at: "scores/x")
    try await firestore.set(startScores, at: "scores/z")
    await #expect {
      try await firestore.commit { batch in
        try batch.set(startScores, at: "scores/y")
        try batch.update(at: "scores/x", transforms: ["count": .increment(100)])
        try batch.create(startScores, at: "scores/z")  // exists: the whole commit fails
      }
    } throws: { ($0 as? FirestoreRESTError)?.code == .alreadyExists }
    #expect(try await firestore.getIfPresent(Scores.self, at: "scores/y") == nil)
    #expect(try await firestore.get(Scores.self, at: "scores/x").value.count == 5)
    // A write the client can tell is bad sends nothing at all.
    await #expect(throws: EncodingError.self) {
      try await firestore.commit { batch in
        try batch.set(startScores, at: "scores/y")
        try batch.update(at: "scores/x", transforms: ["count": .increment("one")])
      }
    }
    #expect(try await firestore.getIfPresent(Scores.self, at: "scores/y") == nil)
  }

  @Test(
    "batchWrite: a result per write, large sets split into requests, one document's writes in order"
  )
  func batchWrite() async throws {
    let firestore = emulatorClient("batch-write")
    var writes: [FirestoreRESTWrite] = []
    for index in 0..<1_203 {
      writes.append(
        try firestore.encoder.write(
          ["n": index], to: try firestore.reference("items/i\(index)")))
    }
    // Fails on its own: the document does not exist.
    writes.append(
      FirestoreRESTWrite(
        .update(try firestore.reference("items/missing"), fields: ["n": 1]),
        precondition: .exists(true)))
    // Two writes of one document: the second goes in a later request and wins.
    writes.append(
      FirestoreRESTWrite(
        .update(try firestore.reference("items/i0"), fields: [:]), updateMask: [],
        transforms: [.init("n", .increment(1_000))]))
    let chunks = try FirestoreRESTClient.batchWriteChunks(writes, maximumWrites: 500)
    #expect(chunks.map(\.count) == [500, 500, 205])
    // The second write of i0 cannot share the first request with the first one.
    #expect(!chunks[0].contains(writes.count - 1))
    #expect(chunks.last?.last == writes.count - 1)

    let results = try await firestore.batchWrite(writes)
    #expect(results.count == writes.count)
    let failures = results.enumerated().compactMap {
      index, result -> (Int, FirestoreRESTError)? in
      if case .failure(let error) = result { return (index, error) }
      return nil
    }
    #expect(failures.count == 1)
    #expect(failures.first?.0 == 1_203 && failures.first?.1.code == .notFound)
    // The per-write status is a number; its name is filled from the typed code.
    #expect(failures.first?.1.status == "NOT_FOUND" && failures.first?.1.numericCode == 5)
    if case .success(let last)? = results.last {
      #expect(try last.transformResult(Int.self, at: "n") == 1_000)
    } else {
      Issue.record("the last write failed: \(String(describing: results.last))")
    }
    #expect(try await firestore.getFields(at: "items/i1202").value == ["n": 1_202])
    #expect(try await firestore.getFields(at: "items/i0").value == ["n": 1_000])
  }

  @Test("batchWrite splits by request size, and refuses bad input before sending anything")
  func batchWriteLimits() throws {
    let client = try unreachableClient()
    let big = String(repeating: "x", count: 900_000)
    let writes = try (0..<25).map { index in
      try client.encoder.write(["blob": big], to: try client.reference("blobs/b\(index)"))
    }
    let chunks = try FirestoreRESTClient.batchWriteChunks(writes, maximumWrites: 500)
    #expect(chunks.count == 3)
    #expect(chunks.flatMap { $0 } == Array(0..<25))
    for chunk in chunks {
      let bytes = chunk.reduce(0) { $0 + writes[$1].json.count + 1 }
      #expect(bytes <= FirestoreRESTWriteLimits.maximumRequestBytes)
    }
    let nested = FirestoreRESTWrite(
      .update(try client.reference("blobs/n"), fields: ["grid": [[1]]]))
    let error = try #require(throws: EncodingError.self) {
      try FirestoreRESTClient.batchWriteChunks(writes + [nested], maximumWrites: 500)
    }
    if case .invalidValue(_, let context) = error {
      #expect(context.codingPath.map(\.stringValue) == ["writes[25]", "grid", "Index 0"])
    }
  }
}

@Suite(
  "Writes: Google's Python client reads what Swift's transforms wrote",
  .enabled(if: emulatorHost != nil && googlePython != nil, skippedWithoutPython))
struct WritesPythonTests {
  @Test("Increment, maximum, minimum, append-missing, remove-all and server time, read in Python")
  func pythonReadsTransformedValues() async throws {
    let firestore = emulatorClient("transforms-python")
    try await firestore.set(startScores, at: "scores/p")
    try await firestore.update(ScoresTransforms(), at: "scores/p")
    try await firestore.transform(
      at: "scores/p",
      [
        "tags": .removeAllFromArray(["a"]), "meta.visits": .increment(3),
        "total": .maximum(0.25), "big": .increment(.integer(.max)),
      ])
    try await firestore.transform(at: "scores/p", ["big": .increment(1)])
    let expectations = """
      {"p": {
        "name": {"type": "string", "value": "s"},
        "count": {"type": "int", "value": 7},
        "total": {"type": "double", "value": 1.5},
        "low": {"type": "int", "value": 3},
        "high": {"type": "int", "value": 9},
        "tags": {"type": "array", "value": [
          {"type": "string", "value": "b"}, {"type": "string", "value": "c"}]},
        "seenAt": {"type": "server_timestamp", "within_seconds": 300},
        "meta": {"type": "map", "value": {
          "by": {"type": "string", "value": "swift"}, "visits": {"type": "int", "value": 3}}},
        "big": {"type": "int", "value": "9223372036854775807"}
      }}
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transforms-\(firestore.projectID).json")
    try Data(expectations.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runPython(
      "read_and_check.py",
      ["--project", firestore.projectID, "--collection", "scores", "--expect", file.path])
    #expect(run.status == 0, "Google's client read other values:\n\(run.errors)")
    #expect(run.output.contains("ok: 1 documents"), "\(run.output)")
  }
}
