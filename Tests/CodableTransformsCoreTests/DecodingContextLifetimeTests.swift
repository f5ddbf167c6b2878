import CodableTransformsCore
import Foundation
import Testing

/// A transform that keeps the context it is given — what `DecodingContext` says never to do.
private enum KeepingTransform: ContextualCodingTransform {
  nonisolated(unsafe) static var kept: DecodingContext?

  static func decode(_ codingValue: Int, in context: DecodingContext) -> Int {
    kept = context
    return codingValue
  }

  static func encode(_ value: Int) -> Int { value }
}

private struct Counter: Codable {
  @TransformCoded<KeepingTransform, Int> var count: Int
  @TransformCoded<KeepingTransform, [Int]> var counts: [Int]
}

/// Decodes a counter, whose transform keeps the context of its last value.
private func decodeKeepingTheContext() throws {
  _ = try JSONDecoder().decode(Counter.self, from: Data(#"{"count": 1, "counts": [2, 3]}"#.utf8))
}

@Suite("DecodingContext: valid during its call only")
struct DecodingContextLifetimeTests {
  @Test func aContextIsValidDuringItsCall() throws {
    enum PathTransform: ContextualCodingTransform {
      static func decode(_ codingValue: Int, in context: DecodingContext) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined()
      }
      static func encode(_ value: String) -> Int { 0 }
    }
    struct Paths: Decodable {
      @TransformCoded<PathTransform, [String]> var list: [String]
    }
    let paths = try JSONDecoder().decode(Paths.self, from: Data(#"{"list": [7, 8]}"#.utf8))
    #expect(paths.list == ["list[0]", "list[1]"])
  }

  #if DEBUG
    /// A debug build stops the program where a kept context is used, with a message; the child
    /// process's exit is the test.
    @Test func aContextUsedAfterItsCallStopsADebugBuild() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        try? decodeKeepingTheContext()
        // The decode has returned: the context points to containers that no longer exist.
        _ = KeepingTransform.kept?.codingPath
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "A DecodingContext was used after the call it was passed to had returned. A context "
            + "is valid during that call only"), "\(message)")
    }

    /// The same decode, without the late use, runs to the end: the exit above is the check's.
    @Test func theSameDecodeWithoutTheLateUseRuns() throws {
      try decodeKeepingTheContext()
      #expect(KeepingTransform.kept != nil)
    }
  #endif
}
