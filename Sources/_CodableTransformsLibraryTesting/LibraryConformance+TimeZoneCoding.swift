public import CodableTransformsTesting
import Foundation
public import TimeZoneCoding

extension LibraryConformance {
  /// `@StringCodedTimeZone` in all four shapes.
  ///
  /// Samples use identifiers that Foundation keeps as written on every platform (not `"UTC"`,
  /// which Linux normalizes to `"GMT"`).
  public static var stringCodedTimeZone: TransformConformance<StringCodedTimeZoneTransform> {
    TransformConformance(
      "StringCodedTimeZone",
      samples: [
        (zone("Europe/Warsaw"), "Europe/Warsaw"),
        (zone("Asia/Tokyo"), "Asia/Tokyo"),
        (zone("America/Argentina/Buenos_Aires"), "America/Argentina/Buenos_Aires"),
        (zone("Etc/UTC"), "Etc/UTC"),
        (zone("Asia/Kolkata"), "Asia/Kolkata"),
      ],
      invalidInputs: [
        InvalidInput(
          "Mars/Olympus", .dataCorrupted,
          messageContains: "Unknown time zone identifier 'Mars/Olympus'"),
        InvalidInput("", .dataCorrupted, messageContains: "''"),
        InvalidInput("europe/warsaw", .dataCorrupted, messageContains: "'europe/warsaw'"),
        InvalidInput(" Europe/Warsaw", .dataCorrupted, messageContains: "' Europe/Warsaw'"),
        InvalidInput("+01:00", .dataCorrupted, messageContains: "'+01:00'"),
        InvalidInput(3600, .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput(["Europe/Warsaw"], .typeMismatch),
        // Foundation's own encoding of a TimeZone is not accepted in place of the identifier.
        InvalidInput(["identifier": "Europe/Warsaw"], .typeMismatch),
      ],
      generate: { random in zone(random.element(of: TimeZone.knownTimeZoneIdentifiers)) })
  }

  private static func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      preconditionFailure("Foundation does not know the sample time zone \(identifier)")
    }
    return zone
  }
}
