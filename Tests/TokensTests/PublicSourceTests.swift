import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// Token files as public repositories publish them, copied byte for byte (see
/// `Fixtures/Public/README.md` for each file's repository, commit and licence): a Style Dictionary
/// example tree, Figma's variables sync export, a Tokens Studio single file of sets, a Tokens
/// Studio set alone with math and color modifiers, a Tokens Studio folder with themes as Penpot
/// exports it, and Primer's base light colors in DTCG 2025.10 as Terrazzo's examples publish them. Each resolves by default, to the values
/// `resolve_public.py` (sharing no code with Specimen) gives, with its deviations as warnings.
@Suite struct PublicSourceTests {
  static let folder = repositoryRoot + "/Tests/TokensTests/Fixtures/Public"
  static let sources = [
    "amzn-style-dictionary/component-cti", "figma-variables-github-action-example",
    "tokens-studio-plugin-example-css/tokens.json", "MTRNord-matrix-org-redesign-tokens/tokens",
    "tokens-studio-sd-transforms/sd-transforms.tokens.json",
    "terrazzoapp-dtcg-examples/github-primer/light.tokens.json",
  ]

  static func load(_ source: String, _ strictness: TokenStrictness = .lenient) -> (TokenSystem, Diagnostics) {
    collecting { TokenSystem.load(sourcePath: "\(folder)/\(source)", strictness: strictness, into: &$0) }
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
    let name = source.split(separator: "/").first.map(String.init) ?? source
    let path = "\(Self.folder)/expected/\(name)-\(strictness == .strict ? "strict" : "lenient").json"
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(source) \(strictness): resolved values or diagnostics changed")
  }

  /// By default each file reads with warnings only, but for one token that fails alone: the Mint
  /// file writes it without braces (`"palette.currant.C60"`, no color and no reference). Primer's
  /// `transparent`, whose `"alpha": 0` stands beside its `$value`, reads with a warning that the
  /// key is passed over, as Terrazzo, whose examples these are, reads it.
  @Test(arguments: sources) func readsByDefault(source: String) throws {
    let (system, diagnostics) = Self.load(source)
    let failing = errors(diagnostics)
    if source.hasPrefix("tokens-studio-plugin-example-css") {
      #expect(failing.map(\.id) == [.tokensColorInvalid])
      #expect(failing.first?.location?.line == 413)
      #expect(system.resolutions.first?.failures.map(\.name) == ["highlights/highlights-primary"])
    } else if source.hasPrefix("terrazzoapp-dtcg-examples") {
      #expect(failing.isEmpty, "\(failing)")
      let warning = try #require(diagnostics.first { $0.id == .tokensDeviationKeyBesideValue })
      #expect(warning.location?.line == 49 && warning.location?.column == 9)
      #expect(system.deviations.contains { $0.kind == .keyBesideValue })
      #expect(system.resolutions.first?.tokens.count == 98)
    } else {
      #expect(failing.isEmpty, "\(failing)")
    }
    #expect(system.resolutions.allSatisfy { !$0.tokens.isEmpty })
  }

  /// Every value the independent script resolved, in every context, is what Specimen resolves.
  @Test(arguments: sources) func agreesWithTheIndependentResolver(source: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/independent.json"))
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: [String: Any]]]])
    let contexts = try #require(all[source])
    let (system, _) = Self.load(source)
    var compared = 0
    for (id, tokens) in contexts {
      let context = try #require(system.resolutions.first { $0.context.id == id }?.context, "context \(id)")
      for (name, expected) in tokens {
        compared += 1
        if let hex = expected["color"] as? String {
          let color = try #require(system.color(name, in: context), "\(name) in \(id)")
          #expect(color.hex.lowercased() == hex, "\(name) in \(id)")
          #expect(abs(color.alpha - (expected["alpha"] as? Double ?? 1)) < 0.001, "\(name) alpha in \(id)")
        } else if let px = expected["px"] as? Double {
          #expect(system.dimension(name, in: context).map { abs($0 - px) < 0.001 } == true, "\(name) in \(id)")
        } else if let number = expected["number"] as? Double {
          #expect(system.number(name, in: context).map { abs($0 - number) < 0.001 } == true, "\(name) in \(id)")
        } else if let typography = expected["typography"] as? [String: Any] {
          let actual = try #require(system.typography(name, in: context), "\(name) in \(id)")
          guard case .typography(let value)? = system.resolve(name, in: context)?.value else { continue }
          #expect(actual.family == typography["family"] as? String, "\(name) in \(id)")
          #expect(actual.weight == typography["weight"] as? Double, "\(name) in \(id)")
          for (key, value) in [
            ("size", actual.sizePx), ("lineHeight", value.lineHeight), ("letterSpacing", actual.letterSpacingPx),
          ] {
            #expect(abs(value - (typography[key] as? Double ?? .nan)) < 0.001, "\(name) \(key) in \(id)")
          }
        } else if let border = expected["border"] as? [String: Any] {
          let actual = try #require(system.border(name, in: context), "\(name) in \(id)")
          #expect(abs(actual.width.px - (border["width"] as? Double ?? .nan)) < 0.001, "\(name) width in \(id)")
          #expect(actual.style.css == border["style"] as? String, "\(name) style in \(id)")
          #expect(actual.color.hex.lowercased() == border["color"] as? String, "\(name) color in \(id)")
        } else if let text = expected["text"] as? String {
          guard case .opaque(_, let actual)? = system.resolve(name, in: context)?.value else {
            Issue.record("\(name) in \(id): not kept as written")
            continue
          }
          #expect(actual == text, "\(name) in \(id)")
        } else {
          Issue.record("\(name) in \(id): nothing to compare")
        }
      }
    }
    #expect(compared >= 18)
  }

  /// `independent.json` is what the script prints now (where python3 is installed).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func independentOutputIsCurrent() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["resolve_public.py"]
    process.currentDirectoryURL = URL(fileURLWithPath: Self.folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let committed = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/independent.json"))
    #expect(String(decoding: output, as: UTF8.self) == String(decoding: committed, as: UTF8.self))
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
