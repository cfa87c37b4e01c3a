import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// `--format json` (golden), `css` and `table`, and the site's `tokens.css`.
@Suite struct OutputTests {
  static let files: [String: String] = [
    "/t/r.resolver.json": """
    { "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
        "platform": { "contexts": { "ios": [{ "size": { "$type": "dimension", "target": { "$value": {"value": 44, "unit": "px"} } } }],
                                    "android": [{ "size": { "$type": "dimension", "target": { "$value": {"value": 48, "unit": "px"} } } }] }, "default": "ios" }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/platform" }] }
    """,
    "/t/base.tokens.json": """
    {
      "colors": { "$type": "color",
        "white": { "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"} },
        "ink": { "$value": {"colorSpace": "srgb", "components": [0.1098, 0.1098, 0.1176]} },
        "shade": { "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.04} } },
      "ring": { "$type": "shadow", "$value": [
        {"color": "{bg.surface}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 2, "unit": "px"}},
        {"color": "{colors.shade}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}
      ] },
      "type": { "$type": "typography", "label": { "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 18, "unit": "px"}, "fontWeight": "medium", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5556} } },
      "group": { "$type": "number", "$root": { "$value": 1 }, "more": { "$value": 2 } }
    }
    """,
    "/t/light.tokens.json": #"{ "bg": { "$type": "color", "surface": { "$value": "{colors.white}" } } }"#,
    "/t/dark.tokens.json": #"{ "bg": { "$type": "color", "surface": { "$value": "{colors.ink}" } } }"#,
  ]

  static let goldenJSON = """
    {
      "colors.white": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            1,
            1
          ],
          "hex": "#ffffff"
        }
      },
      "colors.ink": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.1098,
            0.1098,
            0.1176
          ]
        }
      },
      "colors.shade": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0,
            0
          ],
          "alpha": 0.04
        }
      },
      "ring": {
        "$type": "shadow",
        "$value": [
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                0.1098,
                0.1098,
                0.1176
              ]
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 0,
              "unit": "px"
            },
            "blur": {
              "value": 0,
              "unit": "px"
            },
            "spread": {
              "value": 2,
              "unit": "px"
            }
          },
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                0,
                0,
                0
              ],
              "alpha": 0.04
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 2,
              "unit": "px"
            },
            "blur": {
              "value": 4,
              "unit": "px"
            },
            "spread": {
              "value": 0,
              "unit": "px"
            }
          }
        ]
      },
      "type.label": {
        "$type": "typography",
        "$value": {
          "fontFamily": [
            "Inter",
            "sans-serif"
          ],
          "fontSize": {
            "value": 18,
            "unit": "px"
          },
          "fontWeight": "medium",
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.5556
        }
      },
      "group": {
        "$type": "number",
        "$value": 1
      },
      "group.more": {
        "$type": "number",
        "$value": 2
      },
      "bg.surface": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.1098,
            0.1098,
            0.1176
          ]
        }
      },
      "size.target": {
        "$type": "dimension",
        "$value": {
          "value": 48,
          "unit": "px"
        }
      }
    }

    """

  /// What `specimen tokens` writes for the contexts chosen, through the data API it uses.
  func render(contexts: [String] = [], format: TokenSystem.OutputFormat = .json) -> (
    output: String, diagnostics: [Diagnostic]
  ) {
    let (system, diagnostics) = collecting {
      TokenSystem.load(
        site: nil, resolver: "/t/r.resolver.json", strictness: .lenient, files: .memory(Self.files), into: &$0)
    }
    let inputs = contexts.flatMap { text in collecting { ContextSelection.parse(text, into: &$0) }.0?.inputs ?? [] }
    let (context, problems) = collecting { system.context(for: ContextSelection(inputs), into: &$0) }
    guard let context else { return ("", diagnostics.all + problems.all) }
    return (system.output(for: context, as: format), diagnostics.all + problems.all)
  }

