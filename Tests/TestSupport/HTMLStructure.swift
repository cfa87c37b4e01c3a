import SpecimenCore

/// An element of an HTML (or SVG) page read into a tree, so a test asserts which element holds
/// what, under which parent and with which attributes, instead of whether a substring occurs
/// somewhere in the text. Read as Specimen writes markup: every element closed or void, quoted
/// attribute values, raw text in `script` and `style`; comments and doctypes are skipped.
package struct HTMLElement: Sendable, CustomStringConvertible {
  package enum Child: Sendable {
    case element(HTMLElement)
    case text(String)
  }

  /// The tag name in lower case; `#document` for the tree's root.
  package var name: String
  /// Attribute values with character references read (`&amp;` is `&`), by name in lower case.
  package var attributes: [String: String]
  package var children: [Child]

  package init(name: String, attributes: [String: String] = [:], children: [Child] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// `html` read into a tree under a `#document` root.
  package static func parse(_ html: String) -> HTMLElement {
    var reader = HTMLTreeReader(Array(html.unicodeScalars))
    return reader.document()
  }

  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The element's classes, as its `class` attribute lists them.
  package var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

  package func hasClass(_ name: String) -> Bool { classes.contains(name) }

  /// The child elements, in order.
  package var elements: [HTMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// Every element below this one, depth first in document order, that is named `name` (any
  /// name when nil), has the class `className` (when given) and passes `test`.
  package func all(
    _ name: String? = nil, class className: String? = nil, where test: (HTMLElement) -> Bool = { _ in true }
  ) -> [HTMLElement] {
    var found: [HTMLElement] = []
    func visit(_ element: HTMLElement) {
      for child in element.elements {
        if name.map({ child.name == $0 }) ?? true, className.map({ child.hasClass($0) }) ?? true, test(child) {
          found.append(child)
        }
        visit(child)
      }
    }
    visit(self)
    return found
  }

  /// Every class an element below this one has, each once, sorted: what a block is made of, to
  /// compare with an exact list (a class that should not be there makes the list differ).
  package var classNames: [String] { Set(all().flatMap(\.classes)).sorted() }

  /// The first element `all` finds.
  package func first(
    _ name: String? = nil, class className: String? = nil, where test: (HTMLElement) -> Bool = { _ in true }
  ) -> HTMLElement? {
    all(name, class: className, where: test).first
  }

  /// The text the element holds, its descendants' included, character references read.
  package var text: String {
    children.map { child in
      switch child {
      case .text(let text): text
      case .element(let element): element.text
      }
    }.joined()
  }

  /// The text with runs of white space made one space and the ends trimmed.
  package var normalizedText: String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
  }

  package var description: String {
    let attributes = attributes.keys.sorted().map { " \($0)=\"\(self.attributes[$0]!)\"" }.joined()
    return "<\(name)\(attributes)>\(normalizedText.prefix(80))"
  }
}

/// Reads markup into `HTMLElement`s, one pass over its scalars.
private struct HTMLTreeReader {
  static let void: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]
  static let rawText: Set<String> = ["script", "style"]

  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  mutating func document() -> HTMLElement {
    // The open elements, the document first; each is added to its parent when it closes.
    var open = [HTMLElement(name: "#document")]
    var text = ""
    func flush(_ text: inout String, into open: inout [HTMLElement]) {
      if !text.isEmpty { open[open.count - 1].children.append(.text(Escape.decodingEntities(text))) }
      text = ""
    }
    func close(_ open: inout [HTMLElement]) {
      let element = open.removeLast()
      open[open.count - 1].children.append(.element(element))
    }
    while index < scalars.count {
      guard scalars[index] == "<" else {
        text.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      if starts(with: "<!--") {
        flush(&text, into: &open)
        index = find("-->").map { $0 + 3 } ?? scalars.count
      } else if starts(with: "<!") || starts(with: "<?") {
        flush(&text, into: &open)
        index = find(">").map { $0 + 1 } ?? scalars.count
      } else if starts(with: "</") {
        flush(&text, into: &open)
        index += 2
        let name = readName()
        index = find(">").map { $0 + 1 } ?? scalars.count
        // Close up to the element of that name; an end tag nothing opened is passed over.
        if let depth = open.lastIndex(where: { $0.name == name }), depth > 0 {
          while open.count > depth { close(&open) }
        }
      } else if index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic {
        flush(&text, into: &open)
        index += 1
        let name = readName()
        let (attributes, selfClosing) = readAttributes()
        let element = HTMLElement(name: name, attributes: attributes)
        if selfClosing || Self.void.contains(name) {
          open[open.count - 1].children.append(.element(element))
        } else if Self.rawText.contains(name) {
          let end = find("</\(name)") ?? scalars.count
          var raw = element
          let body = String(String.UnicodeScalarView(scalars[index..<end]))
          if !body.isEmpty { raw.children.append(.text(body)) }
          open[open.count - 1].children.append(.element(raw))
          index = find(">", from: end).map { $0 + 1 } ?? scalars.count
        } else {
          open.append(element)
        }
      } else {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    flush(&text, into: &open)
    while open.count > 1 { close(&open) }
    return open[0]
  }

  func starts(with prefix: String) -> Bool {
    var at = index
    for scalar in prefix.unicodeScalars {
      guard at < scalars.count, scalars[at] == scalar else { return false }
      at += 1
    }
    return true
  }

  /// Where `needle` next starts, at or after `from` (the reading position when nil), in ASCII
  /// case-insensitive comparison.
  func find(_ needle: String, from: Int? = nil) -> Int? {
    let wanted = Array(needle.lowercased().unicodeScalars)
    var at = from ?? index
    while at + wanted.count <= scalars.count {
      if (0..<wanted.count).allSatisfy({ Self.lower(scalars[at + $0]) == wanted[$0] }) { return at }
      at += 1
    }
    return nil
  }

  static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\n", "\t", "\r", "\u{0C}"].contains(scalar) }

  mutating func readName() -> String {
    var name = ""
    while index < scalars.count, !Self.isSpace(scalars[index]), !["/", ">", "="].contains(scalars[index]) {
      name.unicodeScalars.append(Self.lower(scalars[index]))
      index += 1
    }
    return name
  }

  mutating func skipSpace() {
    while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
  }

  /// The attributes up to the tag's `>`, and whether it ended `/>`.
  mutating func readAttributes() -> ([String: String], Bool) {
    var attributes: [String: String] = [:]
    while true {
      skipSpace()
      guard index < scalars.count else { return (attributes, false) }
      if scalars[index] == ">" {
        index += 1
        return (attributes, false)
      }
      if starts(with: "/>") {
        index += 2
        return (attributes, true)
      }
      if scalars[index] == "/" {
        index += 1
        continue
      }
      let name = readName()
      skipSpace()
      var value = ""
      if index < scalars.count, scalars[index] == "=" {
        index += 1
        skipSpace()
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
          let quote = scalars[index]
          index += 1
          while index < scalars.count, scalars[index] != quote {
            value.unicodeScalars.append(scalars[index])
            index += 1
          }
          index += 1
        } else {
          while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != ">" {
            value.unicodeScalars.append(scalars[index])
            index += 1
          }
        }
      }
      if !name.isEmpty, attributes[name] == nil { attributes[name] = Escape.decodingEntities(value) }
    }
  }
}
