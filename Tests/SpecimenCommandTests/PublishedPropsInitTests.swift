import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen init --props` on public design systems' code metadata exactly as their repositories
/// publish it (Tests/CodePropsTests/Fixtures/Published, each folder's README names the
/// repository, commit and licence), then `specimen build` on what it wrote, with no edits: both
/// exit 0 with no error, at most one warning of a kind, and one page per component the file
/// describes, counted here with Foundation's JSON parser and this test's own rule.
@Suite struct PublishedPropsInitTests {
  static let published = Fixtures.path("Published", target: "CodePropsTests")

  enum Kind: Sendable { case manifest, docgenMap, docgenList, codeConnect }

  static let sources: [(path: String, kind: Kind)] = [
    ("CrowdStrike-glide-core/custom-elements.json", .manifest),
    ("US-CBP-design-system/custom-elements.json", .manifest),
    ("AlaskaAirlines-auro-badge/custom-elements.json", .manifest),
    ("grantcodes-ui/custom-elements.json", .manifest),
    ("DNNCommunity-dnn-elements/custom-elements.json", .manifest),
    ("trimble-oss-modus-wc-2.0/custom-elements.json", .manifest),
    ("Aurailus-shoelace/custom-elements.json", .manifest),
    ("1-Platform-op-components/custom-elements.json", .manifest),
    ("ing-bank-lion", .manifest),
    ("rmwc-rmwc/docgen.json", .docgenMap),
    ("va-component-library/component-docs.json", .manifest),
    ("salesforce-design-system-react/component-docs.json", .docgenMap),
    ("figma-sds/primitives", .codeConnect),
    ("figma-code-connect", .codeConnect),
    ("figma-code-connect/swiftui", .codeConnect),
    ("figma-code-connect/compose", .codeConnect),
    ("figma-sds-react-docgen-typescript/primitives.json", .docgenList),
    ("figma-sds-react-docgen-typescript/folder", .docgenList),
  ]

  /// A name without case, spaces, hyphens or other punctuation: `auro-badge` and `AuroBadge`
  /// are one component, a custom element and the class behind it.
  static func folded(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
  }

  /// camelCase from a lowercase letter (`formEventTargetToFormData`): a JavaScript function
  /// react-docgen-typescript listed, not a component (JSX reads a lowercase name as an element).
  static func isFunctionName(_ name: String) -> Bool {
    guard let first = name.first, first.isLowercase else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber } && name.contains { $0.isUppercase }
  }

  /// The components a source describes, by this test's reading, each as the names it goes by
  /// (folded): a manifest's custom elements (each class once, by its class and its tag when the
  /// tag has a hyphen; a class and an element sharing a name are one component), a docgen map's
  /// keys, the components `figma.connect(Name, …)` calls of React files name.
  static func expectedComponents(_ path: String, _ kind: Kind) throws -> [Set<String>] {
    let full = published + "/" + path
    switch kind {
    case .docgenList:
      // react-docgen-typescript's array (a file, or a folder of them): each entry's displayName.
      let files =
        path.hasSuffix(".json")
        ? [full]
        : try FileManager.default.contentsOfDirectory(atPath: full).filter { $0.hasSuffix(".json") }.sorted()
          .map { full + "/" + $0 }
      return try files.flatMap { file in
        (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]] ?? [])
          .compactMap { $0["displayName"] as? String }.filter { !isFunctionName($0) }.map { [folded($0)] }
      }
    case .manifest, .docgenMap:
      // A folder of manifests (a monorepo's, one a package): all of their modules, in path order.
      let inFolder = (FileManager.default.enumerator(atPath: full)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix("custom-elements.json") }.sorted().map { full + "/" + $0 }
      let files = inFolder.isEmpty ? [full] : inFolder
      let roots = try files.map { try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: $0))) }
      let root = roots[0]
      guard kind == .manifest else {
        let map = (root as? [String: Any]) ?? [:]
        // A map by file of lists (react-docgen's): each entry's displayName, or for one
        // without, its file's name (its folder's for an index file).
        guard map.values.allSatisfy({ $0 is [Any] }) else { return map.keys.sorted().map { [folded($0)] } }
        var names = Set<String>()
        for (file, entries) in map {
          for entry in entries as? [[String: Any]] ?? [] {
            let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            names.insert(folded(entry["displayName"] as? String ?? (base == "index" ? folder : base)))
          }
        }
        return names.sorted().map { [$0] }
      }
      // Stencil's docs-json lists its components by tag.
      if let stencil = (root as? [String: Any])?["components"] as? [[String: Any]] {
        return stencil.compactMap { $0["tag"] as? String }.map { [folded($0)] }
      }
      var components: [Set<String>] = []
      func add(_ names: Set<String>) {
        if let same = components.firstIndex(where: { !$0.isDisjoint(with: names) }) {
          components[same].formUnion(names)
        } else {
          components.append(names)
        }
      }
      var classes = Set<String>()
      for module in roots.flatMap({ ($0 as? [String: Any])?["modules"] as? [[String: Any]] ?? [] }) {
        for declaration in module["declarations"] as? [[String: Any]] ?? [] {
          let tag = declaration["tagName"] as? String
          guard (declaration["customElement"] as? Bool) == true || tag != nil else { continue }
          let className = declaration["name"] as? String ?? ""
          guard classes.insert(className).inserted else { continue }
          add(Set([className, tag.flatMap { $0.contains("-") ? $0 : nil }].compactMap { $0 }.map(folded)))
        }
      }
      // web-component-analyzer's older manifest lists its elements under `tags`, by tag; one
      // another manifest describes too is that component.
      for tags in roots.compactMap({ ($0 as? [String: Any])?["tags"] as? [[String: Any]] }) {
        for name in tags.compactMap({ $0["name"] as? String }) { add([folded(name)]) }
      }
      return components
    case .codeConnect:
      var names = Set<String>()
      // An HTML mapping's component is the first custom element (a tag with a hyphen) its
      // example's template opens.
      let element = try NSRegularExpression(pattern: "html`[^`]*?<([a-z][a-z0-9._]*-[a-z0-9._-]*)")
      // SwiftUI names its component in `let component = Name.self`; Compose with the first call in
      // the `@Composable fun` of each `@FigmaConnect` class.
      let swiftComponent = try NSRegularExpression(pattern: "let component = ([A-Za-z_][A-Za-z0-9_]*)")
      let composeCall = try NSRegularExpression(
        pattern: "@Composable\\s+(?:public\\s+)?fun\\s+\\w+\\(\\)\\s*\\{\\s*([A-Z]\\w*)\\(")
      func firstGroup(_ expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
          Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
      }
      for case let file as String in FileManager.default.enumerator(atPath: full)?.allObjects ?? []
      where file.hasSuffix(".swift") || file.hasSuffix(".kt") {
        let text = try String(contentsOfFile: full + "/" + file, encoding: .utf8)
        if file.hasSuffix(".swift") {
          names.formUnion(firstGroup(swiftComponent, in: text).map(folded))
        } else {
          for mapping in text.components(separatedBy: "@FigmaConnect(").dropFirst() {
            names.formUnion(firstGroup(composeCall, in: mapping).prefix(1).map(folded))
          }
        }
      }
      for case let file as String in FileManager.default.enumerator(atPath: full)?.allObjects ?? []
      where file.hasSuffix(".figma.tsx") || file.hasSuffix(".figma.ts") {
        let text = try String(contentsOfFile: full + "/" + file, encoding: .utf8)
        for call in text.components(separatedBy: "figma.connect(").dropFirst() {
          let name = call.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          if let first = name.first, first.isUppercase { names.insert(folded(String(name))) }
          if let match = element.firstMatch(in: call, range: NSRange(call.startIndex..., in: call)),
            let range = Range(match.range(at: 1), in: call)
          {
            names.insert(folded(String(call[range])))
          }
        }
      }
      return names.sorted().map { [$0] }
    }
  }

  private func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-props-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The component pages init wrote, by their titles folded.
  private func componentPages(_ site: String) throws -> [String] {
    try componentPagesShowing(site).map(\.title)
  }

  /// Each component page's title folded, and every name it shows: its title and the names of its
  /// `props` blocks (a file's parts, shown on the page of the component it is named for).
  private func componentPagesShowing(_ site: String) throws -> [(title: String, shown: Set<String>)] {
    let folder = site + "/content/pages/components"
    return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { file in
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      let lines = text.split(separator: "\n")
      let title = lines.first { $0.hasPrefix("title: ") }?.dropFirst(7) ?? ""
      let folded = Self.folded(title.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
      let blocks = lines.filter { $0.hasPrefix("```props ") }.flatMap {
        $0.dropFirst("```props ".count).split(separator: ",").map { Self.folded(String($0)) }
      }
      return (folded, Set([folded] + blocks))
    }
  }

  /// Builds the site with JSON diagnostics: exit 0, no error, each kind of warning at most once.
  private func expectBuilds(_ site: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let built = await run("build", "--site", site, "--output", site + "/Public", "--diagnostics-format", "json")
    #expect(built.status == 0, "\(built.err.prefix(2_000))", sourceLocation: sourceLocation)
    var kinds: [String: Int] = [:]
    for line in built.err.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["severity"] as? String != "error", "\(line)", sourceLocation: sourceLocation)
      kinds[object?["id"] as? String ?? "?", default: 0] += 1
    }
    #expect(kinds.values.allSatisfy { $0 == 1 }, "\(kinds)", sourceLocation: sourceLocation)
  }

  @Test(arguments: sources.map(\.path))
  func initWritesAPagePerComponentThatBuilds(_ path: String) async throws {
    let kind = try #require(Self.sources.first { $0.path == path }?.kind)
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--props", Self.published + "/" + path)
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    #expect(!initialized.err.contains(": error:"), "\(initialized.err.prefix(2_000))")
    try await expectBuilds(site)
    let showing = try componentPagesShowing(site)
    let pages = showing.map(\.title)
    let expected = try Self.expectedComponents(path, kind)
    #expect(!expected.isEmpty)
    let shown = showing.flatMap(\.shown)
    #expect(shown.count == Set(shown).count, "a component on two pages: \(showing)")
    // Each component on one page: titled by one of its names, or shown in the props block of the
    // page of the component its file is named for.
    let missing = expected.filter { $0.isDisjoint(with: shown) }
    #expect(missing.isEmpty, "no page for \(missing)")
    let extra = pages.filter { page in !expected.contains { $0.contains(page) } }
    #expect(extra.isEmpty, "extra pages \(extra)")
    let covered = expected.filter { !$0.isDisjoint(with: pages) }.count
    #expect(covered == pages.count, "\(covered) components titled, \(pages.count) pages")
    // The home page names what exists, and lists every page.
    let home = try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8)
    #expect(home.contains("\(pages.count) page\(pages.count == 1 ? "" : "s") for "), "\(home.prefix(600))")
    #expect(!home.contains("no tokens or components yet"))
    #expect(home.components(separatedBy: "](components/").count - 1 == pages.count)
  }

  /// Figma files whose components sit outside any set (figmagic's as published, and a hand-made
  /// one with component properties): a page each, drawn, with its properties, that builds.
  @Test(arguments: ["Published/figmagic/figma.json", "loose/loose-components.json"])
  func looseFigmaComponentsAreDrawnOnTheirPages(_ file: String) async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let figma = Fixtures.path(file, target: "FigmaTests")
    let initialized = await run("init", site, "--figma", figma)
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    try await expectBuilds(site)
    let folder = site + "/content/pages/components"
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }
    let drawn = try pages.filter {
      try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).contains("```specimens ")
    }
    if file.hasPrefix("Published") {
      #expect(pages.count == 25 && drawn.count == 25, "\(pages.count) pages, \(drawn.count) drawn")
    } else {
      // Badge and Dot drawn; Chip is the set's page.
      #expect(pages.sorted() == ["badge.md", "chip.md", "dot.md"])
      let badge = try String(contentsOfFile: folder + "/badge.md", encoding: .utf8)
      #expect(badge.contains("```properties Badge\n```"))
      let html = try String(contentsOfFile: site + "/Public/components/badge/index.html", encoding: .utf8)
      #expect(html.contains("class=\"sp-specimen-svg\"") && html.contains(">Show dot</"))
    }
  }

  /// A file's styles give foundations pages, a kind each, that build: figmagic's file body
  /// (color, text, effect) and a `/nodes` body of styles only (all four kinds).
  @Test(arguments: [
    ("Published/figmagic/figma.json", ["color-styles.md", "effect-styles.md", "text-styles.md"]),
    ("styles/nodes-styles.json", ["color-styles.md", "effect-styles.md", "grid-styles.md", "text-styles.md"]),
  ])
  func figmaStylesGiveFoundationsPages(_ file: String, _ expected: [String]) async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let figma = Fixtures.path(file, target: "FigmaTests")
    let initialized = await run("init", site, "--figma", figma)
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    try await expectBuilds(site)
    let folder = site + "/content/pages/foundations"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == expected)
    let colour = try String(contentsOfFile: folder + "/color-styles.md", encoding: .utf8)
    #expect(colour.contains("```figma-styles color\n```"))
    let home = try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8)
    #expect(home.contains("## Foundations") && home.contains("](foundations/color-styles.md)"))
    let html = try String(contentsOfFile: site + "/Public/foundations/color-styles/index.html", encoding: .utf8)
    #expect(html.contains("<caption>Color styles <span class=\"sp-figma-styles-file\">of the Figma file “"))
  }

  /// figma-export's file body and the `/nodes` body of its styles, as published: the 197 icons (the
  /// Octicons page's 16 × 16 vector drawings and the page called icons) share the Icons page, the
  /// other components (logos: drawings alone) a page per Figma page, side by side at their size;
  /// the four kinds of style a page each with every style's value, and the site builds.
  @Test func figmaExportsIconsShareAPageAndItsStylesHaveValues() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let figma = Fixtures.path("Published/figma-export", target: "FigmaTests")
    let initialized = await run(
      "init", site, "--figma", figma + "/figma.files.json", "--figma", figma + "/figma.fileNodes.json")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    try await expectBuilds(site)
    let components = try FileManager.default.contentsOfDirectory(atPath: site + "/content/pages/components").sorted()
    #expect(components == ["icons.md", "monochrome.md", "unit-test.md"])
    let monochrome = try String(contentsOfFile: site + "/content/pages/components/monochrome.md", encoding: .utf8)
    #expect(monochrome.contains("\nsection: Drawings\n"))
    #expect(monochrome.contains("```icons own-size\nfigma-blue\nfigma-green\nfigma-purple\nfigma-red\n```\n"))
    let gallery = try String(contentsOfFile: site + "/Public/components/unit-test/index.html", encoding: .utf8)
    let cells = HTMLElement.parse(gallery).all("li").filter { $0.classes.contains("sp-icon") }
    #expect(
      cells.map { $0.all("span").map(\.text) } == [
        ["figma default logo", "40 × 60"], ["figma/logo/main", "40 × 60"], ["figma/logo/main (bright)", "40 × 60"],
      ])
    #expect(cells.allSatisfy { $0.all("svg").count == 1 })
    let icons = try String(contentsOfFile: site + "/content/pages/components/icons.md", encoding: .utf8)
    // Saved without their outlines: named in `icons names` blocks, which list them in columns,
    // not a Markdown line each (5,791 px of page at 1400).
    let blocks = icons.components(separatedBy: "```icons names\n").dropFirst().map { $0.prefix { $0 != "`" } }
    #expect(blocks.map { $0.split(separator: "\n").count }.reduce(0, +) == 197)
    #expect(!icons.contains("\n- "))
    let page = try String(contentsOfFile: site + "/Public/components/icons/index.html", encoding: .utf8)
    let named = page.components(separatedBy: "<ul class=\"sp-icon-names\">").dropFirst().map {
      ($0.components(separatedBy: "</ul>").first ?? "").components(separatedBy: "<li>").count - 1
    }
    #expect(named.count == 2 && named.reduce(0, +) == 197, "\(named)")
    // A component the file describes with nothing but its kind is listed by its name alone.
    let home = try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8)
    #expect(home.contains("\n- [Monochrome](components/monochrome.md): 4 drawings\n"), "\(home)")
    #expect(!home.contains(": Figma component") && !home.contains(": Code component"))
    let folder = site + "/content/pages/foundations"
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "color-styles.md", "effect-styles.md", "grid-styles.md", "text-styles.md",
      ])
    let twin = try String(contentsOfFile: site + "/Public/foundations/color-styles/index.md", encoding: .utf8)
    #expect(!twin.contains("no layer of the file uses it"))
    #expect(twin.contains("| unused-color This color is not used at all! | #814D4D |"))
    // A style's description is Figma's plain text: its asterisks are not emphasis.
    let html = try String(contentsOfFile: site + "/Public/foundations/color-styles/index.html", encoding: .utf8)
    #expect(html.contains("=?^*/\n/*/*/*/*/") && !html.contains("=?^<em>"))
  }

  /// Icons saved with their outlines are drawn on the Icons page, a grid of them; the site builds.
  @Test func iconsWithOutlinesAreDrawnOnTheIconsPage() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let figma = Fixtures.path("icons/icon-kit.json", target: "FigmaTests")
    let initialized = await run("init", site, "--figma", figma)
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    try await expectBuilds(site)
    let components = try FileManager.default.contentsOfDirectory(atPath: site + "/content/pages/components")
    #expect(components == ["icons.md"])
    let icons = try String(contentsOfFile: site + "/content/pages/components/icons.md", encoding: .utf8)
    #expect(icons.contains("```icons\narrow-down\narrow-up\ndot\nminus\nplus\n```\n"), "\(icons)")
    #expect(!icons.contains("outlines"))
    let html = try String(contentsOfFile: site + "/Public/components/icons/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "<li class=\"sp-icon\">").count - 1 == 5)
  }

  /// figma/sds's Code Connect files: each mapped component's page shows its mappings' examples.
  @Test func codeConnectExamplesAreOnTheirPages() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--props", Self.published + "/figma-sds/primitives")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let folder = site + "/content/pages/components"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let without = try files.filter {
      try !String(contentsOfFile: folder + "/" + $0, encoding: .utf8).contains("```code-connect ")
    }
    // Only the two mappings written without an example (`figma.connect(MenuSeparator, url)`) have none.
    #expect(files.count == 61)
    #expect(without.sorted() == ["menu-separator.md", "pagination-gap.md"])
    let button = try String(contentsOfFile: folder + "/button.md", encoding: .utf8)
    #expect(button.contains("## Example") && button.contains("```code-connect Button\n```"))
    try await expectBuilds(site)
    let html = try String(contentsOfFile: site + "/Public/components/button/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "class=\"sp-code-connect-source\"").count - 1 == 2)
    #expect(html.contains("ButtonDanger") && !html.contains("<Button "))
  }

  /// SDS's tokens and react-docgen-typescript output (a file per source file, `filePath`s
  /// relative and absolute) with figma-export's file, as the browser suite's site: the site is
  /// named SDS as its tokens and code call it, and init says so; each source file's components
  /// are on the page of the one it is named for (`Dialog.tsx`: Dialog and seven parts, 127 pages
  /// become 45), so the source folders, one page each, join the Components section; ButtonDanger
  /// and ButtonGroup (Button.tsx, whose `Button` the tool left out) keep a page each under Button;
  /// SDS's `Tag` control keeps its page though octicons has a `tag` icon; figma-export's
  /// components say which Figma file they are in.
  @Test func sdsIsNamedByItsTokensAndCodeAndAFilesPartsShareAPage() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run(
      "init", site, "--tokens", Fixtures.path("Published/figma-sds/tokens.json", target: "TokenImportTests"),
      "--props", Self.published + "/figma-sds-react-docgen-typescript/folder", "--figma",
      Fixtures.path("Published/figma-export/figma.files.json", target: "FigmaTests"))
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    #expect(initialized.out.contains("\nSDS: 38 pages in \(site)\n"), "\(initialized.out.suffix(600))")
    #expect(
      initialized.out.contains(
        "\nnamed SDS as the tokens and the code call it (the Figma file is called Figma Export); "
          + "--name NAME names it otherwise\n"))
    let yml = try String(contentsOfFile: site + "/content/site.yml", encoding: .utf8)
    #expect(yml.contains("\nname: SDS\n"))
    #expect(
      yml.contains("sections: [Foundations, Components, Button, Drawings, Icons]\n"), "\(yml)")
    let folder = site + "/content/pages/components"
    let page = { (file: String) in try String(contentsOfFile: folder + "/" + file, encoding: .utf8) }
    #expect(!FileManager.default.fileExists(atPath: folder + "/dialog-trigger.md"))
    let dialog = try page("dialog.md")
    #expect(
      dialog.contains(
        "```props Dialog, DialogTrigger, DialogButton, DialogTitle, DialogDescription, DialogBody, DialogModal, "
          + "DialogClose\n```"), "\(dialog)")
    #expect(
      dialog.contains(
        "`Dialog` is a React component, documented here with the 7 other components declared in the same file. "
          + "They have no drawings here: the Figma file of this site has no component of their names.\n"),
      "\(dialog)")
    #expect(dialog.contains("\nsection: Components\n"))
    // ButtonDanger's file key is absolute (reached through tsconfig's paths).
    #expect(try page("button-danger.md").contains("\nsection: Button\n"))
    #expect(try page("button-group.md").contains("\nsection: Button\n"))
    #expect(try page("tag.md").contains("```props Tag, TagToggle, TagToggleGroup, TagToggleList\n```"))
    #expect(
      try page("monochrome.md").contains(
        "The Figma components on the page `monochrome` of the Figma file “Figma Export” that are drawings alone"))
    #expect(try page("unit-test.md").contains("```icons own-size\nfigma default logo\nfigma/logo/main\n"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let titles = try files.compactMap { file in try page(file).split(separator: "\n").first { $0.hasPrefix("title: ") }
    }
    #expect(titles.count == files.count && titles.allSatisfy { !$0.contains("/") }, "\(titles)")
    let home = try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8)
    #expect(
      home.contains("- [Dialog](components/dialog.md): With DialogTrigger, DialogButton, DialogTitle and 4 more\n"))
    #expect(home.contains("82 parts declared beside a component (`AccordionItem` beside `Accordion`) are on its page."))
    // SDS's tokens warn of themselves (initSitesWarnOnlyAboutTheFilesTheyRead); the pages build.
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0 && !built.err.contains(": error:"), "\(built.err.prefix(2_000))")
    let html = try String(contentsOfFile: site + "/Public/components/dialog/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "<table").count - 1 == 3, "DialogButton, DialogBody, DialogClose")
    #expect(html.components(separatedBy: "class=\"sp-props-none\"").count - 1 == 1)
  }

  /// SDS's pages say how to import each component as SDS's own Code Connect files do (through
  /// its `primitives` path alias), naming only the components the page documents that a file
  /// imports; a page of components no file imports (Table's) has no import line. Each source file is a
  /// `source-file` reference: plain without `repository:`, a link into it with one.
  @Test func sdsPagesShowTheImportItsCodeConnectFilesWriteAndLinkTheirSourceFiles() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run(
      "init", site, "--props", Self.published + "/figma-sds-react-docgen-typescript/folder", "--props",
      Self.published + "/figma-sds/primitives")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let folder = site + "/content/pages/components"
    let page = { (file: String) in try String(contentsOfFile: folder + "/" + file, encoding: .utf8) }
    let dialog = try page("dialog.md")
    #expect(
      dialog.contains(
        "\n## Code\n\n```import Dialog, DialogTrigger, DialogButton, DialogTitle, DialogDescription, DialogBody, "
          + "DialogModal, DialogClose\n```\n\n<!-- The code API is read from"), "\(dialog)")
    // Nothing for whoever edits the site is left where readers see it.
    #expect(!dialog.contains("\nThe code API, read from"))
    #expect(
      dialog.contains(
        "- Source: {{source-file src/ui/primitives/Dialog/Dialog.tsx}}, as react-docgen-typescript records it\n"))
    // Fieldset.tsx declares Label, which Tag's Code Connect file imports from `primitives`: the
    // file's other components are imported from there too.
    #expect(
      try page("fieldset.md").contains(
        "\n## Code\n\n```import Fieldset, Legend, FieldGroup, Form, Field, Label, Description, FieldError, Keyboard\n```\n"
      ))
    #expect(try page("checkbox.md").contains("```import Checkbox, CheckboxGroup, CheckboxField\n```"))
    #expect(try page("icon-button.md").contains("```import IconButton, DestructiveIconButton\n```"))
    #expect(!(try page("table.md")).contains("```import"))
    // No package.json names SDS's repository: site.yml says how to add it.
    let yml = site + "/content/site.yml"
    #expect(
      try String(contentsOfFile: yml, encoding: .utf8).contains("\n# repository: https://github.com/owner/name\n"))
    try (String(contentsOfFile: yml, encoding: .utf8) + "repository: https://github.com/figma/sds\n").write(
      toFile: yml, atomically: true, encoding: .utf8)
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0 && !built.err.contains(": error:"), "\(built.err.prefix(2_000))")
    let html = try String(contentsOfFile: site + "/Public/components/dialog/index.html", encoding: .utf8)
    // Longer than 80 characters on one line: one name a line, as Prettier writes it.
    let names = [
      "Dialog", "DialogTrigger", "DialogButton", "DialogTitle", "DialogDescription", "DialogBody", "DialogModal",
      "DialogClose",
    ]
    let statement =
      [#"<span class="tok-keyword">import</span> {"# + "\n"]
      + names.map { #"  <span class="tok-type">"# + $0 + "</span>,\n" } + [
        #"} <span class="tok-keyword">from</span> <span class="tok-string">&quot;primitives&quot;</span>;"#
      ]
    let block = [
      #"<h2 id="code">Code</h2>"# + "\n",
      #"<div class="sp-code" data-language="tsx"><button type="button" class="sp-copy" aria-label="Copy code">"#,
      #"Copy</button><pre tabindex="0"><code class="language-tsx">"#, statement.joined(),
      "</code></pre></div>\n",
    ]
    #expect(html.contains(block.joined()), "\(html)")
    #expect(
      html.contains(
        "<li>Source: <a href=\"https://github.com/figma/sds/blob/main/src/ui/primitives/Dialog/Dialog.tsx\">"
          + "<code>src/ui/primitives/Dialog/Dialog.tsx</code></a>, as react-docgen-typescript records it</li>"))
  }

  /// The two sites the browser suite makes from public exports (digdir's Tokens Studio folder
  /// with figmagic's file; Figma's SDS tokens with figma-export's file, SDS's docgen output and
  /// its Code Connect files):
  /// their hundreds of warnings are about the files they read, never about a page or the
  /// site.yml init wrote, and the build's summary says the site is whole and what they are about.
  @Test(arguments: [
    ["--tokens", "digdir-designsystemet/design-tokens", "--figma", "figmagic/figma.json"],
    [
      "--tokens", "figma-sds/tokens.json", "--figma", "figma-export/figma.files.json", "--props",
      "figma-sds-react-docgen-typescript/folder", "--props", "figma-sds/primitives",
    ],
  ])
  func initSitesWarnOnlyAboutTheFilesTheyRead(_ arguments: [String]) async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let targets = ["--tokens": "TokenImportTests", "--figma": "FigmaTests", "--props": "CodePropsTests"]
    var given: [String] = ["init", site]
    for index in stride(from: 0, to: arguments.count, by: 2) {
      let option = arguments[index]
      given += [option, Fixtures.path("Published/" + arguments[index + 1], target: targets[option] ?? "")]
    }
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(given, output: output)
    let initialized = (status: status, out: output.standardText, err: output.errorText)
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    #expect(initialized.out.contains("\nthe site builds whole; "), "\(initialized.out.suffix(600))")
    let json = await run("check", "--site", site, "--diagnostics-format", "json")
    #expect(json.status == 0)
    var files = Set<String>()
    for line in json.err.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      files.insert(object?["file"] as? String ?? "")
    }
    #expect(!files.isEmpty)
    let own = files.filter { $0.contains("/content/pages/") || $0.hasSuffix("site.yml") || $0.isEmpty }
    #expect(own.isEmpty, "warnings about what init wrote: \(own)")
    let built = await run("build", "--site", site, "--output", site + "/Public")
    let lines = built.out.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix(": every page is written.") == true, "\(built.out)")
    #expect(lines.last?.hasSuffix("; none about the pages.") == true, "\(built.out)")
  }

  /// HTML Code Connect files alone, with no manifest and no Figma file: each mapping's custom
  /// element gets a page showing its example, and the site builds.
  @Test func htmlMappingsAloneGiveAPageForEachElement() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run(
      "init", site, "--props", Self.published + "/figma-code-connect/html/CustomImports.figma.ts", "--props",
      Fixtures.path("props/button.figma.ts", target: "CodePropsTests"))
    #expect(initialized.status == 0, "\(initialized.err)")
    #expect(try componentPages(site) == ["acbutton", "mybutton"])
    let page = try String(contentsOfFile: site + "/content/pages/components/my-button.md", encoding: .utf8)
    #expect(page.contains("```code-connect my-button\n```"))
    try await expectBuilds(site)
    let html = try String(contentsOfFile: site + "/Public/components/my-button/index.html", encoding: .utf8)
    #expect(html.contains("Click me&lt;/<span class=\"tok-tag\">my-button</span>&gt;"))
  }

  /// A web component's manifest and its React wrapper's docgen output name the same components:
  /// one page each, whose `props` block shows both sources.
  @Test func aManifestAndDocgenOfTheSameComponentsGiveOnePageEach() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let combined = Fixtures.shared("init/combined")
    let initialized = await run(
      "init", site, "--props", combined + "/custom-elements.json", "--props", combined + "/docgen.json")
    #expect(initialized.status == 0, "\(initialized.err)")
    #expect(try componentPages(site) == ["acbutton", "actextfield"])
    let button = try String(contentsOfFile: site + "/content/pages/components/ac-button.md", encoding: .utf8)
    #expect(button.contains("```props AcButton\n```"))
    #expect(button.contains("`content/code/custom-elements.json` and `content/code/docgen.json`"))
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err)")
    #expect(built.out.contains("Built 3 pages, 0 warnings"), "\(built.out)")
    let html = try String(contentsOfFile: site + "/Public/components/ac-button/index.html", encoding: .utf8)
    #expect(html.contains("&lt;ac-button&gt;") && html.contains("docgen.json"))
  }
}
