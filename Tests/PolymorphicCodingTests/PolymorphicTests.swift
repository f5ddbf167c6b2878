import CodableTransformsTesting
import Foundation
import LossyCoding
import PolymorphicCoding
import Testing
import _CodableTransformsLibraryTesting

/// A protocol existential behind `@Polymorphic`, as an app declares it.
protocol Figure: Codable, Sendable {
  var area: Double { get }
}

struct Circle: Figure, Equatable {
  var radius: Double
  var area: Double { .pi * radius * radius }
}

struct Square: Figure, Equatable {
  var side: Double
  var area: Double { side * side }
}

/// Registered nowhere: encoding it is an error.
struct Triangle: Figure {
  var base: Double
  var height: Double
  var area: Double { base * height / 2 }
}

/// Not a `Figure`, registered by mistake.
struct Note: Codable {
  var text: String
}

enum FigureFamily: PolymorphicFamily {
  static let tagging = PolymorphicTagging.internallyTagged(key: "kind")
  static let variants: [PolymorphicVariant<any Figure>] = [
    .type(Circle.self, tag: "circle"),
    .type(Square.self, tag: "square"),
  ]
}

enum MistakenFamily: PolymorphicFamily {
  static let variants: [PolymorphicVariant<any Figure>] = [.type(Note.self, tag: "note")]
}

struct Drawing: Codable {
  @Polymorphic<FigureFamily> var main: any Figure
  @Polymorphic<FigureFamily>.Optional var highlight: (any Figure)?
  @Polymorphic<FigureFamily>.Array var figures: [any Figure]
  @Polymorphic<FigureFamily>.Dictionary var layers: [String: any Figure]
}

struct Sketch: Codable {
  @Lossy<Polymorphic<FigureFamily>>.Array var figures: [any Figure]
}

enum Shape: PolymorphicCodable, Equatable, Sendable {
  case circle(Circle)
  case square(Square)
  case none

  static let variants: [PolymorphicVariant<Shape>] = [
    .variant("circle", Circle.self, embed: Shape.circle) {
      if case .circle(let circle) = $0 { circle } else { nil }
    },
    .variant("square", Square.self, embed: Shape.square) {
      if case .square(let square) = $0 { square } else { nil }
    },
    .unit("none", .none),
  ]
}

struct Canvas: Codable {
  @LossyArray var shapes: [Shape]
}

/// Whether two figures are the same type with the same value.
func same(_ lhs: any Figure, _ rhs: any Figure) -> Bool {
  switch (lhs, rhs) {
  case (let lhs as Circle, let rhs as Circle): lhs == rhs
  case (let lhs as Square, let rhs as Square): lhs == rhs
  default: false
  }
}

@Suite("Polymorphic values")
struct PolymorphicTests {
  let drawing = Drawing(
    main: Circle(radius: 2), highlight: nil,
    figures: [Square(side: 3), Circle(radius: 0.5)], layers: ["sun": Circle(radius: 9)])

  @Test("a protocol existential round-trips through every coder, in each of its forms")
  func existentialEveryCoder() throws {
    for coder in ConformanceCoders.all {
      let decoded = try coder.decode(Drawing.self, from: try coder.encode(drawing))
      #expect(same(decoded.main, drawing.main), "\(coder.name)")
      #expect(decoded.highlight == nil, "\(coder.name)")
      #expect(decoded.figures.count == 2, "\(coder.name)")
      #expect(zip(decoded.figures, drawing.figures).allSatisfy(same), "\(coder.name)")
      #expect(decoded.layers.keys.sorted() == ["sun"], "\(coder.name)")
      #expect(decoded.layers["sun"].map { same($0, Circle(radius: 9)) } == true, "\(coder.name)")
    }
  }

