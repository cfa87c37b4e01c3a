import SpecimenCore

/// A page as an agent reads it: `<page>/index.md`, beside its `index.html`. Front matter (title,
/// summary, section, status, version, Figma link, the component sets it shows), then the page's
/// own Markdown with every directive replaced by what it wrote as Markdown (its tables as GFM
/// tables), every inline reference by its text, and links to other pages pointed at their twins.
/// Code blocks that name no directive stay as written.
enum MarkdownTwin {
  /// The file name of a page's twin in its folder.
  static let fileName = "index.md"

  static func markdown(of context: PageContext) -> String {
    let page = context.page
    var out = frontMatter(of: context)
    out += "# " + page.title + "\n\n"
    out += body(of: context)
    return withSingleBlankLines(out)
  }

  /// Runs of blank lines (a block that wrote nothing, a directive's own spacing) as one, and one
  /// line break at the end. Lines inside a fenced code block are kept as they are.
  static func withSingleBlankLines(_ text: String) -> String {
    var out = ""
    var blank = 0
    var fence: (Character, Int)? = nil
    out.reserveCapacity(text.utf8.count)
    for line in TextLines.split(text) {
      if let open = fence {
        if closes(line, open) { fence = nil }
      } else if let open = openingFence(line) {
        fence = open
      } else if TextLines.isBlank(line) {
        blank += 1
        continue
      }
      if blank > 0, !out.isEmpty { out += "\n" }
      blank = 0
      out += line
      out += "\n"
    }
    return out
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
  static func body(of context: PageContext) -> String {
    let page = context.page
    let lines = TextLines.split(page.body)
    var out = ""
    out.reserveCapacity(page.body.utf8.count)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let fileLine = page.bodyLineOffset + index + 1
      if let fence = openingFence(line) {
        var end = index + 1
        while end < lines.count, !closes(lines[end], fence) { end += 1 }
        if let text = context.blockTexts[fileLine] {
          if !text.isEmpty {
            out += text
            out += "\n\n"
          }
        } else {
          for kept in lines[index..<min(end + 1, lines.count)] {
            out += kept
            out += "\n"
          }
        }
        index = end + 1
        continue
      }
      out += prose(line, references: context.referenceTexts[fileLine] ?? [], context: context)
      out += "\n"
      index += 1
    }
    return out
  }

  /// The fence's character and length when the line opens a fenced block.
  static func openingFence(_ line: Substring) -> (Character, Int)? {
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

  /// A line of prose with each `{{…}}` outside code spans replaced by what the reference wrote
  /// (in order; one the page did not render stays as written) and `.md` links pointed at twins.
  static func prose(_ line: Substring, references: [String], context: PageContext) -> Substring {
    // Most lines have neither: their bytes say so without Foundation's search, which is asked only
    // where the bytes are (no other text is canonically equivalent to `{{` or `.md`).
    guard line.firstRange(ofBytes: "{{") != nil || line.firstRange(ofBytes: ".md") != nil,
      line.contains("{{") || line.contains(".md")
    else { return line }
    let characters = Array(line)
    var out = ""
    var next = 0
    var index = 0
    var inCode = false
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        inCode.toggle()
      } else if !inCode, character == "\\", index + 1 < characters.count {
        out.append(character)
        out.append(characters[index + 1])
        index += 2
        continue
      } else if !inCode, character == "{", index + 1 < characters.count, characters[index + 1] == "{",
        next < references.count, let close = closingBraces(characters, from: index + 2)
      {
        out += references[next]
        next += 1
        index = close + 2
        continue
      } else if !inCode, character == "]", index + 1 < characters.count, characters[index + 1] == "(",
        let close = characters[(index + 2)...].firstIndex(of: ")")
      {
        let target = String(characters[(index + 2)..<close])
        out += "](" + twinLink(target, context: context) + ")"
        index = close + 1
        continue
      }
      out.append(character)
      index += 1
    }
    return out[...]
  }

  static func closingBraces(_ characters: [Character], from start: Int) -> Int? {
    var index = start
    while index + 1 < characters.count {
      if characters[index] == "}", characters[index + 1] == "}" { return index }
      index += 1
    }
    return nil
  }

  /// `../platforms/ios.md#top` from `components/toggle.md` → `../../platforms/ios/index.md#top`:
  /// the twin of the page the link names, from this page's twin; a file beside the pages from
  /// the twin's folder. Anchors and absolute links stay as written.
  static func twinLink(_ target: String, context: PageContext) -> String {
    let url = target.split(separator: " ", maxSplits: 1).first.map(String.init) ?? target
    let rest = String(target.dropFirst(url.count))
    let hash = url.firstIndex(of: "#")
    let path = String(url[..<(hash ?? url.endIndex)])
    let fragment = hash.map { String(url[$0...]) } ?? ""
    guard !path.isEmpty, !path.hasPrefix("/"), !PageContext.hasScheme(path) else { return target }
    let resolved = RelativeURL.resolve(path, against: context.page.relativePath)
    // A file beside the pages (an image) is where it was, one folder further up from the twin.
    guard path.hasSuffix(".md") else { return RelativeURL.between(context.page.url, resolved) + fragment + rest }
    guard let number = context.site.pageIndex[resolved] else { return target }
    let twin = context.site.pages[number].url + fileName
    return RelativeURL.between(context.page.url, twin) + fragment + rest
  }
}
