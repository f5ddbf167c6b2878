@_exported import CodableTransformsCore
import FirebaseContract
import Foundation

// The keyed and unkeyed containers of `TreeEncoder`.

struct TreeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: TreeEncoder
  let box: ObjectBox
  let node: CodingPathNode
  let convertsKeys: Bool

  var codingPath: [any CodingKey] { node.path }

  @inline(__always)
  private func wireKey(_ key: Key) -> String {
    convertsKeys ? encoder.state.snakeCase.convert(key.stringValue) : key.stringValue
  }

  mutating func encodeNil(forKey key: Key) throws { box.members[wireKey(key)] = NSNull() }
  mutating func encode(_ value: Bool, forKey key: Key) throws { box.members[wireKey(key)] = value }
  mutating func encode(_ value: String, forKey key: Key) throws {
    box.members[wireKey(key)] = value
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    box.members[wireKey(key)] = value
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { box.members[wireKey(key)] = value }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    box.members[wireKey(key)] = Double(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    if T.self == UnknownFieldsPayload.self, let payload = value as? UnknownFieldsPayload {
      // `@UnknownFields` writes the fields it captured next to the declared ones; a declared
      // property always wins over a captured field of the same name.
      let natives = FirebaseNativeTypes.current(in: encoder.state.userInfo)
      for (name, field) in payload.fields where box.members[name] == nil {
        box.members[name] = field.treeValue(natives: natives)
      }
      return
    }
    box.members[wireKey(key)] = try encoder.wrap(value, node: node, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = ObjectBox()
    box.pending.append((wireKey(key), .object(nested)))
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        encoder: encoder, box: nested, node: node.appending(key), convertsKeys: convertsKeys))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = ArrayBox()
    box.pending.append((wireKey(key), .array(nested)))
    return TreeUnkeyedEncodingContainer(encoder: encoder, box: nested, node: node.appending(key))
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(key: SnapshotCodingKey(stringValue: "super"), wireKey: "super")
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(key: key, wireKey: wireKey(key))
  }

  private func superEncoder(key: any CodingKey, wireKey: String) -> any Encoder {
    let detached = encoder.detachedEncoder(node: node.appending(key))
    box.pending.append((wireKey, .encoder(detached)))
    return detached
  }
}

struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: TreeEncoder
  let box: ArrayBox
  let node: CodingPathNode

  var codingPath: [any CodingKey] { node.path }
  var count: Int { box.elements.count }

  private var indexKey: IndexKey { IndexKey(box.elements.count) }

  mutating func encodeNil() throws { box.elements.append(NSNull()) }
  mutating func encode(_ value: Bool) throws { box.elements.append(value) }
  mutating func encode(_ value: String) throws { box.elements.append(value) }
  mutating func encode(_ value: Double) throws { box.elements.append(value) }
  mutating func encode(_ value: Float) throws { box.elements.append(Double(value)) }
  mutating func encode(_ value: Int) throws { box.elements.append(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    box.elements.append(try encoder.wrap(value, node: node, key: indexKey))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = ObjectBox()
    let key = indexKey
    box.pending.append((box.elements.count, .object(nested)))
    box.elements.append(NSNull())
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        encoder: encoder, box: nested, node: node.appending(key),
        convertsKeys: encoder.state.convertsKeys))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = ArrayBox()
    let key = indexKey
    box.pending.append((box.elements.count, .array(nested)))
    box.elements.append(NSNull())
    return TreeUnkeyedEncodingContainer(encoder: encoder, box: nested, node: node.appending(key))
  }

  mutating func superEncoder() -> any Encoder {
    let detached = encoder.detachedEncoder(node: node.appending(indexKey))
    box.pending.append((box.elements.count, .encoder(detached)))
    box.elements.append(NSNull())
    return detached
  }
}
