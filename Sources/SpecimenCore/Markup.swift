/// HTML and SVG markup, built through methods that escape every piece of text and every
/// attribute value, so content can never become markup by accident. Site writes its pages with
/// it (as `HTML`), Geometry its drawings and Markdown the elements it adds to cmark's output.
///
/// The one way around the escaping is `init(trusted:)` / `appendTrusted(_:)`, for a fragment
/// that was already built safely elsewhere (cmark's output in safe mode, an icon's checked
/// body); each use says why it is safe.
///
/// As it writes, the builder records the fragment as the pieces it is written in (`pieces`), so
/// a reader of its text (the search index) takes them instead of parsing the HTML back. A `<wbr>`
/// and the spans that keep the parts of a token name together (`ThemeClass.namePart`,
/// `ThemeClass.tokenPrefix`, each holding text alone) are no pieces: they split no word.
package struct Markup: Sendable, Hashable, CustomStringConvertible {
  /// The fragment's text as UTF-8, appended to as it is written: bytes grow faster than a String,
  /// and a page is written as bytes.
  package private(set) var utf8: [UInt8] = []
  /// The fragment as it was written, piece by piece. Inside an element whose text a reader skips
  /// (`BodyPiece.isSkipped`), written whole here, only what such a reader reads there.
  package private(set) var pieces: [BodyPiece] = []
  /// How many elements whose text a reader skips the builder is writing the content of.
  private var skippedDepth = 0

  package init() {}

  /// A fragment spliced as written: only for markup Specimen built safely itself.
  package init(trusted markup: String) { appendTrusted(markup) }

  /// A fragment spliced as written, with the pieces it was written in: only for markup Specimen
  /// built safely itself (a body cmark's writer wrote with its pieces).
  package init(trusted markup: String, pieces: [BodyPiece]) { appendTrusted(markup, pieces: pieces) }

  /// The fragment's text.
  package var markup: String { String(decoding: utf8, as: UTF8.self) }
  package var description: String { markup }
  package var isEmpty: Bool { utf8.isEmpty }

  /// Two fragments are the same when they write the same bytes, however they were built.
  package static func == (lhs: Markup, rhs: Markup) -> Bool { lhs.utf8 == rhs.utf8 }
  package func hash(into hasher: inout Hasher) { hasher.combine(utf8) }

  /// Text content, escaped.
  package mutating func text(_ text: String) {
    Escape.appendHTML(text, to: &utf8)
    if skippedDepth == 0, !text.isEmpty { pieces.append(.text(text)) }
  }

  package mutating func append(_ other: Markup) {
    utf8 += other.utf8
    note(contentsOf: other.pieces)
  }

  package mutating func newline() {
    utf8.append(UInt8(ascii: "\n"))
    if skippedDepth == 0 { pieces.append(.text("\n")) }
  }

  /// A fragment spliced as written: only for markup Specimen built safely itself.
  package mutating func appendTrusted(_ fragment: String) {
    utf8 += fragment.utf8
    if !fragment.isEmpty { pieces.append(.markup(fragment)) }
  }

  /// A fragment spliced as written, with the pieces it was written in: only for markup Specimen
  /// built safely itself.
  package mutating func appendTrusted(_ fragment: String, pieces written: [BodyPiece]) {
    utf8 += fragment.utf8
    note(contentsOf: written)
  }

  /// `<tag attributes>content</tag>`; attributes whose value is nil are left out, and `href` or
  /// `src` values that are not http(s), mailto or relative URLs are dropped.
  package mutating func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], content: (inout Markup) -> Void = { _ in }
  ) {
    let namePart = tag == "span" && Self.isNamePart(attributes)
    let start = (byte: utf8.count, piece: pieces.count)
    writeStartTag(tag, attributes, end: ">")
    if !namePart { note(.start(tag, id: Self.id(in: attributes))) }
    writeContent(of: tag, content)
    if namePart { endNamePart(from: start) } else { endTag(tag) }
  }

  /// `<tag attributes>content</tag>` with attributes gathered beforehand.
  package mutating func element(
    _ tag: String, attributes: MarkupAttributes, content: (inout Markup) -> Void = { _ in }
  ) {
    let namePart = tag == "span" && attributes.isNamePart
    let start = (byte: utf8.count, piece: pieces.count)
    writeStartTag(tag, attributes, end: ">")
    if !namePart { note(.start(tag, id: attributes.id)) }
    writeContent(of: tag, content)
    if namePart { endNamePart(from: start) } else { endTag(tag) }
  }

  /// `<tag attributes>text</tag>`, the text escaped.
  package mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
    element(tag, attributes) { $0.text(text) }
  }

  /// `<tag attributes>text</tag>` with attributes gathered beforehand, the text escaped.
  package mutating func element(_ tag: String, attributes: MarkupAttributes, text: String) {
    element(tag, attributes: attributes) { $0.text(text) }
  }

  /// An HTML element with no end tag: `<img …>`, `<input …>`.
  package mutating func void(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
    writeStartTag(tag, attributes, end: ">")
    // A bare `<wbr>` is a line-break opportunity inside a word, not the end of one.
    if tag != "wbr" || attributes.contains(where: { $0.value != nil }) { note(.void(tag)) }
  }

  /// An HTML element with no end tag, ended ` />` as cmark writes `<br />` and `<img … />`, so
  /// what Markdown adds to cmark's output looks like the rest of it.
  package mutating func voidAsCmarkWrites(_ tag: String, attributes: MarkupAttributes) {
    writeStartTag(tag, attributes, end: " />")
    note(.void(tag))
  }

  /// An XML element with no content: `<rect …/>`.
  package mutating func empty(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
    writeStartTag(tag, attributes, end: "/>")
    note(.void(tag))
  }

  /// An XML element with no content, with attributes gathered beforehand.
  package mutating func empty(_ tag: String, attributes: MarkupAttributes) {
    writeStartTag(tag, attributes, end: "/>")
    note(.void(tag))
  }

  /// `<tag attributes>` alone, for an element whose content and end tag are written apart (cmark
  /// writes what lies between a custom node's start and end).
  package mutating func startTag(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
    writeStartTag(tag, attributes, end: ">")
    note(.start(tag, id: Self.id(in: attributes)))
  }

  /// `<tag attributes>` alone, with attributes gathered beforehand.
  package mutating func startTag(_ tag: String, attributes: MarkupAttributes) {
    writeStartTag(tag, attributes, end: ">")
    note(.start(tag, id: attributes.id))
  }

  /// `</tag>`.
  package mutating func endTag(_ tag: String) {
    utf8 += "</".utf8
    utf8 += tag.utf8
    utf8.append(UInt8(ascii: ">"))
    note(.end(tag))
  }

  // MARK: Pieces

  /// Records a piece; inside an element whose text is skipped, only one a reader reads there.
  private mutating func note(_ piece: BodyPiece) {
    if skippedDepth == 0 || piece.isReadInsideSkipped { pieces.append(piece) }
  }

  private mutating func note(contentsOf written: [BodyPiece]) {
    if skippedDepth == 0 {
      pieces += written
    } else {
      pieces += written.filter(\.isReadInsideSkipped)
    }
  }

  /// Writes an element's content; that of an element whose text a reader skips records no text.
  private mutating func writeContent(of tag: String, _ content: (inout Markup) -> Void) {
    let skipped = BodyPiece.isSkipped(tag)
    if skipped { skippedDepth += 1 }
    content(&self)
    if skipped { skippedDepth -= 1 }
  }

  /// Ends a name-part span begun at `start`. Its text joins the text around it; should the span
  /// hold more than text, it is recorded as the markup it is, which a reader reads as HTML.
  private mutating func endNamePart(from start: (byte: Int, piece: Int)) {
    utf8 += "</span>".utf8
    guard skippedDepth == 0,
      pieces[start.piece...].contains(where: { if case .text = $0 { false } else { true } })
    else { return }
    let written = String(decoding: utf8[start.byte...], as: UTF8.self)
    pieces.removeSubrange(start.piece...)
    pieces.append(.markup(written))
  }

  /// Whether the attributes written are `class` alone, naming a part of a token name.
  fileprivate static func isNamePart(_ attributes: KeyValuePairs<String, String?>) -> Bool {
    var written = attributes.lazy.filter { $0.value != nil }.makeIterator()
    guard let only = written.next(), written.next() == nil, only.key == "class", let value = only.value else {
      return false
    }
    return isNamePartClass(value)
  }

  fileprivate static func isNamePartClass(_ value: String) -> Bool {
    value == ThemeClass.namePart.rawValue || value == ThemeClass.tokenPrefix.rawValue
  }

  /// The first `id` written, as a reader of the start tag finds it.
  fileprivate static func id(in attributes: KeyValuePairs<String, String?>) -> String? {
    for (name, value) in attributes where name == "id" {
      if let value { return value }
    }
    return nil
  }

  private mutating func writeStartTag(
    _ tag: String, _ attributes: KeyValuePairs<String, String?>, end: String
  ) {
    // Piece by piece: `a + b + c` would build a temporary string per attribute.
    utf8.append(UInt8(ascii: "<"))
    utf8 += tag.utf8
    for (name, value) in attributes {
      if let value { writeAttribute(name, value) }
    }
    utf8 += end.utf8
  }

  private mutating func writeStartTag(_ tag: String, _ attributes: MarkupAttributes, end: String) {
    utf8.append(UInt8(ascii: "<"))
    utf8 += tag.utf8
    for attribute in attributes.list {
      switch attribute {
      case .value(let name, let value): writeAttribute(name, value)
      case .bare(let name):
        utf8.append(UInt8(ascii: " "))
        utf8 += name.utf8
      }
    }
    utf8 += end.utf8
  }

  /// ` name="value"`, the value escaped; an `href` or `src` that is no safe URL is left out.
  private mutating func writeAttribute(_ name: String, _ value: String) {
    var value = value
    if name == "href" || name == "src" {
      guard let safe = Self.safeURL(value) else { return }
      value = safe
    }
    utf8.append(UInt8(ascii: " "))
    utf8 += name.utf8
    utf8 += "=\"".utf8
    Escape.appendHTML(value, to: &utf8)
    utf8.append(UInt8(ascii: "\""))
  }

  /// The URL when a reader may follow it — http, https, mailto or a relative reference — else
  /// nil: a `javascript:` or `data:` URL from content must never reach a page.
  package static func safeURL(_ url: String) -> String? {
    guard let scheme = scheme(of: url) else { return url }
    switch scheme.lowercased() {
    case "http", "https", "mailto": return url
    default: return nil
    }
  }

  /// `https` of `https://…`; nil for a relative reference.
  package static func scheme(of url: String) -> Substring? {
    let trimmed = url.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let colon = trimmed.firstIndex(of: ":") else { return nil }
    let beforeColon = trimmed[..<colon]
    // A colon after the first slash, question mark or hash is part of a relative URL's path,
    // query or fragment, not a scheme.
    if beforeColon.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return nil }
    return beforeColon
  }

  /// A number as markup writes it (coordinates, sizes, opacities): 44 not 44.0, at most two
  /// decimals, no "-0".
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths == 0 { return "0" }
    let negative = hundredths < 0
    // Models keep numbers within ±1e6, but sums may grow: past 2^53 hundredths a Double has no
    // fraction to print, and Int would trap past 2^63, so such a number prints whole.
    guard abs(hundredths) < 9_007_199_254_740_992 else {
      let whole = abs(value).rounded()
      return (negative ? "-" : "") + (whole < 9.2e18 ? String(UInt64(whole)) : whole.description)
    }
    let magnitude = Int(abs(hundredths))
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text += "." + (fraction < 10 ? "0\(fraction)" : String(fraction))
      while text.hasSuffix("0") { text.removeLast() }
    }
    return negative ? "-" + text : text
  }

  /// Numbers joined by spaces, as a `viewBox` lists them.
  package static func numbers(_ values: [Double]) -> String { values.map(number).joined(separator: " ") }
}

