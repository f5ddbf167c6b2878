@_exported import CodableTransformsCore

/// The order in which Firebase lists the children of a node: keys that parse as 32-bit integers
/// first, by value; then every other key, by its UTF-16 code units (JavaScript's string order).
///
/// Realtime Database push IDs start with their creation time, so this order lists pushed children
/// oldest first. ``KeyedList`` decodes its elements in this order.
///
/// ```swift
/// ["b", "10", "-Nx2", "2", "a"].sorted(by: FirebaseKeyOrder.areInIncreasingOrder)
/// // ["2", "10", "-Nx2", "a", "b"]
/// ```
///
/// - Note: An integer key is an optional `-` followed by decimal digits whose value fits in
///   `Int32`, leading zeros allowed. Two integer keys of equal value (`"7"`, `"007"`) are ordered
///   shorter first.
public enum FirebaseKeyOrder {
  /// Whether `a` comes before `b` in Firebase's key order.
  ///
  /// - Parameters:
  ///   - a: A key.
  ///   - b: Another key.
  /// - Returns: `true` when `a` is listed before `b`.
  public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    SortKey(a) < SortKey(b)
  }

  /// The keys in Firebase's order.
  ///
  /// - Parameter keys: Keys in any order.
  /// - Returns: The same keys, sorted.
  public static func sorted(_ keys: some Sequence<String>) -> [String] {
    keys.map(SortKey.init).sorted(by: <).map(\.key)
  }

  /// A key with its integer value parsed once.
  struct SortKey: Comparable {
    let key: String
    let integer: Int32?

    init(_ key: String) {
      self.key = key
      self.integer = Self.integerValue(of: key)
    }

    static func integerValue(of key: String) -> Int32? {
      let utf8 = key.utf8
      let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
      guard !digits.isEmpty,
        digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      else { return nil }
      return Int32(key)
    }

    static func < (a: SortKey, b: SortKey) -> Bool {
      switch (a.integer, b.integer) {
      case (let x?, let y?):
        if x != y { return x < y }
        if a.key.utf8.count != b.key.utf8.count { return a.key.utf8.count < b.key.utf8.count }
        return a.key.utf16.lexicographicallyPrecedes(b.key.utf16)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return a.key.utf16.lexicographicallyPrecedes(b.key.utf16)
      }
    }

    static func == (a: SortKey, b: SortKey) -> Bool { a.key == b.key }
  }
}
