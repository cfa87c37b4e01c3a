/// Where a renderer finds the template for `{{>name}}`.
protocol PartialSource {
  mutating func template(named name: String) throws(TemplateSyntaxError) -> Template?
}

extension TemplateLibrary: PartialSource {
  func template(named name: String) -> Template? { self[name] }
}

/// Partials given as source text: each is compiled the first time it is named, then reused
/// for the rest of the render (a recursive partial is compiled once).
struct SourcePartials: PartialSource {
  let source: (String) -> String?
  var compiled: [String: Template?] = [:]

  mutating func template(named name: String) throws(TemplateSyntaxError) -> Template? {
    if let known = compiled[name] { return known }
    let template = try source(name).map { text throws(TemplateSyntaxError) in
      try Template(text, name: name)
    }
    compiled[name] = template
    return template
  }
}

/// One render: a walk over the compiled tree that appends UTF-8 bytes to a single buffer.
struct Renderer<Partials: PartialSource> {
  /// Partials may include themselves; data decides when they stop. Past this depth they
  /// never will, and the stack would run out first.
  static var maxPartialDepth: Int { 100 }
  /// Sections and partials open at once, across partials (each template alone is limited to
  /// 100 nested sections, but a recursive partial multiplies that).
  static var maxNesting: Int { 300 }

  var partials: Partials
  private var bytes: [UInt8] = []
  private var stack: [TemplateValue]
  private var partialDepth = 0
  private var nesting = 0
  private var templateName = ""
  /// The blocks the parent tags being rendered pass down, by name; the outermost wins.
  private var overrides: [String: Block] = [:]

  init(partials: Partials, root: TemplateValue) {
    self.partials = partials
    self.stack = [root]
  }

  /// Everything rendered so far (the bytes came from valid UTF-8 and are cut only at
  /// ASCII characters, so decoding never needs to repair them).
  var output: String { String(decoding: bytes, as: UTF8.self) }

  /// Everything rendered so far, as the UTF-8 bytes it was written in.
  var outputBytes: [UInt8] { bytes }

  /// Renders `template`, with room made for `capacity` bytes of output at once (16 KB when it
  /// says less).
  mutating func render(_ template: Template, capacity: Int = 0) throws {
    templateName = template.name
    bytes.reserveCapacity(max(16 * 1024, capacity))
    try render(template.nodes, indent: [])
  }

  private mutating func render(_ nodes: [TemplateNode], indent: [UInt8]) throws {
    for node in nodes {
      switch node {
      case .text(let text):
        if indent.isEmpty { bytes.append(contentsOf: text) } else { appendIndented(text, indent) }
      case .lineStart:
        bytes.append(contentsOf: indent)
      case .variable(let name, let escaped):
        guard let value = lookup(name) else { continue }
        if case .string(let text) = value {
          append(text, escaped: escaped)
        } else {
          append(value.interpolationText, escaped: escaped)
        }
      case .section(let section):
        try renderSection(section, indent: indent)
      case .partial(let tag):
        try renderPartial(tag, indent: indent)
      case .block(let block):
        try renderBlock(block, indent: indent)
      }
    }
  }

  private mutating func renderSection(_ section: Section, indent: [UInt8]) throws {
    let value = lookup(section.name) ?? .null
    // An inverted section renders only for a falsey value, a section only for a truthy one.
    guard value.isFalsey == section.inverted else { return }
    try checkNesting(line: section.line, column: section.column)
    nesting += 1
    defer { nesting -= 1 }
    switch value {
    case _ where section.inverted:
      try render(section.children, indent: indent)
    case .array(let items):  // never empty here: the empty list is falsey
      for item in items {
        stack.append(item)
        try render(section.children, indent: indent)
        stack.removeLast()
      }
    default:
      stack.append(value)
      try render(section.children, indent: indent)
      stack.removeLast()
    }
  }

  /// Sections, partials and blocks open at once stay under the limit.
  private func checkNesting(line: Int, column: Int) throws(TemplateRenderError) {
    guard nesting < Self.maxNesting else {
      throw TemplateRenderError(
        templateName: templateName, line: line, column: column,
        message: "sections, partials and blocks are nested more than \(Self.maxNesting) deep")
    }
  }

