import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Token sources in the shapes Tokens Studio and Style Dictionary publish: a Tokens Studio folder
/// of sets with two themes, math and color modifiers, the same export as one file in the DTCG
/// form, and a Style Dictionary tree. Each is checked at both levels against expected JSON (every
/// CSS value in every context, every diagnostic, the count of each deviation), and its values
/// against `independent.json`, which `resolve_foreign.py` (sharing no code with Specimen) writes.
@Suite struct ForeignSourceTests {
  static let folder = Fixtures.path("Foreign", target: "TokenImportTests")
  static let sources = ["studio-folder", "studio-single.json", "style-dictionary"]

  static func load(_ source: String, _ strictness: TokenStrictness = .lenient) -> (TokenSystem, Diagnostics) {
    collecting { TokenSystem.load(sourcePath: "\(folder)/\(source)", strictness: strictness, into: &$0) }
  }

  @Test(arguments: sources, [TokenStrictness.lenient, .strict])
  func matchesExpectedJSON(source: String, strictness: TokenStrictness) throws {
    let (system, diagnostics) = Self.load(source, strictness)
    let data = try JSONSerialization.data(
      withJSONObject: tokenSnapshot(system, diagnostics),
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    let actual = String(decoding: data, as: UTF8.self) + "\n"
    let name = (source as NSString).deletingPathExtension
    let path = "\(Self.folder)/expected/\(name)-\(strictness == .strict ? "strict" : "lenient").json"
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(source) \(strictness): resolved values or diagnostics changed")
  }

  /// Lenient: no errors, every warning a deviation; strict: the same deviations as errors.
  @Test(arguments: sources) func strictTurnsEachWarningIntoAnError(source: String) {
    let (lenient, lenientDiagnostics) = Self.load(source)
    let (strict, strictDiagnostics) = Self.load(source, .strict)
    #expect(errors(lenientDiagnostics).isEmpty)
    #expect(lenientDiagnostics.count == lenient.deviations.count, "every warning is a deviation")
    #expect(strict.deviations.allSatisfy { $0.diagnostic.severity == .error })
    #expect(strictDiagnostics.allSatisfy { $0.severity == .error })
    #expect(strict.deviations.map(\.kind) == lenient.deviations.map(\.kind))
  }

  /// Every color, dimension and number the independent script resolved, in every context, is
  /// what Specimen resolves.
  @Test(arguments: sources) func agreesWithTheIndependentResolver(source: String) throws {
    let (system, _) = Self.load(source)
    #expect(try compareWithIndependentValues(system, independentValues(in: Self.folder, for: source)) >= 15)
  }

  /// `independent.json` is what the script prints now (where python3 is installed).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func independentOutputIsCurrent() throws {
    try expectIndependentOutputIsCurrent(script: "resolve_foreign.py", arguments: Self.sources, in: Self.folder)
  }

