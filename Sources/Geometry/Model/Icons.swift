import Foundation
import SpecimenCore

/// An icon from the icons folder, reduced to a safe subset of SVG: shapes and groups with
/// geometry and paint attributes, nothing that runs or links.
package struct Icon: Sendable, Hashable {
  package var name: String
  /// `min-x min-y width height` of the file's viewBox.
  package var viewBox: [Double]
  /// Presentation attributes of the root `<svg>` (fill, stroke, stroke-width …), in order.
  var rootAttributes: [(String, String)]
  /// The drawing, written again from the parsed elements.
  package var body: Markup

  package static func == (a: Icon, b: Icon) -> Bool {
    a.name == b.name && a.viewBox == b.viewBox && a.body == b.body
      && a.rootAttributes.map { $0.0 + "=" + $0.1 } == b.rootAttributes.map { $0.0 + "=" + $0.1 }
  }
  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(body)
  }
}

/// Every icon of a site, by file name without `.svg`.
package struct IconLibrary: Sendable {
  package private(set) var icons: [String: Icon] = [:]

  package init(icons: [Icon] = []) {
    for icon in icons { self.icons[icon.name] = icon }
  }

  package var names: [String] { icons.keys.sorted() }
  package func icon(named name: String) -> Icon? { icons[name] }

  /// Reads every `*.svg` of `directory`; a missing folder is an empty library.
  package static func load(directory: String, into diagnostics: inout Diagnostics) -> IconLibrary {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".svg") }.sorted()
    var library = IconLibrary()
    for file in names {
      let path = directory + "/" + file
      let text: String
      do {
        guard let read = try SourceText.read(path) else {
          diagnostics.append(
            .error("cannot read the icon", at: SourceLocation(file: path), id: .geometryIconUnreadable))
          continue
        }
        text = read
      } catch {
        diagnostics.append(error)
        continue
      }
      if let icon = parse(text, name: String(file.dropLast(4)), file: path, into: &diagnostics) {
        library.icons[icon.name] = icon
      }
    }
    return library
  }

  static let elements: Set<String> = ["path", "circle", "ellipse", "rect", "line", "polyline", "polygon", "g"]
  static let attributes: Set<String> = [
    "d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "x1", "y1", "x2", "y2", "points",
    "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
    "fill-rule", "clip-rule", "transform", "opacity", "fill-opacity", "stroke-opacity",
  ]
  static let rootPaint: Set<String> = [
    "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
    "fill-rule", "clip-rule",
  ]

  /// Parses one icon file; every problem is reported with its line and column, and an icon with
  /// any problem is refused whole (nil).
  package static func parse(_ text: String, name: String, file: String, into diagnostics: inout Diagnostics) -> Icon? {
    var scanner = TagScanner(text: text, file: file)
    var problems: [Diagnostic] = []
    var viewBox: [Double]?
    var rootAttributes: [(String, String)] = []
    var body = Markup()
    var depth = 0
    var sawRoot = false
    var open: [String] = []
    while let tag = scanner.next(problems: &problems) {
      if tag.name == "svg" {
        if tag.closing {
          sawRoot = sawRoot || true
          depth = 0
          continue
        }
        sawRoot = true
        depth = 1
        for (key, value, location) in tag.attributes {
          if key == "viewBox" {
            let numbers = value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
              viewBox = numbers
            } else {
              problems.append(
                .error("the viewBox '\(value)' is not four numbers", at: location, id: .geometryIconViewboxInvalid))
            }
          } else if rootPaint.contains(key) {
            rootAttributes.append((key, paintValue(key, value)))
          }
        }
        continue
      }
      guard depth > 0 else {
        problems.append(
          .error("<\(tag.name)> outside the <svg> element", at: tag.location, id: .geometryIconElementOutsideSvg))
        continue
      }
      guard elements.contains(tag.name) else {
        problems.append(
          .error(
            "<\(tag.name)> is not allowed in an icon", at: tag.location,
            hint: "icons keep to path, circle, ellipse, rect, line, polyline, polygon and g",
            id: .geometryIconElementNotAllowed))
        if !tag.selfClosing, !tag.closing { scanner.skip(element: tag.name) }
        continue
      }
      if tag.closing {
        if open.last == tag.name {
          open.removeLast()
          body.endTag(tag.name)
        } else {
          problems.append(
            .error("</\(tag.name)> does not close an open element", at: tag.location, id: .geometryIconSyntax))
        }
        continue
      }
      var kept = MarkupAttributes()
      for (key, value, location) in tag.attributes {
        if attributes.contains(key) {
          kept.add(key, paintValue(key, value))
        } else if key.hasPrefix("on") || key.contains("href") {
          problems.append(
            .error(
              "the attribute '\(key)' is not allowed in an icon", at: location, id: .geometryIconAttributeNotAllowed))
        }
        // Other attributes (ids, classes, data-) are dropped: they would clash between icons.
      }
      if tag.selfClosing {
        body.empty(tag.name, attributes: kept)
      } else {
        body.startTag(tag.name, attributes: kept)
        open.append(tag.name)
      }
    }
    if !sawRoot {
      problems.append(.error("an icon is an <svg> file", at: SourceLocation(file: file), id: .geometryIconNotSvg))
    }
    if let unclosed = open.last {
      problems.append(.error("<\(unclosed)> is not closed", at: SourceLocation(file: file), id: .geometryIconSyntax))
    }
    if sawRoot, viewBox == nil {
      problems.append(
        .error(
          "the icon has no viewBox", at: SourceLocation(file: file),
          hint: "draw icons on viewBox=\"0 0 24 24\"", id: .geometryIconViewboxMissing))
    }
    guard problems.isEmpty else {
      diagnostics.append(contentsOf: problems)
      return nil
    }
    return Icon(name: name, viewBox: viewBox ?? [0, 0, 24, 24], rootAttributes: rootAttributes, body: body)
  }

  /// Colors other than none become `currentColor`, so the layer's fill paints the icon.
  private static func paintValue(_ key: String, _ value: String) -> String {
    guard key == "fill" || key == "stroke" else { return value }
    return value == "none" ? "none" : "currentColor"
  }
}