  @Test("the tag is merged into the payload's object, and nil leaves the optional's key out")
  func wireForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(drawing), as: UTF8.self)
    #expect(
      json == #"{"figures":[{"kind":"square","side":3},{"kind":"circle","radius":0.5}],"#
        + #""layers":{"sun":{"kind":"circle","radius":9}},"main":{"kind":"circle","radius":2}}"#)
  }

  @Test("an element's error is at its path")
  func elementPath() throws {
    let json = #"""
      {"main": {"kind": "circle", "radius": 1}, "layers": {},
       "figures": [{"kind": "square", "side": 1}, {"kind": "circle", "radius": 1},
                   {"kind": "circle", "radius": "big"}]}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Drawing.self, from: Data(json.utf8))
    }
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["figures", "Index 2", "radius"])
  }

  @Test("an unknown tag names the known ones, and a lossy array drops it and reports the tag")
  func unknownTag() throws {
    let json = #"{"figures": [{"kind": "circle", "radius": 1}, {"kind": "star", "points": 5}]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(
        Drawing.self, from: Data(#"{"main": {"kind": "star"}, "figures": [], "layers": {}}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["main", "kind"])
    #expect(
      context.debugDescription
        == "'star' is not a tag of FigureFamily (known: 'circle', 'square')")

    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let sketch = try decoder.decode(Sketch.self, from: Data(json.utf8))
    #expect(sketch.figures.count == 1)
    let entry = try #require(report.entries.first)
    #expect(report.entries.count == 1)
    #expect(entry.codingPathDescription == "figures[1]")
    #expect(entry.unknownTypeTag?.tag == "star")
    #expect(entry.unknownTypeTag?.knownTags == ["circle", "square"])
    #expect(sketch.$figures.errors.count == 1)
  }

  @Test("a lossy array of a PolymorphicCodable enum drops what it cannot decode")
  func lossyEnum() throws {
    let json = #"""
      {"shapes": [{"type": "circle", "radius": 1}, {"type": "hexagon"}, {"type": "none"},
                  {"type": "square", "side": "x"}]}
      """#
    let canvas = try JSONDecoder().decode(Canvas.self, from: Data(json.utf8))
    #expect(canvas.shapes == [.circle(Circle(radius: 1)), .none])
    #expect(canvas.$shapes.errors.map(\.codingPathDescription) == ["shapes[1]", "shapes[3]"])
    #expect(canvas.$shapes.errors.map { $0.unknownTypeTag?.tag } == ["hexagon", nil])
  }

  @Test("a value no variant matches cannot be encoded")
  func unregisteredType() throws {
    let drawing = Drawing(
      main: Triangle(base: 1, height: 2), highlight: nil, figures: [], layers: [:])
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(drawing) }
    guard case .invalidValue(_, let context) = error else { return }
    #expect(context.codingPath.map(\.stringValue) == ["main"])
    #expect(
      context.debugDescription
        == "A Triangle matches no variant of FigureFamily (tags: 'circle', 'square')")
  }

  @Test("a registered type that is not of the family is a typeMismatch where it is decoded")
  func mistakenRegistration() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(
        Polymorphic<MistakenFamily>.self, from: Data(#"{"type": "note", "text": "x"}"#.utf8))
    }
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(context.debugDescription.contains("Note, registered for the tag 'note', is not a"))
  }

  @Test("a fallback variant is decoded for an unknown tag and recorded with the tag's path")
  func fallbackRecorded() throws {
    enum Event: PolymorphicCodable, Equatable, Sendable {
      case opened
      case unknown
      static let fallbackTag: String? = "unknown"
      static let variants: [PolymorphicVariant<Event>] = [
        .unit("opened", .opened), .unit("unknown", .unknown),
      ]
    }
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let events = try decoder.decode(
      [Event].self, from: Data(#"[{"type": "opened"}, {"type": "archived", "by": "x"}]"#.utf8))
    #expect(events == [.opened, .unknown])
    let entry = try #require(report.entries.first)
    #expect(entry.codingPathDescription == "[1].type")
    #expect(entry.unknownTypeTag?.fallbackTag == "unknown")
    #expect(
      "\(entry.unknownTypeTag!)"
        == "'archived' is not a tag of Event (known: 'opened', 'unknown'); decoded as 'unknown'")
    // Encoding the fallback writes its own tag.
    let data = try JSONEncoder().encode(events)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"type":"opened"},{"type":"unknown"}]"#)
  }

  /// `static let fallbackTag = "unknown"` is a `String`, not the `String?` of the default: it
  /// declares the fallback all the same, in a family and in a lossy array of it.
  @Test("a fallbackTag declared with a plain string literal is the family's fallback")
  func fallbackTagFromAStringLiteral() throws {
    enum Event: PolymorphicCodable, Equatable, Sendable {
      case opened
      case unknown
      static let fallbackTag = "unknown"
      static let variants: [PolymorphicVariant<Event>] = [
        .unit("opened", .opened), .unit("unknown", .unknown),
      ]
    }
    struct Feed: Codable {
      @LossyArray var events: [Event]
    }
    #expect(Event.FallbackTag.self == String.self)
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let feed = try decoder.decode(
      Feed.self, from: Data(#"{"events": [{"type": "opened"}, {"type": "archived"}]}"#.utf8))
    #expect(feed.events == [.opened, .unknown])
    #expect(feed.$events.errors.isEmpty)
    #expect(report.entries.map(\.codingPathDescription) == ["events[1].type"])
    #expect(report.entries.first?.unknownTypeTag?.fallbackTag == "unknown")
  }

  /// A fallback tag that names no variant fails the decode of an unknown tag saying so, rather
  /// than leaving the family without its fallback.
  @Test("a fallbackTag that names no variant is an error that says so")
  func misspeltFallbackTag() throws {
    enum Event: PolymorphicCodable, Equatable, Sendable {
      case opened
      case unknown
      static let fallbackTag = "unknwon"
      static let variants: [PolymorphicVariant<Event>] = [
        .unit("opened", .opened), .unit("unknown", .unknown),
      ]
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode([Event].self, from: Data(#"[{"type": "archived"}]"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["Index 0", "type"])
    #expect(
      context.debugDescription
        == "The fallbackTag of Event, 'unknwon', names no variant (tags: 'opened', 'unknown'): "
        + "declare the tag of the variant that unknown values decode as")
    // A known tag still decodes.
    #expect(
      try JSONDecoder().decode([Event].self, from: Data(#"[{"type": "opened"}]"#.utf8)) == [.opened]
    )
  }
}
