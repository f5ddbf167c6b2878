import CodableTransformsTesting
import Foundation
import SnapshotCoding
import Testing

/// A recursive model: each level holds the next one.
struct Nested: Codable {
  var child: [Nested]
}

/// A chain of Foundation dictionaries `{"child": [{"child": [ … ]}]}`, `depth` levels deep, built
/// and torn down without recursion: releasing a 100 000-level tree recursively would itself
/// overflow the stack, whatever the decoder does.
final class DeepFoundationTree {
  let root: NSMutableDictionary
  private var nodes: [NSMutableDictionary] = []
  private var arrays: [NSMutableArray] = []

  init(depth: Int) {
    root = NSMutableDictionary()
    var current = root
    nodes.reserveCapacity(depth)
    for _ in 0..<depth {
      let next = NSMutableDictionary()
      let array = NSMutableArray(object: next)
      current["child"] = array
      nodes.append(current)
      arrays.append(array)
      current = next
    }
    current["child"] = NSMutableArray()
    nodes.append(current)
  }

  deinit {
    for node in nodes { node.removeAllObjects() }
    for array in arrays { array.removeAllObjects() }
  }
}

/// The same chain of Swift dictionaries, peeled off one level at a time when released.
final class DeepSwiftTree {
  var root: [String: Any]

  init(depth: Int) {
    var current: [String: Any] = ["child": [Any]()]
    for _ in 0..<depth {
      current = ["child": [current] as [Any]]
    }
    root = current
  }

  deinit {
    var level: [String: Any]? = root
    root = [:]
    while let current = level {
      level = (current["child"] as? [Any])?.first as? [String: Any]
    }
  }
}

/// A chain of classes to encode, `depth` long, released without recursion.
final class Chain: Encodable {
  var next: Chain?

  static func make(length: Int) -> Chain {
    let head = Chain()
    var current = head
    for _ in 0..<length {
      let next = Chain()
      current.next = next
      current = next
    }
    return head
  }

  static func release(_ head: Chain) {
    var current: Chain? = head
    while let node = current {
      current = node.next
      node.next = nil
    }
  }
}

