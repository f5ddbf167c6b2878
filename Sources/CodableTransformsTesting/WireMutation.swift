/// A structural change to an input tree, as ``ConformanceCheck/mutatedInputs`` makes them: a value
/// replaced by `null` or by a value of another type, an extreme number, deep nesting, a truncated
/// or extended array, string or object, unicode, a removed, added or renamed key.
struct WireMutation: Sendable, CustomStringConvertible {
  /// What the mutation does.
  enum Kind: String, Sendable, CaseIterable {
    case null = "replaced by null"
    case typeSwap = "replaced by a value of another type"
    case extremeNumber = "replaced by an extreme number"
    case deepNesting = "nested deeply"
    case truncate = "truncated"
    case extend = "extended"
    case unicode = "replaced by unicode text"
    case removeKey = "key removed"
    case addKey = "key added"
    case renameKey = "key renamed"
  }

  /// What the mutation did.
  var kind: Kind
  /// Where, with keys as they appear on the wire: the changed value, or the object whose key
  /// changed.
  var site: [PathComponent]
  /// What was written there, shortened.
  var detail: String
  /// Whether the mutation wrote a number.
  var writesNumber: Bool

  var description: String {
    let at = site.isEmpty ? "the input" : site.map(\.description).joined(separator: ".")
    return "\(at) \(kind.rawValue)\(detail.isEmpty ? "" : " (\(detail))")"
  }
}

/// Makes random ``WireMutation``s of input trees.
struct WireMutator {
  /// The wire key of the property under test: mutations favour its value.
  var testedKey: String
  /// Whether extreme numbers include `NaN` and the infinities.
  var nonFiniteNumbers: Bool

  /// Applies one to three random mutations to `tree`.
  ///
  /// - Returns: The mutated tree and what was done.
  func mutate(_ tree: WireValue, _ random: inout SeededRandomNumberGenerator)
    -> (WireValue, [WireMutation])
  {
    var tree = tree
    var mutations: [WireMutation] = []
    let count = random.chance(0.75) ? 1 : Int.random(in: 2...3, using: &random)
    for _ in 0..<count {
      let (mutated, mutation) = mutateOnce(tree, &random)
      tree = mutated
      mutations.append(mutation)
    }
    return (tree, mutations)
  }

  private func mutateOnce(_ tree: WireValue, _ random: inout SeededRandomNumberGenerator)
    -> (WireValue, WireMutation)
  {
    let paths = tree.nodePaths()
    let tested = paths.filter { $0.first == .key(testedKey) }
    // Mostly the property under test; sometimes its neighbour or the model itself.
    if paths.isEmpty || random.chance(0.08) || (tested.isEmpty && random.chance(0.5)) {
      return addKey(to: [], in: tree, preferring: testedKey, &random)
    }
    let path = random.element(of: !tested.isEmpty && random.chance(0.85) ? tested : paths)
    guard let node = tree.value(at: path) else {
      preconditionFailure("nodePaths() returned a path that does not exist")
    }
    var kinds: [WireMutation.Kind] = [.null, .typeSwap, .extremeNumber, .deepNesting, .unicode]
    switch node {
    case .array, .string: kinds += [.truncate, .truncate, .extend, .extend]
    case .object(let members):
      kinds += [.addKey, .addKey]
      if !members.isEmpty { kinds += [.removeKey, .removeKey, .renameKey, .renameKey] }
    case .integer, .double: kinds += [.extremeNumber, .extremeNumber]
    case .null, .bool: break
    }
    let kind = random.element(of: kinds)
    switch kind {
    case .removeKey, .renameKey, .addKey:
      if kind == .addKey { return addKey(to: path, in: tree, preferring: nil, &random) }
      guard case .object(var members) = node,
        let key = members.keys.sorted().randomElement(
          using: &random)
      else { break }
      let value = members.removeValue(forKey: key)
      var detail = "'\(key)'"
      if kind == .renameKey, let value {
        let renamed = Self.renamed(key, &random)
        members[renamed] = value
        detail += " → '\(renamed)'"
      }
      return (
        tree.replacing(at: path, with: .object(members)),
        WireMutation(kind: kind, site: path, detail: detail, writesNumber: false)
      )
    default: break
    }
    let (replacement, detail, writesNumber) = replacement(for: node, kind: kind, &random)
    return (
      tree.replacing(at: path, with: replacement),
      WireMutation(kind: kind, site: path, detail: detail, writesNumber: writesNumber)
    )
  }

