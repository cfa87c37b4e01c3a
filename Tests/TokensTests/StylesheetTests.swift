import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// tokens.css compares contexts by position when they declare the same names in the same order,
/// and by name otherwise: both must write the same text.
@Suite struct StylesheetTests {
  /// The bundled and e& systems declare the same names in every context; acme's contexts differ.
  @Test(arguments: [
    (appetiteResolver, true), (eandResolver, true),
    (ResolutionMemoTests.wildCorpus + "/acme/acme.resolver.json", false),
    (ResolutionMemoTests.wildCorpus + "/northwind/northwind.resolver.json", true),
  ])
  func positionsAndNamesWriteTheSameStylesheet(resolver: String, aligned: Bool) throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: resolver, into: &$0) }
    #expect((system.alignedStylesheet() != nil) == aligned)
    let css = system.cssStylesheet()
    #expect(css == system.stylesheetByName())
    #expect(css.contains("[data-"), "a block per modifier context")
  }

  @Test func contextsThatDeclareDifferentNamesAreComparedByName() throws {
    var files = ResolutionMemoTests.files
    files["/t/dark.tokens.json"] = #"{ "accent": { "$value": "{gray}" }, "glow": { "$value": "{gray}" } }"#
    let (system, _) = loadResolver(files)
    #expect(system.alignedStylesheet() == nil)
    let css = system.cssStylesheet()
    #expect(css == system.stylesheetByName())
    #expect(
      css.contains("[data-theme=\"dark\"] {\n  --button-fill: #8E8E93;\n  --accent: #8E8E93;\n  --glow: #8E8E93;\n}"))
  }
}
