import FirestoreRESTNetworking
import Foundation
import Hummingbird

/// `GET /slow`: a Firestore call to an upstream that answers late, stopped when the HTTP client
/// goes away; `GET /slow/outcomes`: how each such call ended.
///
/// Hummingbird does not cancel a handler when its client disconnects; a handler asks for it with
/// `request.body.consumeWithCancellationOnInboundClose`, which cancels the work it wraps when the
/// connection's inbound side closes. The client's call then ends with `CancellationError` and
/// closes its own HTTP request, which the upstream sees.
struct SlowCalls: Sendable {
  /// A client whose base URL is the slow upstream (`BOOKS_SLOW_UPSTREAM`).
  let upstream: FirestoreRESTClient
  let outcomes = SlowCallOutcomes()

  func addRoutes(to router: Router<BooksRequestContext>) {
    router.get("slow") { request, _ in
      try await slow(request)
    }
    router.get("slow/outcomes") { _, _ in
      SlowCallOutcomes.List(outcomes: await outcomes.all)
    }
  }

  func slow(_ request: Request) async throws -> Response {
    let start = ContinuousClock.now
    do {
      let fields = try await request.body.consumeWithCancellationOnInboundClose { _ in
        try await upstream.getFields(at: "slow/answer")
      }
      await outcomes.append("answered", since: start)
      return Response(
        status: .ok, headers: [.contentType: "text/plain"],
        body: .init(byteBuffer: ByteBuffer(string: "\(fields.value.count) fields\n")))
    } catch {
      await outcomes.append(String(describing: type(of: error)), since: start)
      throw error
    }
  }
}

/// How each `GET /slow` ended: the error's type (`CancellationError`) or `answered`, and when.
actor SlowCallOutcomes {
  struct Outcome: Codable, Sendable {
    var outcome: String
    var seconds: Double
  }

  struct List: ResponseEncodable, Sendable {
    var outcomes: [Outcome]
  }

  private(set) var all: [Outcome] = []

  func append(_ outcome: String, since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    all.append(Outcome(outcome: outcome, seconds: seconds))
  }
}
