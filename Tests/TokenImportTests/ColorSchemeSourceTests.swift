import SpecimenCore
import TestSupport
import Testing

@testable import TokenImport
@testable import Tokens

/// Exports without modifiers whose files or sets are named for a light and a dark scheme read as
/// a `theme` modifier with the two: each scheme reads the shared files and its own.
@Suite struct ColorSchemeSourceTests {
  @Test func aStyleDictionaryTreeOfLightAndDarkFiles() throws {
    let files = FileSource.memory([
      "/t/sd/base.json": ##"{"color": {"white": {"value": "#ffffff"}, "black": {"value": "#000000"}}}"##,
      "/t/sd/sema-color-dark.json": ##"{"color": {"page": {"value": "{color.black.value}"}}}"##,
      "/t/sd/sema-color-light.json": ##"{"color": {"page": {"value": "{color.white.value}"}}}"##,
    ])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/sd", format: .styleDictionary, files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.modifiers.map(\.name) == ["theme"])
    #expect(system.modifiers.first?.contexts == ["light", "dark"])
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "light", dark: "dark"))
    let css = system.cssStylesheet()
    #expect(css.contains(":root {\n  --color-white: #FFFFFF;\n  --color-black: #000000;\n  --color-page: #FFFFFF;\n}"))
    #expect(css.contains("[data-theme=\"dark\"] {\n  --color-page: #000000;\n}"))
  }

  /// Red Hat's tree writes its themable colours as a list: the first value is light, the last
  /// dark, as its build's `light-dark()` transform reads them. A list on another type stays the
  /// value it was (no token).
  @Test func colourListsReadAsTheLightAndDarkValues() throws {
    let files = FileSource.memory([
      "/t/sd/color.yml": """
      color:
        $type: color
        white:
          $value: '#FFFFFF'
        black:
          $value: '#151515'
        gray:
          $value: '#707070'
        text:
          _:
            $value:
              - '{color.black}'
              - '{color.white}'
        surface:
          $value: ['{color.white}', '{color.gray}', '{color.black}']
      size:
        pair:
          $type: dimension
          $value: [1px, 2px]
      """
    ])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/sd", format: .styleDictionary, files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "light", dark: "dark"))
    // One warning for the file, at its first list.
    let text = try #require(try files.read("/t/sd/color.yml"))
    let lists = diagnostics.filter { $0.id == .styleDictionaryForm }
    #expect(lists.map(\.position) == [position(of: "- '{color.black}'", in: text)])
    // How many colours are lists is said in words only.
    #expect(lists.first?.message.hasPrefix("2 colours in this file") == true)
    let css = system.cssStylesheet()
    #expect(css.contains("  --color-text: #151515;\n  --color-surface: #FFFFFF;\n"), "light in :root")
    #expect(css.contains("[data-theme=\"dark\"] {\n  --color-text: #FFFFFF;\n  --color-surface: #151515;\n}"))
    var scratch = Diagnostics()
    let dark = try #require(system.context(for: ContextSelection(["theme": "dark"]), into: &scratch))
    #expect(system.resolve("color/text", in: dark)?.chainText == "color/text → color/white → #FFFFFF")
    #expect(system.resolve("size/pair", in: system.defaultContext) == nil)
  }

  @Test func aTokensStudioFileWithLightAndDarkSetsAndNoThemes() throws {
    let json = ##"""
      {
        "core": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}},
        "modes/dark": {"page": {"value": "{black}", "type": "color"}},
        "modes/light": {"page": {"value": "{white}", "type": "color"}},
        "$metadata": {"tokenSetOrder": ["core", "modes/dark", "modes/light"]}
      }
      """##
    let files = FileSource.memory(["/t/studio.json": json])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/studio.json", files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "light", dark: "dark"))
    let css = system.cssStylesheet()
    #expect(css.contains("--page: #FFFFFF;\n}\n"), "light in :root")
    #expect(css.contains("[data-theme=\"dark\"] {\n  --page: #000000;\n}"))
  }

  @Test func aFolderWithADarkFileAloneStaysOneContext() {
    let files = FileSource.memory([
      "/t/sd/base.json": ##"{"color": {"page": {"value": "#ffffff"}}}"##,
      "/t/sd/dark.json": ##"{"color": {"page": {"value": "#000000"}}}"##,
    ])
    let (system, _) = collecting {
      TokenSystem.load(sourcePath: "/t/sd", format: .styleDictionary, files: files, into: &$0)
    }
    #expect(system.modifiers.isEmpty)
  }

  /// Figma's own "Export variables": a file per mode of a collection, each naming its mode; a
  /// single-mode collection renamed `*.json` is read in every context, other JSON is passed over.
  @Test func figmasOwnExportOfAFilePerMode() throws {
    func color(_ hex: String) -> String {
      let channel = hex == "#FFFFFF" ? 1 : 0
      return
        ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\##(channel), \##(channel), \##(channel)], "alpha": 1, "hex": "\##(hex)"}}"##
    }
    let files = FileSource.memory([
      "/t/figma/Dark.tokens.json": ##"{"page": \##(color("#000000")), "$extensions": {"com.figma.modeName": "Dark"}}"##,
      "/t/figma/Light.tokens.json":
        ##"{"page": \##(color("#FFFFFF")), "$extensions": {"com.figma.modeName": "Light"}}"##,
      "/t/figma/Compact.tokens.json":
        ##"{"gap": {"$type": "number", "$value": 4}, "$extensions": {"com.figma.modeName": "Compact"}}"##,
      "/t/figma/Roomy.tokens.json":
        ##"{"gap": {"$type": "number", "$value": 8}, "$extensions": {"com.figma.modeName": "Roomy"}}"##,
      "/t/figma/Spacing.json": ##"{"space": {"$type": "number", "$value": 2}}"##,
      "/t/figma/notes.json": ##"{"author": "someone"}"##,
    ])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/figma", files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.modifiers.map(\.name) == ["mode", "theme"])
    #expect(system.modifiers.map(\.contexts) == [["Compact", "Roomy"], ["Light", "Dark"]])
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "Light", dark: "Dark"))
    let css = system.cssStylesheet()
    #expect(css.contains("  --page: #FFFFFF;\n"), "light in :root")
    #expect(css.contains("[data-theme=\"dark\"] {\n  --page: #000000;\n}"))
    #expect(css.contains("  --space: 2;\n"), "the renamed single-mode file is read")
    #expect(!css.contains("author"))
  }

  @Test func dtcgFilesNamedForLightAndDarkBesideAShared() throws {
    let files = FileSource.memory([
      "/t/w3c/global.tokens.json":
        ##"{"white": {"$type": "color", "$value": "#ffffff"}, "black": {"$type": "color", "$value": "#000000"}}"##,
      "/t/w3c/light.tokens.json": ##"{"page": {"$type": "color", "$value": "{white}"}}"##,
      "/t/w3c/dark.tokens.json": ##"{"page": {"$type": "color", "$value": "{black}"}}"##,
    ])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/w3c", files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "light", dark: "dark"))
    let css = system.cssStylesheet()
    #expect(css.contains("  --page: #FFFFFF;\n}\n"), "light in :root")
    #expect(css.contains("[data-theme=\"dark\"] {\n  --page: #000000;\n}"))
  }

  /// A Style Dictionary tree in YAML, as a config that registers a YAML parser reads it.
  @Test func aStyleDictionaryTreeInYAML() throws {
    let files = FileSource.memory([
      "/t/yaml/color.yml":
        "color:\n  $type: color\n  white:\n    $value: '#FFFFFF'\n  40:\n    $value: '{color.white}'\n",
      "/t/yaml/notes.md": "# Colors\n",
    ])
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/t/yaml", files: files, into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.color("color/40", in: system.defaultContext)?.hex == "#FFFFFF")
  }
}
