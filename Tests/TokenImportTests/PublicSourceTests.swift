import Foundation
import SpecimenCore
import Synchronization
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Token files as public repositories publish them, copied byte for byte (each folder's README
/// names the repository, commit and licence): a Style Dictionary example tree, Figma's variables
/// sync export, a Tokens Studio single file of sets, a Tokens Studio set alone with math and color
/// modifiers, a Tokens Studio folder with themes as Penpot exports it, and Terrazzo's examples of
/// real design systems in DTCG: Primer's base light colors, Spectrum's base file (an Android
/// elevation in dp), Carbon's layout file (fluid spacing in vw, a 0 with an empty unit), and the
/// single-file exports of Figma SDS, Apple HIG, Spectrum, Primer, Carbon, Polaris, Fluent and
/// Salesforce Lightning. Each resolves by default, to the values `resolve_public.py` (sharing no
/// code with Specimen) gives, with its deviations as warnings.
@Suite struct PublicSourceTests {
  static let folder = Fixtures.path("Public", target: "TokenImportTests")
  static let sources = [
    "amzn-style-dictionary/component-cti", "figma-variables-github-action-example",
    "tokens-studio-plugin-example-css/tokens.json", "MTRNord-matrix-org-redesign-tokens/tokens",
    "tokens-studio-sd-transforms/sd-transforms.tokens.json",
    "terrazzoapp-dtcg-examples/github-primer/light.tokens.json",
    "terrazzoapp-dtcg-examples/figma-sds/figma-sds.json", "terrazzoapp-dtcg-examples/apple-hig/apple-hig.json",
    "terrazzoapp-dtcg-examples/adobe-spectrum/adobe-spectrum.json",
    "terrazzoapp-dtcg-examples/ibm-carbon/layout.tokens.json",
    "terrazzoapp-dtcg-examples/adobe-spectrum/base.tokens.json",
    "terrazzoapp-dtcg-examples/github-primer/github-primer.json",
    "terrazzoapp-dtcg-examples/ibm-carbon/ibm-carbon.json",
    "terrazzoapp-dtcg-examples/shopify-polaris/shopify-polaris.json",
    "terrazzoapp-dtcg-examples/microsoft-fluent/microsoft-fluent.json",
    "terrazzoapp-dtcg-examples/salesforce-lightning/salesforce-lightning.json",
  ]

  /// The expected JSON's name: the source's folder, and where one folder holds several sources
  /// (Terrazzo's examples), its system's folder and the file's name when that says more.
  static func expectedName(_ source: String) -> String {
    let parts = source.split(separator: "/").map(String.init)
    guard parts.count > 2, sources.filter({ $0.hasPrefix(parts[0] + "/") }).count > 1 else { return parts[0] }
    let file = parts[parts.count - 1]
    let stem = String(file.prefix(upTo: file.firstIndex(of: ".") ?? file.endIndex))
    return ([parts[0], parts[1]] + (stem == parts[1] ? [] : [stem])).joined(separator: "-")
  }

  /// Each source is read once per strictness for all the tests here (the files are large).
  static let loaded = Mutex<[String: (TokenSystem, Diagnostics)]>([:])

  static func load(_ source: String, _ strictness: TokenStrictness = .lenient) -> (TokenSystem, Diagnostics) {
    let key = "\(strictness == .strict ? "strict" : "lenient") \(source)"
    if let read = loaded.withLock({ $0[key] }) { return read }
    let read = collecting {
      TokenSystem.load(sourcePath: "\(folder)/\(source)", strictness: strictness, into: &$0)
    }
    loaded.withLock { $0[key] = read }
    return read
  }

  /// Tokens per context, every CSS value, the count of each diagnostic id and every error that
  /// is no deviation.
  static func snapshot(_ system: TokenSystem, _ diagnostics: Diagnostics) -> [String: Any] {
    let deviations = Set(system.deviations.map(\.diagnostic))
    var values: [String: [String: String]] = [:]
    var tokens: [String: Int] = [:]
    for resolution in system.resolutions {
      var declarations: [String: String] = [:]
      for token in resolution.tokens {
        for declaration in token.cssDeclarations { declarations[declaration.name] = declaration.value }
      }
      values[resolution.context.id] = declarations
      tokens[resolution.context.id] = resolution.tokens.count
    }
    var ids: [String: Int] = [:]
    for diagnostic in diagnostics {
      ids["\(diagnostic.severity == .error ? "error" : "warning") \(diagnostic.id.rawValue)", default: 0] += 1
    }
    return [
      "tokens": tokens, "values": values, "diagnostics": ids,
      // Deviations are counted by id above; the errors listed are the others.
      "errors": errors(diagnostics).filter { !deviations.contains($0) }.map {
        $0.description.replacingOccurrences(of: repositoryRoot + "/", with: "")
      },
    ]
  }

  @Test(arguments: sources, [TokenStrictness.lenient, .strict])
  func matchesExpectedJSON(source: String, strictness: TokenStrictness) throws {
    let (system, diagnostics) = Self.load(source, strictness)
    let data = try JSONSerialization.data(
      withJSONObject: Self.snapshot(system, diagnostics),
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    let actual = String(decoding: data, as: UTF8.self) + "\n"
    let path =
      "\(Self.folder)/expected/\(Self.expectedName(source))-\(strictness == .strict ? "strict" : "lenient").json"
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(source) \(strictness): resolved values or diagnostics changed")
  }

  /// By default each file reads with warnings only, but for tokens that fail alone: the Mint file
  /// writes one without braces (`"palette.currant.C60"`, no color and no reference); Terrazzo's exports
  /// have none. Typographies without a lineHeight (Figma SDS, one of the older Primer export's) or
  /// a fontFamily (Apple HIG) read as Terrazzo's parser keeps them, a missing letterSpacing
  /// (Primer, Fluent) as 0, Primer's `"ffffff"` as the hex it spells, Fluent's `channels` as
  /// components, and Spectrum's `radial-reaction-color`, which holds an object with no token beside
  /// its `$value`, as its `$value`, each with a warning. Primer's
  /// `transparent`, whose `"alpha": 0` stands beside its `$value`, reads with a warning that the
  /// key is passed over, as Terrazzo, whose examples these are, reads it.
  @Test(arguments: sources) func readsByDefault(source: String) throws {
    let (system, diagnostics) = Self.load(source)
    let failing = errors(diagnostics)
    if source.hasPrefix("tokens-studio-plugin-example-css") {
      #expect(failing.map(\.id) == [.tokensColorInvalid])
      #expect(failing.first?.location?.line == 413)
      #expect(system.resolutions.first?.failures.map(\.name) == ["highlights/highlights-primary"])
    } else if source.hasSuffix("apple-hig/apple-hig.json") {
      // `title3` writes a lineHeight of 5px over a fontSize of 0: no multiple is 5px, so the length
      // is kept as written, as Terrazzo keeps it, with the line height's warning where it is.
      #expect(failing.isEmpty, "\(failing)")
      let warning = try #require(
        diagnostics.first { $0.id == .tokensDeviationLineHeightDimension && $0.location?.line == 942 })
      #expect(warning.location?.column == 25 && warning.message.contains("kept as written"))
      let title3 = try #require(system.resolve("font/style/title3", in: system.defaultContext))
      guard case .typography(let t) = title3.value else {
        Issue.record("title3 is no typography")
        return
      }
      #expect(t.lineHeight == .length(Dimension(5, .px)) && t.lineHeightPx == 5 && t.lineHeightMultiple == nil)
      #expect(t.lineHeightCSS == "5px" && title3.value.summary == "400 0/5")
    } else if source.hasSuffix("github-primer/light.tokens.json") {
      #expect(failing.isEmpty, "\(failing)")
      let warning = try #require(diagnostics.first { $0.id == .tokensDeviationKeyBesideValue })
      #expect(warning.location?.line == 49 && warning.location?.column == 9)
      #expect(system.deviations.contains { $0.kind == .keyBesideValue })
      #expect(system.resolutions.first?.tokens.count == 98)
    } else {
      #expect(failing.isEmpty, "\(failing)")
    }
    // The readings that let these files through, each a warning where it is written.
    let kinds = Set(system.deviations.map(\.kind))
    if source.hasSuffix("microsoft-fluent.json") {
      #expect(kinds.isSuperset(of: [.colorChannels, .typographyWithoutLetterSpacing]))
      #expect(system.deviations.filter { $0.kind == .colorChannels }.count == 59)
    }
    if source.hasSuffix("adobe-spectrum/adobe-spectrum.json") {
      let warning = try #require(diagnostics.first { $0.id == .tokensDeviationKeyBesideValue })
      #expect(warning.location?.line == 1022 && warning.location?.column == 7)
      let reaction = try #require(system.color("alias/radial-reaction-color", in: system.defaultContext))
      #expect(reaction.hex.lowercased() == "#222222" && abs(reaction.alpha - 0.6) < 0.001)
    }
    if source.hasSuffix("figma-sds.json") {
      #expect(system.deviations.filter { $0.kind == .typographyWithoutLineHeight }.count == 19)
    }
    if source.hasSuffix("apple-hig.json") {
      #expect(system.deviations.filter { $0.kind == .typographyWithoutFontFamily }.count == 11)
    }
    if source.hasSuffix("github-primer/github-primer.json") {
      #expect(kinds.isSuperset(of: [.colorString, .typographyWithoutLetterSpacing, .typographyWithoutLineHeight]))
      let white = try #require(system.color("base/color/white", in: system.defaultContext))
      #expect(white.hex.lowercased() == "#ffffff")
    }
    #expect(system.resolutions.allSatisfy { !$0.tokens.isEmpty })
  }

  /// Every value the independent script resolved, in every context, is what Specimen resolves.
  @Test(arguments: sources) func agreesWithTheIndependentResolver(source: String) throws {
    let (system, _) = Self.load(source)
    #expect(try compareWithIndependentValues(system, independentValues(in: Self.folder, for: source)) >= 18)
  }

  /// `independent.json` is what the script prints now (where python3 is installed).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func independentOutputIsCurrent() throws {
    try expectIndependentOutputIsCurrent(script: "resolve_public.py", in: Self.folder)
  }

  /// Strict reads the same values and makes each warning an error.
  @Test(arguments: sources) func strictKeepsTheReadingAndFailsOnEachDeviation(source: String) {
    let (lenient, lenientDiagnostics) = Self.load(source)
    let (strict, strictDiagnostics) = Self.load(source, .strict)
    #expect(strict.deviations.map(\.kind) == lenient.deviations.map(\.kind))
    #expect(strict.deviations.allSatisfy { $0.diagnostic.severity == .error })
    #expect(strictDiagnostics.count == lenientDiagnostics.count)
  }
}
