import DocumentCoding
import Foundation
import Hummingbird

/// The request context of the books API: JSON with RFC 3339 times to the microsecond, and a
/// book's `@DocumentID` written as its `id` field.
struct BooksRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  var requestDecoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = RFC3339.parse(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not an RFC 3339 time")
      }
      return date
    }
    return decoder
  }

  var responseEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(RFC3339.format(date))
    }
    // The document's id is its name in Firestore, but a field of the API's JSON.
    encoder.userInfo[.encodesDocumentID] = true
    return encoder
  }
}
