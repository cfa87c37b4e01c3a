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
}
