import Markdown
import SpecimenCore

/// A link to an anchor on a page, checked once every page has its heading ids.
struct AnchorLink: Sendable {
  var page: Int
  var anchor: String
  var location: SourceLocation
}

/// Renders one page: answers the Markdown renderer's questions (directives, references, links),
/// reporting their problems into the diagnostics the render was given, and keeps what the page
/// read and links to. One per page, used from one thread.
package final class PageContext: MarkdownDelegate {
  package let site: SiteModel
  let pageNumber: Int
  package var page: PageSource { site.pages[pageNumber] }
  /// Everything the page's directives and references read, and the pages it links to.
  private(set) var reads = ReadSet()
  /// Anchors this page links to, checked once every page has its heading ids.
  private(set) var anchorLinks: [AnchorLink] = []
  /// Each page this page links to, by the path as written: its number and its URL from here.
  private var linkedPages: [Substring: (index: Int, url: String)] = [:]

  /// A page this page's Markdown linked to by `path` (as resolved against this page), if it did.
  func linkedPage(_ path: String) -> (index: Int, url: String)? { linkedPages[path[...]] }
  let headingIDs = HeadingIDs()
  private var generatedIDs = 0
  /// The ids of the specimens, variant cells and token rows the page's directives write.
  let deepLinks = DeepLinkIDs()
  /// Set while the page body renders until its headings have ids: those, and not the headings
  /// of Markdown inside a directive, are what deep links keep clear of.
  private var reservesBodyHeadings = false

  /// A prefix for ids a directive writes (SVG defs), unique on the page.
  func nextIDPrefix() -> String {
    generatedIDs += 1
    return "sp\(generatedIDs)-"
  }

  /// Results of data-only directives a preview session kept from its last rebuild.
  let reuse: DirectiveReuse?
  /// What each directive wrote, as Markdown, by the file line its fence opens on, and what each
  /// inline reference wrote, as text, in order by its line: the page's Markdown twin puts them
  /// where the source has the block or the reference.
  private(set) var blockTexts: [Int: String] = [:]
  private(set) var referenceTexts: [Int: [String]] = [:]

  init(site: SiteModel, pageNumber: Int, reuse: DirectiveReuse? = nil) {
    self.site = site
    self.pageNumber = pageNumber
    self.reuse = reuse
  }

  /// Takes a directive's result in: its problems are reported, its reads join the page's, its
  /// markup goes in.
  func accept(_ result: DirectiveResult, into diagnostics: inout Diagnostics) -> HTML {
    diagnostics.merge(result.diagnostics)
    reads.formUnion(result.reads)
    return result.html
  }

  /// The component sets, models and code components the page shows, for the search index:
  /// some appear on the page only inside drawings.
  var searchTerms: [String] {
    Set(reads.componentSets.map(\.rawValue)).union(reads.models.map(\.rawValue))
      .union(reads.codeComponents.map(\.rawValue)).sorted()
  }

  var options: MarkdownOptions { MarkdownOptions(unsafeHTML: site.configuration.unsafeHTML) }

  /// The page body as HTML, with its headings, and with `givesPieces` as the pieces it was
  /// written in (for the search index, which reads its text from them).
  func render(givesPieces: Bool = false, into diagnostics: inout Diagnostics) -> RenderedMarkdown {
    reservesBodyHeadings = true
    var options = options
    options.writesPieces = givesPieces
    return MarkdownDocument.render(
      page.body, file: page.file, lineOffset: page.bodyLineOffset, options: options, delegate: self,
      headingIDs: headingIDs, into: &diagnostics)
  }

  /// Markdown inside a directive (a callout's body), rendered with the same rules as the page,
  /// with the pieces it was written in.
  func renderMarkdown(
    _ text: String, startingAt location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> HTML {
    var options = options
    options.writesPieces = true
    let rendered = MarkdownDocument.render(
      text, file: location.file, lineOffset: location.line - 1, options: options, delegate: self,
      headingIDs: headingIDs, into: &diagnostics)
    // Safe: the body is Markdown rendered by the page's own converter (cmark in safe mode,
    // directives through the builder), as the page's own text is.
    return HTML(trusted: rendered.html, pieces: rendered.pieces ?? [])
  }

  // MARK: MarkdownDelegate

  package func headingsAssigned(_ headings: [Heading]) {
    guard reservesBodyHeadings else { return }
    reservesBodyHeadings = false
    deepLinks.reserve(headings.map(\.id))
  }

  package func fencedBlock(
    info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> HTML? {
    // The first word names a directive or a language; a tab ends it as a space does.
    let words = info.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first.map(String.init) else { return nil }
    let arguments = words.count > 1 ? Self.trimmingWhitespaces(words[1]) : ""
    if let directive = site.registry.directive(named: first) {
      let invocation = DirectiveInvocation(name: first, arguments: arguments, body: body, location: location)
      guard let reuse, directive.readsOnlySiteData else {
        return keepText(of: directive.render(invocation, context: self), at: location, into: &diagnostics)
      }
      let key = DirectiveReuse.Key(
        name: first, arguments: arguments, body: body, location: location, firstIDPrefix: generatedIDs)
      // A kept result carries the deep-link ids it was given; it fits only where each is free.
      if let kept = reuse.result(for: key, if: { deepLinks.grantAgain($0.deepLinks) }) {
        generatedIDs += kept.idPrefixes
        return keepText(of: kept.result, at: location, into: &diagnostics)
      }
      let firstGrant = deepLinks.grants.count
      let result = directive.render(invocation, context: self)
      reuse.keep(
        DirectiveReuse.Entry(
          result: result, idPrefixes: generatedIDs - key.firstIDPrefix,
          deepLinks: Array(deepLinks.grants[firstGrant...])),
        for: key)
      return keepText(of: result, at: location, into: &diagnostics)
    }
    // Any other name is a code language, shown as plain code when it has no highlighter; a
    // name close to a directive's is probably a typo and worth a warning.
    let language = first.lowercased()
    if !SyntaxHighlighter.languages.contains(language), !Self.plainLanguages.contains(language),
      let suggestion = Suggestion.hint(for: first, in: site.registry.directiveNames)
    {
      diagnostics.warning(
        "'\(first)' is not a directive; shown as code", at: location,
        hint: suggestion, id: .pageUnknownDirective)
    }
    return nil
  }

  /// The text without the white space Foundation's `.whitespaces` names at either end; ASCII text
  /// (where that is the space and the tab) trimmed by its bytes.
  static func trimmingWhitespaces(_ text: Substring) -> String {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespaces) }
    guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
    let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
    return String(text[first...last])
  }

  /// Code languages shown without highlighting (not directives).
  static let plainLanguages: Set<String> = [
    "text", "txt", "plaintext", "plain", "diff", "python", "py", "kotlin", "kt", "java", "xml", "markdown", "md",
    "c", "cpp", "objc", "go", "rust", "ruby", "sql", "toml", "ini", "graphql", "scss", "less", "dart",
    "mustache", "csv", "http",
  ]

  package func inlineReference(
    _ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> HTML {
    let words = reference.split(separator: " ", maxSplits: 1)
    let name = words.first.map(String.init) ?? ""
    guard let handler = site.registry.reference(named: name) else {
      let known = site.registry.referenceNames
      diagnostics.error(
        "unknown reference '{{\(name)}}'", at: location,
        hint: (Suggestion.hint(for: name, in: known).map { $0 + " " } ?? "")
          + (known.isEmpty ? "this site has no inline references" : "known: \(known.joined(separator: ", "))")
          + "; write \\{{ for literal braces", id: .pageUnknownReference)
      return HTML { $0.text("{{\(reference)}}") }
    }
    let arguments = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    let html = accept(handler.render(arguments: arguments, at: location, context: self), into: &diagnostics)
    referenceTexts[location.line, default: []].append(
      ArticleText.collapsed(DirectiveText.markdown(html)))
    return html
  }

  /// Takes a directive's result in, keeping what it says as Markdown for the twin.
  private func keepText(
    of result: DirectiveResult, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> HTML {
    let html = accept(result, into: &diagnostics)
    blockTexts[location.line] = result.markdown ?? DirectiveText.markdown(html)
    return html
  }

  package func destination(
    _ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> String {
    if url.isEmpty {
      diagnostics.warning(
        "empty link destination", at: location, hint: "write [text](page.md) or [text](#anchor)", id: .pageEmptyLink)
      return url
    }
    // Absolute URLs are the author's business as long as they are web or mail links;
    // `javascript:` and the like would run script in the reader's browser. A colon later on
    // (`page.md?t=12:30`, `page.md#a:b`) does not make a scheme.
    if url.hasPrefix("//") { return url }
    if Self.hasScheme(url) {
      guard HTML.safeURL(url) != nil else {
        diagnostics.error(
          "link to '\(url)' uses the scheme '\(url.prefix { $0 != ":" })'", at: location,
          hint: "links may be http, https or mailto URLs or paths relative to the page", id: .pageLinkScheme)
        return "#"
      }
      return url
    }
    let (path, fragment) = split(url)
    if path.isEmpty {
      if let fragment { anchorLinks.append(AnchorLink(page: pageNumber, anchor: fragment, location: location)) }
      return url
    }
    // A page links to the same few pages many times, under different anchors: each page path is
    // resolved once a page.
    if let known = linkedPages[path] {
      if let fragment { anchorLinks.append(AnchorLink(page: known.index, anchor: fragment, location: location)) }
      return Self.joined(known.url, fragment)
    }
    let target = RelativeURL.resolve(String(path), against: page.relativePath)
    guard PageSource.isPage(path) else { return asset(target, written: url, at: location, into: &diagnostics) }
    guard let index = site.pageIndex[target] else {
      diagnostics.error(
        "link to a missing page '\(path)'", at: location,
        hint: Suggestion.hint(for: target, in: site.pages.map(\.relativePath))
          ?? "pages are .md files under content/pages; links are relative to this page", id: .pageMissingPage)
      return url
    }
    if let fragment { anchorLinks.append(AnchorLink(page: index, anchor: fragment, location: location)) }
    reads.pages.insert(PagePath(site.pages[index].relativePath))
    let relative = RelativeURL.between(page.url, site.pages[index].url)
    linkedPages[path] = (index, relative)
    return Self.joined(relative, fragment)
  }

  /// `url#fragment`, made in one allocation (a page writes many).
  private static func joined(_ url: String, _ fragment: String?) -> String {
    guard let fragment else { return url }
    var out = ""
    out.reserveCapacity(url.utf8.count + 1 + fragment.utf8.count)
    out += url
    out += "#"
    out += fragment
    return out
  }

  /// `https:`, `mailto:`: a letter, then letters, digits, `+`, `.` or `-`, then a colon.
  static func hasScheme(_ url: String) -> Bool {
    var url = url
    return url.withUTF8(hasScheme)
  }

  static func hasScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for (offset, byte) in bytes.enumerated() {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      if isLetter { continue }
      if offset == 0 { return false }
      if byte == UInt8(ascii: ":") { return true }
      guard
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "-")
      else { return false }
    }
    return false
  }

  /// A file beside the pages (an image): copied to the output, so the link is rewritten to it.
  private func asset(
    _ target: String, written url: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> String {
    guard site.assets.contains(target) else {
      diagnostics.warning(
        "link to a missing file '\(url)'", at: location,
        hint: "files next to the pages under content/pages are copied with the site", id: .pageMissingFile)
      return url
    }
    let query = url.firstIndex { $0 == "?" || $0 == "#" }.map { String(url[$0...]) } ?? ""
    return RelativeURL.between(page.url, target) + query
  }

  /// `toggle.md?x#states` → (`toggle.md`, `states`): the path ends at the first `?` or `#`.
  private func split(_ url: String) -> (Substring, String?) {
    // By bytes: `#` and `?` are ASCII, so their UTF-8 positions are character boundaries.
    let bytes = url.utf8
    let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
    let query = bytes[..<(hash ?? bytes.endIndex)].firstIndex(of: UInt8(ascii: "?"))
    let path = url[..<(query ?? hash ?? url.endIndex)]
    return (path, hash.map { String(url[bytes.index(after: $0)...]) })
  }
}
