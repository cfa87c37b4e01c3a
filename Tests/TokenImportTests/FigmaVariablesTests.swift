import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Figma variables (a saved `GET /v1/files/:key/variables/local` body) read as tokens: three
/// collections (Primitives with one mode, Semantic with Light and Dark, Density with Compact and
/// Comfortable), aliases within and across collections, a chain, a library's variable, hidden
/// and deleted ones, FLOATs with and without scopes. Every value in every context is held to
/// what `Fixtures/FigmaVariables/resolve.py` (an independent reading) wrote, and the diagnostics
/// to the expected JSON at both levels. `SPECIMEN_RECORD=1 swift test` rewrites the latter.
@Suite struct FigmaVariablesTests {
  static let folder = Fixtures.path("FigmaVariables", target: "TokenImportTests")
  static let fixture = folder + "/variables.json"

  static func load(_ strictness: TokenStrictness) -> (TokenSystem, Diagnostics) {
    collecting { TokenSystem.load(sourcePath: fixture, strictness: strictness, into: &$0) }
  }

  /// A value as resolve.py normalizes it.
  static func normalized(_ token: ResolvedToken, _ system: TokenSystem, _ context: TokenContext) -> String {
    switch token.type {
    case .color:
      guard let color = system.color(token.name, in: context) else { return "?" }
      let alpha = (color.alpha * 10_000).rounded() / 10_000
      return color.hex.prefix(7).lowercased() + (alpha == 1 ? "" : "/" + formatNumber(alpha))
    case .dimension:
      return system.dimension(token.name, in: context).map { formatNumber($0) + "px" } ?? "?"
    case .number:
      return system.number(token.name, in: context).map { formatNumber($0) } ?? "?"
    default:
      guard case .opaque(let typeName, let text) = token.value else { return "?" }
      return typeName == "string" ? JSONWriter.quote(text) : text
    }
  }

