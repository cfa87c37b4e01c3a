import SpecimenCore

/// A page as an agent reads it: `<page>/index.md`, beside its `index.html`. Front matter (title,
/// summary, section, status, version, Figma link, the component sets it shows), then the page's
/// own Markdown with every directive replaced by what it wrote as Markdown (its tables as GFM
/// tables), every inline reference by its text, and links to other pages pointed at their twins.
/// Code blocks that name no directive stay as written.
enum MarkdownTwin {
  /// The file name of a page's twin in its folder.
  static let fileName = "index.md"

  /// Written through `TwinLines`: runs of blank lines (a block that wrote nothing, a directive's
  /// own spacing) as one, lines inside a fenced code block as they are, one line break at the end.
  static func utf8(of context: PageContext) -> [UInt8] {
    let page = context.page
    var out = TwinLines(capacity: page.body.utf8.count + 512)
    out.append(frontMatter(of: context))
    out.append("# " + page.title + "\n\n")
    body(of: context, into: &out)
    return out.finishedUTF8()
  }

  static func frontMatter(of context: PageContext) -> String {
    let page = context.page
    var fields: [(String, String)] = [("title", page.title)]
    if let summary = page.summary { fields.append(("summary", summary)) }
    if let section = page.section { fields.append(("section", section)) }
    if let status = page.status { fields.append(("status", status.rawValue)) }
    if let version = context.site.configuration.version { fields.append(("version", version)) }
    if let figma = page.figma { fields.append(("figma", figma)) }
    fields.append(("html", "index.html"))
    var text = "---\n"
    for (key, value) in fields { text += key + ": " + YAMLWriter.scalar(value) + "\n" }
    let sets = context.searchTerms
    if !sets.isEmpty { text += "components: [" + sets.map(YAMLWriter.scalar).joined(separator: ", ") + "]\n" }
    return text + "---\n\n"
  }

  /// The page body, line by line: a fence that opens a directive's block is replaced with the
  /// directive's Markdown up to its closing fence; prose lines get their references and links.
  /// Read as bytes: a line is asked as Characters only where its bytes are not its Characters.
  static func body(of context: PageContext, into out: inout TwinLines) {
    let page = context.page
    var text = page.body
    var links = TwinLinks()
    var written: [UInt8] = []
    text.withUTF8 { body in
      let ends = TwinLineBytes.lineEnds(body)
      var starts = [0]
      starts.reserveCapacity(ends.count)
      for end in ends.dropLast() { starts.append(end + 1) }
      func line(_ index: Int) -> UnsafeBufferPointer<UInt8> { body.part(starts[index], ends[index]) }
      var index = 0
      while index < ends.count {
        let fileLine = page.bodyLineOffset + index + 1
        if let fence = TwinLineBytes.openingFence(line(index)) {
          var end = index + 1
          while end < ends.count, !TwinLineBytes.closes(line(end), fence) { end += 1 }
          if let text = context.blockTexts[fileLine] {
            if !text.isEmpty { out.append(text + "\n\n") }
          } else {
            for kept in index..<min(end + 1, ends.count) { out.appendLine(bytes: line(kept)) }
          }
          index = end + 1
          continue
        }
        let prose = line(index)
        let references = context.referenceTexts[fileLine] ?? []
        if !mayHoldReferenceOrPageLink(prose) {
          out.appendLine(bytes: prose)
        } else if TwinLineBytes.isASCII(prose) {
          written.removeAll(keepingCapacity: true)
          self.prose(ascii: prose, references: references, context: context, links: &links, into: &written)
          written.withUnsafeBufferPointer { out.appendLine(bytes: $0) }
        } else {
          let line = TwinLineBytes.text(prose)
          out.appendLine(self.prose(line, references: references, context: context, links: &links))
        }
        index += 1
      }
    }
  }

  /// The fence's character and length when the line opens a fenced block.
  static func openingFence(_ line: Substring) -> (Character, Int)? {
    // By bytes while the bytes are the characters: a space, backtick or tilde followed by ASCII
    // ends its character there. Where non-ASCII follows (a combining mark joins what is before
    // it), the characters answer.
    let utf8 = line.utf8
    var index = utf8.startIndex
    var spaces = 0
    while index != utf8.endIndex, utf8[index] == 0x20 {
      spaces += 1
      index = utf8.index(after: index)
    }
    guard index != utf8.endIndex else { return nil }
    let first = utf8[index]
    guard first < 0x80 else { return openingFenceByCharacters(line) }
    guard spaces <= 3, first == 0x60 || first == 0x7E else { return nil }
    var run = 0
    while index != utf8.endIndex, utf8[index] == first {
      run += 1
      index = utf8.index(after: index)
    }
    if index != utf8.endIndex, utf8[index] >= 0x80 { return openingFenceByCharacters(line) }
    return run >= 3 ? (Character(Unicode.Scalar(first)), run) : nil
  }

  static func openingFenceByCharacters(_ line: Substring) -> (Character, Int)? {
    let trimmed = line.drop { $0 == " " }
    // The spaces dropped, counted alone: counting the whole line for each line is the twin's cost.
    guard line.distance(from: line.startIndex, to: trimmed.startIndex) <= 3, let first = trimmed.first,
      first == "`" || first == "~"
    else { return nil }
    let run = trimmed.prefix { $0 == first }.count
    return run >= 3 ? (first, run) : nil
  }

