import AgentDocs
import SpecimenCore

/// What a preview keeps of the files agents read as last made, to make them again after a
/// prose edit from the parts that changed: the component files' sets with their slugs and
/// documenting pages, and llms-full.txt with where each twin lies in it.
struct AgentFileParts: Sendable {
  var componentFiles: ComponentFiles
  /// The navigation order the files were made in.
  var order: [Int]
  var full: FullText
  /// The frames of the component files of the sets whose page the last prose edit changed.
  var frames: [Int: ComponentFileFrame] = [:]
}

extension SiteBuilder {
  /// Component files made, encoded and written per round: each round's entries are let go before
  /// the next, so the build never holds every component file.
  static let componentFilesPerRound = 16

  /// The files agents read, from the rendered pages and the site's data. `changedPages`: after a
  /// preview rebuild of those pages alone that read no data again, only the component files
  /// whose documenting page is one of them are made again, and llms-full.txt only where those
  /// pages' twins are, as long as no page's title, summary, status or sets changed (llms.txt and
  /// the manifest then stay as they were); nil makes every file.
  static func writeAgentFiles(
    _ site: LoadedSite, _ renderedSite: RenderedSite, into plan: inout OutputPlan, _ context: StepContext,
    changedPages: Set<Int>? = nil
  ) {
    let navigation = renderedSite.navigation
    plan.agentFilesRemade = nil
    guard !context.earlierErrors, renderedSite.pages.count == site.pages.count,
      renderedSite.pages.allSatisfy({ $0.markdownSize != nil })
    else {
      plan.extraFiles.removeAll { AgentFiles.isGenerated($0.path) }
      plan.agentParts = nil
      return
    }
    let twin = twinReader(site, renderedSite, plan, context)
    if let changedPages, let kept = plan.agentParts, let previous = plan.agentPages, kept.order == navigation.order,
      previous.count == navigation.order.count, !plan.extraFiles.isEmpty,
      writeAgentFiles(site, renderedSite, changedPages, kept: kept, previous: previous, into: &plan, twin: twin)
    {
      return
    }
    writeAllAgentFiles(site, renderedSite, into: &plan, context, twin: twin)
  }

  /// Each page's twin: kept with its page (a session), else read back from the staging folder.
  private static func twinReader(
    _ site: LoadedSite, _ renderedSite: RenderedSite, _ plan: OutputPlan, _ context: StepContext
  ) -> @Sendable (Int) -> String {
    let (sources, rendered, output, engine) = (site.pages, renderedSite.pages, plan.output, context.diagnostics)
    return { number in
      if let kept = rendered[number].markdown { return kept }
      let path = sources[number].url + MarkdownTwin.fileName
      if let text = output?.read(path) { return text }
      engine.error(
        "cannot read back the Markdown twin '\(path)' written with its page", at: SourceLocation(file: path),
        id: .outputWriteFailed)
      return ""
    }
  }

  /// A page as the component files read it, without its sections.
  private static func documentingPage(_ page: PageSource, _ rendered: RenderedPage) -> DocumentingPage {
    DocumentingPage(
      url: page.url, title: page.title, summary: page.summary, status: page.status?.rawValue, sections: [],
      sets: Set(rendered.sets))
  }