extension Markup {
  /// Builds a fragment in one expression: `Markup { $0.element("p", text: "Hi") }`.
  package init(_ build: (inout Markup) -> Void) {
    self.init()
    build(&self)
  }
}

/// The attributes of one start tag, gathered before it is written, in the order added; values
/// are escaped when the tag is written. A nil value leaves the attribute out.
package struct MarkupAttributes: Sendable, ExpressibleByDictionaryLiteral {
  fileprivate enum Attribute: Sendable {
    case value(String, String)
    /// Written without a value: `data-footnotes`.
    case bare(String)
  }
  fileprivate private(set) var list: [Attribute] = []

  package init() {}

  package init(dictionaryLiteral elements: (String, String?)...) {
    for (name, value) in elements { add(name, value) }
  }

  package mutating func add(_ name: String, _ value: String?) {
    if let value { list.append(.value(name, value)) }
  }

  /// A number, written by `Markup.number`.
  package mutating func add(_ name: String, number: Double) { add(name, Markup.number(number)) }

  /// An attribute written by its name alone, as GitHub writes `data-footnote-ref`.
  package mutating func addBare(_ name: String) { list.append(.bare(name)) }

  package mutating func add(_ other: MarkupAttributes) { list += other.list }

  /// The first `id` written.
  fileprivate var id: String? {
    for case .value(let name, let value) in list where name == "id" { return value }
    return nil
  }

  /// Whether the attributes are `class` alone, naming a part of a token name.
  fileprivate var isNamePart: Bool {
    guard list.count == 1, case .value("class", let value) = list[0] else { return false }
    return Markup.isNamePartClass(value)
  }
}
