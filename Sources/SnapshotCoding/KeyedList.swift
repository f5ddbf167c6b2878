@_exported import CodableTransformsCore
public import FirebaseContract

/// A property wrapper for the Realtime Database's keyed children — `{"-Nx1": {…}, "-Nx2": {…}}` —
/// as an array whose elements carry their key.
///
/// ```swift
/// struct Comment: Codable, Sendable, KeyedListElement {
///     @DocumentID var id: String?
///     var text: String
///     static var listKey: WritableKeyPath<Comment, String?> { \.id }
/// }
///
/// struct Post: Codable, Sendable {
///     var title: String
///     @KeyedList var comments: [Comment]
/// }
///
/// // {"title": "Hello", "comments": {"-Nx2": {"text": "Second"}, "-Nx1": {"text": "First"}}}
/// post.comments.map(\.id)    // ["-Nx1", "-Nx2"]: Firebase's key order, oldest push ID first
/// ```
///
/// Decoding puts each child's key into the element's ``KeyedListElement/listKey`` — usually its
/// `@DocumentID`, which leaves the key out of the child when encoding — and orders the elements as
/// Firebase lists children (``FirebaseKeyOrder``). It also accepts the array the Realtime Database
/// returns when most keys are integers, `[{…}, null, {…}]`: each element gets its index as key and
/// `null` holes are skipped, as are `null` children of an object. A missing key or `null` decodes
/// as an empty list, because the Realtime Database drops empty children on write.
///
/// Encoding writes an object of children under their keys, in every coder (in JSON,
/// `{"-Nx1": {"text": "First"}}`; an empty list is `{}`). Keys are never changed by a key strategy.
/// An element without a key, or two elements with the same key, cannot be written and throw
/// `EncodingError.invalidValue` at the element's path.
///
/// - Note: Wire format: an object from each element's key to the element.
@propertyWrapper
public struct KeyedList<Element: KeyedListElement> {
  /// The elements, in Firebase's key order after decoding.
  public var wrappedValue: [Element]

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The elements; each needs a distinct key before it is encoded.
  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }
}

/// An element of a ``KeyedList``: it says which property holds its key.
///
/// Point ``listKey`` at an optional property of a `DocumentIDRepresentable` type — usually the
/// element's `@DocumentID`, so that the key is not written twice:
///
/// ```swift
/// struct Comment: Codable, Sendable, KeyedListElement {
///     @DocumentID var id: String?
///     var text: String
///     static var listKey: WritableKeyPath<Comment, String?> { \.id }
/// }
/// ```
///
/// - Note: Wire format: the key is the child's name in the list, its string form
///   (`DocumentIDRepresentable.documentID`).
public protocol KeyedListElement: Codable {
  /// The type of the key; `String` for push IDs.
  associatedtype ListKey: DocumentIDRepresentable

  /// The property that receives the child's key when decoding and gives it when encoding.
  static var listKey: WritableKeyPath<Self, ListKey?> { get }
}

