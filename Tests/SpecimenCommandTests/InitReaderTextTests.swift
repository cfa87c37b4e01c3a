import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// The pages `specimen init` writes from SDS's published files (its tokens, figma-export's
/// Figma file, its react-docgen-typescript output and its Code Connect files) speak to the
/// site's readers: what to do about the files is in a comment of the page's source, and each
/// sentence says only what the files hold.
@Suite struct InitReaderTextTests {
  /// Writes and builds the site in a temporary folder; the caller removes it.
  private func sds() async throws -> String {
    await initAndBuild(
      "sds", "--tokens", Fixtures.path("Published/figma-sds/tokens.json", target: "TokenImportTests"),
      "--figma", Fixtures.path("Published/figma-export/figma.files.json", target: "FigmaTests"),
      "--props", Fixtures.path("Published/figma-sds-react-docgen-typescript/folder", target: "CodePropsTests"),
      "--props", Fixtures.path("Published/figma-sds/primitives", target: "CodePropsTests"))
  }

  private func source(_ site: String, _ page: String) throws -> String {
    try String(contentsOfFile: site + "/content/pages/" + page + ".md", encoding: .utf8)
  }

  private func html(_ site: String, _ page: String) throws -> String {
    try String(contentsOfFile: site + "/Public/" + page + "/index.html", encoding: .utf8)
  }

