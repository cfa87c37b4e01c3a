import Foundation
import SpecimenCore
import Templates
import Testing

@testable import Markdown
@testable import Site

/// What every page's layout shares is made once per build (`PageLayout.Shared`): each page's
/// context must hold what it held when every page made it again, and the agent files' sections
/// must be trimmed as Foundation trims them.
@Suite struct SharedLayoutTests {
  /// The site model a build makes of `files` laid over LinearWorkTests' smallest site.
  static func model(_ files: [String: String]) throws -> SiteModel {
    let site = try LinearWorkTests.site(files)
    var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
    for step in [SiteBuilder.readConfiguration, SiteBuilder.readFigma, SiteBuilder.readPages] { step(&state) }
    #expect(!state.diagnostics.diagnostics.contains { $0.severity == .error }, "\(state.diagnostics.diagnostics)")
    return try #require(state.loaded).model
  }

  static func page(_ title: String, status: String, section: String? = nil) -> String {
    "---\ntitle: \(title)\nstatus: \(status)\n" + (section.map { "section: \($0)\n" } ?? "") + "---\n# \(title)\n"
  }

  static func object(_ value: TemplateValue?) -> [(key: String, value: TemplateValue)] {
    guard case .object(let members) = value else { return [] }
    return members
  }

  static func member(_ value: TemplateValue?, _ key: String) -> TemplateValue? {
    object(value).first { $0.key == key }?.value
  }

  static func array(_ value: TemplateValue?) -> [TemplateValue] {
    guard case .array(let items) = value else { return [] }
    return items
  }

  @Test func everyPageListsEachOtherPageWithItsOwnStatusAndTheSameSite() throws {
    let model = try Self.model([
      "content/site.yml": "name: Shared\nsections: [Components]\nfigma: figma/lib.json\n",
      "content/figma/lib.json": LinearWorkTests.figma(layers: 1),
      "content/pages/guide.md": Self.page("Guide", status: "beta"),
      "content/pages/components/button.md": Self.page("Button", status: "deprecated", section: "Components"),
      "content/pages/components/chip.md": Self.page("Chip", status: "stable", section: "Components"),
    ])
    var diagnostics = Diagnostics()
    let navigation = Navigation(pages: model.pages, configuration: model.configuration, into: &diagnostics)
    let shared = PageLayout.Shared(site: model)
    #expect(shared.home == model.pageIndex["index.md"])
    let body = RenderedMarkdown(html: "<p>Body</p>", headings: [])
    let statusByTitle = Dictionary(uniqueKeysWithValues: model.pages.map { ($0.title, $0.status?.rawValue) })
    for number in model.pages.indices {
      let context = PageLayout.context(
        for: number, body: body, site: model, navigation: navigation, shared: shared)
      #expect(Self.member(context, "site") == PageLayout.siteData(model))
      let entries = Self.array(Self.member(context, "nav")).flatMap { Self.array(Self.member($0, "pages")) }
      #expect(entries.count == model.pages.count)
      for entry in entries {
        guard case .string(let title) = Self.member(entry, "title") else {
          Issue.record("an entry without a title")
          continue
        }
        let status = Self.member(Self.member(entry, "status"), "name")
        #expect(status == statusByTitle[title]!.map(TemplateValue.string) ?? nil, "\(title)")
      }
      // Every page but the home page starts its breadcrumbs at the home page.
      let crumbs = Self.array(Self.member(Self.member(context, "page"), "breadcrumbs"))
      let home = crumbs.first.flatMap { Self.member($0, "title") }
      #expect((home == .string("Home")) == (model.pages[number].relativePath != "index.md"))
    }
  }