/// Finds the tags of a small XML document with their positions; text between tags is ignored.
private struct TagScanner {
  struct Tag {
    var name: String
    var attributes: [(String, String, SourceLocation)]
    var closing: Bool
    var selfClosing: Bool
    var location: SourceLocation
  }

  let bytes: [UInt8]
  /// Positions are counted from the line index when a tag or problem asks for one: an icon
  /// exported as one line of megabytes reads in time linear in its size.
  let lines: SourceLines
  var index = 0

  init(text: String, file: String) {
    bytes = Array(text.utf8)
    lines = SourceLines(bytes, file: file)
  }

  func location(_ offset: Int) -> SourceLocation {
    lines.location(at: min(offset, bytes.count))
  }

  func starts(with text: String, at offset: Int) -> Bool {
    bytes.hasPrefix(Array(text.utf8), at: offset)
  }

  mutating func skip(past text: String) {
    let needle = Array(text.utf8)
    index = bytes.firstIndex(of: needle, from: index).map { $0 + needle.count } ?? bytes.count
  }

  /// Skips to the end of `element` (for a forbidden element with content).
  mutating func skip(element: String) {
    skip(past: "</\(element)")
    skip(past: ">")
  }

  mutating func next(problems: inout [Diagnostic]) -> Tag? {
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let start = index
      if starts(with: "<!--", at: index) {
        skip(past: "-->")
        continue
      }
      if starts(with: "<?", at: index) {
        skip(past: "?>")
        continue
      }
      if starts(with: "<!", at: index) {
        skip(past: ">")
        continue
      }
      index += 1
      var closing = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
        closing = true
        index += 1
      }
      let name = readName()
      var tag = Tag(name: name, attributes: [], closing: closing, selfClosing: false, location: location(start))
      while index < bytes.count {
        skipSpace()
        guard index < bytes.count else { break }
        if bytes[index] == UInt8(ascii: ">") {
          index += 1
          return tag
        }
        if starts(with: "/>", at: index) {
          index += 2
          tag.selfClosing = true
          return tag
        }
        let keyStart = index
        let key = readName()
        if key.isEmpty {
          problems.append(.error("unexpected character in a tag", at: location(index), id: .geometryIconSyntax))
          skip(past: ">")
          return tag
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          tag.attributes.append((key, "", location(keyStart)))
          continue
        }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
          problems.append(.error("the value of '\(key)' needs quotes", at: location(index), id: .geometryIconSyntax))
          skip(past: ">")
          return tag
        }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while index < bytes.count, bytes[index] != quote { index += 1 }
        let value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
        index += 1
        tag.attributes.append((key, Escape.decodingEntities(value), location(keyStart)))
      }
      problems.append(.error("a tag is not closed with '>'", at: location(start), id: .geometryIconSyntax))
      return nil
    }
    return nil
  }

  mutating func readName() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isName =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
      if !isName { break }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }
}
