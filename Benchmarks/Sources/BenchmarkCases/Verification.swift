import Foundation

// Checks that the two sides of a case do the same work: they decode equal values and encode
// equal payloads. A baseline that skipped a validation or a key would make the ratio meaningless.

/// The values of a record's stored properties, wrappers unwrapped, as text by property name:
/// equal for a hand-written record and its wrapped twin when they hold the same values.
func fieldDescriptions(_ value: Any) -> [String: String] {
  var fields: [String: String] = [:]
  for child in Mirror(reflecting: value).children {
    let label = (child.label ?? "?").trimmingCharacters(in: CharacterSet(charactersIn: "_"))
    fields[label] = describe(unwrapped(child.value, label: child.label))
  }
  return fields
}

/// A value as text; a dictionary's entries sorted, so that two equal dictionaries match.
private func describe(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
    return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
  }
  if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
    return "Optional(\(describe(wrapped.value)))"
  }
  return String(reflecting: value)
}

// A wrapper stores its value as `wrappedValue`.
private func unwrapped(_ value: Any, label: String?) -> Any {
  guard label?.hasPrefix("_") == true else { return value }
  let wrapped = Mirror(reflecting: value).children.first { $0.label == "wrappedValue" }
  return wrapped.map { unwrapped($0.value, label: "_") } ?? value
}

/// Throws unless two arrays of records hold the same values.
func checkSameRecords(_ baseline: [Any], _ subject: [Any], _ name: String) throws {
  guard baseline.count == subject.count else {
    throw CaseMismatch(
      description: "\(name): \(baseline.count) records from the baseline, \(subject.count) from "
        + "the subject")
  }
  for (index, (left, right)) in zip(baseline, subject).enumerated() {
    // A baseline may keep more (the errors a lossy loop recorded): the shared names must match.
    var (leftFields, rightFields) = (fieldDescriptions(left), fieldDescriptions(right))
    leftFields = leftFields.filter { rightFields[$0.key] != nil }
    rightFields = rightFields.filter { leftFields[$0.key] != nil }
    guard !leftFields.isEmpty, leftFields == rightFields else {
      throw CaseMismatch(
        description: "\(name): record \(index) differs:\n  baseline \(leftFields)\n  subject  "
          + "\(rightFields)")
    }
  }
}

/// Throws unless two payloads hold the same tree (key order aside).
///
/// With `unorderedArrays`, arrays are compared as multisets: a `Set` is written in its own
/// iteration order, which two equal sets need not share.
func checkSamePayload(
  _ baseline: Data, _ subject: Data, _ format: CoderFormat, _ name: String,
  unorderedArrays: Bool = false
) throws {
  if baseline == subject { return }
  let left = canonical(try format.deserialize(baseline), unorderedArrays: unorderedArrays)
  let right = canonical(try format.deserialize(subject), unorderedArrays: unorderedArrays)
  guard left == right else {
    throw CaseMismatch(
      description: "\(name): the payloads differ:\n  baseline \(left.prefix(300))\n  subject  "
        + "\(right.prefix(300))")
  }
}

/// A tree as text with sorted keys (and sorted array elements, with `unorderedArrays`).
func canonical(_ tree: Any, unorderedArrays: Bool = false) -> String {
  switch tree {
  case let dictionary as [String: Any]:
    let entries = dictionary.keys.sorted().map {
      "\($0):\(canonical(dictionary[$0] as Any, unorderedArrays: unorderedArrays))"
    }
    return "{" + entries.joined(separator: ",") + "}"
  case let array as [Any]:
    let elements = array.map { canonical($0, unorderedArrays: unorderedArrays) }
    return "[" + (unorderedArrays ? elements.sorted() : elements).joined(separator: ",") + "]"
  case let dictionary as NSDictionary:
    var native: [String: Any] = [:]
    for (key, value) in dictionary { native["\(key)"] = value }
    return canonical(native, unorderedArrays: unorderedArrays)
  case let array as NSArray:
    return canonical(array.map { $0 }, unorderedArrays: unorderedArrays)
  case let number as NSNumber:
    // `1`, `1.0` and `true` are one number in a tree: which type each coder picks is not the
    // comparison's concern.
    return "\(number.doubleValue)"
  case let number as Double:
    return "\(number)"
  case let number as Int:
    return "\(Double(number))"
  case let number as Int64:
    return "\(Double(number))"
  case let boolean as Bool:
    return boolean ? "1.0" : "0.0"
  default:
    return "\(tree)"
  }
}