  /// The folder and the one-file export of the same sets resolve to the same values.
  @Test func folderAndSingleFileAgree() {
    let (folder, _) = Self.load("studio-folder")
    let (single, _) = Self.load("studio-single.json")
    #expect(folder.contexts.map(\.id) == ["theme=Light", "theme=Dark"])
    #expect(single.contexts.map(\.id) == folder.contexts.map(\.id))
    for (a, b) in zip(folder.resolutions, single.resolutions) {
      #expect(
        a.tokens.map { $0.cssDeclarations.map { $0.name + ": " + $0.value } }
          == b.tokens.map { $0.cssDeclarations.map { $0.name + ": " + $0.value } })
    }
  }

  @Test func themesAreContextsAndMathFollowsThem() throws {
    let (system, _) = Self.load("studio-folder")
    let dark = try #require(collecting { system.context(for: ContextSelection(["theme": "dark"]), into: &$0) }.0)
    #expect(system.dimension("button/padding", in: system.defaultContext) == 12)
    #expect(system.dimension("button/padding", in: dark) == 10)
    #expect(system.dimension("spacing/lg", in: dark) == 48)
    #expect(system.color("bg/hover", in: system.defaultContext)?.hex == "#E6E6E6")
    #expect(system.color("accent/subtle", in: dark)?.alpha == 0.3)
    let shadow = try #require(system.shadow("shadow/card", in: dark))
    #expect(shadow.map(\.inset) == [false, true])
    #expect(shadow.first?.blur.value == 16)
  }

  @Test func warningsPointAtTheSource() throws {
    let (system, _) = Self.load("studio-folder")
    let components = "\(Self.folder)/studio-folder/components.json"
    let padding = position(of: #""{spacing.page} / 2""#, inFile: components)
    let math = try #require(
      system.deviations.first { $0.diagnostic.location?.file == components && $0.diagnostic.position == padding })
    #expect(math.kind == .tokensStudioMath)
    #expect(math.diagnostic.id == .studioMath)
    // The value in each theme is said in words only.
    #expect(math.diagnostic.message.hasSuffix("read per theme: 12px in Light, 10px in Dark"))
    let modify = try #require(system.deviations.first { $0.kind == .tokensStudioModify })
    #expect(modify.diagnostic.location?.file.hasSuffix("semantic/light.json") == true)
    #expect(modify.diagnostic.location?.line == 12)
  }

  @Test func formatsAreToldFromTheFiles() {
    var none = Diagnostics()
    for (source, format) in [
      ("studio-folder", TokenSourceFormat.tokensStudio), ("studio-single.json", .tokensStudio),
      ("style-dictionary", .styleDictionary),
    ] {
      #expect(
        ForeignSource.format(of: "\(Self.folder)/\(source)", named: nil, reader: .fileSystem, into: &none) == format)
    }
    #expect(none.isEmpty)
    #expect(
      ForeignSource.format(of: repositoryRoot + "/content/tokens", named: nil, reader: .fileSystem, into: &none)
        == .dtcg)
  }

  @Test func anUnclearFormatAsksForItsName() {
    let files = FileSource.memory(["/t/odd.json": #"{"a": 1}"#])
    let (_, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/odd.json", files: files, into: &$0)
    }
    #expect(diagnostics.map(\.id) == [.tokenSourceFormatUnclear])
    #expect(diagnostics.first?.hint?.contains("tokens-studio") == true)
    var named = Diagnostics()
    #expect(TokenSourceFormat.named("token-studio", at: nil, into: &named) == nil)
    #expect(named.first?.hint == "did you mean 'tokens-studio'?")
  }

  @Test func mathAndModifiersFailClearly() {
    let json = #"""
      {
        "core": {
          "a": {"value": "{b} * 2", "type": "spacing"},
          "b": {"value": "{a} + 1", "type": "spacing"},
          "c": {"value": "sqrt(4)", "type": "spacing"},
          "d": {"value": "{e} * 2", "type": "spacing"},
          "e": {"value": "1rem", "type": "spacing"},
          "f": {"value": "{e} + 4px", "type": "spacing"},
          "g": {"value": "#336699", "type": "color",
                "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "oklab"}}}}
        },
        "$themes": [],
        "$metadata": {"tokenSetOrder": ["core"]}
      }
      """#
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/studio.json", files: .memory(["/t/studio.json": json]), into: &$0)
    }
    let failures = diagnostics.filter { $0.id == .studioMathInvalid || $0.id == .studioModifyInvalid }
    #expect(failures.map(\.id) == Array(repeating: .studioMathInvalid, count: 4) + [.studioModifyInvalid])
    #expect(
      failures.compactMap(\.position) == [
        position(of: #""{b} * 2""#, in: json), position(of: #""{a} + 1""#, in: json),
        position(of: #""sqrt(4)""#, in: json), position(of: #""{e} + 4px""#, in: json),
        position(of: #"{"type": "lighten""#, in: json),
      ])
    #expect(failures.allSatisfy { $0.severity == .warning })
    // Why f fails is the point: 1rem and 4px have no sum without a font size.
    #expect(failures[3].message.contains("units differ"))
    #expect(system.dimension("d", in: system.defaultContext) == 32)  // 2rem
  }

  /// Expressions are bounded: deep parentheses and long texts fail without deep recursion.
  @Test func expressionsAreBounded() throws {
    let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(MathExpression(deep) == nil)  // longer than the limit: not read as math
    let nested = String(repeating: "(", count: 40) + "1 + 1" + String(repeating: ")", count: 40)
    let expression = MathExpression(nested)
    #expect(throws: MathExpression.Failure.self) { try expression?.evaluate { _ in .init(value: 0, unit: "") } }
    #expect(try MathExpression("roundTo(10 / 3, 2)")?.evaluate { _ in .init(value: 0, unit: "") }.value == 3.33)
    #expect(MathExpression("Bold") == nil)
    #expect(MathExpression("-4px") == nil)
  }

  /// Numbers in exponent notation are numbers, as JavaScript reads them; `e` followed by a letter
  /// stays a unit.
  @Test func exponentNotationIsANumber() throws {
    let four = MathExpression.Quantity(value: 4, unit: "px")
    let scaled = try #require(MathExpression("{size} * 2e-3")).evaluate { _ in four }
    #expect(scaled.value == 0.008 && scaled.unit == "px")
    #expect(try MathExpression("{size} + 1E+1")?.evaluate { _ in four }.value == 14)
    let ems = try #require(MathExpression("{size} * 2em")).evaluate { _ in .init(value: 1, unit: "") }
    #expect(ems.value == 2 && ems.unit == "em")
    #expect(throws: MathExpression.Failure.self) { try MathExpression("{size} * 2e-")?.evaluate { _ in four } }
  }

  @Test func styleDictionaryReadsItsForm() throws {
    let (system, diagnostics) = Self.load("style-dictionary")
    #expect(diagnostics.count == 6)
    #expect(system.deviations.allSatisfy { $0.kind == .styleDictionaryForm })
    let size = try #require(system.resolve("size/font/small", in: system.defaultContext))
    #expect(size.cssDeclarations.first?.value == "0.75rem")
    #expect(system.resolve("color/font/base", in: system.defaultContext)?.chainText.contains("color/base/red") == true)
    #expect(system.resolve("color/base/blue", in: system.defaultContext)?.description == "The brand blue")
  }

  /// Two theme groups: two modifiers, every combination a context; a value that follows one group
  /// joins that group's contexts, one that follows both is an error.
  @Test func twoThemeGroups() throws {
    func set(_ tokens: String) -> String { "{" + tokens + "}" }
    let files: [String: String] = [
      "/s/$themes.json": #"""
      [
        {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled", "components": "enabled"}},
        {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "components": "enabled"}},
        {"id": "3", "name": "A", "group": "Brand", "selectedTokenSets": {"brand-a": "enabled"}},
        {"id": "4", "name": "B", "group": "Brand", "selectedTokenSets": {"brand-b": "enabled"}}
      ]
      """#,
      "/s/$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark", "brand-a", "brand-b", "components"]}"#,
      "/s/core.json": set(#""space": {"$value": "4", "$type": "spacing"}"#),
      "/s/light.json": set(#""scale": {"$value": "1", "$type": "number"}"#),
      "/s/dark.json": set(#""scale": {"$value": "2", "$type": "number"}"#),
      "/s/brand-a.json": set(#""radius": {"$value": "4px", "$type": "borderRadius"}"#),
      "/s/brand-b.json": set(#""radius": {"$value": "8px", "$type": "borderRadius"}"#),
      "/s/components.json": set(
        #""pad": {"$value": "{space} * 3", "$type": "spacing"}, "round": {"$value": "{radius} * 2", "$type": "borderRadius"}, "both": {"$value": "{radius} * {scale}", "$type": "borderRadius"}"#
      ),
    ]
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/s", format: .tokensStudio, files: .memory(files), into: &$0)
    }
    #expect(system.modifiers.map(\.name) == ["Mode", "Brand"])
    #expect(system.contexts.count == 4)
    let darkB = try #require(
      collecting { system.context(for: ContextSelection(["Mode": "Dark", "brand": "b"]), into: &$0) }.0)
    #expect(system.dimension("pad", in: darkB) == 12)
    #expect(system.dimension("round", in: darkB) == 16)
    #expect(system.dimension("round", in: system.defaultContext) == 8)
    let both = try #require(diagnostics.first { $0.id == .studioDependsOnGroups })
    #expect(both.location?.file == "/s/components.json")
    #expect(errors(diagnostics).count == 1)
  }

  /// Malformed exports are reported where they are wrong, never a crash.
  @Test(arguments: [
    (#"{"$themes": 5, "core": {}}"#, Diagnostic.ID.studioThemes),
    (#"{"$themes": [{"name": 3}], "core": {}}"#, .studioThemes),
    (#"{"$themes": [], "core": 5}"#, .tokenSourceNotAnObject),
    (#"{"$metadata": {"tokenSetOrder": [1, "x"]}, "core": {}}"#, .studioThemes),
    (#"{"$themes": [{"name": "A", "selectedTokenSets": {"core": "on"}}], "core": {}}"#, .studioThemes),
    (#"{"$themes": [], "core": {"a": {"value": "{a} * 2", "type": "spacing"}}}"#, .studioMathInvalid),
    (#"{"$themes": [], "core": {"a": {"value": "1 / 0", "type": "spacing"}}}"#, .studioMathInvalid),
    (
      ##"{"$themes": [], "core": {"a": {"value": "{b} * 2", "type": "spacing"}, "b": {"value": "#ffffff", "type": "color"}}}"##,
      .studioMathInvalid
    ),
    (
      ##"{"$themes": [], "core": {"a": {"value": "#ffffff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "blend", "value": "1"}}}}}}"##,
      .studioModifyInvalid
    ),
    (
      ##"{"$themes": [], "core": {"a": {"value": "#ffffff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "2", "color": "#000000"}}}}}}"##,
      .studioModifyInvalid
    ),
    (
      #"{"$themes": [], "core": {"a": {"value": "{b}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5"}}}}}}"#,
      .studioModifyInvalid
    ),
  ])
  func malformedStudioExports(json: String, id: Diagnostic.ID) {
    let (_, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/s.json", format: .tokensStudio, files: .memory(["/t/s.json": json]), into: &$0)
    }
    #expect(diagnostics.contains { $0.id == id && $0.location?.file == "/t/s.json" }, "\(diagnostics)")
  }

  @Test func deepAndOddInputsAreReadWithoutDeepRecursion() {
    let depth = 400
    let deep =
      String(repeating: #"{"g": "#, count: depth) + #"{"a": {"value": "{b} * 2", "type": "spacing"}}"#
      + String(repeating: "}", count: depth)
    let studio = #"{"$themes": [], "core": "# + deep + "}"
    let (_, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/s.json", files: .memory(["/t/s.json": studio]), into: &$0)
    }
    #expect(diagnostics.contains { $0.id == .studioMathInvalid })
    let odd = #"{"a": {"value": {"x": "{b.value}"}, "type": "shadow"}, "b": [1, 2]}"#
    let (_, more) = collecting {
      TokenSystem.load(
        sourcePath: "/t/sd.json", format: .styleDictionary, files: .memory(["/t/sd.json": odd]), into: &$0)
    }
    #expect(more.contains { $0.id == .styleDictionaryForm })
    let (_, none) = collecting {
      TokenSystem.load(
        sourcePath: "/t/sd.json", format: .styleDictionary, files: .memory(["/t/sd.json": "[1]"]), into: &$0)
    }
    #expect(none.map(\.id) == [.tokenSourceNotAnObject])
  }

  /// A Tokens Studio file of one set (no $themes or $metadata) is that set, its groups kept.
  @Test func aFileOfOneSet() {
    let json =
      ##"{"colors": {"blue": {"value": "#0a84ff", "type": "color"}}, "space": {"value": "{base} * 2", "type": "spacing"}, "base": {"value": "4", "type": "spacing"}}"##
    let (system, _) = collecting {
      TokenSystem.load(sourcePath: "/t/global.json", files: .memory(["/t/global.json": json]), into: &$0)
    }
    #expect(system.tokenNames == ["colors/blue", "space", "base"])
    #expect(system.dimension("space", in: system.defaultContext) == 8)
  }

  /// A folder of DTCG files not named *.tokens.json: merged in name order.
  @Test func aFolderOfDTCGFiles() {
    let files = FileSource.memory([
      "/d/a.json": #"{"x": {"$type": "number", "$value": 1}}"#, "/d/b.json": #"{"y": {"$value": "{x}"}}"#,
    ])
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: "/d", files: files, into: &$0) }
    #expect(diagnostics.isEmpty)
    #expect(system.number("y", in: system.defaultContext) == 1)
  }
}
