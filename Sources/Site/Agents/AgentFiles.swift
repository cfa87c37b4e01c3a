import AgentDocs
import Foundation
import SpecimenCore

/// The files coding agents and tools read, written with the pages: `llms.txt` and
/// `llms-full.txt` (llmstxt.org), `components.json` with `components/<slug>.json`, and
/// `tokens.json`. A page's Markdown twin is written with the page itself.
enum AgentFiles {
  static let index = "llms.txt"
  static let full = "llms-full.txt"
  static let manifest = "components.json"
  static let tokens = "tokens.json"
  /// llms-full.txt holds the twins up to this many bytes; the pages past it are listed instead.
  static let fullSizeCap = 512 * 1024

  /// What versions.json lists of each version, by name.
  static let versionsListing = ["llms": index, "llmsFull": full, "components": manifest, "tokens": tokens]

  /// Whether `path` is one of the files `writeAgentFiles` makes (the twins are the pages').
  static func isGenerated(_ path: String) -> Bool {
    [index, full, manifest, tokens].contains(path)
      || (path.hasPrefix("components/") && path.hasSuffix(".json") && path.dropFirst(11).firstIndex(of: "/") == nil)
  }

  /// The component files' paths: `components/toggle.json`, one a component set.
  static func componentPaths(_ names: [String]) -> [String] {
    AgentDocs.slugs(for: names).map { "components/\($0).json" }
  }

  /// `llms.txt`: the site's name and description, then each navigation section with a link to
  /// each page's twin and its summary, then the data files.
  static func index(site: SiteModel, navigation: Navigation, hasTokens: Bool) -> String {
    var text = "# " + site.configuration.name + "\n"
    if let description = site.configuration.description { text += "\n> " + oneLine(description) + "\n" }
    if let version = site.configuration.version { text += "\nVersion \(oneLine(version)).\n" }
    for section in navigation.sections where !section.pages.isEmpty {
      text += "\n## " + oneLine(section.title ?? "Pages") + "\n\n"
      for number in section.pages {
        let page = site.pages[number]
        text += "- [\(linkText(page.title))](\(RelativeURL.path(page.url + MarkdownTwin.fileName)))"
        if let summary = page.summary { text += ": " + oneLine(summary) }
        text += "\n"
      }
    }
    text += "\n## Data\n\n"
    text += "- [Components](\(manifest)): every component set, with a file of its own for each\n"
    if hasTokens { text += "- [Tokens](\(tokens)): every token resolved in every context\n" }
    text += "- [Full text](\(full)): every page above in one file\n"
    return text
  }

  /// `llms-full.txt`: every twin in navigation order while the file stays within `cap` bytes;
  /// the pages past it are listed with links to their twins.
  static func full(
    site: SiteModel, navigation: Navigation, twins: [Int: String], cap: Int = fullSizeCap
  ) -> String {
    full(site: site, navigation: navigation, sizes: twins.mapValues(\.utf8.count), cap: cap) { twins[$0] ?? "" }
  }

  /// `llms-full.txt` from each twin's size in bytes, asking `twin` for the text of only the twins
  /// the file holds.
  static func full(
    site: SiteModel, navigation: Navigation, sizes: [Int: Int], cap: Int = fullSizeCap, twin: (Int) -> String
  ) -> String {
    var text = ""
    var size = 0
    var leftOut: [Int] = []
    for number in navigation.order {
      guard let twinSize = sizes[number] else { continue }
      let pieceSize = (text.isEmpty ? 0 : 1) + twinSize
      if leftOut.isEmpty, size + pieceSize <= cap {
        if !text.isEmpty { text += "\n" }
        text += twin(number)
        size += pieceSize
      } else {
        leftOut.append(number)
      }
    }
    guard !leftOut.isEmpty else { return text }
    text += "\n# Left out\n\nThis file stops at \(cap) bytes. These pages are in their own files:\n\n"
    for number in leftOut {
      let page = site.pages[number]
      text += "- [\(linkText(page.title))](\(RelativeURL.path(page.url + MarkdownTwin.fileName)))\n"
    }
    return text
  }

