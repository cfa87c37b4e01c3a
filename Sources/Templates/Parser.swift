/// Compiles template text in three passes: scan into text runs and tags (applying delimiter
/// changes and checking that sections nest), remove the lines of standalone tags, then build
/// the tree.
struct Parser {
  /// Deeper nesting than this is almost certainly a mistake, and would only use up the stack.
  static let maxSectionDepth = 100

  enum Kind: Equatable {
    case variable, unescaped, section, inverted, close, partial, comment, delimiters
    /// `{{<name}}`: a partial whose blocks the tag's own blocks replace.
    case parent
    /// `{{$name}}`: a replaceable part, with its default content.
    case block

    var canStandAlone: Bool {
      switch self {
      case .variable, .unescaped: return false
      default: return true
      }
    }

    var opensSection: Bool {
      self == .section || self == .inverted || self == .parent || self == .block
    }

    var isInheritance: Bool { self == .parent || self == .block }
  }

  struct RawTag {
    var kind: Kind
    var name: String
    var line: Int
    var column: Int
    /// Where the tag starts and ends in the source (bytes).
    var start = 0
    var end = 0
    /// For a close tag: what it closes.
    var closes: Kind?
    /// The delimiters in force after the tag (a block's content is parsed again with them).
    var open: [UInt8] = []
    var close: [UInt8] = []
    var standalone = false
    var indent: [UInt8] = []
    /// Only blanks follow the tag up to the end of its line.
    var endsLine = false
  }

  private enum Token {
    case text(Range<Int>)
    case tag(RawTag)
  }

  private struct OpenSection {
    var kind: Kind
    var name: String
    var line: Int
    var column: Int
    /// The delimiters in force where it opened, for the hint of an error.
    var open: [UInt8]
    var close: [UInt8]

    var closeTag: String {
      String(decoding: open, as: UTF8.self) + "/" + name + String(decoding: close, as: UTF8.self)
    }
  }

  static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D, equals: UInt8 = 0x3D
  private static let asterisk = UInt8(ascii: "*")

  let bytes: [UInt8]
  let templateName: String
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var columnCursor = (lineStart: 0, offset: 0, column: 1)
  private var tokens: [Token] = []
  private var openSections: [OpenSection] = []

  static func parse(_ text: String, name: String) throws(TemplateSyntaxError)
    -> (nodes: [TemplateNode], partials: [PartialReference])
  {
    try parse(Array(text.utf8), name: name)
  }

  /// `firstLine` and the delimiters let a block's content be parsed again on its own.
  static func parse(
    _ bytes: [UInt8], name: String, firstLine: Int = 1, open: [UInt8] = Array("{{".utf8),
    close: [UInt8] = Array("}}".utf8)
  ) throws(TemplateSyntaxError) -> (nodes: [TemplateNode], partials: [PartialReference]) {
    var parser = Parser(bytes: bytes, templateName: name)
    parser.line = firstLine
    parser.open = open
    parser.close = close
    try parser.scan()
    parser.removeStandaloneLines()
    return try parser.build()
  }

  private init(bytes: [UInt8], templateName: String) {
    self.bytes = bytes
    self.templateName = templateName
  }

  // MARK: Scanning

