import Markdown
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A directive's markup carries the pieces it was built in, and the search index and the
/// Markdown twin read those instead of the HTML: over every directive and inline reference the
/// bundled sites use, reading the pieces gives what reading the HTML gives, and no text of them
/// is copied in as HTML to be read back.
@Suite struct DirectivePiecesTests {
  /// Every page of a bundled site rendered as the build renders it, each directive's and
  /// reference's markup kept by its name.
  static func rendered(_ site: String) throws -> (bodies: [RenderedMarkdown], outputs: [(String, HTML)]) {
    var state = BuildState(
      options: BuildOptions(siteDirectory: Repository.root.appendingPathComponent(site).path, write: false))
    SiteBuilder.run(SiteBuilder.loadSteps, on: &state)
    #expect(!state.hasErrors, "\(state.allDiagnostics)")
    let model = try #require(state.loaded).model
    var bodies: [RenderedMarkdown] = []
    var outputs: [(String, HTML)] = []
    for number in model.pages.indices {
      let recorder = Recorder(PageContext(site: model, pageNumber: number))
      var diagnostics = Diagnostics()
      bodies.append(recorder.render(into: &diagnostics))
      outputs += recorder.outputs
    }
    return (bodies, outputs)
  }

  /// Hands the page's questions to its `PageContext` and keeps each directive's and reference's
  /// answer.
  final class Recorder: MarkdownDelegate {
    let context: PageContext
    var outputs: [(String, HTML)] = []
    init(_ context: PageContext) { self.context = context }

    func render(into diagnostics: inout Diagnostics) -> RenderedMarkdown {
      var options = context.options
      options.writesPieces = true
      let page = context.page
      return MarkdownDocument.render(
        page.body, file: page.file, lineOffset: page.bodyLineOffset, options: options, delegate: self,
        headingIDs: context.headingIDs, into: &diagnostics)
    }

    func fencedBlock(
      info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
    ) -> Markup? {
      let html = context.fencedBlock(info: info, body: body, at: location, into: &diagnostics)
      let name = String(info.prefix { $0 != " " && $0 != "\t" })
      if let html, context.site.registry.directive(named: name) != nil { outputs.append((name, html)) }
      return html
    }

    func inlineReference(_ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics)
      -> Markup
    {
      let html = context.inlineReference(reference, at: location, into: &diagnostics)
      outputs.append(("{{" + String(reference.prefix { $0 != " " }) + "}}", html))
      return html
    }

    func headingsAssigned(_ headings: [Heading]) { context.headingsAssigned(headings) }

    func destination(
      _ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics
    ) -> String { context.destination(url, isImage: isImage, at: location, into: &diagnostics) }
  }

  static func scanned(_ html: String) -> [ArticleText.Piece] {
    var read: [ArticleText.Piece] = []
    ArticleText.scan(html) { read.append($0) }
    return read
  }

  @Test(arguments: [
    (
      ".",
      [
        "accessibility", "anatomy", "callout", "contrast-pairs", "keyboard", "parity", "preview", "properties",
        "specimens", "token-list", "tokens", "touch-target", "variants", "{{contrast}}", "{{figma-source}}",
        "{{geometry}}", "{{min-touch-target}}", "{{token}}", "{{variants}}",
      ]
    ),
    (
      "examples/eand",
      [
        "accessibility", "anatomy", "callout", "figma-description", "parity", "preview", "props", "specimens",
        "tokens", "variants", "{{geometry}}", "{{token}}",
      ]
    ),
  ])
  func eachDirectivesPiecesReadAsItsHTMLReads(site: String, kinds: [String]) throws {
    let (bodies, outputs) = try Self.rendered(site)
    #expect(Set(outputs.map(\.0)).sorted() == kinds.sorted())
    for (name, html) in outputs {
      // Built, not copied in: no text of a directive is read back from its HTML.
      #expect(!html.pieces.contains { if case .markup = $0 { true } else { false } }, "\(name)")
      #expect(ArticleText.pieces(of: html.pieces) == Self.scanned(html.markup), "\(name): \(html.markup)")
      #expect(DirectiveText.markdown(html) == DirectiveText.markdown(html.markup), "\(name): \(html.markup)")
    }
    // The pages whole, directives spliced in where their HTML goes.
    for body in bodies {
      let pieces = try #require(body.pieces)
      #expect(ArticleText.pieces(of: pieces) == Self.scanned(body.html))
    }
  }
}
