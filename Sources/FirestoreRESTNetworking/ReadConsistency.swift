import DateCoding
import FirestoreRESTCoding
import Foundation

/// Which version of the database a read sees: inside a transaction, or at a past time.
enum ReadConsistency: Sendable {
  /// The reads of a transaction, by its id.
  case transaction(String)
  /// The database as it was at this time (at most an hour back, or further with point-in-time
  /// recovery).
  case readTime(Timestamp)

  /// The member of a request body: `"transaction": "…"` or `"readTime": "…"`.
  var json: String {
    switch self {
    case .transaction(let id): #""transaction":"# + restJSONString(id)
    case .readTime(let time): #""readTime":""# + time._rfc3339Text + "\""
    }
  }
}
