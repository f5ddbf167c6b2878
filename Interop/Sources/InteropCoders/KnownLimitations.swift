public import CodableTransformsTesting

/// The conformance cases that Yams and XMLCoder cannot pass, and why.
///
/// Which cases fail is generated (`KnownLimitations+Generated.swift`) by running every case with
/// the coders' limitations switched off:
///
/// ```sh
/// CODABLE_TRANSFORMS_WRITE_LIMITATIONS=1 swift test --filter KnownLimitationTableTests
/// ```
///
/// and `swift test` fails when the table no longer matches what fails. Why they fail is written
/// here, per check; each case's own failure messages are recorded with the known issue.
public enum KnownLimitations {
  /// Why Yams 6.2.2 fails a check, for the cases of the table.
  ///
  /// - Parameter check: The check.
  /// - Returns: The reasons that apply to the check.
  public static func yaml(_ check: ConformanceCheck) -> String {
    var reasons: [String] = []
    switch check {
    case .invalidInputs, .null, .recoveredInputs, .missingKey, .mutatedInputs:
      reasons.append(
        "Yams decodes any scalar as a String when asked for one — 42, true and null are the "
          + "strings '42', 'true' and 'null' — so inputs that other coders reject as a type "
          + "mismatch or a null reach the wrapper as text")
      reasons.append(
        "Yams reports null where a sequence, a mapping or a number is expected as "
          + "typeMismatch ('found Node/Scalar instead'), not valueNotFound")
    default: break
    }
    switch check {
    case .roundTrip, .wireValue, .mutateThenEncode, .randomRoundTrip, .mutatedInputs:
      reasons.append(
        "YAMLEncoder writes a Double with 15 significant digits, so a double that needs 16 or "
          + "17 (0.30000000000000004, 89.99999999999999) comes back rounded")
      reasons.append("a string that begins with U+FEFF (a byte order mark) loses it")
      reasons.append(
        "YAMLEncoder keeps a key whose value throws while encoding, as null, so a `@DocumentID` "
          + "that the encoder does not ask for (its request declines by throwing) is written as "
          + "null instead of being left out")
    default: break
    }
    if check == .mutatedInputs {
      reasons.append("Yams does not read back an integer above Int64.max that it wrote")
    }
    return "Yams 6.2.2: " + reasons.joined(separator: "; ")
  }

  /// Why XMLCoder 0.18.2 fails a check, for the cases of the table.
  ///
  /// - Parameter check: The check.
  /// - Returns: The reasons that apply to the check.
  public static func xml(_ check: ConformanceCheck) -> String {
    var reasons = [
      "everything is text: XMLCoder writes numbers and Booleans as text, reads any text where a "
        + "scalar is expected (so 42, true or [\"#FFF\"] reach the wrapper as a string instead "
        + "of failing as a type mismatch) and trims leading and trailing whitespace"
    ]
    switch check {
    case .null, .invalidInputs, .recoveredInputs, .mutatedInputs, .roundTrip, .wireValue,
      .mutateThenEncode, .randomRoundTrip:
      reasons.append(
        "a wrapper's encodeNil() is an empty element, which reads back as the empty string "
          + "(or an empty object, or a missing key), never as null")
      reasons.append(
        "an array is a repeated element: an empty array writes nothing (its key is omitted), an "
          + "empty array inside an array is lost, and an empty dictionary reads back as a type "
          + "mismatch")
      reasons.append(
        "dictionary keys become element names, so keys that are not XML names (empty, with "
          + "spaces or symbols, starting with a digit) give a document that does not parse")
    default: break
    }
    if check == .missingKey {
      reasons.append(
        "XMLCoder's keyNotFound names the missing key twice (testedValue.testedValue); the "
          + "kit requires the path of the object that lacks it")
    }
    return "XMLCoder 0.18.2: " + reasons.joined(separator: "; ")
  }

  /// The key of a case in the generated table: `suite · check`.
  static func key(suite: String, check: ConformanceCheck) -> String {
    "\(suite) · \(check)"
  }
}
