import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Figma variables as Adobe's Spectrum 2 web file has them (a cut of the saved API answer, see
/// Fixtures/Public/adobe-spectrum-design-data/README.md): a collection named `.Color theme` with
/// three modes, colours as 32-bit floats, empty code syntax, `ALL_SCOPES`. Values are held to a
/// reading of the same bytes by Foundation's JSON reader, which shares no code with Specimen's.
@Suite struct SpectrumVariablesTests {
  static let fixture =
    Fixtures.path("Public/adobe-spectrum-design-data/s2-web-color-theme.json", target: "TokenImportTests")

  static func load(_ strictness: TokenStrictness) -> (TokenSystem, Diagnostics) {
    collecting { TokenSystem.load(sourcePath: fixture, strictness: strictness, into: &$0) }
  }

  /// Mode name → token name → `#RRGGBB`, from the file by Foundation, rounding each channel to a byte.
  static func independentColors() throws -> [String: [String: String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixture))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let collections = try #require(root["variableCollections"] as? [String: [String: Any]])
    var modeNames: [String: String] = [:]
    for collection in collections.values {
      for mode in try #require(collection["modes"] as? [[String: String]]) {
        let id = try #require(mode["modeId"])
        let name = try #require(mode["name"])
        modeNames[id] = name
      }
    }
    var colors: [String: [String: String]] = [:]
    for variable in try #require(root["variables"] as? [String: [String: Any]]).values {
      let name = try #require(variable["name"] as? String)
      for (modeID, value) in try #require(variable["valuesByMode"] as? [String: [String: Double]]) {
        let bytes = try ["r", "g", "b"].map { channel in Int((try #require(value[channel]) * 255).rounded()) }
        colors[try #require(modeNames[modeID]), default: [:]][name] =
          "#" + bytes.map { String(format: "%02X", $0) }.joined()
      }
    }
    return colors
  }

  @Test(arguments: [TokenStrictness.lenient, .strict])
  func readsWithoutAProblem(strictness: TokenStrictness) {
    let (system, diagnostics) = Self.load(strictness)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(system.modifiers.map(\.name) == [".Color theme"])
    #expect(system.modifiers.first?.contexts == ["Light", "Dark", "Wireframe"])
    #expect(system.defaultContext.name == "Light")
    #expect(system.resolutions.map(\.tokens.count) == [17, 17, 17])
  }

  @Test func everyColorInEveryModeMatchesFoundationsReading() throws {
    let (system, _) = Self.load(.lenient)
    let expected = try Self.independentColors()
    #expect(expected.count == 3)
    for resolution in system.resolutions {
      var actual: [String: String] = [:]
      for token in resolution.tokens {
        actual[token.name] = system.color(token.name, in: resolution.context)?.hex
      }
      #expect(actual == expected[resolution.context.name], "\(resolution.context.name)")
    }
  }

  @Test func aCollectionNameWithASpaceIsSelectedAsWritten() throws {
    let (system, _) = Self.load(.lenient)
    let (selection, problems) = collecting { ContextSelection.parse(".color theme=dark", into: &$0) }
    #expect(problems.isEmpty)
    #expect(selection?.inputs == [ContextInput(modifier: ".color theme", context: "dark")])
    var found = Diagnostics()
    let dark = try #require(selection.flatMap { system.context(for: $0, into: &found) })
    #expect(found.isEmpty)
    #expect(system.color("colorTheme/red-1600", in: dark)?.hex == "#FFFFFF")
    // Pairs written with spaces between them still read as pairs, and a mode name keeps its space.
    #expect(
      collecting { ContextSelection.parse("theme=dark platform=android", into: &$0) }.0?.inputs.count == 2)
    #expect(
      collecting { ContextSelection.parse(".Color theme=High contrast", into: &$0) }.0?.inputs
        == [ContextInput(modifier: ".Color theme", context: "High contrast")])
    #expect(
      TokenSystem.cssSelector(for: [ContextInput(modifier: ".Color theme", context: "Dark")])
        == "[data--color-theme=\"Dark\"]")
  }

  @Test func theCollectionsPublishingFlagAndIdsAreKept() throws {
    let (system, _) = Self.load(.lenient)
    let token = try #require(system.token("colorTheme/celery-100"))
    let figma = try #require(token.extensions?["com.figma"])
    #expect(figma["variableId"]?.string == "VariableID:4821:594")
    #expect(figma["key"]?.string == "1de10530e2dfc61d84941de0b48cf7a12985c27e")
    #expect(figma["collection"]?.string == ".Color theme")
    #expect(figma["hiddenFromPublishing"]?.bool == true)
    #expect(figma["scopes"]?.array?.compactMap(\.string) == ["ALL_SCOPES"])
  }
}