  private mutating func scan() throws(TemplateSyntaxError) {
    var textStart = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Parser.newline {
        index += 1
        line += 1
        lineStart = index
      } else if byte == open[0], matches(open, at: index) {
        if textStart < index { tokens.append(.text(textStart..<index)) }
        try scanTag()
        textStart = index
      } else {
        index += 1
      }
    }
    if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
    if let section = openSections.last {
      throw TemplateSyntaxError(
        templateName: templateName, line: section.line, column: section.column,
        kind: .unclosedSection, message: "section '\(section.name)' is never closed",
        hint: "add \(section.closeTag) where the section ends")
    }
  }

  private mutating func scanTag() throws(TemplateSyntaxError) {
    let tagStart = index
    let tagLine = line
    let tagColumn = column(of: index)
    // Delimiters as text, and the whole tag, only for error messages.
    let delimiters = (open: open, close: close)
    var openText: String { String(decoding: delimiters.open, as: UTF8.self) }
    var closeText: String { String(decoding: delimiters.close, as: UTF8.self) }

    var cursor = index + open.count
    while cursor < bytes.count, Parser.isWhitespace(bytes[cursor]) { cursor += 1 }
    let sigil = cursor < bytes.count ? bytes[cursor] : 0
    var kind = Kind.variable
    var terminator = close
    switch sigil {
    case UInt8(ascii: "!"): kind = .comment
    case UInt8(ascii: "="):
      kind = .delimiters
      terminator = [Parser.equals] + close
    case UInt8(ascii: "{"):
      kind = .unescaped
      terminator = [UInt8(ascii: "}")] + close
    case UInt8(ascii: "&"): kind = .unescaped
    case UInt8(ascii: "#"): kind = .section
    case UInt8(ascii: "^"): kind = .inverted
    case UInt8(ascii: "/"): kind = .close
    case UInt8(ascii: ">"): kind = .partial
    case UInt8(ascii: "<"): kind = .parent
    case UInt8(ascii: "$"): kind = .block
    default: break
    }
    let contentStart = kind == .variable ? cursor : cursor + 1

    guard let contentEnd = find(terminator, from: contentStart) else {
      let opener = String(decoding: bytes[tagStart..<min(contentStart, bytes.count)], as: UTF8.self)
      let closer = String(decoding: terminator, as: UTF8.self)
      throw TemplateSyntaxError(
        templateName: templateName, line: tagLine, column: tagColumn, kind: .unclosedTag,
        message: "tag '\(opener)' is never closed with '\(closer)'",
        hint: "end the tag with '\(closer)'")
    }
    advance(to: contentEnd + terminator.count)
    let tagEnd = index
    var tagText: String { String(decoding: bytes[tagStart..<tagEnd], as: UTF8.self) }

    func failure(_ kind: TemplateSyntaxError.Kind, _ message: String, hint: String? = nil)
      -> TemplateSyntaxError
    {
      TemplateSyntaxError(
        templateName: templateName, line: tagLine, column: tagColumn, kind: kind,
        message: message, hint: hint)
    }

    var tag = RawTag(
      kind: kind, name: "", line: tagLine, column: tagColumn, start: tagStart, end: tagEnd)
    switch kind {
    case .comment:
      break
    case .delimiters:
      let words = bytes[contentStart..<contentEnd]
        .split(whereSeparator: Parser.isWhitespace)
      guard words.count == 2 else {
        throw failure(
          .badDelimiters, "'\(tagText)' must name two delimiters separated by a space",
          hint: "write it like \(openText)=<% %>=\(closeText)")
      }
      guard !words.contains(where: { $0.contains(Parser.equals) }) else {
        throw failure(
          .badDelimiters, "delimiters in '\(tagText)' cannot contain '='",
          hint: "write it like \(openText)=<% %>=\(closeText)")
      }
      open = Array(words[0])
      close = Array(words[1])
    default:
      var range = trimmedRange(contentStart..<contentEnd)
      // A dynamic name (`{{>*name}}`) may have spaces after its asterisk.
      let dynamic = (kind == .partial || kind == .parent) && bytes[range].first == Parser.asterisk
      if dynamic { range = trimmedRange(range.lowerBound + 1..<range.upperBound) }
      let name = (dynamic ? "*" : "") + String(decoding: bytes[range], as: UTF8.self)
      guard !range.isEmpty else {
        throw failure(
          .emptyName, "tag '\(tagText)' has no name",
          hint: "write the name of a value between the delimiters")
      }
      guard !bytes[range].contains(where: Parser.isWhitespace) else {
        throw failure(
          .invalidName, "name '\(name)' in '\(tagText)' contains whitespace",
          hint: "a name is one word; is a '\(closeText)' missing?")
      }
      let namesTemplate = kind == .partial || kind == .parent
      if !namesTemplate || dynamic, !Parser.isValidPath(bytes[range]) {
        throw failure(
          .invalidName, "name '\(name)' in '\(tagText)' has an empty part between dots",
          hint: "write '.' alone for the current item, or 'a.b' for a value inside 'a'")
      }
      tag.name = name
    }

    switch kind {
    case .section, .inverted, .parent, .block:
      guard openSections.count < Parser.maxSectionDepth else {
        throw failure(
          .nestedTooDeeply, "sections nested more than \(Parser.maxSectionDepth) deep")
      }
      openSections.append(
        OpenSection(
          kind: kind, name: tag.name, line: tagLine, column: tagColumn, open: delimiters.open,
          close: delimiters.close))
    case .close:
      guard let section = openSections.last else {
        throw failure(
          .unopenedClose, "'\(tagText)' closes '\(tag.name)', but no section is open",
          hint: "remove it, or open the section with \(openText)#\(tag.name)\(closeText)")
      }
      guard section.name == tag.name else {
        throw failure(
          .mismatchedClose,
          "'\(tagText)' closes '\(tag.name)', but the open section is '\(section.name)' "
            + "(opened at line \(section.line), column \(section.column))",
          hint: "close '\(section.name)' first with \(section.closeTag)")
      }
      tag.closes = openSections.removeLast().kind
    default:
      break
    }
    tag.open = open
    tag.close = close
    tokens.append(.tag(tag))
  }

  // MARK: Standalone lines

  /// A section, inverted section, close, partial, comment or delimiter tag alone on its line
  /// (only spaces and tabs around it) takes the whole line with it, newline included. So does
  /// a line of several such tags when one of them is a parent or block tag
  /// (`{{<page}}{{$main}}`, `  {{$nav}}{{/nav}}`).
  private mutating func removeStandaloneLines() {
    // Decide on the untouched text first, trim afterwards: two standalone tags on
    // consecutive lines look at the same text run between them.
    var cuts: [(first: Int, last: Int, before: Int?, after: Int?)] = []
    for position in tokens.indices {
      guard case .tag(var tag) = tokens[position] else { continue }
      tag.endsLine = endsLine(after: position)
      tokens[position] = .tag(tag)
    }
    var position = 0
    while position < tokens.count {
      let first = position
      position += 1
      guard case .tag(let tag) = tokens[first], tag.kind.canStandAlone else { continue }
      // The tags that share the line, with only blanks between them.
      var last = first
      var inheritance = tag.kind.isInheritance || tag.closes?.isInheritance == true
      while last + 1 < tokens.count {
        var next = last + 1
        if case .text(let range) = tokens[next], range.allSatisfy({ Parser.isBlank(bytes[$0]) }) {
          next += 1
        }
        guard next < tokens.count, case .tag(let other) = tokens[next], other.kind.canStandAlone
        else { break }
        inheritance = inheritance || other.kind.isInheritance || other.closes?.isInheritance == true
        last = next
      }
      position = last + 1
      guard first == last || inheritance else { continue }

      var before: Int?
      if first > 0 {
        guard case .text(let range) = tokens[first - 1] else { continue }
        var cut = range.upperBound
        while cut > range.lowerBound, Parser.isBlank(bytes[cut - 1]) { cut -= 1 }
        if cut > range.lowerBound {
          guard bytes[cut - 1] == Parser.newline else { continue }
        } else {
          guard first == 1 else { continue }  // blank text, but a tag before it on the line
        }
        before = cut
      }
      var after: Int?
      if last + 1 < tokens.count {
        guard case .text(let range) = tokens[last + 1] else { continue }
        guard let end = lineEnd(in: range) else { continue }
        if !end.newline, last + 2 != tokens.count { continue }  // a tag follows on the line
        after = end.cut
      }
      cuts.append((first, last, before, after))
    }

    for cut in cuts {
      for index in cut.first...cut.last {
        switch tokens[index] {
        case .tag(var tag):
          tag.standalone = true
          if index == cut.first, let before = cut.before, case .text(let range) = tokens[index - 1] {
            tag.indent = Array(bytes[before..<range.upperBound])
            tokens[index - 1] = .text(range.lowerBound..<before)
          }
          tokens[index] = .tag(tag)
        case .text(let range):
          tokens[index] = .text(range.upperBound..<range.upperBound)
        }
      }
      if let after = cut.after, case .text(let range) = tokens[cut.last + 1] {
        tokens[cut.last + 1] = .text(after..<range.upperBound)
      }
    }
  }

  /// Where the line ends in `range` when only blanks come before its newline: just past the
  /// newline, or the end of the range when it is all blanks; nil when other text comes first.
  private func lineEnd(in range: Range<Int>) -> (cut: Int, newline: Bool)? {
    var cut = range.lowerBound
    while cut < range.upperBound, Parser.isBlank(bytes[cut]) { cut += 1 }
    if cut == range.upperBound { return (cut, false) }
    if bytes[cut] == Parser.newline { return (cut + 1, true) }
    if bytes[cut] == Parser.carriageReturn, cut + 1 < range.upperBound,
      bytes[cut + 1] == Parser.newline
    {
      return (cut + 2, true)
    }
    return nil
  }

  /// Only blanks, then a newline, follow the tag at `position`.
  private func endsLine(after position: Int) -> Bool {
    guard position + 1 < tokens.count, case .text(let range) = tokens[position + 1] else {
      return false
    }
    return lineEnd(in: range)?.newline == true
  }

  // MARK: Building

  private func build() throws(TemplateSyntaxError)
    -> (nodes: [TemplateNode], partials: [PartialReference])
  {
    var levels: [[TemplateNode]] = [[]]
    var sections: [RawTag] = []
    var references: [PartialReference] = []
    var atLineStart = true

    for token in tokens {
      switch token {
      case .text(let range):
        guard !range.isEmpty else { continue }
        // Empty lines get no indentation: it would only be trailing whitespace.
        if atLineStart, !startsWithNewline(range) { levels[levels.count - 1].append(.lineStart) }
        levels[levels.count - 1].append(.text(Array(bytes[range])))
        atLineStart = bytes[range.upperBound - 1] == Parser.newline
      case .tag(let tag):
        if !tag.standalone {
          if atLineStart { levels[levels.count - 1].append(.lineStart) }
          atLineStart = false
        }
        switch tag.kind {
        case .variable, .unescaped:
          levels[levels.count - 1].append(
            .variable(Name(tag.name), escaped: tag.kind == .variable))
        case .section, .inverted, .parent, .block:
          levels.append([])
          sections.append(tag)
        case .close:
          // scan() has checked that every close matches an open section.
          let children = levels.removeLast()
          let opening = sections.removeLast()
          let node: TemplateNode
          switch opening.kind {
          case .parent:
            node = .partial(partialTag(opening, arguments: children))
            if !opening.name.hasPrefix("*") {
              references.append(
                PartialReference(name: opening.name, line: opening.line, column: opening.column))
            }
          case .block:
            node = .block(
              try block(
                opening, close: tag, children: children,
                isArgument: sections.last?.kind == .parent))
          default:
            node = .section(
              Section(
                name: Name(opening.name), inverted: opening.kind == .inverted,
                children: children, line: opening.line, column: opening.column))
          }
          levels[levels.count - 1].append(node)
        case .partial:
          levels[levels.count - 1].append(.partial(partialTag(tag, arguments: [])))
          if !tag.name.hasPrefix("*") {
            references.append(PartialReference(name: tag.name, line: tag.line, column: tag.column))
          }
        case .comment, .delimiters:
          break
        }
      }
    }
    return (levels[0], references)
  }

  // MARK: Helpers

  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn
  }

  private func startsWithNewline(_ range: Range<Int>) -> Bool {
    let first = bytes[range.lowerBound]
    return first == Parser.newline
      || (first == Parser.carriageReturn && range.count > 1
        && bytes[range.lowerBound + 1] == Parser.newline)
  }

  private func matches(_ pattern: [UInt8], at position: Int) -> Bool {
    guard position + pattern.count <= bytes.count else { return false }
    for offset in pattern.indices where bytes[position + offset] != pattern[offset] {
      return false
    }
    return true
  }

  private func find(_ pattern: [UInt8], from start: Int) -> Int? {
    guard start <= bytes.count - pattern.count else { return nil }
    let first = pattern[0]
    for position in start...(bytes.count - pattern.count)
    where bytes[position] == first && matches(pattern, at: position) {
      return position
    }
    return nil
  }

  private func trimmedRange(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, Parser.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, Parser.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// `.` alone, or parts separated by single dots with none empty (`a.b`, not `a..b`, `.a`).
  private static func isValidPath(_ name: ArraySlice<UInt8>) -> Bool {
    let dot = UInt8(ascii: ".")
    if name.count == 1, name.first == dot { return true }
    var previous = dot
    for byte in name {
      if byte == dot, previous == dot { return false }
      previous = byte
    }
    return previous != dot
  }

  /// Moves past a tag, counting the newlines inside it (multi-line comments).
  private mutating func advance(to end: Int) {
    while index < end {
      if bytes[index] == Parser.newline {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  /// Columns count characters, not bytes, as editors do. Tags come in order, so the count goes
  /// on from the last tag of the same line: a template of one long line is read in linear time.
  private mutating func column(of position: Int) -> Int {
    if columnCursor.lineStart != lineStart || columnCursor.offset > position {
      columnCursor = (lineStart, lineStart, 1)
    }
    var column = columnCursor.column
    for offset in columnCursor.offset..<position where bytes[offset] & 0xC0 != 0x80 { column += 1 }
    columnCursor = (lineStart, position, column)
    return column
  }
}
