import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import TokenImport
@testable import Tokens

/// The forms token exports write that their tools read and 2025.10 does not: each on a minimal
/// input, read as its tool reads it, with a warning of its own kind at its place.
@Suite struct DialectTests {
  static func load(_ json: String, format: TokenSourceFormat? = nil) -> (TokenSystem, Diagnostics) {
    collecting {
      TokenSystem.load(sourcePath: "/t/s.json", format: format, files: .memory(["/t/s.json": json]), into: &$0)
    }
  }

  static let styleDictionary = ##"""
    {
      "color": {
        "black": {"value": "#000000"},
        "white": {"value": "#ffffff"},
        "shade": {"value": "{color.black.value}1A"},
        "clear": {"value": "transparent"},
        "half": {"value": "rgba({color.black.value}, 0.5)"},
        "fade": {"value": "linear-gradient(90deg, {color.black.value} 0%, {color.white.value} 100%)"}
      },
      "opacity": {"half": {"value": 0.5, "type": "number"}},
      "overlay": {"value": "rgba({color.black.value}, {opacity.half.value})", "type": "color"},
      "size": {"fluid": {"value": "clamp(1rem, 0.9rem + 0.5vw, 1.1rem)"}},
      "button": {"_": {"value": "{color.black.value}"}, "hover": {"value": "{button._.value}"}}
    }
    """##

  @Test func styleDictionaryDialectsReadAsItReadsThem() throws {
    let (system, diagnostics) = Self.load(Self.styleDictionary, format: .styleDictionary)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let context = system.defaultContext
    #expect(system.color("color/shade", in: context)?.css == "rgb(0 0 0 / 0.102)", "{ref}1A is the hex with its alpha")
    #expect(system.color("color/clear", in: context)?.css == "rgb(0 0 0 / 0)", "transparent")
    #expect(system.color("color/half", in: context)?.css == "rgb(0 0 0 / 0.5)")
    #expect(system.color("overlay", in: context)?.css == "rgb(0 0 0 / 0.5)", "rgba({ref}, {ref})")
    let css = system.cssStylesheet()
    #expect(css.contains("  --color-fade: linear-gradient(90deg, #000000 0%, #FFFFFF 100%);\n"))
    #expect(css.contains("  --size-fluid: clamp(1rem, 0.9rem + 0.5vw, 1.1rem);\n"))
    #expect(css.contains("  --button: #000000;\n  --button-hover: #000000;\n"), "_ is the group's own token")
    #expect(system.resolve("color/fade", in: context)?.value.cssGradientText != nil)
    #expect(system.dimension("size/fluid", in: context) == nil, "CSS math has no size in px")

    func warning(_ id: Diagnostic.ID, line: Int) -> Bool {
      diagnostics.contains { $0.id == id && $0.severity == .warning && $0.location?.line == line }
    }
    #expect(warning(.tokensDeviationReferenceInString, line: 5))
    #expect(warning(.tokensDeviationColorString, line: 6))
    #expect(warning(.tokensDeviationReferenceInString, line: 7))
    #expect(warning(.tokensDeviationGradientString, line: 8))
    #expect(warning(.tokensDeviationReferenceInString, line: 11))
    #expect(warning(.tokensDeviationCssMath, line: 12))
  }

  /// Style Dictionary resolves a reference by walking the files to its path, so it may end at a
  /// plain value that is no token (REI's `_options`): the reference reads that value, a value
  /// may name others, and a folder's later file may hold what an earlier one names.
  @Test func referencesToPlainValuesReadTheValuesTheyName() throws {
    let options = ##"""
      {"options": {"font": {"main": "Stuart", "fallback": "Georgia, serif", "serif": "{options.font.main}, {options.font.fallback}"},
                   "space": {"squish": 0.5, "one-x": "16px", "loop": "{options.space.loop}"}}}
      """##
    let tokens = ##"""
      {"font": {"serif": {"$value": "{options.font.serif}"}},
       "space": {"$type": "dimension", "one": {"$value": "{options.space.one-x}"},
                 "alias": {"$value": "{space.one.$value}"}},
       "ratio": {"$value": "{options.space.squish}"},
       "broken": {"$value": "{options.space.loop}", "$type": "dimension"}}
      """##
    let (system, diagnostics) = collecting {
      TokenSystem.load(
        sourcePath: "/t", format: .styleDictionary,
        files: .memory(["/t/a-tokens.json": tokens, "/t/z-options.json": options]), into: &$0)
    }
    let context = system.defaultContext
    #expect(system.dimension("space/one", in: context) == 16)
    #expect(system.resolve("font/serif", in: context)?.value.css == "Stuart, Georgia, serif")
    #expect(system.resolve("ratio", in: context)?.value.css == "0.5", "a whole reference to a number is the number")
    #expect(system.dimension("space/alias", in: context) == 16, "`.$value` walks into the token")
    // A value that names itself stays a reference, which names no token: that token alone is left out.
    #expect(system.resolve("broken", in: context) == nil)
    #expect(diagnostics.contains { $0.id == .tokensMissingReference && $0.severity == .warning })
    // One warning for the three references to plain values, at the first of them.
    let first = position(of: #""{options.font.serif}""#, in: tokens)
    let read = try #require(diagnostics.first { $0.location?.file == "/t/a-tokens.json" && $0.position == first })
    #expect(read.id == .styleDictionaryForm && read.severity == .warning)
    // How many there are is said in words only.
    #expect(read.message.hasPrefix("3 references name"))
  }

  /// Tokens Studio's first reference syntax, `$colors.gray.11`, which the plugin still resolves:
  /// alone, inside `rgba()` before a comma, and in a gradient.
  @Test func tokensStudioDollarReferences() throws {
    let json = ##"""
      {
        "core": {"colors": {"ink": {"value": "#102030", "type": "color"}}},
        "theme": {
          "text": {"value": "$colors.ink", "type": "color"},
          "veil": {"value": "rgba($colors.ink, 0.5)", "type": "color"},
          "fade": {"value": "linear-gradient(90deg, $colors.ink 0%, #fff 100%)", "type": "color"}
        },
        "$metadata": {"tokenSetOrder": ["core", "theme"]}
      }
      """##
    let (system, diagnostics) = Self.load(json, format: .tokensStudio)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    let context = system.defaultContext
    #expect(system.color("text", in: context)?.hex.lowercased() == "#102030")
    let veil = try #require(system.color("veil", in: context))
    #expect(veil.hex.lowercased() == "#102030" && abs(veil.alpha - 0.5) < 1e-9)
    #expect(TokensStudioReader.Conversion.dollarReferences("$5 and {$x}") == "{5} and {$x}")
  }

  /// A set stored as a folder (`base/*.json` for the set `base`, as Workday's Tokens Studio
  /// export names it in `$themes` and `tokenSetOrder`) is the sets in it; a color object's key
  /// outside 2025.10 (`description`) is kept with a warning, not an error.
  @Test func aSetStoredAsAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/base", withIntermediateDirectories: true)
    let files = [
      "$metadata.json": #"{"tokenSetOrder": ["base", "brand"]}"#,
      "$themes.json":
        #"[{"name": "Canvas", "group": "Brand", "selectedTokenSets": {"base": "source", "brand": "enabled"}}]"#,
      "base/palette.json": ##"""
      {"palette": {"blue": {"type": "color", "value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff", "description": "anchor"}}}}
      """##,
      "base/size.json": #"{"size": {"sm": {"type": "dimension", "value": "4px"}}}"#,
      "brand.json": #"{"brand": {"primary": {"type": "color", "value": "{palette.blue}"}}}"#,
    ]
    for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: folder, into: &$0) }
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(!diagnostics.contains { $0.id == .studioThemeSetMissing || $0.id == .studioThemes })
    #expect(system.color("brand/primary", in: system.defaultContext)?.hex.lowercased() == "#0000ff")
    #expect(diagnostics.contains { $0.id == .tokensDeviationUnknownProperty })
  }

  @Test func strictMakesEachAnError() {
    let (_, diagnostics) = collecting {
      TokenSystem.load(
        sourcePath: "/t/s.json", format: .styleDictionary, strictness: .strict,
        files: .memory(["/t/s.json": Self.styleDictionary]), into: &$0)
    }
    for id in [Diagnostic.ID.tokensDeviationReferenceInString, .tokensDeviationGradientString, .tokensDeviationCssMath]
    {
      #expect(diagnostics.contains { $0.id == id && $0.severity == .error }, "\(id)")
    }
  }

  @Test func tokensStudioKeepsCSSMathItCannotReduceAndSkipsAMissingSet() throws {
    let json = ##"""
      {
        "core": {
          "black": {"value": "#000000", "type": "color"},
          "half": {"value": "50%", "type": "opacity"},
          "a": {"value": "rgba({black}, {half})", "type": "color"},
          "fluid": {"value": "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)", "type": "fontSizes"},
          "m": {"value": "max(4, 8)", "type": "spacing"},
          "g": {"value": "linear-gradient(90deg, {black} 0%, #fff 100%)", "type": "color"}
        },
        "$themes": [{"name": "Default", "selectedTokenSets": {"core": "enabled", "gone": "enabled"}}],
        "$metadata": {"tokenSetOrder": ["core"]}
      }
      """##
    let (system, diagnostics) = Self.load(json)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let missing = try #require(diagnostics.first { $0.id == .studioThemeSetMissing })
    #expect(missing.severity == .warning)
    #expect(missing.position == position(of: #""gone""#, in: json))
    let css = system.cssStylesheet()
    #expect(css.contains("  --a: rgb(0 0 0 / 0.5);\n"))
    #expect(css.contains("  --fluid: clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem);\n"))
    #expect(css.contains("  --m: 8px;\n"), "min and max of one unit are computed, as Tokens Studio does")
    #expect(css.contains("  --g: linear-gradient(90deg, #000000 0%, #fff 100%);\n"))
    #expect(!diagnostics.contains { $0.id == .studioMathInvalid }, "clamp is not a failed expression")
  }

  @Test func aReferenceToSomethingThatCannotBeWrittenIsAnError() {
    let json =
      ##"{"color": {"shadow": {"value": {"x": 1}, "type": "other"}, "bad": {"value": "{color.shadow.value}1A", "type": "color"}}}"##
    let (_, diagnostics) = Self.load(json, format: .styleDictionary)
    #expect(diagnostics.contains { $0.id == .tokensTypeMismatch && $0.location?.line == 1 })
  }
}
