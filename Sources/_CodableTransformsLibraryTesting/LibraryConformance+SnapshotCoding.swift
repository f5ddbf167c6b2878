public import CodableTransformsTesting
import DocumentCoding
import Foundation
public import SnapshotCoding

extension KeyedList: ConformanceTestable {}

/// The element of the kit's `KeyedList` suite: a comment whose `@DocumentID` receives its key.
struct ListedComment: Codable, Hashable, Sendable, KeyedListElement {
  @DocumentID var id: String?
  var text: String
  var likes: Int

  static var listKey: WritableKeyPath<ListedComment, String?> { \.id }

  var wire: WireValue { ["text": .string(text), "likes": .integer(Int64(likes))] }
}

extension LibraryConformance {
  /// Every suite of `SnapshotCoding`.
  public static var snapshotCoding: [any ConformanceSuite] {
    keyedList
  }

  /// `@KeyedList` of comments keyed by push IDs and by integers, in every coder.
  ///
  /// The samples are listed in Firebase's key order, which decoding restores. Behaviour the
  /// suite cannot express — the Realtime Database's array form with `null` holes, `null`
  /// children, unsorted input, encoding errors — is tested in `SnapshotCodingTests`.
  public static var keyedList: [any ConformanceSuite] {
    let first = ListedComment(id: "-Nx1AbCdEfGhIjKlMnOp", text: "First", likes: 2)
    let second = ListedComment(id: "-Nx2QrStUvWxYz012345", text: "Second", likes: 0)
    let numbered = ["1", "2", "10"].enumerated().map { index, key in
      ListedComment(id: key, text: "Item \(index)", likes: index)
    }
    func wire(_ comments: [ListedComment]) -> WireValue {
      .object(Dictionary(uniqueKeysWithValues: comments.map { ($0.id ?? "", $0.wire) }))
    }
    return [
      WrapperConformance<KeyedList<ListedComment>>(
        "KeyedList<ListedComment>", shape: .other,
        samples: [
          .init([], [:]), .init([first, second], wire([first, second])),
          .init(numbered, wire(numbered)), .init([second], wire([second])),
        ],
        missingKey: .decodes([]), null: .decodes([]),
        invalidInputs: [
          InvalidInput("comments", .typeMismatch), InvalidInput(5, .typeMismatch),
          InvalidInput(["-a": ["text": 5, "likes": 1]], .typeMismatch, at: ["-a", "text"]),
          InvalidInput(["-a": ["text": "x"]], .keyNotFound, at: ["-a", "likes"]),
          InvalidInput(["-a": "x"], .typeMismatch, at: ["-a"]),
          InvalidInput([["text": "x", "likes": "1"]], .typeMismatch, at: [0, "likes"]),
          // An empty key is no key: the element could not be written back (found by mutated
          // inputs).
          InvalidInput(
            ["": ["text": "x", "likes": 1]], .dataCorrupted, at: [""],
            messageContains: "'' is not a valid"),
        ],
        generate: randomComments)
    ]
  }

  private static func randomComments(_ random: inout SeededRandomNumberGenerator)
    -> [ListedComment]
  {
    var keys: Set<String> = []
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let key =
        random.chance(0.3)
        ? String(Int32.random(in: -1000...Int32.max, using: &random))
        : "-" + random.unicodeString(maxLength: 19)
      keys.insert(key)
    }
    return FirebaseKeyOrder.sorted(keys).map { key in
      ListedComment(
        id: key, text: random.unicodeString(), likes: random.edgeBiasedInteger(Int.self))
    }
  }
}
