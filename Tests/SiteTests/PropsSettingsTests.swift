import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// site.yml's props: and parity: keys.
@Suite struct PropsSettingsTests {
  @Test func sourcesAndPairingsWithTheirMistakes() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString).yml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
    name: Props
    props:
      - code/custom-elements.json
      - {file: code/docgen.json, format: react-docgen-typescrpt, inherited: true}
      - 7
    parity:
      - {figma: Button, code: Button, accept: [loading, "Variant=Danger", [x]]}
      - {code: Chip}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    var problems = Diagnostics()
    let configuration = try #require(SiteConfiguration.load(from: path, into: &problems))
    #expect(configuration.props.map(\.path) == ["code/custom-elements.json", "code/docgen.json"])
    #expect(configuration.props.map(\.keepsInherited) == [false, true])
    #expect(configuration.props.allSatisfy { $0.format == nil })
    #expect(configuration.parity.map(\.figma) == ["Button"])
    #expect(configuration.parity.first?.accepted.map(\.text) == ["loading", "Variant=Danger"])
    let diagnostics = problems.sorted()
    #expect(
      diagnostics.prefix(3).map { "\($0.location?.line ?? 0) \($0.id)" } == [
        "4 site.props.format-unknown", "5 site.props.entry", "7 site.parity.entry",
      ])
    // The pairing without `figma:` is a missing required key, in KeyedReader's words.
    #expect(diagnostics.count == 4)
    #expect(diagnostics.last?.location?.line == 8)
    #expect(diagnostics.first?.hint == "did you mean 'react-docgen-typescript'?")
  }
}