  /// No published page tells its reader how the site was made or what to run; the page sources
  /// keep it in comments.
  @Test func noPageSpeaksToTheSitesBuilder() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let output = site + "/Public"
    let pages = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix("index.html") }
    #expect(pages.count > 30)
    let builderWords = [
      "The code API", "specimen serve", "specimen figma pull", "dependencies installed", "Its props show here when",
      "About this site", "content/pages/", "`pair` lines", "shown here with", "documented in code only",
    ]
    for page in pages {
      let text = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      for words in builderWords {
        #expect(!text.contains(words), "\(page): \(words)")
      }
    }
    let home = try source(site, "index")
    #expect(!home.contains("## About this site"))
    #expect(home.contains("\n<!--\nEvery table, swatch and drawing of this site is read from "))
    #expect(try source(site, "components/dialog").contains("\n<!-- The code API is read from `content/code/folder`"))
    #expect(
      try source(site, "components/icons").contains(
        "so they are listed by name.\n\n<!-- Pull the file again with `specimen figma pull`"))
    #expect(try source(site, "foundations/color").contains("\n<!-- Add or remove `pair` lines below"))
  }

  /// A page with Code Connect mappings says what is mapped to Figma, not where the site keeps
  /// the files: no published page names a path under content/, and the page source keeps the
  /// file in its comment for whoever edits the site.
  @Test func codeConnectSentencesNameTheComponentsNotTheSitesFiles() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let output = site + "/Public"
    let pages = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix("index.html") }
    for page in pages {
      let text = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      #expect(!text.contains("content/code/"), "\(page)")
      #expect(!text.contains("to Figma in"), "\(page)")
    }
    let search = try source(site, "components/search")
    #expect(search.contains("\nCode Connect maps `Search` to its component in Figma.\n"), "\(search)")
    #expect(search.contains("<!-- The code API is read from `content/code/primitives/Search.figma.tsx` at each build."))
    #expect(
      try source(site, "components/text").contains(
        "\nCode Connect maps `Text`, `TextSmall`, `TextStrong` and 14 more to their components in Figma.\n"))
    #expect(
      try html(site, "components/search").contains(
        "<p>Code Connect maps <code>Search</code> to its component in Figma.</p>"))
  }

  /// What a component page claims: no drawing it does not show, no mapping into the site's
  /// Figma file that is not there, one count of parts, each verb agreeing with its subject.
  @Test func componentPagesClaimOnlyWhatTheFilesHold() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    #expect(
      try source(site, "components/accordion").contains(
        "\n`Accordion` is a React component, documented here with `AccordionItem`, declared in the same file. They "
          + "have no drawings here: Code Connect maps this code to another Figma file than this site's.\n"))
    #expect(
      try source(site, "components/textarea").contains(
        "\n`Textarea` is a React component, documented here with `TextareaField`, declared in the same file. They "))
    let table = try source(site, "components/table")
    #expect(
      table.contains(
        "\n`Table` is a React component, documented here with the 5 other components declared in the same file. "
          + "They have no drawings here: the Figma file of this site has no component of their names.\n"), "\(table)")
    #expect(!table.contains(" more)"))
  }

  /// What the code metadata holds of each component, said for the page's own first: the props
  /// Code Connect sets where the docgen output lists none, and that no source describes a
  /// component its docgen output has no entry for.
  @Test func propsAreSaidAsTheCodeMetadataHoldsThem() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    #expect(
      try html(site, "components/switch").contains(
        "No props are documented for Switch, SwitchGroup and SwitchField: the react-docgen-typescript output lists "
          + "none. The Code Connect mapping of SwitchField sets label, description, defaultSelected and isDisabled."))
    // The mapping's title and body are the example's children, not Tooltip's props.
    #expect(try html(site, "components/tooltip").contains("The Code Connect mapping of Tooltip sets placement.</p>"))
    #expect(
      try source(site, "components/search").contains(
        "\nNo props source describes `Search`; its Code Connect mapping sets `value`, `placeholder` and `disabled`.\n"))
    let button = try source(site, "components/button")
    #expect(
      button.contains(
        "\nNo props source describes `Button`; its Code Connect mapping sets `size`, `isDisabled` and `variant`.\n\n"
          + "- Source: "), "\(button)")
    #expect(
      try source(site, "components/input").contains(
        "\nNo props source describes `Input`; its Code Connect mapping sets `isDisabled`, `value` and `placeholder`."))
  }

  /// The import block names the page's components, each file's parts imported from where the
  /// Code Connect files import one of them; a part only a Code Connect file maps, with no page
  /// of its own worth reading, is on the page of the component its file is named for.
  @Test func importsNameThePagesComponentsAndAFilesMappingsShareAPage() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    #expect(try source(site, "components/checkbox").contains("```import Checkbox, CheckboxGroup, CheckboxField\n```"))
    #expect(try source(site, "components/icon-button").contains("```import IconButton, DestructiveIconButton\n```"))
    #expect(try source(site, "components/dialog").contains("```import Dialog, DialogTrigger, DialogButton, "))
    #expect(
      try source(site, "components/fieldset").contains(
        "```import Fieldset, Legend, FieldGroup, Form, Field, Label, Description, FieldError, Keyboard\n```"))
    let gap = site + "/content/pages/components/pagination-gap.md"
    #expect(!FileManager.default.fileExists(atPath: gap))
    let pagination = try source(site, "components/pagination")
    #expect(
      pagination.contains(
        "```import Pagination, PaginationPrevious, PaginationNext, PaginationList, PaginationPage, PaginationGap\n```"),
      "\(pagination)")
  }

  /// The Color page says which modes its tables show as their column headings name them, not
  /// as the export writes them for keys (`sds_light`).
  @Test func theColorPageNamesTheModesAsItsColumnsDo() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let color = try source(site, "foundations/color")
    #expect(color.contains("\nsummary: \"136 color tokens, in SDS light, SDS dark and Brand B light.\"\n"), "\(color)")
    #expect(color.contains("resolved in SDS light, SDS dark and Brand B light, with the aliases"))
    let page = try html(site, "foundations/color")
    #expect(!page.contains("sds_light"))
    for heading in ["SDS light", "SDS dark", "Brand B light"] {
      #expect(page.contains("<th scope=\"col\">\(heading)</th>"), "\(heading)")
    }
  }

  /// A table whose tokens read the same in SDS's three colour modes says so without calling the
  /// modes "every color"; a page of tokens that read alike in every mode names none.
  @Test func tokensTheSameInEveryModeAreNotSaidToBeTheSameInEveryColor() async throws {
    let site = try await sds()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let size = try html(site, "foundations/size")
    #expect(!size.contains("Every color") && !size.contains("every color"))
    #expect(size.contains("<th scope=\"col\">Value</th>"))
    #expect(size.contains("18 tokens, the same in all 3 contexts"))
    #expect(try source(site, "foundations/size").contains("\nsummary: \"45 tokens.\"\n"))
    #expect(try source(site, "foundations/color").contains("\nsummary: \"136 color tokens, in SDS light, "))
  }
}