@Suite("SnapshotDecoder and SnapshotEncoder: hostile trees")
struct HostileTreeTests {
  @Test func aHundredThousandLevelsOfSwiftDictionariesAreAnErrorNotAStackOverflow() throws {
    // What `JSONSerialization` returns on Linux, and what a Swift server builds: Swift values.
    let tree = DeepSwiftTree(depth: 100_000)
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Nested.self, from: tree.root)
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(debugDescription(of: error) == "The tree nests deeper than 128 levels (maximumDepth)")
    // The path names the level where decoding stopped.
    #expect(pathDescription(of: error).hasPrefix("child[0].child[0].child[0]"))
    #expect(throws: DecodingError.self) {
      try SnapshotDecoder().decode(SnapshotValue.self, from: tree.root)
    }
    #expect(throws: DecodingError.self) {
      try SnapshotDecoder().decode([String: SnapshotValue].self, from: tree.root)
    }
    // A type that expects something else fails at once, without walking the tree.
    #expect(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Box<String>.self, from: ["value": tree.root])
    }
  }

  /// Foundation-object trees are limited the same way.
  ///
  /// On Linux, swift-corelibs-foundation turns
  /// an `NSDictionary` and everything below it into Swift values the first time any of its values
  /// is read — recursively and without a limit — so a Foundation tree tens of thousands of levels
  /// deep overflows the stack inside Foundation before the decoder sees it (documented). Apple's
  /// Foundation bridges lazily, so there the full depth is tested.
  @Test func foundationObjectTreesAreLimitedToo() throws {
    #if canImport(Darwin)
      let depth = 100_000
    #else
      let depth = 2_000
    #endif
    let tree = DeepFoundationTree(depth: depth)
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Nested.self, from: tree.root)
    }
    #expect(debugDescription(of: error) == "The tree nests deeper than 128 levels (maximumDepth)")
    #expect(throws: DecodingError.self) {
      try SnapshotDecoder().decode(SnapshotValue.self, from: tree.root)
    }
  }

  @Test func theDepthLimitIsAnOption() throws {
    let tree = DeepFoundationTree(depth: 40)
    #expect(throws: Never.self) { try SnapshotDecoder().decode(Nested.self, from: tree.root) }
    var decoder = SnapshotDecoder()
    decoder.maximumDepth = 20
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Nested.self, from: tree.root)
    }
    #expect(debugDescription(of: error).contains("20 levels"))
  }

  @Test func encodingAHundredThousandLevelsIsAnErrorNotAStackOverflow() throws {
    let chain = Chain.make(length: 100_000)
    defer { Chain.release(chain) }
    let error = try #require(throws: EncodingError.self) { try SnapshotEncoder().encode(chain) }
    #expect(debugDescription(of: error) == "The value nests deeper than 128 levels (maximumDepth)")
    #expect(pathDescription(of: error).hasPrefix("next.next.next"))
  }

  @Test func nonStringKeysAreDataCorruptedAtTheirObject() throws {
    let swiftIntKeys: [Int: Any] = [1: "a"]
    let numberKeys = NSDictionary(dictionary: [NSNumber(value: 1): "a", "b": "c"])
    for object: Any in [swiftIntKeys, numberKeys] {
      let error = try #require(throws: DecodingError.self) {
        try SnapshotDecoder().decode(Box<[String: String]>.self, from: ["value": object])
      }
      #expect(ErrorKind(error) == .dataCorrupted)
      #expect(pathDescription(of: error) == "value")
      #expect(debugDescription(of: error).contains("has the key '1' of type"))
    }
    // A root with non-String keys fails at the root.
    #expect(throws: DecodingError.self) {
      try SnapshotDecoder().decode([String: String].self, from: swiftIntKeys)
    }
    // String keys of a Swift `[AnyHashable: Any]` are accepted.
    let anyHashable: [AnyHashable: Any] = ["value": "x"]
    #expect(try SnapshotDecoder().decode(Box<String>.self, from: anyHashable).value == "x")
  }

  @Test func nullWhereAValueIsRequiredIsValueNotFound() throws {
    struct Strict: Codable {
      var name: String
      var tags: [String]
      var nested: Box<Int>
    }
    let cases: [(tree: [String: Any], path: String)] = [
      (["name": NSNull(), "tags": [], "nested": ["value": 1]], "name"),
      (["name": "a", "tags": ["x", NSNull()], "nested": ["value": 1]], "tags[1]"),
      (["name": "a", "tags": NSNull(), "nested": ["value": 1]], "tags"),
      (["name": "a", "tags": [], "nested": NSNull()], "nested"),
      (["name": "a", "tags": [], "nested": ["value": NSNull()]], "nested.value"),
    ]
    for (tree, path) in cases {
      let error = try #require(throws: DecodingError.self) {
        try SnapshotDecoder().decode(Strict.self, from: tree)
      }
      #expect(ErrorKind(error) == .valueNotFound, "\(path)")
      #expect(pathDescription(of: error) == path)
    }
  }

  @Test func wrongContainerTypesAreTypeMismatchesNamingWhatWasFound() throws {
    let cases: [(tree: Any, found: String)] = [
      (["a", "b"], "an array"),
      ("text", "the string 'text'"),
      (NSNumber(value: true), "the Boolean true"),
      (NSObject(), "a value of type NSObject"),
      (Date(timeIntervalSince1970: 0), "the date 0.0 seconds after 1970"),
      (Date(timeIntervalSince1970: .nan), "the date nan seconds after 1970"),
    ]
    for (tree, found) in cases {
      let error = try #require(throws: DecodingError.self) {
        try SnapshotDecoder().decode(Box<[String: Int]>.self, from: ["value": tree])
      }
      #expect(ErrorKind(error) == .typeMismatch)
      #expect(pathDescription(of: error) == "value")
      #expect(debugDescription(of: error).hasPrefix("Expected an object but found \(found)"))
    }
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Box<[Int]>.self, from: ["value": ["a": 1]])
    }
    #expect(debugDescription(of: error) == "Expected an array but found an object")
    // The root itself.
    #expect(throws: DecodingError.self) { try SnapshotDecoder().decode(Box<Int>.self, from: [1]) }
  }

  @Test func theUnkeyedContainerReportsItsEndAndDoesNotAdvanceOnFailure() throws {
    struct Pair: Decodable {
      var first: Int
      var second: Int
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        #expect(throws: DecodingError.self) { try container.decode(Bool.self) }
        #expect(container.currentIndex == 0)
        first = try container.decode(Int.self)
        second = try container.decode(Int.self)
        let error = try #require(throws: DecodingError.self) { try container.decode(Int.self) }
        #expect(ErrorKind(error) == .valueNotFound)
        #expect(pathDescription(of: error) == "value[2]")
      }
    }
    let pair = try SnapshotDecoder().decode(Box<Pair>.self, from: ["value": [1, 2]])
    #expect(pair.value.first == 1 && pair.value.second == 2)
  }

  /// Random trees of every kind of value must decode or throw a `DecodingError`, never trap.
  ///
  /// They are decoded into several models. The seed is printed on failure and can be replayed with
  /// `CODABLE_TRANSFORMS_FUZZ_SEED`.
  @Test func randomTreesDecodeOrThrowNeverTrap() throws {
    struct Post: Codable {
      var title: String
      var likes: Int?
      var tags: [String]
      var score: Double?
      var flags: [String: Bool]?
      var when: Date?
    }
    let seed = FuzzConfiguration.current.seed
    var random = SeededRandomNumberGenerator(seed: seed)
    for iteration in 0..<2_000 {
      let tree = randomValue(&random, depth: 0)
      let wrapped: [String: Any] = [
        "title": random.chance(0.5) ? "t" : tree, "tags": random.chance(0.5) ? [] : tree,
        "likes": tree, "score": tree, "flags": tree, "when": tree,
      ]
      for attempt in [
        { _ = try SnapshotDecoder().decode(Post.self, from: wrapped) },
        { _ = try SnapshotDecoder().decode(SnapshotValue.self, from: tree) },
        { _ = try SnapshotDecoder().decode([String: [Int8]].self, from: tree) },
      ] {
        do {
          try attempt()
        } catch is DecodingError {
          // Fine: hostile input gives a DecodingError.
        } catch {
          Issue.record("iteration \(iteration) (seed 0x\(String(seed, radix: 16))) threw \(error)")
        }
      }
    }
  }

  private func randomValue(_ random: inout SeededRandomNumberGenerator, depth: Int) -> Any {
    let scalars: [() -> Any] = [
      { NSNull() }, { true }, { NSNumber(value: false) }, { Int.max }, { UInt64.max },
      { Double.nan }, { -Double.infinity }, { NSNumber(value: 1.5) },
      { NSDecimalNumber(string: "123456789012345678901234567890") }, { "text" },
      { Date(timeIntervalSince1970: 0) }, { Date(timeIntervalSince1970: .nan) }, { Data([1, 2]) },
      { Int8.min }, { NSObject() },
    ]
    if depth > 4 || random.chance(0.5) {
      return random.element(of: scalars)()
    }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return (0..<Int.random(in: 0...3, using: &random)).map { _ in
        randomValue(&random, depth: depth + 1)
      }
    case 1:
      var object: [String: Any] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        object[random.unicodeString(maxLength: 3)] = randomValue(&random, depth: depth + 1)
      }
      return object
    default:
      return [Int.random(in: 0...9, using: &random): randomValue(&random, depth: depth + 1)]
        as [Int: Any]
    }
  }
}