  /// A page twin's `## ` sections, each heading with its text, for the component files.
  static func sections(of twin: String) -> [ComponentEntry.Section] {
    var sections: [ComponentEntry.Section] = []
    var current: ComponentEntry.Section?
    var body = twin[...]
    // The front matter is the twin's own: past its closing line.
    if body.hasPrefix("---\n"), let end = body.dropFirst(4).range(of: "\n---\n") { body = body[end.upperBound...] }
    for line in TextLines.split(body) {
      // A heading's bytes first: `hasPrefix` compares Characters, asked only where the bytes match.
      if line.utf8.starts(with: "## ".utf8), line.hasPrefix("## ") {
        if let done = current { sections.append(trimmed(done)) }
        current = ComponentEntry.Section(heading: String(line.dropFirst(3)), text: "")
      } else if current != nil {
        current!.text += line
        current!.text += "\n"
      }
    }
    if let done = current { sections.append(trimmed(done)) }
    return sections
  }

  private static func trimmed(_ section: ComponentEntry.Section) -> ComponentEntry.Section {
    var section = section
    section.text = trimmingWhitespace(section.text)
    return section
  }

  /// `text` without the white space and line breaks at either end: the characters Foundation's
  /// `whitespacesAndNewlines` names (general categories Zs, Zl and Zp, U+0009 to U+000D, U+0085,
  /// and U+200B, which its character set counts as a space), compared scalar by scalar as it
  /// compares them, without a round trip through NSString. With `newlines: false`, those of its
  /// `whitespaces`: Zs, U+0009 and U+200B.
  static func trimmingWhitespace(_ text: String, newlines: Bool = true) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x09, 0x20, 0x200B: return true
      case 0x0A...0x0D, 0x85: return newlines
      case 0..<0xA0: return false
      default:
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return true
        case .lineSeparator, .paragraphSeparator: return newlines
        default: return false
        }
      }
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// Text for one line of Markdown: line breaks as spaces.
  static func oneLine(_ text: String) -> String { ArticleText.collapsed(text) }

  /// Link text with its brackets escaped, so a title cannot end the link.
  static func linkText(_ text: String) -> String {
    let line = oneLine(text)
    // Most titles have none of the three: without their bytes there is nothing to escape.
    guard line.utf8.contains(where: { $0 == 0x5C || $0 == 0x5B || $0 == 0x5D }) else { return line }
    return line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }
}

extension SiteBuilder {
  /// Component files made, encoded and written per round: each round's entries are let go before
  /// the next, so the build never holds every component file.
  static let componentFilesPerRound = 64

