import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import TokenImport
@testable import Tokens

/// Forms that public exports write (Brave's Figma Design Tokens plugin files, Workday's Tokens
/// Studio sets, Figma SDS's variables export), each on a minimal input written here by hand after
/// those files: read as their tools read them, with one warning per kind at its place.
@Suite struct ExportFormTests {
  static func load(_ json: String, format: TokenSourceFormat? = nil) -> (TokenSystem, Diagnostics) {
    collecting {
      TokenSystem.load(sourcePath: "/t/s.json", format: format, files: .memory(["/t/s.json": json]), into: &$0)
    }
  }

  /// A Tokens Studio letter spacing in percent of the font size reads as em, as a typography's
  /// letterSpacing does, so a table and tokens.css write `-0.01em` for both.
  @Test func tokensStudioPercentLetterSpacingReadsAsEm() throws {
    let (system, _) = Self.load(
      ##"""
      {
        "base": {
          "tight": {"value": "-1%", "type": "letterSpacing"},
          "wide": {"value": "0.15%", "type": "letterSpacing"},
          "px": {"value": "2px", "type": "letterSpacing"},
          "body": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "16px", "lineHeight": "150%", "letterSpacing": "-1%"}, "type": "typography"}
        }
      }
      """##, format: .tokensStudio)
    let context = system.defaultContext
    #expect(system.resolve("base/tight", in: context)?.value.css == "-0.01em")
    #expect(system.resolve("base/wide", in: context)?.value.css == "0.0015em")
    #expect(system.resolve("base/px", in: context)?.value.css == "2px")
    let css = system.cssStylesheet()
    #expect(css.contains("--base-tight: -0.01em;") && css.contains("--base-body-letter-spacing: -0.01em;"), "\(css)")
  }

  /// The Figma Design Tokens plugin: a group's `description: null` and `extensions`, a string
  /// beside tokens, and `custom-shadow` effects (radius as blur, inner shadow as inset, px).
  @Test func figmaPluginGroupsAndShadowsReadAsStyleDictionaryReadsThem() throws {
    let json = ##"""
      {
        "_comment": "generated",
        "effect": {
          "card": {
            "0": {"type": "custom-shadow", "value": {"shadowType": "dropShadow", "radius": 8, "color": "#00000026", "offsetX": 0, "offsetY": 4, "spread": 3}},
            "description": null,
            "extensions": {"org.lukasoppermann.figmaDesignTokens": {"styleId": "S:1,", "exportKey": "effect"}}
          },
          "glow": {"description": null, "type": "custom-shadow", "value": [{"shadowType": "innerShadow", "radius": 24, "color": "#f5259f80", "offsetX": 1, "offsetY": 2, "spread": 0}]}
        },
        "fade": {"type": "custom-gradient", "value": {"gradientType": "linear", "rotation": 89.9999999999975, "stops": [{"position": 0, "color": "#434fcfff"}, {"position": 0.5, "color": "#7686ec80"}]}},
        "font": {"display": {"type": "custom-fontStyle", "value": {"fontSize": 46, "textDecoration": "none", "fontFamily": "SF Pro Display", "fontWeight": 600, "fontStyle": "normal", "letterSpacing": -0.5, "lineHeight": 54, "paragraphSpacing": 8, "textCase": "none"}}}
      }
      """##
    let (system, diagnostics) = Self.load(json, format: .styleDictionary)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let context = system.defaultContext
    let card = try #require(system.shadow("effect/card/0", in: context))
    #expect(card.count == 1 && card[0].blur.px == 8 && card[0].offsetY.px == 4 && card[0].spread.px == 3)
    #expect(!card[0].inset && abs(card[0].color.alpha - 38.0 / 255) < 0.001)
    let glow = try #require(system.shadow("effect/glow", in: context))
    #expect(glow.count == 1 && glow[0].inset && glow[0].blur.px == 24 && glow[0].offsetX.px == 1)
    // 600 46px/54px "SF Pro Display", tracking -0.5px, as the plugin's CSS transform writes it.
    let display = try #require(system.typography("font/display", in: context))
    #expect(display.family == "SF Pro Display" && display.weight == 600 && display.sizePx == 46)
    #expect(display.letterSpacingPx == -0.5 && display.lineHeightPx.map { abs($0 - 54) < 0.001 } == true)
    #expect(system.resolve("effect/card/description", in: context) == nil, "null is no token")
    // The gradient as the plugin's CSS transform writes it (the angle to 4 decimals).
    #expect(system.cssStylesheet().contains("  --fade: linear-gradient(90deg, #434fcfff 0%, #7686ec80 50%);\n"))
    #expect(system.resolve("fade", in: context)?.value.cssGradientText != nil)
    #expect(system.resolve("_comment", in: context) == nil)
    let forms = diagnostics.filter { $0.id == .styleDictionaryForm }
    // The "value" form at the first "value", the keys beside tokens at the first of them, the
    // plugin's shadow form at the first such value.
    #expect(
      forms.map(\.position) == [
        position(of: #""value""#, in: json), position(of: #""_comment""#, in: json),
        position(of: #"{"shadowType""#, in: json),
      ])
    #expect(forms.allSatisfy { $0.severity == .warning })
  }

  /// Workday's sets: typography fields in kebab case whose family and weight name tokens of
  /// Tokens Studio's `text` type, a kebab `cubic-bezier` type, a `_comment`, `oklch()` colors.
  @Test func tokensStudioKebabTypographyAndTextTokensReadAsThePluginReadsThem() throws {
    let json = ##"""
      {
        "base": {
          "_comment": "Base tokens",
          "family": {"value": "Roboto", "type": "text"},
          "weight": {"value": "Medium", "type": "text"},
          "size": {"value": "16px", "type": "fontSizes"},
          "ease": {"value": "cubic-bezier(0.2, 0, 0.2, 1)", "type": "cubic-bezier"},
          "red": {"value": "oklch(0.62796 0.25768 29.234 / 1)", "type": "color"},
          "bad": {"value": "oklch(#000000 / 0)", "type": "color"},
          "body": {
            "value": {"font-family": "{base.family}", "font-weight": "{base.weight}", "font-size": "{base.size}", "line-height": "1.5", "letter-spacing": "0"},
            "type": "typography"
          }
        }
      }
      """##
    let (system, diagnostics) = Self.load(json, format: .tokensStudio)
    let context = system.defaultContext
    let body = try #require(system.typography("base/body", in: context), "\(diagnostics)")
    #expect(body.family == "Roboto" && body.weight == 500 && body.sizePx == 16)
    #expect(system.resolve("base/ease", in: context)?.value == .cubicBezier([0.2, 0, 0.2, 1]))
    // CSS Color 4's example: oklch(62.796% 0.25768 29.234) is sRGB red.
    let red = try #require(system.color("base/red", in: context))
    #expect(red.hex.lowercased() == "#ff0000" && red.color.space == .oklch)
    // The one value no tool reads is one warning where it is written, and left out.
    #expect(errors(diagnostics).map(\.id) == [.tokensColorInvalid])
    #expect(errors(diagnostics).allSatisfy { $0.severity == .warning && $0.location?.line == 9 })
    #expect(diagnostics.contains { $0.matches(.studioForm, at: position(of: #""_comment""#, in: json)) })
    #expect(diagnostics.contains { $0.matches(.studioForm, at: position(of: #""font-family""#, in: json)) })
  }

  @Test func oklchAndOklabStringsAreTheirColorObjects() throws {
    let lch = try #require(LenientForms.oklabFunction("oklch(50% 0.1 -30deg / 50%)"))
    #expect(lch.space == .oklch && lch.components == [0.5, 0.1, 330] && lch.alpha == 0.5)
    let lab = try #require(LenientForms.oklabFunction("OKLAB(0.5 25% -0.1)"))
    #expect(lab.space == .oklab && lab.components == [0.5, 0.1, -0.1] && lab.alpha == 1)
    #expect(LenientForms.oklabFunction("oklch(#000000 / 0)") == nil)
    #expect(LenientForms.oklabFunction("oklch(1.5 0 0)") == nil, "lightness past 1")
    #expect(LenientForms.oklabFunction("oklch(0.5 -0.1 0)") == nil, "negative chroma")
  }

  /// The keys Figma SDS's exporter gives a variable's name parts (its `split(/[^\da-zA-Z]+/)`).
  @Test func figmaSDSKeysAreTheExportersSlugs() {
    #expect(FigmaSDSExport.key("Scale 03") == "scale-03")
    #expect(FigmaSDSExport.key("Brand B") == "brand-b")
    #expect(FigmaSDSExport.key("Weight Semi Bold Italic") == "weight-semi-bold-italic")
    #expect(FigmaSDSExport.key(" Über  x") == "-ber-x")
    #expect(FigmaSDSExport.keyedAlias("{@typography_primitives.Family Sans}") == "{@typography_primitives.family-sans}")
    #expect(FigmaSDSExport.keyedAlias("{@color.brand.800}") == nil)
    #expect(FigmaSDSExport.keyedAlias("{color.Brand}") == nil, "only the exporter's @ collections")
  }

  /// SDS aliases by display name resolve; a collection's modes are contexts; a mode's alias to a
  /// variable the file lacks keeps the first mode's value, said once.
  @Test func figmaSDSExportResolvesDisplayNamesAndModes() throws {
    let json = ##"""
      {
        "@prims": {
          "$extensions": {"com.figma.sds": {"figmaId": "C:1", "modes": ["value"]}},
          "gray": {"100": {"$type": "color", "$value": "#f5f5f5", "$extensions": {"com.figma.sds": {"modes": {"value": "#f5f5f5"}}}},
                   "900": {"$type": "color", "$value": "#1e1e1e", "$extensions": {"com.figma.sds": {"modes": {"value": "#1e1e1e"}}}}}
        },
        "@color": {
          "$extensions": {"com.figma.sds": {"figmaId": "C:2", "modes": ["sds_light", "sds_dark", "brand_b"]}},
          "bg": {"$type": "color", "$value": "{@prims.Gray.100}",
                 "$extensions": {"com.figma.sds": {"modes": {"sds_light": "{@prims.Gray.100}", "sds_dark": "{@prims.Gray.900}", "brand_b": "{@prims.Brand B.100}"}}}}
        }
      }
      """##
    let (system, diagnostics) = Self.load(json)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    func color(_ mode: String) -> String? {
      let context = system.resolutions.first { $0.context.id.contains(mode) }?.context
      return context.flatMap { system.color("@color/bg", in: $0)?.hex.lowercased() }
    }
    #expect(color("sds_light") == "#f5f5f5")
    #expect(color("sds_dark") == "#1e1e1e")
    #expect(color("brand_b") == "#f5f5f5", "the missing variable's mode keeps the first mode's value")
    let alias = try #require(diagnostics.first { $0.id == .figmaSDSDisplayName })
    #expect(alias.severity == .warning, "\(alias)")
    #expect(alias.position == position(of: #""{@prims.Gray.100}""#, in: json))
    let missing = try #require(diagnostics.first { $0.id == .figmaVariablesAliasMissing })
    #expect(missing.position == position(of: #""{@prims.Brand B.100}""#, in: json), "\(missing)")
  }

  /// Names containing '.', as a theme's TextMate scopes are named (written here by hand: no
  /// public file of this shape was found): reached by their dotted path, as Terrazzo's parser
  /// keys tokens, with one warning per name; strict keeps the error.
  @Test func dottedNamesAreReachedByTheirDottedPath() throws {
    let json = ##"""
      {
        "syntax": {
          "$type": "color",
          "entity.name.tag": {"$value": "#22863a"},
          "keyword": {"$value": "{syntax.entity.name.tag}"}
        }
      }
      """##
    let (system, diagnostics) = Self.load(json)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    #expect(system.color("syntax/keyword", in: system.defaultContext)?.hex.lowercased() == "#22863a")
    #expect(system.color("syntax/entity.name.tag", in: system.defaultContext)?.hex.lowercased() == "#22863a")
    let warning = try #require(diagnostics.first { $0.id == .tokensDeviationDottedName })
    #expect(warning.severity == .warning && warning.location?.line == 4 && warning.location?.column == 5)
    let strict = collecting {
      TokenSystem.load(sourcePath: "/t/s.json", strictness: .strict, files: .memory(["/t/s.json": json]), into: &$0)
    }.1
    #expect(strict.contains { $0.id == .tokensNameInvalid && $0.severity == .error && $0.location?.line == 4 })
  }
}