  /// After a prose edit: the changed pages' component files and their part of llms-full.txt made
  /// again, the rest kept. False (and nothing done) when a changed page's title, summary, status
  /// or sets changed, which the files of other pages show.
  private static func writeAgentFiles(
    _ site: LoadedSite, _ renderedSite: RenderedSite, _ changedPages: Set<Int>, kept: AgentFileParts,
    previous: [DocumentingPage], into plan: inout OutputPlan, twin: @escaping @Sendable (Int) -> String
  ) -> Bool {
    let navigation = renderedSite.navigation
    let changed = changedPages.sorted()
    var positions: [Int] = []
    for number in changed {
      guard let position = navigation.position[number],
        documentingPage(site.pages[number], renderedSite.pages[number]) == previous[position]
      else { return false }
      positions.append(position)
    }
    var sizes = kept.full.sizes
    for number in changed { sizes[number] = renderedSite.pages[number].markdownSize }
    var parts = kept
    parts.full =
      kept.full.replacing(changed, sizes: sizes, order: navigation.order, cap: AgentFiles.fullSizeCap, twin: twin)
      ?? FullText(
        site: site.model, navigation: navigation, sizes: sizes, cap: AgentFiles.fullSizeCap, twin: twin)
    let componentFiles = kept.componentFiles
    let changedPositions = Set(positions)
    let made = componentFiles.sets.indices.filter {
      componentFiles.documentingPages[$0].map(changedPositions.contains) ?? false
    }
    var files: [(path: String, contents: String)] = []
    if parts.full.text != kept.full.text { files.append((AgentFiles.full, parts.full.text)) }
    let framed = framedComponentFiles(made, componentFiles, order: navigation.order, twin: twin, frames: kept.frames)
    files += framed.files
    parts.frames = framed.frames
    plan.componentEntriesFramed = framed.fromFrames
    // A few files among thousands: their paths compared one by one rather than hashed.
    let remade = files.map(\.path)
    if !remade.isEmpty { plan.extraFiles.removeAll { remade.contains($0.path) } }
    plan.extraFiles += files
    plan.agentFilesRemade = files
    plan.agentParts = parts
    plan.componentEntriesMade = made.count
    return true
  }

  /// Every file agents read, made whole.
  private static func writeAllAgentFiles(
    _ site: LoadedSite, _ renderedSite: RenderedSite, into plan: inout OutputPlan, _ context: StepContext,
    twin: @escaping @Sendable (Int) -> String
  ) {
    let (model, navigation) = (site.model, renderedSite.navigation)
    let (sources, rendered, output, engine) = (site.pages, renderedSite.pages, plan.output, context.diagnostics)
    let hasTokens = site.data.tokens != nil
    let full = FullText(
      site: model, navigation: navigation, sizes: rendered.map(\.markdownSize), cap: AgentFiles.fullSizeCap,
      twin: twin)
    var files: [(path: String, contents: String)] = [
      (AgentFiles.index, AgentFiles.index(site: model, navigation: navigation, hasTokens: hasTokens)),
      (AgentFiles.full, full.text),
    ]
    // The pages without their sections: only a set's documenting page gives its sections, split
    // from its twin when its entry is made.
    let pages = navigation.order.map { documentingPage(sources[$0], rendered[$0]) }
    let configuration = model.configuration
    let componentFiles = ComponentFiles(
      sets: site.data.figma.componentSets, pages: pages, props: site.data.props,
      parity: site.data.parity,
      geometry: site.data.geometry, tokens: site.data.tokens,
      accessibility: site.data.accessibility.flatMap { findings in
        configuration.accessibility.map { (findings, $0.level) }
      })
    let order = navigation.order
    let made = Array(componentFiles.sets.indices)
    plan.extraFiles.removeAll { AgentFiles.isGenerated($0.path) }
    plan.agentPages = pages
    plan.agentFilesRemade = nil
    plan.agentParts =
      context.forSession ? AgentFileParts(componentFiles: componentFiles, order: order, full: full) : nil
    plan.componentEntriesMade = made.count
    plan.componentEntriesFramed = 0
    var summaries: [ComponentSummary] = []
    // A page that documents several sets has its twin split once and kept; the others' sections
    // go with their round.
    var shared = SharedSections(made, componentFiles)
    // In rounds: each round's entries made on every core, written, and let go.
    var start = 0
    while start < made.count {
      let round = Array(made[start..<min(start + componentFilesPerRound, made.count)])
      start += round.count
      let entries = componentEntries(round, componentFiles, order: order, twin: twin, shared: &shared)
      summaries += entries.map(\.summary)
      guard let output, !context.forSession else {
        files += entries.map { ($0.path, String(decoding: $0.utf8, as: UTF8.self)) }
        continue
      }
      do {
        for (path, text) in files { try output.write(text, to: path) }
        for entry in entries { try output.write(utf8: entry.utf8, to: entry.path) }
        plan.agentFilesWritten += files.map(\.path) + entries.map(\.path)
        files = []
      } catch {
        engine.emit(writeError(error, context.options))
        return
      }
    }
    files.append(
      (
        AgentFiles.manifest,
        AgentDocs.json(
          componentFiles.manifest(site: configuration.name, version: configuration.version, entries: summaries))
      ))
    if let output, !context.forSession {
      do {
        for (path, text) in files { try output.write(text, to: path) }
        plan.agentFilesWritten += files.map(\.path)
        // The listing written as it is encoded, never held whole.
        if let tokens = site.data.tokens {
          try output.write(to: AgentFiles.tokens) { part in try AgentDocs.writeTokensJSON(tokens, to: part) }
          plan.agentFilesWritten.append(AgentFiles.tokens)
        }
      } catch {
        engine.emit(writeError(error, context.options))
      }
    } else {
      if let tokens = site.data.tokens { files.append((AgentFiles.tokens, AgentDocs.tokensJSON(tokens))) }
      plan.extraFiles += files
    }
  }

