import CodeProps
import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A hint that shows how to write a block names a component the site has, the page's own when
/// the page is about one, never a fixed name from another design system.
@Suite struct HintExampleTests {
  let fence = SourceLocation(file: "pages/toggle.md", line: 3, column: 1)

  @Test func blocksWithoutANameSuggestThePagesOwnSet() {
    let (library, _) = BundledFigma.appetite()
    let properties = PropertiesDirective.render(library, arguments: "", body: "", at: fence, pageTitle: "Toggle")
    #expect(properties.diagnostics.first?.hint == "write ```properties Toggle")
    let variants = VariantsDirective.render(library, arguments: "", body: "", at: fence, pageTitle: "Stepper")
    #expect(variants.diagnostics.first?.hint == "write ```variants Stepper")
    // A page about no set: the site's first set, not a name the site lacks.
    let other = PropertiesDirective.render(library, arguments: "", body: "", at: fence, pageTitle: "Colors")
    #expect(other.diagnostics.first?.hint == "write ```properties \(library.componentSets[0].name)")
    let empty = ParityDirective.render([], figma: FigmaLibrary(), arguments: "", body: "", at: fence)
    #expect(empty.diagnostics.first?.hint == "write ```parity <component set>")
  }

  @Test func propsBlocksSuggestAComponentTheSiteDocuments() throws {
    var diagnostics = Diagnostics()
    let component = try #require(
      PropsLibrary.parse(#"{"component": "ChipField", "props": []}"#, path: "ChipField.json", into: &diagnostics))
    let library = PropsLibrary(components: [component])
    let rendered = PropsDirective.render(library, arguments: "", body: "", at: fence, pageTitle: "Toggle")
    #expect(rendered.diagnostics.first?.hint == "write ```props ChipField")
  }

  @Test func aBrokenPropsFileIsPointedAtNotToldToBeAdded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Badge.json").path
    try #"{"props": [{"name": "tone", "type": "string"}]}"#.write(toFile: broken, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let library = PropsLibrary.load(sources: [PropsSource(path: broken)], into: &diagnostics)
    #expect(diagnostics.first?.hint == "add \"component\": \"Badge\"")
    var lookup = Diagnostics()
    #expect(library.component(named: "Badge", at: fence, into: &lookup) == nil)
    let hint = try #require(lookup.first?.hint)
    #expect(hint.contains("'\(broken)' has errors"), "\(hint)")
    #expect(!hint.contains("add content/props"), "\(hint)")
    // With no broken file, the hint says where to add one.
    var fresh = Diagnostics()
    _ = PropsLibrary().component(named: "Badge", at: fence, into: &fresh)
    #expect(fresh.first?.hint?.hasPrefix("add content/props/Badge.json") == true)
  }
}
