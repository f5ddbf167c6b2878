@_exported import CodableTransformsCore

/// A transform that decodes with `Primary`, or with `Alternative` when `Primary` cannot, and
/// encodes with `Primary` — for a value that arrives in two formats.
///
/// A date that is an RFC 3339 string in new payloads and seconds since 1970 in old ones, a color
/// that may come as a hex string or as components: combine the two transforms and name the
/// wrapper with a typealias, as for any transform:
///
/// ```swift
/// typealias FlexibleDate<Property: TransformShape<Date>> = TransformCoded<
///     PickFirstTransform<ISO8601DateTransform, SecondsSince1970Transform>, Property
/// >
///
/// struct Event: Codable {
///     @FlexibleDate var startsAt: Date       // "2026-11-21T09:30:00Z" or 1795253400; written as the string
///     @FlexibleDate var reminders: [Date]    // each element in either format
/// }
/// ```
///
/// | input | decodes as |
/// |---|---|
/// | what `Primary` accepts | `Primary`'s value |
/// | what only `Alternative` accepts | `Alternative`'s value |
/// | a value of a type neither reads (`typeMismatch` from both) | `Primary`'s `typeMismatch` |
/// | anything else both refuse | `dataCorrupted` quoting both errors, `Primary`'s as the `underlyingError` |
/// | missing key / `null` | the shape's rules (`Alternative` is not tried) |
///
/// `PickFirstTransform` can be nested, `PickFirstTransform<A, PickFirstTransform<B, C>>`, to try
/// three formats.
///
/// - Note: Wire format: `Primary`'s. Values decoded from `Alternative`'s format are written in
///   `Primary`'s, so a payload is normalized by a round trip.
public enum PickFirstTransform<Primary: CodingTransform, Alternative: CodingTransform>:
  CodingTransform
where Primary.Value == Alternative.Value {
  /// Returns the value that was decoded while reading, or decodes `Primary`'s coding value.
  ///
  /// - Parameter codingValue: The coding value read from the coder.
  /// - Returns: The value.
  /// - Throws: What `Primary.decode(_:)` throws for a coding value made in code.
  @inlinable
  public static func decode(_ codingValue: CodingValue) throws -> Primary.Value {
    switch codingValue.storage {
    case .decoded(let value): value
    case .primary(let primary): try Primary.decode(primary)
    }
  }

  /// Wraps the value, to be written with `Primary` where the container is at hand.
  ///
  /// - Parameter value: The value.
  /// - Returns: The coding value that writes `value` with `Primary`.
  /// - Throws: Nothing; `Primary.encode(_:)` is called when the value is written.
  @inlinable
  public static func encode(_ value: Primary.Value) throws -> CodingValue {
    CodingValue(storage: .decoded(value))
  }
}

extension PickFirstTransform {
  /// What a ``PickFirstTransform`` reads and writes: the value decoded by either transform, or
  /// `Primary`'s coding value to write.
  ///
  /// The two transforms are tried while reading, where the coder is at hand, so that each reads
  /// its own coding value.
  ///
  /// ```swift
  /// let coded = try PickFirstTransform<ISO8601DateTransform, SecondsSince1970Transform>.encode(date)
  /// ```
  public struct CodingValue: ContainerCodable {
    @usableFromInline
    enum Storage {
      case decoded(Primary.Value)
      case primary(Primary.CodingValue)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) {
      self.storage = storage
    }

    /// Reads the value with `Primary`, else with `Alternative`, through single-value containers.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: See ``PickFirstTransform``.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        self.init(storage: .decoded(try container.decode(using: Primary.self)))
      } catch let primary {
        guard Self.mayTryAlternative(after: primary) else { throw primary }
        do {
          self.init(storage: .decoded(try container.decode(using: Alternative.self)))
        } catch {
          throw Self.neither(primary, error, at: container.codingPath)
        }
      }
    }

    /// Writes `Primary`'s coding value.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The coder's errors, or what `Primary.encode(_:)` throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch storage {
      case .primary(let primary): try container.encode(primary)
      case .decoded(let value): try container.encode(value, using: Primary.self)
      }
    }

    /// Reads the value for a key with `Primary`, else with `Alternative`, in the model's
    /// container.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: See ``PickFirstTransform``.
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
      do {
        self.init(storage: .decoded(try container.decode(using: Primary.self, forKey: key)))
      } catch let primary {
        guard Self.mayTryAlternative(after: primary) else { throw primary }
        do {
          self.init(
            storage: .decoded(try container.decode(using: Alternative.self, forKey: key)))
        } catch {
          throw Self.neither(primary, error, at: container.codingPath + [key])
        }
      }
    }

    /// Writes `Primary`'s coding value for a key.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: The coder's errors, or what `Primary.encode(_:)` throws.
    public func encode<K: CodingKey>(
      to container: inout KeyedEncodingContainer<K>, forKey key: K
    ) throws {
      switch storage {
      case .primary(let primary): try container._encodeNested(primary, forKey: key)
      case .decoded(let value): try container.encode(value, using: Primary.self, forKey: key)
      }
    }

    /// A missing key or `null` is not a format: only other errors let `Alternative` try.
    static func mayTryAlternative(after error: any Error) -> Bool {
      switch error {
      case DecodingError.keyNotFound, DecodingError.valueNotFound: false
      default: true
      }
    }

    /// The error when both transforms refuse the value.
    static func neither(_ primary: any Error, _ alternative: any Error, at path: [any CodingKey])
      -> any Error
    {
      if case DecodingError.typeMismatch = primary, case DecodingError.typeMismatch = alternative {
        return primary
      }
      return DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path,
          debugDescription:
            "Neither format matched: \(message(of: primary)); \(message(of: alternative))",
          underlyingError: primary))
    }

    private static func message(of error: any Error) -> String {
      switch error {
      case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
        DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
        context.debugDescription
      default:
        String(describing: error)
      }
    }
  }
}

extension PickFirstTransform.CodingValue: Sendable
where Primary.Value: Sendable, Primary.CodingValue: Sendable {}

extension PickFirstTransform.CodingValue.Storage: Sendable
where Primary.Value: Sendable, Primary.CodingValue: Sendable {}
