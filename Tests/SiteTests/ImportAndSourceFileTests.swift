import CodeProps
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// What a developer looks for first on a component page: how to import it (the `import` block,
/// from the team's Code Connect files) and its source file, linked into site.yml's repository.
@Suite struct ImportAndSourceFileTests {
  /// A site of SDS's docgen output and Code Connect files as published, with one page.
  static func sdsSite(page: String, siteYML extra: String = "") throws -> String {
    let (root, _) = try PublishedPropsSiteTests.site(
      ["figma-sds-react-docgen-typescript/folder", "figma-sds/primitives"], pageBody: { _ in page })
    if !extra.isEmpty {
      let file = root + "/content/site.yml"
      try (String(contentsOfFile: file, encoding: .utf8) + extra).write(toFile: file, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// SDS's Dialog page: one statement of the parts its Code Connect file imports from the
  /// `primitives` alias, as a code block with the copy button, with `DialogTrigger`, which no
  /// Code Connect file imports but Dialog.tsx declares beside them; `Table`, whose file no Code
  /// Connect file imports from, is left out with a warning at the block.
  @Test func theImportBlockShowsHowTheTeamsCodeImports() throws {
    let root = try Self.sdsSite(page: "```import Dialog, DialogTrigger, DialogTitle, DialogClose, Table\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
    let page = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    let block = try #require(HTMLElement.parse(page).first("div", class: "sp-code"))
    #expect(block.attributes["data-language"] == "tsx")
    #expect(block.first("button")?.attributes["class"] == "sp-copy")
    #expect(
      block.first("code")?.text == #"import { Dialog, DialogTrigger, DialogTitle, DialogClose } from "primitives";"#)
    // The page's Markdown twin keeps the statement fenced.
    let twin = try String(contentsOfFile: root + "/Public/index.md", encoding: .utf8)
    #expect(
      twin.contains("```tsx\nimport { Dialog, DialogTrigger, DialogTitle, DialogClose } from \"primitives\";\n```\n"),
      "\(twin)")
    let warnings = report.diagnostics.filter { $0.id == .directiveImportUnknown }
    #expect(warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["7:1"])
    #expect(warnings.first?.message.contains("'Table'") == true)
  }

  /// A component nothing says how to import gets no block at all, never a line made up from its
  /// file's path.
  @Test func nothingIsWrittenWhereNoSourceSaysHowToImport() throws {
    let result = ImportDirective.render(
      PropsLibrary(), arguments: "Fieldset", body: "", at: SourceLocation(file: "page.md", line: 3, column: 1))
    #expect(result.html.isEmpty)
    #expect(result.diagnostics.map(\.id) == [.directiveImportUnknown])
  }

  /// With `repository:`, the source file is a link into it, at the path from the repository's
  /// root (after `code:`, the package's folder); without it, the path in code type.
  @Test func theSourceFileLinksIntoTheRepository() throws {
    let page = "Source: {{source-file src/ui/primitives/Dialog/Dialog.tsx}}.\n"
    let plain = try Self.sdsSite(page: page)
    defer { try? FileManager.default.removeItem(atPath: plain) }
    #expect(SiteBuilder.build(BuildOptions(siteDirectory: plain, write: true)).succeeded)
    #expect(
      try String(contentsOfFile: plain + "/Public/index.html", encoding: .utf8).contains(
        "<p>Source: <code>src/ui/primitives/Dialog/Dialog.tsx</code>.</p>"))
    let linked = try Self.sdsSite(
      page: page, siteYML: "repository: {url: https://github.com/acme/ds, branch: next, code: packages/ui/}\n")
    defer { try? FileManager.default.removeItem(atPath: linked) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: linked, write: true))
    #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
    #expect(
      try String(contentsOfFile: linked + "/Public/index.html", encoding: .utf8).contains(
        "<p>Source: <a href=\"https://github.com/acme/ds/blob/next/packages/ui/src/ui/primitives/Dialog/Dialog.tsx\">"
          + "<code>src/ui/primitives/Dialog/Dialog.tsx</code></a>.</p>"))
  }

  /// A path that cannot be placed in the repository stays text: an absolute one from the machine
  /// the tool ran on, one that climbs out of it, a drive or a scheme. A `#` in a name is encoded.
  @Test func pathsOutsideTheRepositoryAreNotLinked() {
    let repository = SiteConfiguration.Repository(
      url: "https://github.com/acme/ds/", branch: "main", code: "packages/ui")
    #expect(repository.fileURL(forCode: "/home/ci/ds/src/Button.tsx") == nil)
    #expect(repository.fileURL(forCode: "../../../elsewhere/Button.tsx") == nil)
    #expect(repository.fileURL(forCode: "C:\\ds\\Button.tsx") == nil)
    #expect(repository.fileURL(forCode: "file:src/Button.tsx") == nil)
    #expect(repository.fileURL(forCode: "..") == nil)
    #expect(
      repository.fileURL(forCode: "../tokens/./c#.ts") == "https://github.com/acme/ds/blob/main/packages/tokens/c%23.ts"
    )
    let atRoot = SiteConfiguration.Repository(url: "https://gitlab.example/acme/ds", branch: "main")
    #expect(atRoot.fileURL(forCode: "src/Button.tsx") == "https://gitlab.example/acme/ds/blob/main/src/Button.tsx")
    #expect(atRoot.fileURL(forCode: "../Button.tsx") == nil)
    #expect(atRoot.fileURL(forCode: "src/") == "https://gitlab.example/acme/ds/blob/main/src")
    // A code folder that climbs out of the repository places nothing.
    let outside = SiteConfiguration.Repository(url: "https://github.com/acme/ds", branch: "main", code: "../elsewhere")
    #expect(outside.fileURL(forCode: "src/Button.tsx") == nil)
    let result = SourceFileReference.render(
      "/home/ci/ds/src/Button.tsx", repository: repository, at: SourceLocation(file: "page.md"))
    #expect(result.html.description == "<code>/home/ci/ds/src/Button.tsx</code>")
  }

  @Test func aSourceFileReferenceNamesAFile() {
    let result = SourceFileReference.render(
      " ", repository: nil, at: SourceLocation(file: "page.md", line: 2, column: 5))
    #expect(
      result.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" } == [
        "2:5 directive.source-file-missing"
      ])
  }

  /// site.yml's `repository.code` is read, and trimmed like `folder`.
  @Test func repositoryCodeIsRead() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString).yml").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    try "name: X\nrepository: {url: https://github.com/acme/ds, code: ./packages/ui/}\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let configuration = SiteConfiguration.load(from: file, into: &diagnostics)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.description))")
    #expect(configuration?.repository?.code == "packages/ui")
  }
}
