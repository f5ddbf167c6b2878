public import CodableTransformsTesting
public import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Converts between XML documents and ``WireValue`` trees the way XMLCoder lays values out.
public enum XMLTree {
  /// The tree of a document: the root element's children, an element without child elements as
  /// its text, a repeated element name as an array.
  ///
  /// - Parameter data: The document.
  /// - Returns: The tree of the root element.
  /// - Throws: `DecodingError.dataCorrupted` when the document does not parse.
  public static func parse(_ data: Data) throws -> WireValue {
    try requireUTF8(data)
    let builder = Builder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "The XML does not parse: \(parser.parserError.map { "\($0)" } ?? "")"))
    }
    return root.wireValue
  }

  /// Throws unless the document is valid UTF-8: FoundationXML's `XMLParser` traps on an element
  /// name that is not.
  ///
  /// - Parameter data: The document.
  /// - Throws: `DecodingError.dataCorrupted` with an empty path.
  public static func requireUTF8(_ data: Data) throws {
    guard String(validating: data, as: UTF8.self) == nil else { return }
    throw DecodingError.dataCorrupted(
      .init(codingPath: [], debugDescription: "The XML document is not valid UTF-8"))
  }

  /// A document whose `root` element holds the tree.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The document's text.
  public static func document(_ wire: WireValue) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?>"# + element("root", wire)
  }

  /// The elements that write `value` under `name`: text for a scalar, child elements for an
  /// object, one element per item for an array, an empty element for `null`.
  static func element(_ name: String, _ value: WireValue) -> String {
    switch value {
    case .null: return "<\(name)/>"
    case .bool(let bool): return "<\(name)>\(bool)</\(name)>"
    case .integer(let integer): return "<\(name)>\(integer)</\(name)>"
    case .double(let double): return "<\(name)>\(double)</\(name)>"
    case .string(let string): return "<\(name)>\(escaped(string))</\(name)>"
    case .array(let values): return values.map { element(name, $0) }.joined()
    case .object(let members):
      let children = members.keys.sorted().map { element($0, members[$0] ?? .null) }
      return "<\(name)>\(children.joined())</\(name)>"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private final class Node {
    let name: String
    var text = ""
    var children: [Node] = []

    init(name: String) { self.name = name }

    var wireValue: WireValue {
      guard !children.isEmpty else { return .string(text) }
      var order: [String] = []
      var groups: [String: [WireValue]] = [:]
      for child in children {
        if groups[child.name] == nil { order.append(child.name) }
        groups[child.name, default: []].append(child.wireValue)
      }
      return .object(
        Dictionary(
          uniqueKeysWithValues: order.map { name in
            let values = groups[name] ?? []
            return (name, values.count == 1 ? values[0] : .array(values))
          }))
    }
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [Node] = []
    var root: Node?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      stack.append(Node(name: elementName))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard let node = stack.popLast() else { return }
      if let parent = stack.last {
        parent.children.append(node)
      } else {
        root = node
      }
    }
  }
}
