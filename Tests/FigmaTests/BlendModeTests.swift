import SpecimenCore
import TestSupport
import Testing

@testable import Figma

/// Blend modes are read into Figma's closed set where they are written: one that is not
/// Figma's is an error at its value, and nothing of its text reaches a drawing.
@Suite struct BlendModeTests {
  /// One set, one variant, whose node, fill and shadow carry the given blend modes.
  static func snapshot(node: String, paint: String, effect: String) -> String {
    """
    {"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","nodes":{"1:1":{"document":{"id":"1:1","name":"S",
    "type":"COMPONENT_SET","componentPropertyDefinitions":{"V":{"type":"VARIANT","defaultValue":"a","variantOptions":["a"]}},
    "children":[{"id":"1:2","name":"V=a","type":"COMPONENT","blendMode":\(node),
    "fills":[{"type":"SOLID","blendMode":\(paint),"color":{"r":1,"g":0,"b":0,"a":1}}],
    "effects":[{"type":"DROP_SHADOW","visible":true,"radius":4,"blendMode":\(effect),"color":{"r":0,"g":0,"b":0,"a":0.2}}]}]}}}}
    """
  }

  @Test func figmasModesAreReadIntoTheEnumAndMappedToCSSKeywords() throws {
    let text = Self.snapshot(node: #""PASS_THROUGH""#, paint: #""LINEAR_BURN""#, effect: #""COLOR_DODGE""#)
    let (file, diagnostics) = collecting { FigmaLibrary.parse(text, path: "modes.json", key: nil, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let tree = try #require(file?.componentSets.first?.publishedVariants.first?.tree)
    #expect(tree.blendMode == .passThrough)
    #expect(tree.fills.first?.blendMode == .linearBurn)
    #expect(tree.effects.first?.blendMode == .colorDodge)
    #expect(FigmaBlendMode.passThrough.css == nil && FigmaBlendMode.normal.css == nil)
    #expect(FigmaBlendMode.linearBurn.css == .multiply && FigmaBlendMode.linearBurn.isApproximated)
    #expect(FigmaBlendMode.linearDodge.css == .screen && FigmaBlendMode.linearDodge.isApproximated)
    #expect(FigmaBlendMode.allCases.count == 19)
    #expect(FigmaBlendMode.colorDodge.css?.rawValue == "color-dodge")
  }

  @Test func aModeFigmaDoesNotHaveIsAnErrorAtItsValue() throws {
    let hostile = #""MULTIPLY;position:fixed;inset:0\"}body{display:none}""#
    let text = Self.snapshot(node: #""multiply""#, paint: "7", effect: hostile)
    let (file, diagnostics) = collecting { FigmaLibrary.parse(text, path: "modes.json", key: nil, into: &$0) }
    let found = diagnostics.filter { $0.id == .figmaNodeTreeUnknownBlendMode }
    #expect(found.map(\.severity) == [.error, .error, .error])
    #expect(found.map { $0.location?.line } == [3, 4, 5])
    #expect(found.map { $0.location?.column } == [69, 38, 72])
    #expect(found.first?.hint == "did you mean 'MULTIPLY'?")
    let tree = try #require(file?.componentSets.first?.publishedVariants.first?.tree)
    #expect(tree.blendMode == nil)
    #expect(tree.fills.first?.blendMode == nil)
    #expect(tree.effects.first?.blendMode == nil)
  }
}