  private func addKey(
    to path: [PathComponent], in tree: WireValue, preferring preferred: String?,
    _ random: inout SeededRandomNumberGenerator
  ) -> (WireValue, WireMutation) {
    guard case .object(var members) = tree.value(at: path) ?? .null else {
      return (
        tree, WireMutation(kind: .addKey, site: path, detail: "no object", writesNumber: false)
      )
    }
    let key =
      preferred.map { members[$0] == nil || random.chance(0.5) ? $0 : "unknownKey" }
      ?? random.element(of: ["unknownKey", "extra", "", "0", "__proto__", random.unicodeString()])
    let value = randomTree(&random, depth: 2)
    members[key] = value
    return (
      tree.replacing(at: path, with: .object(members)),
      WireMutation(
        kind: .addKey, site: path, detail: "'\(key)': \(value.abbreviated)",
        writesNumber: value.containsNumber)
    )
  }

  private static func renamed(_ key: String, _ random: inout SeededRandomNumberGenerator)
    -> String
  {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return key.uppercased()
    case 1: return key + "_"
    case 2: return " " + key
    default: return String(key.dropLast())
    }
  }

  private func replacement(
    for node: WireValue, kind: WireMutation.Kind, _ random: inout SeededRandomNumberGenerator
  ) -> (WireValue, String, Bool) {
    switch kind {
    case .null:
      if node == .null { return replacement(for: node, kind: .typeSwap, &random) }
      return (.null, "", false)
    case .typeSwap:
      var candidate = randomTree(&random, depth: 1)
      while candidate.sameCase(as: node) { candidate = randomTree(&random, depth: 1) }
      return (candidate, candidate.abbreviated, candidate.containsNumber)
    case .extremeNumber:
      let number = extremeNumber(near: node, &random)
      return (number, number.description, true)
    case .deepNesting:
      let depth = random.element(of: [2, 8, 33, 129, 300])
      let inObjects = random.chance(0.5)
      var value = node
      for _ in 0..<depth { value = inObjects ? .object(["value": value]) : .array([value]) }
      return (value, "\(depth) levels of \(inObjects ? "objects" : "arrays")", node.containsNumber)
    case .truncate:
      switch node {
      case .array(let values) where !values.isEmpty:
        let kept: [WireValue]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: kept = Array(values.dropLast())
        case 1: kept = Array(values.dropFirst())
        case 2: kept = [values[0]]
        default: kept = []
        }
        return (.array(kept), "\(kept.count) of \(values.count) elements", node.containsNumber)
      case .string(let string) where !string.isEmpty:
        let length = Int.random(in: 0..<string.count, using: &random)
        let kept = String(string.prefix(length))
        return (.string(kept), String(reflecting: kept), false)
      default: return (.array([]), "[]", false)
      }
    case .extend:
      switch node {
      case .array(let values):
        let extra =
          values.isEmpty || random.chance(0.4)
          ? randomTree(&random, depth: 1) : random.element(of: values)
        let extended = values + Array(repeating: extra, count: random.chance(0.8) ? 1 : 1000)
        return (.array(extended), "\(extended.count) elements", extended.containsNumber)
      case .string(let string):
        let suffix = random.element(of: [
          "\u{0}", "\u{301}", "👩🏽‍💻", " ", "\n", "x", "\u{FEFF}", "\u{202E}", "=", "#", "Z",
          String(repeating: "9", count: 400),
        ])
        let extended = string + suffix
        return (.string(extended), String(reflecting: extended).abbreviated, false)
      default: return replacement(for: node, kind: .typeSwap, &random)
      }
    case .unicode:
      let text: String
      switch (node, Int.random(in: 0..<4, using: &random)) {
      case (.string(let string), 0): text = string.uppercased()
      case (.string(let string), 1): text = string.lowercased()
      case (_, 2):
        text = random.element(of: ["", " ", "null", "true", "0", "-0", "1e400", "NaN", "٤٢", "０"])
      default: text = random.unicodeString(maxLength: 16)
      }
      return (.string(text), String(reflecting: text), false)
    case .removeKey, .addKey, .renameKey:
      return replacement(for: node, kind: .typeSwap, &random)
    }
  }

  /// A number at the edges: the extremes of `Int64` and `Double`, just past `2⁶³` and `2⁶⁴`,
  /// fractions, negative zero, subnormals, non-finite numbers when allowed, or the node's own
  /// number nudged.
  private func extremeNumber(near node: WireValue, _ random: inout SeededRandomNumberGenerator)
    -> WireValue
  {
    if random.chance(0.3) {
      switch node {
      case .integer(let value):
        return .integer(
          random.element(of: [value &+ 1, value &- 1, value &* 1000, 0 &- value, value / 1000]))
      case .double(let value):
        return .double(random.element(of: [value.nextUp, value.nextDown, value * 1e10, -value]))
      default: break
      }
    }
    var candidates: [WireValue] = [
      .integer(.max), .integer(.min), .integer(0), .integer(-1), .integer(256), .integer(65_536),
      .integer((1 << 53) + 1), .double(0x1p63), .double(0x1p64), .double(-0x1p64), .double(1e300),
      .double(-1e300), .double(.greatestFiniteMagnitude), .double(.leastNonzeroMagnitude),
      .double(-0.0), .double(0.5), .double(2.5), .double(-1.5),
    ]
    if nonFiniteNumbers { candidates += [.double(.nan), .double(.infinity), .double(-.infinity)] }
    return random.element(of: candidates)
  }

  /// A small random tree: scalars of every type, and arrays and objects of them.
  func randomTree(_ random: inout SeededRandomNumberGenerator, depth: Int) -> WireValue {
    switch Int.random(in: 0..<(depth > 0 ? 9 : 7), using: &random) {
    case 0: return .null
    case 1: return .bool(random.chance(0.5))
    case 2: return .integer(random.edgeBiasedInteger(Int64.self))
    case 3: return extremeNumber(near: .null, &random)
    case 4: return .double(random.edgeBiasedDouble(in: -1e6...1e6, edges: [0.5, -0.0]))
    case 5: return .string(random.unicodeString())
    case 6:
      return .string(random.element(of: ["", "42", "-1", "2.5", "true", "null", "#FFF", "Z"]))
    case 7:
      return .array(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          randomTree(&random, depth: depth - 1)
        })
    default:
      var members: [String: WireValue] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        members[random.unicodeString(maxLength: 6)] = randomTree(&random, depth: depth - 1)
      }
      return .object(members)
    }
  }
}