  @Test func everyValueInEveryContextMatchesTheIndependentReading() throws {
    let (system, diagnostics) = Self.load(.lenient)
    #expect(errors(diagnostics).isEmpty, "\(errors(diagnostics))")
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/expected-values.json"))
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: String]])
    #expect(Set(system.resolutions.map(\.context.id)) == Set(expected.keys))
    for resolution in system.resolutions {
      var actual: [String: String] = [:]
      for token in resolution.tokens { actual[token.name] = Self.normalized(token, system, resolution.context) }
      #expect(actual == expected[resolution.context.id], "\(resolution.context.id)")
    }
  }

  @Test func collectionsAreSetsAndModifiers() {
    let (system, _) = Self.load(.lenient)
    #expect(system.modifiers.map(\.name) == ["Semantic", "Density"])
    #expect(system.modifiers[0].contexts == ["Light", "Dark"])
    #expect(system.modifiers[1].defaultContext == "Comfortable")
    #expect(system.defaultContext.name == "Light · Comfortable")
    // A context names a collection case-insensitively, as site.yml writes it.
    var problems = Diagnostics()
    let dark = system.context(for: ContextSelection(["semantic": "dark"]), into: &problems)
    #expect(problems.isEmpty)
    #expect(dark.flatMap { system.color("bg/default", in: $0)?.hex.lowercased() } == "#0f1216")
  }

  @Test func figmaMetadataIsKeptInExtensions() throws {
    let (system, _) = Self.load(.lenient)
    let token = try #require(system.token("bg/default"))
    let figma = try #require(token.extensions?["com.figma"])
    #expect(figma["variableId"]?.string == "VariableID:2:2")
    #expect(figma["collection"]?.string == "Semantic")
    #expect(figma["key"]?.string?.count == 40)
    #expect(figma["codeSyntax"]?["WEB"]?.string == "var(--bg-default)")
    #expect(figma["scopes"]?.array?.compactMap(\.string) == ["FRAME_FILL", "SHAPE_FILL"])
    #expect(token.description == "Page background")
    #expect(system.token("theme/name")?.extensions?["com.figma"]?["hiddenFromPublishing"]?.bool == true)
    #expect(system.token("brand/logo-color")?.extensions?["com.figma"]?["remote"]?.bool == true)
    // The alias's chain names the tokens it passed, as for DTCG files.
    #expect(system.token("button/bg")?.chain.map(\.label).first == "button/bg")
  }

  @Test func diagnosticsPointIntoTheBodyWithTheirKinds() throws {
    let (system, diagnostics) = Self.load(.lenient)
    #expect(diagnostics.allSatisfy { $0.location?.file == Self.fixture && $0.location?.line == 1 })
    let ids = Set(diagnostics.map(\.id))
    #expect(
      ids.isSuperset(of: [
        .figmaVariablesRemote, .figmaVariablesName, .figmaVariablesMixedScopes,
        .figmaVariablesDeleted, .figmaVariablesMissingMode,
      ]))
    #expect(diagnostics.count { $0.id == .figmaVariablesRemote } == 1)
    let kinds = Set(system.deviations.map(\.kind))
    #expect(kinds.isSuperset(of: [.figmaName, .figmaMixedScopes, .figmaDeleted, .figmaMissingMode, .unknownType]))
    let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    // The name deviation points at the name's string in the one-line body.
    let name = try #require(diagnostics.first { $0.id == .figmaVariablesName }?.location)
    let offset = try #require(text.range(of: "\"spacing/0.5\"")).lowerBound
    #expect(name.column == text.distance(from: text.startIndex, to: offset) + 1)
  }

  @Test(arguments: [TokenStrictness.lenient, .strict])
  func matchesExpectedJSON(strictness: TokenStrictness) throws {
    let (system, diagnostics) = Self.load(strictness)
    var counts: [String: Int] = [:]
    for deviation in system.deviations { counts[deviation.kind.rawValue, default: 0] += 1 }
    let snapshot: [String: Any] = [
      "diagnostics": diagnostics.map {
        "\($0.id) " + $0.description.replacingOccurrences(of: repositoryRoot + "/", with: "")
      },
      "deviations": counts,
      "css": system.cssStylesheet(),
    ]
    let data = try JSONSerialization.data(
      withJSONObject: snapshot, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    let actual = String(decoding: data, as: UTF8.self) + "\n"
    let path = "\(Self.folder)/expected-\(strictness == .strict ? "strict" : "lenient").json"
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(strictness): resolved values or diagnostics changed")
  }

  @Test func strictMakesEachDeviationAnError() {
    let (lenient, lenientDiagnostics) = Self.load(.lenient)
    let (strict, strictDiagnostics) = Self.load(.strict)
    #expect(errors(lenientDiagnostics).isEmpty)
    #expect(lenient.deviations.count == strict.deviations.count)
    #expect(strict.deviations.allSatisfy { $0.diagnostic.severity == .error })
    #expect(errors(strictDiagnostics).count == strict.deviations.count)
  }

  // MARK: Small bodies

  static func body(variables: String, collections: String) -> String {
    #"{"status":200,"error":false,"meta":{"variables":{"# + variables + #"},"variableCollections":{"# + collections
      + "}}}"
  }

  static let oneMode =
    #""C:1":{"id":"C:1","name":"Base","modes":[{"modeId":"1:0","name":"Value"}],"defaultModeId":"1:0","remote":false,"hiddenFromPublishing":false,"variableIds":[]}"#

  static func variable(_ id: String, _ name: String, _ type: String, _ value: String, collection: String = "C:1")
    -> String
  {
    #""\#(id)":{"id":"\#(id)","name":"\#(name)","key":"k","variableCollectionId":"\#(collection)","resolvedType":"\#(type)","valuesByMode":{"1:0":\#(value)},"remote":false,"description":"","hiddenFromPublishing":false,"scopes":["ALL_SCOPES"],"codeSyntax":{}}"#
  }

  static func loadBody(_ json: String, format: TokenSourceFormat? = nil) -> (TokenSystem, Diagnostics) {
    let path = "/s/variables.json"
    return collecting { TokenSystem.load(sourcePath: path, format: format, files: .memory([path: json]), into: &$0) }
  }

  /// A variables body is tens of megabytes at most: telling its format and reading it share one
  /// parse instead of reading the file twice.
  @Test func aVariablesFileIsReadOnce() {
    let path = "variables.json"
    let files = FileSource.memory([
      path: Self.body(variables: Self.variable("V:1", "space/4", "FLOAT", "4"), collections: Self.oneMode)
    ])
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(sourcePath: path, files: files, into: &diagnostics)
    #expect(!diagnostics.hasErrors)
    #expect(system.resolutions.count == 1)
    #expect(files.reads.value == 1)
  }

  @Test func anAliasToAVariableNotInTheFileIsAnErrorAtTheAlias() throws {
    let json = Self.body(
      variables: Self.variable("V:1", "a", "COLOR", #"{"type":"VARIABLE_ALIAS","id":"VariableID:abc123/9:9"}"#),
      collections: Self.oneMode)
    let (_, diagnostics) = Self.loadBody(json)
    let error = try #require(errors(diagnostics).first)
    #expect(error.id == .figmaVariablesAliasMissing)
    #expect(error.location?.line == 1)
    #expect(
      error.location?.column
        == json.range(of: "\"VariableID:abc123").map { json.distance(from: json.startIndex, to: $0.lowerBound) + 1 })
  }

  @Test func aNameInTwoCollectionsIsAnErrorNamingBoth() {
    let second =
      #""C:2":{"id":"C:2","name":"Other","modes":[{"modeId":"1:0","name":"Value"}],"defaultModeId":"1:0","remote":false,"hiddenFromPublishing":false,"variableIds":[]}"#
    let json = Self.body(
      variables: Self.variable("V:1", "space/4", "FLOAT", "4") + ","
        + Self.variable("V:2", "space/4", "FLOAT", "5", collection: "C:2"),
      collections: Self.oneMode + "," + second)
    let (system, diagnostics) = Self.loadBody(json)
    let collision = errors(diagnostics).filter { $0.id == .figmaVariablesNameCollision }
    #expect(collision.count == 1)
    // Naming both collections is the point of the wording.
    #expect(collision.first?.message.contains("'Base' and 'Other'") == true)
    #expect(system.number("space/4", in: system.defaultContext) == 4)
  }

  /// Figma names every new collection "Variable collection": two libraries' collections of that
  /// name, and of this file's own name, are read apart, and their variables never fail the build.
  @Test func libraryCollectionsOfOneNameNeverFail() {
    func collection(_ id: String, _ name: String, remote: Bool) -> String {
      #""\#(id)":{"id":"\#(id)","name":"\#(name)","modes":[{"modeId":"1:0","name":"Value"}],"defaultModeId":"1:0","remote":\#(remote),"hiddenFromPublishing":false,"variableIds":[]}"#
    }
    let json = Self.body(
      variables: [
        Self.variable("VariableID:lib1/1:1", "color/primary", "FLOAT", "1", collection: "L:1"),
        Self.variable("VariableID:lib2/1:1", "color/primary", "FLOAT", "2", collection: "L:2"),
        Self.variable("VariableID:lib2/1:2", "space", "FLOAT", "3", collection: "L:2"),
        Self.variable("V:1", "space", "FLOAT", "8"),
        Self.variable("VariableID:lib2/1:3", "size", "FLOAT", "5", collection: "L:3"),
      ].joined(separator: ","),
      collections: [
        collection("L:1", "Variable collection", remote: true), collection("L:2", "Variable collection", remote: true),
        collection("L:3", "Base", remote: true), Self.oneMode,
      ].joined(separator: ","))
    let (system, diagnostics) = Self.loadBody(json)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics.map(\.description))")
    #expect(diagnostics.map(\.id) == [.figmaVariablesRemote])
    // How many share a name is said in words only.
    #expect(diagnostics.first?.message.contains("2 of them have a name another variable has") == true)
    #expect(system.number("color/primary", in: system.defaultContext) == 1)
    // This file's own variable keeps its name; the library's of the same name is left out.
    #expect(system.number("space", in: system.defaultContext) == 8)
    #expect(system.number("size", in: system.defaultContext) == 5)
  }

  @Test func anErrorBodyIsToldApartFromVariables() {
    for json in [#"{"status":403,"err":"Invalid token"}"#, #"{"error":true,"status":404,"message":"Not found"}"#] {
      let (system, diagnostics) = Self.loadBody(json)
      #expect(diagnostics.map(\.id) == [.figmaVariablesErrorResponse])
      #expect(system.isIncomplete)
    }
  }

  @Test func aPluginExportWithArraysReadsTheSame() {
    let json =
      #"{"variableCollections":[{"id":"C:1","name":"Theme","modes":[{"modeId":"1:0","name":"Light"},{"modeId":"1:1","name":"Dark"}],"defaultModeId":"1:0","variableIds":["V:1"]}],"variables":[{"id":"V:1","name":"bg","variableCollectionId":"C:1","resolvedType":"COLOR","valuesByMode":{"1:0":{"r":1,"g":1,"b":1,"a":1},"1:1":{"r":0,"g":0,"b":0,"a":1}},"scopes":[]}]}"#
    let (system, diagnostics) = Self.loadBody(json)
    #expect(diagnostics.isEmpty)
    var problems = Diagnostics()
    let dark = system.context(for: ContextSelection(["theme": "Dark"]), into: &problems)
    #expect(dark.flatMap { system.color("bg", in: $0)?.hex.lowercased() } == "#000000")
  }

  @Test func formatsAreSniffedNamedOrAskedFor() {
    var diagnostics = Diagnostics()
    #expect(TokenSourceFormat.named("figma-variable", at: nil, into: &diagnostics) == nil)
    #expect(diagnostics.first?.id == .tokenSourceFormatUnknown)
    #expect(diagnostics.first?.hint?.contains("figma-variables") == true)
    let (_, undetermined) = Self.loadBody(#"{"hello":"world"}"#)
    #expect(undetermined.map(\.id) == [.tokenSourceFormatUnclear])
    #expect(undetermined.first?.hint?.contains("format:") == true)
    let (dtcg, plain) = Self.loadBody(#"{"a":{"$type":"number","$value":3}}"#)
    #expect(plain.isEmpty)
    #expect(dtcg.number("a", in: dtcg.defaultContext) == 3)
  }

  @Test func namesAGroupCannotHoldAreReadWithADeviation() {
    let json = Self.body(
      variables: Self.variable("V:1", "space//half.step", "FLOAT", "4") + ","
        + Self.variable("V:2", "alias", "FLOAT", #"{"type":"VARIABLE_ALIAS","id":"V:1"}"#),
      collections: Self.oneMode)
    let (system, diagnostics) = Self.loadBody(json)
    #expect(diagnostics.map(\.id) == [.figmaVariablesName])
    #expect(system.number("space/half-step", in: system.defaultContext) == 4)
    #expect(system.number("alias", in: system.defaultContext) == 4)
  }

  @Test func aVariableInsideAnotherVariableIsAnError() {
    let json = Self.body(
      variables: Self.variable("V:1", "a", "FLOAT", "1") + "," + Self.variable("V:2", "a/b", "FLOAT", "2"),
      collections: Self.oneMode)
    let (system, diagnostics) = Self.loadBody(json)
    #expect(errors(diagnostics).map(\.id) == [.figmaVariablesNameCollision])
    #expect(system.number("a", in: system.defaultContext) == 1)
    // The other way round: the later one is left out, and the message names the earlier.
    let reversed = Self.body(
      variables: Self.variable("V:2", "a/b/c", "FLOAT", "2") + "," + Self.variable("V:1", "a", "FLOAT", "1"),
      collections: Self.oneMode)
    let (other, problems) = Self.loadBody(reversed)
    #expect(errors(problems).map(\.id) == [.figmaVariablesNameCollision])
    // Which of the two is named first is the point of the wording.
    #expect(errors(problems).first?.message.hasPrefix("a and a/b/c are a variable and a group") == true)
    #expect(other.number("a/b/c", in: other.defaultContext) == 2)
  }

  @Test func wrongShapesAreErrorsAtTheirPlace() {
    let cases: [(String, Diagnostic.ID)] = [
      (
        Self.body(variables: Self.variable("V:1", "c", "COLOR", ##""#fff""##), collections: Self.oneMode),
        .figmaVariablesValue
      ),
      (
        Self.body(variables: Self.variable("V:1", "c", "COLOR", #"{"r":2,"g":0,"b":0}"#), collections: Self.oneMode),
        .figmaVariablesValue
      ),
      (Self.body(variables: Self.variable("V:1", "c", "TEXT", "1"), collections: Self.oneMode), .figmaVariablesType),
      (#"{"meta":{"variables":3,"variableCollections":{}}}"#, .figmaVariablesShape),
    ]
    for (json, id) in cases {
      let (_, diagnostics) = Self.loadBody(json, format: .figmaVariables)
      #expect(errors(diagnostics).map(\.id) == [id], "\(json)")
    }
  }

  @Test func aFigmaFileGivenAsTokensSaysWhereItGoes() {
    let (_, diagnostics) = Self.loadBody(#"{"name":"UI","document":{"type":"DOCUMENT","children":[]}}"#)
    #expect(diagnostics.map(\.id) == [.tokenSourceFormatUnclear])
    #expect(diagnostics.first?.position == TextPosition(line: 1, column: 1))
    // Where it goes is the point: the hint names site.yml's figma: key.
    #expect(diagnostics.first?.hint?.contains("name it under figma: in site.yml") == true)
  }

  /// A name of thousands of groups is refused before anything recurses over it.
  @Test func aDeepNameIsRefused() {
    let name = Array(repeating: "a", count: 5_000).joined(separator: "/")
    let json = Self.body(variables: Self.variable("V:1", name, "FLOAT", "1"), collections: Self.oneMode)
    let (_, diagnostics) = Self.loadBody(json)
    #expect(errors(diagnostics).map(\.id) == [.figmaVariablesName])
  }

  /// Every mode is a tree of its collection's variables: modes past the bound are refused, so
  /// the tokens made stay proportional to the body.
  @Test func modesPastTheBoundAreLeftOut() {
    let modes = (0...100).map { #"{"modeId":"1:\#($0)","name":"M\#($0)"}"# }.joined(separator: ",")
    let collection =
      #""C:1":{"id":"C:1","name":"Many","modes":[\#(modes)],"defaultModeId":"1:0","variableIds":[]}"#
    let (system, diagnostics) = Self.loadBody(
      Self.body(variables: Self.variable("V:1", "x", "FLOAT", "1"), collections: collection))
    #expect(errors(diagnostics).map(\.id) == [.figmaVariablesShape])
    #expect(system.modifiers.first?.contexts.count == 100)
    // One value for 100 modes: one deviation naming the 99 without a value, not 99 of them.
    #expect(system.deviations.count == 1)
  }
  /// A value for a mode its collection does not have is said to be left out, and is left out: it
  /// never stands in for the collection's own modes.
  @Test func aForeignModesValueIsLeftOutAndNotWritten() throws {
    let foreign = Self.variable("V:1", "only-foreign", "FLOAT", "1")
      .replacingOccurrences(of: #""1:0":1"#, with: #""9:9":7"#)
    let mixed = Self.variable("V:2", "mixed", "FLOAT", "2")
      .replacingOccurrences(of: #""1:0":2"#, with: #""9:9":7,"1:0":2"#)
    let json = Self.body(variables: foreign + "," + mixed, collections: Self.oneMode)
    let (system, diagnostics) = Self.loadBody(json)
    let unknown = diagnostics.filter { $0.id == .figmaVariablesUnknownMode }
    #expect(unknown.count == 2)
    #expect(unknown.allSatisfy { $0.severity == .warning })
    // Each at its value for the foreign mode 9:9, the first variable's and the second's.
    #expect(
      unknown.compactMap(\.position) == [
        position(of: #"7},"remote""#, in: json), position(of: #"7,"1:0":2}"#, in: json),
      ])
    let missing = try #require(diagnostics.first { $0.id == .figmaVariablesValue })
    #expect(missing.severity == .warning)  // one variable never fails the site
    #expect(missing.position == position(of: #""only-foreign""#, in: json))
    #expect(system.number("only-foreign", in: system.defaultContext) == nil)
    #expect(system.number("mixed", in: system.defaultContext) == 2)
    #expect(!diagnostics.contains { $0.id == .figmaVariablesMissingMode })
  }
}
