import CodableTransforms
import Foundation

/// The seed inputs the harnesses start from: the sample model in each coder's configurations,
/// the strict part alone, and an empty object.
public enum SeedCorpus {
  /// JSON seed inputs.
  public static var json: [(name: String, bytes: Data)] {
    var seeds: [(String, Data)] = [("empty.json", Data("{}".utf8))]
    for snakeCase in [false, true] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      if snakeCase {
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
      }
      let suffix = snakeCase ? "-snake-case" : ""
      if let sample = try? encoder.encode(FuzzModel.sample) {
        seeds.append(("sample\(suffix).json", sample))
      }
      var strictOnly = FuzzModel()
      strictOnly.strict = .sample
      if let strict = try? encoder.encode(strictOnly) {
        seeds.append(("strict\(suffix).json", strict))
      }
    }
    return seeds
  }

  /// Snapshot seed inputs, in ``SnapshotTreeBytes``' language.
  public static var snapshot: [(name: String, bytes: Data)] {
    var seeds: [(String, Data)] = [("empty.bin", Data([0]))]
    for snakeCase in [false, true] {
      var encoder = SnapshotEncoder()
      if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
      let suffix = snakeCase ? "-snake-case" : ""
      var strictOnly = FuzzModel()
      strictOnly.strict = .sample
      for (name, model) in [("sample", FuzzModel.sample), ("strict", strictOnly)] {
        guard let tree = try? encoder.encode(model),
          let value = try? SnapshotDecoder().decode(SnapshotValue.self, from: tree)
        else { continue }
        seeds.append(("\(name)\(suffix).bin", Data(SnapshotTreeBytes.bytes(for: value))))
      }
    }
    return seeds
  }

  /// A libFuzzer dictionary of the model's keys and strings, for `-dict=`.
  public static var dictionary: String {
    SnapshotTreeBytes.knownStrings.filter { !$0.isEmpty }.map { string in
      let escaped = string.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"", "\\": return "\\\(scalar)"
        case " "..."~": return String(scalar)
        default: return String(scalar).utf8.map { String(format: "\\x%02X", $0) }.joined()
        }
      }.joined()
      return "\"\\\"\(escaped)\\\"\""
    }.joined(separator: "\n") + "\n"
  }
}