  private mutating func renderBlock(_ block: Block, indent: [UInt8]) throws {
    try checkNesting(line: block.line, column: block.column)
    nesting += 1
    defer { nesting -= 1 }
    guard let replacement = overrides[block.name] else {
      try render(block.children, indent: indent + (block.intrinsicIndent ?? []))
      return
    }
    var nodes = replacement.children
    // Content that starts a line, expanded in the middle of one, is not indented there.
    if block.expansionIndent == nil, case .lineStart = nodes.first { nodes.removeFirst() }
    try render(nodes, indent: indent + (block.expansionIndent ?? []))
  }

  /// The partial a tag names: its name, or for `*name` the value of `name`.
  private func partialName(_ tag: PartialTag) -> String? {
    guard tag.name.hasPrefix("*") else { return tag.name }
    return lookup(Name(String(tag.name.dropFirst())))?.interpolationText
  }

  private mutating func renderPartial(_ tag: PartialTag, indent: [UInt8]) throws {
    guard let name = partialName(tag), let partial = try partials.template(named: name) else {
      return
    }
    guard partialDepth < Self.maxPartialDepth else {
      throw TemplateRenderError(
        templateName: templateName, line: tag.line, column: tag.column,
        message: "partial '\(tag.name)' is nested more than \(Self.maxPartialDepth) deep")
    }
    try checkNesting(line: tag.line, column: tag.column)
    let caller = templateName
    let callerOverrides = overrides
    partialDepth += 1
    nesting += 1
    templateName = partial.name
    for (name, block) in tag.arguments where overrides[name] == nil { overrides[name] = block }
    defer {
      templateName = caller
      overrides = callerOverrides
      partialDepth -= 1
      nesting -= 1
    }
    // Only a standalone partial is indented, and then also by the indentation of the
    // partial it sits in.
    try render(partial.nodes, indent: tag.indent.map { indent + $0 } ?? [])
  }

  /// Names resolve from the innermost context out; the rest of a dotted name only inside
  /// what its first part found.
  private func lookup(_ name: Name) -> TemplateValue? {
    let parts = name.parts
    guard !parts.isEmpty else { return stack.last }
    var level = stack.count - 1
    var found: TemplateValue?
    while level >= 0, found == nil {
      found = Self.member(parts[0], of: stack[level])
      level -= 1
    }
    guard var value = found else { return nil }
    for index in 1..<parts.count {
      guard let next = Self.member(parts[index], of: value) else { return nil }
      value = next
    }
    return value
  }

  private static func member(_ key: String, of value: TemplateValue) -> TemplateValue? {
    guard case .object(let entries) = value else { return nil }
    for index in entries.indices where entries[index].key == key {
      return entries[index].value
    }
    return nil
  }

  /// Text of a partial rendered with indentation: the indentation goes after every newline
  /// that more text follows in the same run (the run's own start has a `.lineStart`),
  /// except before an empty line.
  private mutating func appendIndented(_ text: [UInt8], _ indent: [UInt8]) {
    var runStart = 0
    for position in text.indices where text[position] == 0x0A {
      let next = position + 1
      guard next < text.count else { break }
      let emptyLine =
        text[next] == 0x0A
        || (text[next] == 0x0D && next + 1 < text.count && text[next + 1] == 0x0A)
      if !emptyLine {
        bytes.append(contentsOf: text[runStart..<next])
        bytes.append(contentsOf: indent)
        runStart = next
      }
    }
    bytes.append(contentsOf: text[runStart...])
  }

  private mutating func append(_ text: String, escaped: Bool) {
    var text = text
    text.withUTF8 { utf8 in
      if escaped { appendEscaped(utf8) } else { bytes.append(contentsOf: utf8) }
    }
  }

  /// `& < > " '` become entities; runs without any are copied whole.
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for position in utf8.indices {
      let entity: StaticString
      switch utf8[position] {
      case 0x26: entity = "&amp;"
      case 0x3C: entity = "&lt;"
      case 0x3E: entity = "&gt;"
      case 0x22: entity = "&quot;"
      case 0x27: entity = "&#39;"
      default: continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
      bytes.append(
        contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      runStart = position + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
  }
}