  @Test func jsonGolden() throws {
    let result = render(contexts: ["theme=dark", "platform=android"])
    #expect(result.diagnostics.isEmpty)
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] != nil { print(result.output) }
    #expect(result.output == Self.goldenJSON)
    // It is valid JSON with no alias left.
    let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(parsed?.count == 9)
    #expect(!result.output.contains("{bg") && !result.output.contains("{colors"))
  }

  @Test func defaultsWithoutContext() {
    let result = render(format: .table)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines[0] == "# Light · Ios")
    #expect(lines[1].hasPrefix("TOKEN         TYPE        VALUE"))
    #expect(lines.contains { $0.hasPrefix("bg/surface") && $0.hasSuffix("bg/surface → colors/white") })
    #expect(
      lines.contains {
        $0.hasPrefix("ring  ") && $0.contains("1.color: bg/surface → colors/white; 2.color: colors/shade")
      })
    #expect(lines.contains { $0.hasPrefix("size/target") && $0.contains("44px") })
  }

  @Test func cssBlockForOneContext() {
    let result = render(contexts: ["theme=dark"], format: .css)
    #expect(
      result.output == """
        /* Dark · Ios */
        :root {
          --colors-white: #FFFFFF;
          --colors-ink: #1C1C1E;
          --colors-shade: rgb(0 0 0 / 0.04);
          --ring: 0 0 0 2px #1C1C1E, 0 2px 4px 0 rgb(0 0 0 / 0.04);
          --type-label: 500 18px/28px "Inter", sans-serif;
          --type-label-font-size: 18px;
          --type-label-line-height: 28px;
          --type-label-letter-spacing: 0;
          --group: 1;
          --group-more: 2;
          --bg-surface: #1C1C1E;
          --size-target: 44px;
        }

        """)
  }

  @Test func stylesheetHasABlockPerContext() {
    let (system, _) = loadResolver(Self.files)
    let css = system.cssStylesheet()
    #expect(css.contains(":root {\n  --colors-white: #FFFFFF;"))
    #expect(
      css.contains(
        "[data-theme=\"light\"] {\n  --ring: 0 0 0 2px #FFFFFF, 0 2px 4px 0 rgb(0 0 0 / 0.04);\n  --bg-surface: #FFFFFF;\n}"
      ))
    #expect(
      css.contains(
        "[data-theme=\"dark\"] {\n  --ring: 0 0 0 2px #1C1C1E, 0 2px 4px 0 rgb(0 0 0 / 0.04);\n  --bg-surface: #1C1C1E;\n}"
      ))
    #expect(css.contains("[data-platform=\"android\"] {\n  --size-target: 48px;\n}"))
    #expect(!css.contains("][data-"), "no token depends on theme and platform together")
  }

  @Test func combinedBlockWhenATokenDependsOnTwoModifiers() {
    var files = Self.files
    files["/t/r.resolver.json"] = files["/t/r.resolver.json"]!.replacingOccurrences(
      of: ##"{ "$ref": "#/modifiers/platform" }]"##,
      with:
        ##"{ "$ref": "#/modifiers/platform" }, { "type": "modifier", "name": "mix", "contexts": { "off": [], "on": [{ "size": { "target": { "$value": {"value": 50, "unit": "px"} } } }] }, "default": "off" }]"##
    )
    let (system, diagnostics) = loadResolver(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    // platform=android and mix=on both set size/target; with both, mix wins (later in resolution order).
    #expect(
      !css.contains("[data-platform=\"android\"][data-mix=\"on\"]"),
      "the cascade already gives 50 (mix block comes later)")
    #expect(css.contains("[data-mix=\"on\"] {\n  --size-target: 50px;\n}"))
  }

  @Test func combinedBlockWhenTheCascadeWouldBeWrong() {
    var files = Self.files
    // On Android `x` follows the themed surface; on iOS it is always white.
    files["/t/r.resolver.json"] = files["/t/r.resolver.json"]!
      .replacingOccurrences(
        of: ##"[{ "size": { "$type": "dimension", "target": { "$value": {"value": 44, "unit": "px"} } } }]"##,
        with: ##"[{ "x": { "$value": "{colors.white}" } }]"##
      )
      .replacingOccurrences(
        of: ##"[{ "size": { "$type": "dimension", "target": { "$value": {"value": 48, "unit": "px"} } } }]"##,
        with: ##"[{ "x": { "$value": "{bg.surface}" } }]"##)
    let (system, diagnostics) = loadResolver(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    // Alone, neither modifier changes x (light Android is white too), so only the pair has a block.
    #expect(!css.contains("\n[data-platform="))
    #expect(
      css.contains("/* Dark · Android */\n[data-theme=\"dark\"][data-platform=\"android\"] {\n  --x: #1C1C1E;\n}"))
  }

  @Test func cssVariableNames() {
    #expect(cssVariableName(forTokenPath: "bg/sub-200") == "--bg-sub-200")
    #expect(cssVariableName(forTokenPath: "bg.sub-200") == "--bg-sub-200")
    #expect(cssVariableName(forTokenPath: "colors/alpha/black/alpha-24") == "--colors-alpha-black-alpha-24")
    #expect(cssVariableName(forTokenPath: "focusRing/brand") == "--focusRing-brand")
    #expect(cssVariableName(forTokenPath: "color.accent.$root") == "--color-accent")
    #expect(cssVariableName(forTokenPath: "brand colors/primary (new)") == "--brand-colors-primary--new-")
    #expect(
      TokenSystem.cssSelector(for: [ContextInput(modifier: "Color Theme", context: "da\"rk")])
        == "[data-color-theme=\"da\\\"rk\"]")
  }

  @Test func contextsThatDoNotExistSayWhichDo() {
    let badContext = render(contexts: ["theme=blue"])
    #expect(badContext.output.isEmpty)
    #expect(badContext.diagnostics.map(\.id) == [.tokensUnknownContext])
    #expect(badContext.diagnostics.first?.hint == "theme is one of light, dark")
    let unknownModifier = render(contexts: ["platfrom=ios"])
    #expect(unknownModifier.diagnostics.first?.hint == "did you mean 'platform'?")
    let (_, missing) = collecting {
      TokenSystem.load(
        site: nil, resolver: "/t/none.resolver.json", strictness: .lenient, files: .memory(Self.files), into: &$0)
    }
    #expect(missing.contains { $0.severity == .error })
  }
}
