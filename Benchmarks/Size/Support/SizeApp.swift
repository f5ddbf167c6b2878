import Foundation

/// What every app of the size benchmark does, whichever way its models are written: decode each
/// payload, encode it again, decode that, and print a digest of the decoded values.
///
/// The digest is the same for every variant that converts the values the same way (hand-written,
/// this package's wrappers, BetterCodable's), so `size-report.py` can check that the programs
/// it compares do the same work.
///
/// - Parameters:
///   - search: The model of `search.json`, a social network's search result.
///   - events: The model of `events.json`, a code host's event list.
///   - catalogue: The model of `catalogue.json`, a ticketing catalogue.
///   - products: The model of `products.json`, a shop's product page.
/// - Throws: A decoding or encoding error, or ``RoundTripMismatch``.
public func runSizeApp<Search: Codable, Events: Codable, Catalogue: Codable, Products: Codable>(
  search: Search.Type, events: Events.Type, catalogue: Catalogue.Type, products: Products.Type
) throws {
  let directory = CommandLine.arguments.dropFirst().first ?? "Benchmarks/Size/Payloads"
  try roundTrip(Search.self, file: "search.json", in: directory)
  try roundTrip(Events.self, file: "events.json", in: directory)
  try roundTrip(Catalogue.self, file: "catalogue.json", in: directory)
  try roundTrip(Products.self, file: "products.json", in: directory)
}

/// A payload whose values changed on their way through the encoder.
public struct RoundTripMismatch: Error, CustomStringConvertible {
  /// The payload's file name, and both digests.
  public var description: String
}

private func roundTrip<Model: Codable>(_: Model.Type, file: String, in directory: String) throws {
  let decoder = JSONDecoder()
  decoder.keyDecodingStrategy = .convertFromSnakeCase
  let encoder = JSONEncoder()
  encoder.keyEncodingStrategy = .convertToSnakeCase
  encoder.outputFormatting = .sortedKeys
  let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file))
  let decoded = try decoder.decode(Model.self, from: data)
  let encoded = try encoder.encode(decoded)
  let again = try decoder.decode(Model.self, from: encoded)
  let (first, second) = (digest(decoded), digest(again))
  guard first == second else {
    throw RoundTripMismatch(description: "\(file):\n  decoded \(first)\n  again   \(second)")
  }
  print("\(file)  values \(fnv1a(first))  (\(first.utf8.count) characters)")
}

/// A canonical description of a decoded value: property wrappers are seen through, properties
/// are sorted by name, and dictionaries by key, so that the same values written with different
/// wrappers describe alike.
func digest(_ value: Any) -> String {
  switch value {
  case let date as Date: return "date(\(date.timeIntervalSince1970))"
  case let url as URL: return "url(\(url.absoluteString))"
  case let string as String: return String(reflecting: string)
  case is Int, is Double, is Bool: return "\(value)"
  default: break
  }
  let mirror = Mirror(reflecting: value)
  let children = mirror.children.map { (label: $0.label, value: $0.value) }
  switch mirror.displayStyle {
  case .optional:
    return children.first.map { digest($0.value) } ?? "nil"
  case .collection:
    return "[" + children.map { digest($0.value) }.joined(separator: ",") + "]"
  case .dictionary:
    let entries = children.map { entry in
      let pair = Mirror(reflecting: entry.value).children.map { digest($0.value) }
      return pair.joined(separator: ":")
    }
    return "[" + entries.sorted().joined(separator: ",") + "]"
  case .struct, .class:
    let fields = children.map { child -> String in
      guard let label = child.label else { return digest(child.value) }
      // A property wrapper's storage is `_name`: describe its value.
      guard label.hasPrefix("_") else { return "\(label):\(digest(child.value))" }
      return "\(label.dropFirst()):\(digest(wrappedValue(of: child.value)))"
    }
    return "{" + fields.sorted().joined(separator: ",") + "}"
  default:
    return "\(value)"
  }
}

/// The `wrappedValue` a property wrapper stores, through nested wrappers.
private func wrappedValue(of wrapper: Any) -> Any {
  guard
    let value = Mirror(reflecting: wrapper).children.first(where: { $0.label == "wrappedValue" })?
      .value
  else {
    preconditionFailure("\(type(of: wrapper)) stores no wrappedValue: the digest cannot see it")
  }
  return value
}

/// The 64-bit FNV-1a hash of a string's UTF-8 bytes, in hexadecimal.
private func fnv1a(_ string: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in string.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }
  return String(hash, radix: 16)
}

/// What each one-wrapper program of the size benchmark does: decode a model from JSON, encode
/// it, print the JSON.
///
/// - Parameters:
///   - model: The model's type.
///   - json: The payload.
/// - Throws: A decoding or encoding error.
public func decodeAndEncode<Model: Codable>(_ model: Model.Type, json: String) throws {
  let value = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
  print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
}