  static func closes(_ line: Substring, _ fence: (Character, Int)) -> Bool {
    // Only a line whose first byte past its spaces and tabs is the fence's can close it.
    let first = line.utf8.first { $0 != 0x20 && $0 != 0x09 }
    if let first, first < 0x80, first != fence.0.asciiValue { return false }
    let trimmed = AgentFiles.trimmingWhitespace(String(line), newlines: false)
    return trimmed.count >= fence.1 && trimmed.allSatisfy { $0 == fence.0 }
  }

  /// Whether the line's bytes hold `{{` or `.md` anywhere: one pass over them, and most lines
  /// of prose hold neither.
  static func mayHoldReferenceOrPageLink(_ line: Substring) -> Bool {
    var line = line
    return line.withUTF8(mayHoldReferenceOrPageLink)
  }

  static func mayHoldReferenceOrPageLink(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index + 1 < count {
      let byte = bytes[index]
      if byte == 0x7B, bytes[index + 1] == 0x7B { return true }  // {{
      if byte == 0x2E, bytes[index + 1] == 0x6D, index + 2 < count, bytes[index + 2] == 0x64 { return true }  // .md
      index += 1
    }
    return false
  }

  /// A line of prose with each `{{…}}` outside code spans replaced by what the reference wrote
  /// (in order; one the page did not render stays as written) and `.md` links pointed at twins.
  /// Linear in the line: it is read once as bytes (as characters when it has non-ASCII text, so
  /// a mark that joins a `{` or `]` keeps it from being one), and each search for a closing
  /// `}}` or `)` goes on from where the last one stopped.
  static func prose(
    _ line: Substring, references: [String], context: PageContext, links: inout TwinLinks
  ) -> Substring {
    // Most lines have neither: their bytes say so without Foundation's search, which is asked only
    // where the bytes are (no other text is canonically equivalent to `{{` or `.md`) and the line
    // has non-ASCII text (in ASCII the bytes are the characters, so they answer alone).
    guard mayHoldReferenceOrPageLink(line),
      line.utf8.allSatisfy({ $0 < 0x80 }) || line.contains("{{") || line.contains(".md")
    else { return line }
    let units = ProseUnits(line)
    var out: [UInt8] = []
    out.reserveCapacity(units.bytes.count + 64)
    units.bytes.withUnsafeBufferPointer { bytes in
      units.codes.withUnsafeBufferPointer { codes in
        rewrite(
          bytes: bytes, codes: codes, offset: units.offset, references: references, context: context, links: &links,
          into: &out)
      }
    }
    return String(decoding: out, as: UTF8.self)[...]
  }

  /// A line of ASCII prose, its bytes its units, written after `out`.
  static func prose(
    ascii line: UnsafeBufferPointer<UInt8>, references: [String], context: PageContext, links: inout TwinLinks,
    into out: inout [UInt8]
  ) {
    rewrite(
      bytes: line, codes: line, offset: { $0 }, references: references, context: context, links: &links, into: &out)
  }

  /// The rewrite of one line read by its units: `codes` holds each unit's ASCII value (0 for
  /// one that is not an ASCII character), `offset` where a unit starts in `bytes`.
  private static func rewrite(
    bytes: UnsafeBufferPointer<UInt8>, codes: UnsafeBufferPointer<UInt8>, offset: (Int) -> Int,
    references: [String], context: PageContext, links: inout TwinLinks, into out: inout [UInt8]
  ) {
    var copied = 0
    func copy(upTo unit: Int) {
      out.append(contentsOf: bytes.part(offset(copied), offset(unit)))
    }
    func closesBraces(_ unit: Int) -> Bool { unit + 1 < codes.count && codes[unit] == 0x7D && codes[unit + 1] == 0x7D }
    func closesParenthesis(_ unit: Int) -> Bool { codes[unit] == 0x29 }
    var braces = ForwardSearch(count: codes.count)
    var parenthesis = ForwardSearch(count: codes.count)
    var next = 0
    var index = 0
    var inCode = false
    while index < codes.count {
      let code = codes[index]
      if code == 0x60 {  // `
        inCode.toggle()
      } else if !inCode, code == 0x5C, index + 1 < codes.count {  // \ and what it escapes
        index += 2
        continue
      } else if !inCode, code == 0x7B, index + 1 < codes.count, codes[index + 1] == 0x7B,  // {{
        next < references.count, let close = braces.first(atOrAfter: index + 2, where: closesBraces)
      {
        copy(upTo: index)
        out.append(contentsOf: references[next].utf8)
        next += 1
        index = close + 2
        copied = index
        continue
      } else if !inCode, code == 0x5D, index + 1 < codes.count, codes[index + 1] == 0x28,  // ](
        let close = parenthesis.first(atOrAfter: index + 2, where: closesParenthesis)
      {
        copy(upTo: index)
        out.append(contentsOf: "](".utf8)
        links.twinLink(bytes: bytes.part(offset(index + 2), offset(close)), context: context, into: &out)
        out.append(0x29)
        index = close + 1
        copied = index
        continue
      }
      index += 1
    }
    copy(upTo: codes.count)
  }
}
