import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry

/// What `figma model` writes reads back as the same text, whatever Figma's names hold.
@Suite struct ModelWriterTests {
  @Test(arguments: [
    ("track", "track"), ("Title", "Title"), ("bg/soft-200", "bg/soft-200"), ("Show Description", "Show Description"),
    ("On", "\"On\""), ("off", "\"off\""), ("true", "\"true\""), ("12", "\"12\""), ("1e3", "\"1e3\""),
    ("a: b", "\"a: b\""), ("# note", "\"# note\""), ("- item", "\"- item\""), ("", "\"\""), (" padded", "\" padded\""),
    ("say \"hi\"", "\"say \\\"hi\\\"\""), ("two\nlines", "\"two\\nlines\""), ("back\\slash", "\"back\\\\slash\""),
    ("bell\u{7}", "\"bell\\u0007\""), ("{Label}", "\"{Label}\""), ("*anchor", "\"*anchor\""),
  ])
  func scalarsAreQuotedWhenYAMLWouldReadThemOtherwise(text: String, written: String) {
    #expect(YAMLText.scalar(text) == written)
  }

  @Test func numbersAreShortAndColoursCarryTheirAlpha() {
    #expect(YAMLText.number(14) == "14")
    #expect(YAMLText.number(75.891) == "75.89")
    #expect(YAMLText.number(-0.004) == "0")
    #expect(YAMLText.color(FigmaColor(r: 1, g: 1, b: 1, a: 1)) == "\"#FFFFFF\"")
    #expect(YAMLText.color(FigmaColor(r: 0, g: 0, b: 0, a: 0.16)) == "\"#00000029\"")
  }

  @Test func repeatedAndReservedLayerNamesBecomeUnique() {
    var names = ModelWriter.LayerNames()
    #expect(
      ["icon", "icon", "root", "when", "", "icon"].map { names.unique($0) } == [
        "icon", "icon-2", "root-2", "when-2", "layer", "icon-3",
      ])
  }

  @Test func aPropertyReferenceLosesItsIdSuffix() {
    #expect(ModelWriter.propertyName("Label#1:0") == "Label")
    #expect(ModelWriter.propertyName("Plain") == "Plain")
  }
}