extension WireValue {
  /// The path of every value in the tree except the root, parents before children.
  func nodePaths() -> [[PathComponent]] {
    var paths: [[PathComponent]] = []
    func visit(_ value: WireValue, _ path: [PathComponent]) {
      switch value {
      case .array(let values):
        for (index, element) in values.enumerated() {
          let child = path + [.index(index)]
          paths.append(child)
          visit(element, child)
        }
      case .object(let members):
        for key in members.keys.sorted() {
          let child = path + [.key(key)]
          paths.append(child)
          visit(members[key] ?? .null, child)
        }
      default: break
      }
    }
    visit(self, [])
    return paths
  }

  /// The value at `path`, or `nil` when there is none.
  func value(at path: [PathComponent]) -> WireValue? {
    var current = self
    for component in path {
      switch (current, component) {
      case (.array(let values), .index(let index)) where values.indices.contains(index):
        current = values[index]
      case (.object(let members), .key(let key)):
        guard let value = members[key] else { return nil }
        current = value
      default: return nil
      }
    }
    return current
  }

  /// The tree with the value at `path` replaced; unchanged when there is no such value.
  func replacing(at path: [PathComponent], with replacement: WireValue) -> WireValue {
    guard let first = path.first else { return replacement }
    let rest = Array(path.dropFirst())
    switch (self, first) {
    case (.array(var values), .index(let index)) where values.indices.contains(index):
      values[index] = values[index].replacing(at: rest, with: replacement)
      return .array(values)
    case (.object(var members), .key(let key)):
      guard let value = members[key] else { return self }
      members[key] = value.replacing(at: rest, with: replacement)
      return .object(members)
    default: return self
    }
  }

  /// Whether both values are of the same case (both arrays, both numbers, …).
  func sameCase(as other: WireValue) -> Bool {
    switch (self, other) {
    case (.null, .null), (.bool, .bool), (.string, .string), (.array, .array), (.object, .object):
      true
    case (.integer, .integer), (.double, .double), (.integer, .double), (.double, .integer):
      true
    default: false
    }
  }

  /// Whether the tree holds a number anywhere.
  var containsNumber: Bool {
    switch self {
    case .integer, .double: true
    case .array(let values): values.contains { $0.containsNumber }
    case .object(let members): members.values.contains { $0.containsNumber }
    case .null, .bool, .string: false
    }
  }

  /// The number of values in the tree, the root included.
  var nodeCount: Int {
    switch self {
    case .array(let values): 1 + values.reduce(0) { $0 + $1.nodeCount }
    case .object(let members): 1 + members.values.reduce(0) { $0 + $1.nodeCount }
    case .null, .bool, .integer, .double, .string: 1
    }
  }

  /// The description, cut to a readable length.
  var abbreviated: String { description.abbreviated }
}

extension String {
  /// The string cut to 200 characters, with its length when cut.
  var abbreviated: String {
    count > 200 ? prefix(200) + "… (\(count) characters)" : self
  }
}

extension [WireValue] {
  /// Whether any element holds a number.
  var containsNumber: Bool { contains { $0.containsNumber } }
}