  /// The breadcrumbs name the section, then the page: "Home › Components › Chip", but
  /// "Home › Icons" for the Icons page of the Icons section, not "Icons › Icons".
  @Test func aPageNamedLikeItsSectionIsNotNamedTwiceInItsBreadcrumbs() throws {
    let model = try Self.model([
      "content/site.yml": "name: Shared\nsections: [Components, Icons]\n",
      "content/pages/components/chip.md": Self.page("Chip", status: "stable", section: "Components"),
      "content/pages/components/icons.md": Self.page("Icons", status: "stable", section: "Icons"),
    ])
    var diagnostics = Diagnostics()
    let navigation = Navigation(pages: model.pages, configuration: model.configuration, into: &diagnostics)
    let shared = PageLayout.Shared(site: model)
    let body = RenderedMarkdown(html: "<p>Body</p>", headings: [])
    var crumbs: [String: [TemplateValue?]] = [:]
    for number in model.pages.indices {
      let context = PageLayout.context(for: number, body: body, site: model, navigation: navigation, shared: shared)
      crumbs[model.pages[number].title] = Self.array(Self.member(Self.member(context, "page"), "breadcrumbs"))
        .map { Self.member($0, "title") }
    }
    #expect(crumbs["Chip"] == [.string("Home"), .string("Components")])
    #expect(crumbs["Icons"] == [.string("Home")])
  }

  @Test func theFooterNamesTheFigmaSetsOfAFileThatHasThem() throws {
    let model = try Self.model([
      "content/site.yml": "name: Shared\nfigma: figma/lib.json\n",
      "content/figma/lib.json": LinearWorkTests.figma(layers: 1),
    ])
    #expect(PageLayout.builtFrom(model.data) == "the Figma component definitions")
    #expect(Self.member(PageLayout.Shared(site: model).site, "builtFrom") == "the Figma component definitions")
  }

  @Test func sectionsAreTrimmedOfWhatFoundationCallsWhiteSpace() {
    // Every scalar of the Basic Multilingual Plane (surrogates aside), at both ends of a word.
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "\(scalar)\(scalar)a b\(scalar)"
      #expect(
        AgentFiles.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "U+\(String(value, radix: 16, uppercase: true))")
      #expect(
        AgentFiles.trimmingWhitespace(text, newlines: false) == text.trimmingCharacters(in: .whitespaces),
        "U+\(String(value, radix: 16, uppercase: true))")
    }
    for text in ["", " \n\t ", "a", " \u{301}x ", "x\u{2029}", "\u{3000}y\u{85}", "z\u{1F600} "] {
      #expect(AgentFiles.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text)")
    }
    let sections = AgentFiles.sections(
      of: "---\ntitle: T\n---\n\n# T\n\n## Usage\n\n\u{A0}Use it.\u{2028}\n\n## Empty\n")
    #expect(sections.map(\.heading) == ["Usage", "Empty"])
    #expect(sections.map(\.text) == ["Use it.", ""])
  }

  @Test func linesFoundByBytesAreTheLinesOfCharacters() {
    let texts = [
      "", "\n", "a", "a\n", "\n\nb\n", "a\r\nb\nc", "\r\n\r\n", "\r\r\n\n", "x\n\u{301}y", "é\n\u{1F600}\n",
      " \t\n\u{A0}\n \u{301}\n\u{2028}\n\u{85}\n\u{B}\u{C}\n",
    ]
    for text in texts {
      let characterLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(TextLines.split(text) == characterLines, "\(Array(text.unicodeScalars))")
      for line in characterLines {
        #expect(TextLines.isBlank(line) == line.allSatisfy(\.isWhitespace), "\(Array(line.unicodeScalars))")
      }
    }
  }

  /// The twin's front matter is passed by its closing line, wherever it ends; a twin without
  /// one is read from its first line.
  @Test func sectionsStartPastTheFrontMatter() {
    let twin = "---\ntitle: \"A\"\nsummary: \"## not a heading\"\n---\n\n# A\n\n## Usage\nText\n\n## Spec\n"
    #expect(AgentFiles.sections(of: twin).map(\.heading) == ["Usage", "Spec"])
    #expect(AgentFiles.sections(of: twin).first?.text == "Text")
    #expect(AgentFiles.sections(of: "---\n---\n## Only\nx\n").map(\.heading) == ["Only"])
    #expect(AgentFiles.sections(of: "## Open\n---\n## Kept\n").map(\.heading) == ["Open", "Kept"])
    #expect(AgentFiles.sections(of: "---\n## Unclosed\n").map(\.heading) == ["Unclosed"])
  }

  @Test func aHeadingWithACombiningMarkAfterItsSpaceIsNoSection() {
    // `## ` followed by U+0301 is "##" and " \u{301}" as Characters: not a heading's prefix.
    let sections = AgentFiles.sections(of: "# T\n\n## \u{301}Not\n\n## Usage\nText\n")
    #expect(sections.map(\.heading) == ["Usage"])
  }
}