extension KeyedList: ContainerCodable {
  /// Decodes the children of `key` — an object, or the array form — in Firebase's key order.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key; missing or `null` gives an empty list.
  /// - Throws: `DecodingError` at the child's path when a child does not decode or its key is
  ///   refused by ``KeyedListElement/ListKey``; `typeMismatch` when the value is neither an object
  ///   nor an array.
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    guard container.contains(key), try !container.decodeNil(forKey: key) else {
      self.init(wrappedValue: [])
      return
    }
    let path = container.codingPath + [key]
    self.init(
      wrappedValue: try Self.decodeChildren(
        path: path,
        object: { try container.decode([String: ListChild<Element>].self, forKey: key) },
        array: { try container.decode([ListChild<Element>].self, forKey: key) }))
  }

  /// Encodes the elements as an object of children under their keys.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` at `key[index]` for an element without a key or with
  ///   a key another element has; the coder's errors for the elements.
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container.encode(children(path: container.codingPath + [key]), forKey: key)
  }

  /// Decodes the children outside a keyed container; `null` is an empty list.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: As ``init(from:forKey:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.init(wrappedValue: [])
      return
    }
    self.init(
      wrappedValue: try Self.decodeChildren(
        path: decoder.codingPath,
        object: { try container.decode([String: ListChild<Element>].self) },
        array: { try container.decode([ListChild<Element>].self) }))
  }

  /// Encodes the elements outside a keyed container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: As ``encode(to:forKey:)``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(children(path: encoder.codingPath))
  }

  private static func decodeChildren(
    path: [any CodingKey],
    object: () throws -> [String: ListChild<Element>],
    array: () throws -> [ListChild<Element>]
  ) throws -> [Element] {
    let children: [(key: String, child: ListChild<Element>)]
    do {
      let byKey = try object()
      children = FirebaseKeyOrder.sorted(byKey.keys).compactMap { key in
        byKey[key].map { (key, $0) }
      }
    } catch let error as DecodingError where error.isTypeMismatch(at: path) {
      // Not an object: the Realtime Database's array form, or a wrong type.
      do {
        children = try array().enumerated().map { ("\($0.offset)", $0.element) }
      } catch let arrayError as DecodingError where arrayError.isTypeMismatch(at: path) {
        throw DecodingError.typeMismatch(
          [String: Element].self,
          DecodingError.Context(
            codingPath: path,
            debugDescription:
              "Expected an object of keyed children or an array with null holes; "
              + "\(error.debugDescription)", underlyingError: error))
      }
    }
    var elements: [Element] = []
    elements.reserveCapacity(children.count)
    for (key, child) in children {
      guard var element = child.value else { continue }  // a `null` child or hole: no child
      // An empty key is no key: encoding could not write the element back.
      guard !key.isEmpty, let listKey = Element.ListKey(documentID: key) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: path + [SnapshotCodingKey(stringValue: key)],
            debugDescription: "'\(key)' is not a valid \(Element.ListKey.self) key"))
      }
      element[keyPath: Element.listKey] = listKey
      elements.append(element)
    }
    return elements
  }

  private func children(path: [any CodingKey]) throws -> [String: Element] {
    var children: [String: Element] = [:]
    children.reserveCapacity(wrappedValue.count)
    for (index, element) in wrappedValue.enumerated() {
      let elementPath = path + [SnapshotCodingKey(intValue: index)]
      guard let key = element[keyPath: Element.listKey]?.documentID, !key.isEmpty else {
        throw EncodingError.invalidValue(
          element,
          EncodingError.Context(
            codingPath: elementPath,
            debugDescription:
              "The element at index \(index) has no key; set its \(Element.self).listKey "
              + "property before encoding"))
      }
      guard children.updateValue(element, forKey: key) == nil else {
        throw EncodingError.invalidValue(
          element,
          EncodingError.Context(
            codingPath: elementPath,
            debugDescription: "The key '\(key)' of the element at index \(index) is used by an "
              + "earlier element; keys in a KeyedList must be distinct"))
      }
    }
    return children
  }
}

/// One child as decoded: `nil` for `null`.
struct ListChild<Element: Decodable>: Decodable {
  var value: Element?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    value = container.decodeNil() ? nil : try container.decode(Element.self)
  }
}

extension DecodingError {
  /// Whether this is a `typeMismatch` of the value at `path` itself, not of something inside it.
  fileprivate func isTypeMismatch(at path: [any CodingKey]) -> Bool {
    guard case .typeMismatch(_, let context) = self else { return false }
    return context.codingPath.map(\.stringValue) == path.map(\.stringValue)
  }

  fileprivate var debugDescription: String {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      context.debugDescription
    @unknown default:
      "\(self)"
    }
  }
}

extension KeyedList: Sendable where Element: Sendable {}

extension KeyedList: Equatable where Element: Equatable {}

extension KeyedList: Hashable where Element: Hashable {}

extension KeyedList: CustomStringConvertible {
  /// The elements.
  public var description: String { "\(wrappedValue)" }
}