  /// The sections of the pages that document more than one of the sets made, split from their
  /// twins once and kept while those sets' rounds are made.
  struct SharedSections {
    /// How many of the sets made each page documents, by its place in navigation order.
    var documented: [Int: Int] = [:]
    var sections: [Int: [ComponentEntry.Section]] = [:]

    init(_ made: [Int], _ componentFiles: ComponentFiles) {
      for index in made { if let page = componentFiles.documentingPages[index] { documented[page, default: 0] += 1 } }
    }
  }

  /// The component files of the sets at `indices` after a prose edit of the pages documenting
  /// them: each from its frame, when the last edit kept one, and its page's sections; else made
  /// whole, on every core, and its frame made for the next save. Only these sets' frames are
  /// kept, so a session that edits page after page holds no more than one page's.
  private static func framedComponentFiles(
    _ indices: [Int], _ componentFiles: ComponentFiles, order: [Int], twin: @escaping @Sendable (Int) -> String,
    frames: [Int: ComponentFileFrame]
  ) -> (files: [(path: String, contents: String)], frames: [Int: ComponentFileFrame], fromFrames: Int) {
    let pages = Set(indices.compactMap { componentFiles.documentingPages[$0] }).sorted()
    var sections: [Int: [ComponentEntry.Section]] = [:]
    for (page, text) in zip(pages, ConcurrentMap.run(pages) { AgentFiles.sections(of: twin(order[$0])) }) {
      sections[page] = text
    }
    let pageSections = sections
    let made = ConcurrentMap.run(indices) {
      index -> (file: (path: String, contents: String), frame: ComponentFileFrame?, framed: Bool) in
      let guidelines = componentFiles.documentingPages[index].flatMap { pageSections[$0] } ?? []
      if let frame = frames[index], let text = frame.text(guidelines: guidelines) {
        return ((frame.path, text), frame, true)
      }
      // The entry made once: its frame, filled, is its file (encoded whole only without a frame).
      let entry = componentFiles.entry(index, guidelines: guidelines)
      if let frame = ComponentFileFrame(entry), let text = frame.text(guidelines: guidelines) {
        return ((frame.path, text), frame, false)
      }
      return (("components/\(entry.slug).json", AgentDocs.json(entry)), nil, false)
    }
    var kept: [Int: ComponentFileFrame] = [:]
    for (index, entry) in zip(indices, made) { kept[index] = entry.frame }
    return (made.map(\.file), kept, made.count { $0.framed })
  }

  /// The component files of the sets at `indices`, made on every core: each entry's manifest line,
  /// path and JSON text as UTF-8.
  private static func componentEntries(
    _ indices: [Int], _ componentFiles: ComponentFiles, order: [Int], twin: @escaping @Sendable (Int) -> String,
    shared: inout SharedSections
  ) -> [(summary: ComponentSummary, path: String, utf8: [UInt8])] {
    let split = Set(indices.compactMap { componentFiles.documentingPages[$0] }).subtracting(shared.sections.keys)
      .sorted()
    var sections = shared.sections
    for (page, text) in zip(split, ConcurrentMap.run(split) { AgentFiles.sections(of: twin(order[$0])) }) {
      sections[page] = text
      if shared.documented[page, default: 0] > 1 { shared.sections[page] = text }
    }
    let roundSections = sections
    return ConcurrentMap.run(indices) { index in
      let guidelines = componentFiles.documentingPages[index].flatMap { roundSections[$0] } ?? []
      let entry = componentFiles.entry(index, guidelines: guidelines)
      return (ComponentFiles.summary(entry), "components/\(entry.slug).json", AgentDocs.jsonUTF8(entry))
    }
  }
}
