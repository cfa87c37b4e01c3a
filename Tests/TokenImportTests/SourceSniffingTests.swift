import SpecimenCore
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// A plain DTCG 2025.10 file is told from Style Dictionary's JSON even though its dimensions
/// hold a `value` key inside `$value` or `$extensions`.
@Suite struct SourceSniffingTests {
  @Test func dimensionObjectsDoNotReadAsStyleDictionary() throws {
    let text = """
      {"space": {"$type": "dimension", "sm": {"$value": {"value": 8, "unit": "px"}}},
       "color": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}
      """
    let root = try JSONReader.parse(text, file: "plain.tokens.json")
    #expect(TokenSourceFormat.sniff(root) == .dtcg)
  }

  /// Apple HIG's and Spectrum's exports keep each mode's dimension under `$extensions.mode`.
  @Test func dimensionObjectsInExtensionsDoNotReadAsStyleDictionary() throws {
    let text = """
      {"size": {"$type": "dimension", "50": {"$value": {"value": 1, "unit": "px"},
       "$extensions": {"mode": {"desktop": {"value": 1, "unit": "px"}, "mobile": {"value": 3, "unit": "px"}}}}}}
      """
    let root = try JSONReader.parse(text, file: "adobe-spectrum.json")
    #expect(TokenSourceFormat.sniff(root) == .dtcg)
  }

  @Test func styleDictionaryValuesStillReadAsStyleDictionary() throws {
    let root = try JSONReader.parse(#"{"space": {"sm": {"value": "8px", "comment": "small"}}}"#, file: "sd.json")
    #expect(TokenSourceFormat.sniff(root) == .styleDictionary)
  }

  /// A Theo folder (Twilio Paste's) is told by its keys and read as Theo: its `{!alias}`
  /// references and imports are its own, not a Style Dictionary tree's.
  @Test func aTheoFolderIsToldAsTheo() throws {
    let files = FileSource.memory([
      "/t/theo/aliases.yml": "aliases:\n  black: \"#000000\"\n",
      "/t/theo/text.yml":
        "global:\n  type: color\nimports:\n  - ./aliases.yml\nprops:\n  color-text:\n    value: \"{!black}\"\n",
    ])
    var diagnostics = Diagnostics()
    #expect(ForeignSource.format(of: "/t/theo", named: nil, reader: files, into: &diagnostics) == .theo)
    #expect(diagnostics.isEmpty)
  }
}