  /// The files agents read, from the rendered pages and the site's data. `changedPages`: after a
  /// preview rebuild of those pages alone that read no data again, only the component files
  /// whose documenting page is one of them are made again (with llms.txt and llms-full.txt), as
  /// long as no page's title, summary, status or sets changed; nil makes every file.
  static func writeAgentFiles(
    _ site: LoadedSite, _ renderedSite: RenderedSite, into plan: inout OutputPlan, _ context: StepContext,
    changedPages: Set<Int>? = nil
  ) {
    let (model, navigation) = (site.model, renderedSite.navigation)
    guard !context.earlierErrors, renderedSite.pages.count == site.pages.count,
      renderedSite.pages.allSatisfy({ $0.markdownSize != nil })
    else {
      plan.extraFiles.removeAll { AgentFiles.isGenerated($0.path) }
      return
    }
    let (sources, rendered, output, engine) = (site.pages, renderedSite.pages, plan.output, context.diagnostics)
    // A twin kept with its page (a session), else read back from the staging folder.
    let twin: @Sendable (Int) -> String = { number in
      if let kept = rendered[number].markdown { return kept }
      let path = sources[number].url + MarkdownTwin.fileName
      if let text = output?.read(path) { return text }
      engine.error(
        "cannot read back the Markdown twin '\(path)' written with its page", at: SourceLocation(file: path),
        id: .outputWriteFailed)
      return ""
    }
    var sizes: [Int: Int] = [:]
    for (number, page) in rendered.enumerated() { sizes[number] = page.markdownSize }
    let hasTokens = site.data.tokens != nil
    var files: [(path: String, contents: String)] = [
      (AgentFiles.index, AgentFiles.index(site: model, navigation: navigation, hasTokens: hasTokens)),
      (AgentFiles.full, AgentFiles.full(site: model, navigation: navigation, sizes: sizes, twin: twin)),
    ]
    // The pages without their sections: only a set's documenting page gives its sections, split
    // from its twin when its entry is made.
    let pages = navigation.order.map { number in
      let page = sources[number]
      return DocumentingPage(
        url: page.url, title: page.title, summary: page.summary, status: page.status?.rawValue, sections: [],
        sets: Set(rendered[number].sets))
    }
    let configuration = model.configuration
    let componentFiles = ComponentFiles(
      sets: site.data.figma.componentSets, pages: pages, props: site.data.props,
      parity: site.data.parity,
      geometry: site.data.geometry, tokens: site.data.tokens,
      accessibility: site.data.accessibility.flatMap { findings in
        configuration.accessibility.map { (findings, $0.level) }
      })
    let order = navigation.order
    var made = Array(componentFiles.sets.indices)
    let previous = plan.agentPages
    let keepsOthers = changedPages != nil && previous == pages && !plan.extraFiles.isEmpty
    if keepsOthers, let changedPages {
      let changed = Set(changedPages.compactMap { order.firstIndex(of: $0) })
      made = made.filter { componentFiles.documentingPages[$0].map(changed.contains) ?? false }
      let remade = Set(made.map { "components/\(componentFiles.slugs[$0]).json" })
      plan.extraFiles.removeAll {
        $0.path == AgentFiles.index || $0.path == AgentFiles.full || remade.contains($0.path)
      }
    } else {
      plan.extraFiles.removeAll { AgentFiles.isGenerated($0.path) }
    }
    plan.agentPages = pages
    plan.componentEntriesMade = made.count
    var summaries: [ComponentSummary] = []
    // A page that documents several sets has its twin split once and kept; the others' sections
    // go with their round.
    var documented: [Int: Int] = [:]
    for index in made { if let page = componentFiles.documentingPages[index] { documented[page, default: 0] += 1 } }
    var shared: [Int: [ComponentEntry.Section]] = [:]
    // In rounds: each round's entries made on every core, written, and let go.
    var start = 0
    while start < made.count {
      let round = Array(made[start..<min(start + componentFilesPerRound, made.count)])
      start += round.count
      let split = Set(round.compactMap { componentFiles.documentingPages[$0] }).subtracting(shared.keys).sorted()
      var sections = shared
      for (page, text) in zip(split, ConcurrentMap.run(split) { AgentFiles.sections(of: twin(order[$0])) }) {
        sections[page] = text
        if documented[page, default: 0] > 1 { shared[page] = text }
      }
      let roundSections = sections
      let encoded = ConcurrentMap.run(round) { index in
        let guidelines = componentFiles.documentingPages[index].flatMap { roundSections[$0] } ?? []
        let entry = componentFiles.entry(index, guidelines: guidelines)
        return (ComponentFiles.summary(entry), "components/\(entry.slug).json", AgentDocs.json(entry))
      }
      for (summary, path, text) in encoded {
        summaries.append(summary)
        files.append((path, text))
      }
      if let output, !context.forSession {
        do {
          for (path, text) in files { try output.write(text, to: path) }
          plan.agentFilesWritten += files.map(\.path)
          files = []
        } catch {
          engine.emit(writeError(error, context.options))
          return
        }
      }
    }
    if !keepsOthers {
      files.append(
        (
          AgentFiles.manifest,
          AgentDocs.json(
            componentFiles.manifest(site: configuration.name, version: configuration.version, entries: summaries))
        ))
      if let tokens = site.data.tokens {
        files.append((AgentFiles.tokens, AgentDocs.json(AgentDocs.tokens(tokens))))
      }
    }
    if let output, !context.forSession {
      do {
        for (path, text) in files { try output.write(text, to: path) }
        plan.agentFilesWritten += files.map(\.path)
      } catch {
        engine.emit(writeError(error, context.options))
      }
    } else {
      plan.extraFiles += files
    }
  }
}
