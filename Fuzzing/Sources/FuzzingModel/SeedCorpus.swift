import CodableTransforms
import Foundation

/// The seed inputs and dictionaries of the harnesses, generated from the family models' samples
/// (`init()`): `swift run Fuzz --write-seeds Corpus` writes them to `Corpus/<harness>/` and
/// `Corpus/<harness>.dict`.
enum SeedCorpus {
  /// Strings every harness may meet: Firebase's shapes, and values at the edges of the formats.
  static let commonStrings: Set<String> = [
    ".sv", "timestamp", "seconds", "nanoseconds", "latitude", "longitude", "Europe/Warsaw",
    "2026-11-21T09:30:00Z", "#FFF", "42", "true", "1e400", "",
  ]

  /// An empty object, the sample, and the sample with snake-case keys and ISO 8601 dates.
  static func json<Model: FuzzFamilyModel>(_ model: Model.Type) -> [FuzzSeed] {
    var seeds = [FuzzSeed("empty.json", Data("{}".utf8))]
    for (coders, suffix) in zip(FuzzChecks.jsonCoders, ["", "-snake-case"]) {
      seeds.append(
        FuzzSeed(
          "sample\(suffix).json", encoded { try coders.encoder.encode(Model()) },
          sample: suffix.isEmpty ? AnyHashable(Model()) : nil))
    }
    return seeds
  }

  /// An empty object, the sample, and the sample with snake-case keys, in
  /// ``SnapshotTreeBytes``' language.
  static func snapshot<Model: FuzzFamilyModel>(_ model: Model.Type) -> [FuzzSeed] {
    var seeds = [FuzzSeed("empty.bin", Data([0]))]
    for (coders, suffix) in zip(FuzzChecks.snapshotCoders, ["", "-snake-case"]) {
      let tree = snapshotValue(Model(), encoder: coders.encoder)
      seeds.append(
        FuzzSeed(
          "sample\(suffix).bin", Data(SnapshotTreeBytes.bytes(for: tree)),
          sample: suffix.isEmpty ? AnyHashable(Model()) : nil))
    }
    return seeds
  }

  /// An empty document, and each family's sample in a collection named after the family.
  static func rest() -> [FuzzSeed] {
    [FuzzSeed("empty.json", Data("{}".utf8))]
      + FuzzFamily.all.map { family in
        let model = family.model.init()
        let reference = knownReference(
          "projects/fuzz/databases/(default)/documents/\(family.name)/sample")
        let document = FamilyDocument(reference: reference, model: model)
        return FuzzSeed(
          "\(family.name).json",
          encoded { try document.json(fields: FuzzChecks.restEncoder.encode(document).json) })
      }
  }

  /// The strings the snapshot language reaches by index: the keys and strings of `Model`'s
  /// sample as `SnapshotEncoder` writes it, with both key strategies, and ``commonStrings``.
  static func snapshotStrings<Model: FuzzFamilyModel>(_ model: Model.Type) -> [String] {
    var strings = commonStrings
    for coders in FuzzChecks.snapshotCoders {
      collectStrings(snapshotValue(Model(), encoder: coders.encoder), into: &strings)
    }
    return strings.sorted()
  }

  /// A dictionary of the keys and strings of JSON seeds (and `adding`), each as a JSON string.
  static func dictionary(quoting seeds: [FuzzSeed], adding extra: [String] = []) -> String {
    var strings = commonStrings.union(extra)
    for seed in seeds {
      let tree = encoded { try JSONSerialization.jsonObject(with: seed.bytes) }
      let value = encoded { try SnapshotDecoder().decode(SnapshotValue.self, from: tree) }
      collectStrings(value, into: &strings)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return entries(
      strings.filter { !$0.isEmpty }.sorted().map { string in
        Array(encoded { try encoder.encode(string) })
      })
  }

  /// A dictionary of the snapshot language's literal strings: tag `6`, a length, the UTF-8.
  static func dictionary(snapshotStrings strings: [String]) -> String {
    entries(
      strings.filter { !$0.isEmpty && $0.utf8.count < 256 }.map { string in
        [6, UInt8(string.utf8.count)] + Array(string.utf8)
      })
  }

  /// libFuzzer's dictionary format: one quoted entry per line, `"` and `\` escaped, bytes outside
  /// printable ASCII as `\xNN`.
  private static func entries(_ tokens: [[UInt8]]) -> String {
    tokens.map { token in
      let escaped = token.map { byte -> String in
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): "\\" + String(UnicodeScalar(byte))
        case 0x20...0x7E: String(UnicodeScalar(byte))
        default: String(format: "\\x%02X", byte)
        }
      }.joined()
      return "\"\(escaped)\""
    }.joined(separator: "\n") + "\n"
  }

  private static func snapshotValue<Model: FuzzFamilyModel>(
    _ model: Model, encoder: SnapshotEncoder
  ) -> SnapshotValue {
    encoded {
      try SnapshotDecoder().decode(SnapshotValue.self, from: try encoder.encode(model))
    }
  }

  private static func collectStrings(_ value: SnapshotValue, into strings: inout Set<String>) {
    switch value {
    case .string(let string): strings.insert(string)
    case .array(let values):
      for element in values { collectStrings(element, into: &strings) }
    case .object(let members):
      for (key, member) in members {
        strings.insert(key)
        collectStrings(member, into: &strings)
      }
    default: break
    }
  }

  /// The samples are the harnesses' own values: one that does not encode is a bug in its model.
  private static func encoded<Value>(_ body: () throws -> Value) -> Value {
    do {
      return try body()
    } catch {
      preconditionFailure("a family's sample does not encode: \(error)")
    }
  }
}
