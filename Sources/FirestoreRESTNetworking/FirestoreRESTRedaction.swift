import Foundation

/// Removes secrets from text that a server or a proxy sent back — an error body, an OAuth 2
/// `error_description`, a transport's message — before the text goes into an error.
///
/// A server may echo a request in any form: raw, form-encoded (`1%2F%2F0g…` for `1//0g…`),
/// form-decoded (a `+` read as a space), JSON-escaped (`1\/\/0g…`, `\n` in a key),
/// percent-decoded, as HTML character references, in another case. Each form of each secret,
/// in any case, is replaced by `<redacted>` before the
/// text is cut to length, so that a cut cannot leave part of a secret behind; an echo that was
/// itself cut short, ending with the start of a secret or beginning with its end, loses that
/// fragment too. Last, the text is decoded every way it could be and, should a secret still be
/// found in it, nothing of it is kept.
enum FirestoreRESTRedaction {
  static let marker = "<redacted>"

  /// The shortest secret redacted, and the shortest fragment of one removed from the ends of a
  /// text cut short.
  static let shortestFragment = 8

  /// `text` without any form of any secret, then cut to `limit` characters.
  ///
  /// - Parameters:
  ///   - text: What a server sent.
  ///   - secrets: What must not appear; empty strings are ignored.
  ///   - limit: The most characters to keep, after redaction.
  /// - Returns: The text to put into an error.
  static func redact(_ text: String, _ secrets: [String], limit: Int? = nil) -> String {
    // Shorter values are not credentials (the emulator's `owner`), and cutting them out would
    // mangle ordinary words.
    let secrets = secrets.filter { $0.count >= shortestFragment }
    var text = text
    if !secrets.isEmpty {
      let forms = self.forms(of: secrets)
      for form in forms {
        text = text.replacingOccurrences(of: form, with: marker, options: .caseInsensitive)
      }
      text = removingFragments(text, forms)
      let lowercasedSecrets = secrets.map { $0.lowercased() }
      if decodings(of: text).contains(where: { decoded in
        let decoded = decoded.lowercased()
        return lowercasedSecrets.contains { decoded.contains($0) }
      }) {
        return "\(marker) (the text quoted a secret in a form that cannot be cut out)"
      }
    }
    guard let limit, text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }

  /// A JSON value with every string in it — keys and values, at any depth — redacted, so that
  /// it can be written out again in any encoding.
  static func redactStrings(in value: Any, _ secrets: [String]) -> Any {
    switch value {
    case let text as String:
      return redact(text, secrets)
    case let array as [Any]:
      return array.map { redactStrings(in: $0, secrets) }
    case let object as [String: Any]:
      var result: [String: Any] = [:]
      for (key, member) in object {
        result[redact(key, secrets)] = redactStrings(in: member, secrets)
      }
      return result
    default:
      return value
    }
  }

  /// Each form in which a secret can be echoed, longest first (so that a longer form is
  /// replaced before a shorter one inside it).
  static func forms(of secrets: [String]) -> [String] {
    var forms: Set<String> = []
    for secret in secrets {
      let strict = secret.addingPercentEncoding(withAllowedCharacters: unreserved) ?? secret
      let query = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? secret
      for form in [secret, strict, query] {
        forms.insert(form)
        forms.insert(form.replacingOccurrences(of: "%20", with: "+"))
      }
      forms.insert(secret.replacingOccurrences(of: "+", with: " "))
      if let decoded = secret.removingPercentEncoding { forms.insert(decoded) }
      forms.insert(jsonEscaped(secret, escapingSlashes: true))
      forms.insert(jsonEscaped(secret, escapingSlashes: false))
      forms.insert(htmlEscaped(secret))
    }
    return forms.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// The text without a secret's beginning at its end or a secret's end at its start: what an
  /// echo cut short, by the server or on the way, leaves.
  private static func removingFragments(_ text: String, _ forms: [String]) -> String {
    var text = text
    for form in forms where form.count > shortestFragment {
      let characters = Array(form.lowercased())
      let lowercased = text.lowercased()
      for length in stride(from: characters.count - 1, through: shortestFragment, by: -1) {
        if lowercased.hasSuffix(String(characters[..<length])) {
          text = String(text.dropLast(length)) + marker
          break
        }
      }
      for length in stride(from: characters.count - 1, through: shortestFragment, by: -1) {
        if text.lowercased().hasPrefix(String(characters[(characters.count - length)...])) {
          text = marker + String(text.dropFirst(length))
          break
        }
      }
    }
    return text
  }

  /// The text read each way a secret could be hidden in it.
  private static func decodings(of text: String) -> [String] {
    let unescaped = text.replacingOccurrences(of: "\\/", with: "/")
      .replacingOccurrences(of: "\\n", with: "\n")
    // With every backslash gone, whatever depth of JSON escaping was applied is undone.
    var results = [
      text, unescaped, htmlUnescaped(text), text.replacingOccurrences(of: " ", with: "+"),
      text.replacingOccurrences(of: "\\", with: ""),
    ]
    for candidate in [text, unescaped, text.replacingOccurrences(of: "+", with: " ")] {
      if let decoded = candidate.removingPercentEncoding { results.append(decoded) }
    }
    return results
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func jsonEscaped(_ text: String, escapingSlashes: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "/" where escapingSlashes: result += "\\/"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Every character that is not a letter or a digit as a decimal character reference, as an
  /// HTML error page may write an echoed form.
  private static func htmlEscaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "&#\(scalar.value);"
      }
    }
    return result
  }

  /// Decimal and hexadecimal character references, and the entities of `&`, `<`, `>`, `"`
  /// and `'`, read back.
  private static func htmlUnescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
        result.append("&")
        rest = rest.dropFirst()
        continue
      }
      let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      var decoded: String?
      if let value = named[String(entity)] {
        decoded = value
      } else if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
        decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
          String(Character($0))
        }
      } else if entity.hasPrefix("#") {
        decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map {
          String(Character($0))
        }
      }
      if let decoded {
        result += decoded
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append("&")
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }
}
