import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Site

/// site.yml's `chrome:`: the theme's colors from the site's tokens, checked like any token reference.
@Suite struct ChromeMappingTests {
  /// Contrast measures translucent colors over the page the theme paints: the two must agree.
  @Test func contrastBackdropsAreThePalettesPages() {
    #expect(ChromePalette.color(.background, dark: false).hex == ContrastBackdrop.lightPage.color.hex)
    #expect(ChromePalette.color(.background, dark: true).hex == ContrastBackdrop.darkPage.color.hex)
  }

  /// The sds fixture with its `chrome:` block replaced by `chrome` (nothing: no block).
  private func site(chrome: String?) throws -> FixtureSite {
    let site = try FixtureSite("sds")
    var configuration = try site.read("content/site.yml")
    let start = try #require(configuration.range(of: "chrome:\n"))
    let end = try #require(configuration.range(of: "search:"))
    configuration.replaceSubrange(start.lowerBound..<end.lowerBound, with: chrome.map { $0 + "\n" } ?? "")
    try site.write("content/site.yml", configuration)
    return site
  }

  private func line(of text: String, in site: FixtureSite) throws -> Int {
    let lines = try site.read("content/site.yml").split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(text) }) + 1
  }

  @Test func mappedRolesBecomeChromePropertiesAtTheEndOfTokensCSS() throws {
    let site = try FixtureSite("sds")
    defer { site.remove() }
    let report = site.build()
    #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.messages)")
    let css = try site.read("Public/tokens.css")
    #expect(
      css.hasSuffix(
        """
        :root {
          --sp-chrome-background: var(--color-background-default);
          --sp-chrome-surface: var(--color-background-secondary);
          --sp-chrome-text: var(--color-text-default);
          --sp-chrome-muted-text: var(--color-text-secondary);
          --sp-chrome-border: var(--color-border-default);
          --sp-chrome-accent: var(--color-text-brand);
        }

        """), "\(css.suffix(400))")
  }

  @Test func withoutChromeTokensCSSHasNoChromeBlock() throws {
    let site = try site(chrome: nil)
    defer { site.remove() }
    #expect(site.build().succeeded)
    // The stylesheet ends with the token tables' rules: no chrome block follows them.
    let css = try site.read("Public/tokens.css")
    #expect(css.hasSuffix(TokenTables.previewStylesheet))
    #expect(!css.contains("--sp-chrome-"))
  }

  @Test func anUnknownTokenIsAnErrorWithDidYouMean() throws {
    let site = try site(chrome: "chrome:\n  background: color/background/defualt")
    defer { site.remove() }
    let report = site.build()
    #expect(!report.succeeded)
    let error = try #require(report.diagnostics.first { $0.id == .chromeUnknownToken })
    #expect(error.severity == .error)
    #expect(error.location?.line == (try line(of: "defualt", in: site)))
    #expect(error.location?.column == 15)
    #expect(error.hint?.contains("color/background/default") == true, "\(error.hint ?? "")")
  }

  @Test func aTokenThatIsNotAColorIsAnError() throws {
    let site = try site(chrome: "chrome:\n  text: color/primitives/gray/900\n  border: space/200")
    defer { site.remove() }
    let report = site.build()
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == [.chromeNotAColor], "\(report.messages)")
    #expect(errors.first?.location?.line == (try line(of: "space/200", in: site)))
  }

  @Test func lowContrastIsAWarningInTheContextItFails() throws {
    // The secondary background as text: readable in neither theme.
    let site = try site(chrome: "chrome:\n  background: color/background/default\n  text: color/background/secondary")
    defer { site.remove() }
    let report = site.build()
    #expect(report.succeeded)
    let warnings = report.diagnostics.filter { $0.id == .chromeLowContrast }
    #expect(warnings.allSatisfy { $0.severity == .warning })
    #expect(
      warnings.contains { $0.message.contains("text on its page background") && $0.message.contains("in Light,") })
    #expect(warnings.contains { $0.message.contains("text on its page background") && $0.message.contains("in Dark,") })
    #expect(warnings.allSatisfy { $0.location?.line == (try? line(of: "text: color/background/secondary", in: site)) })
    #expect(!site.build(strict: true).succeeded)
  }

  @Test func chromeThatIsNotAMappingIsAnError() throws {
    let site = try site(chrome: "chrome: color/background/default")
    defer { site.remove() }
    let report = site.build()
    #expect(!report.succeeded)
    let error = try #require(report.diagnostics.first { $0.id == .chromeNotAMapping })
    #expect(error.location?.line == (try line(of: "chrome: color", in: site)))
  }

  @Test func chromeWithoutTokensIsAnError() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/site.yml", try site.read("content/site.yml") + "chrome:\n  text: text/default\n")
    let report = site.build()
    #expect(report.diagnostics.map(\.id).contains(.chromeWithoutTokens), "\(report.messages)")
    #expect(!report.succeeded)
  }

  @Test func anUnknownRoleIsAnErrorWithDidYouMean() throws {
    let site = try site(chrome: "chrome:\n  backgroud: color/background/default")
    defer { site.remove() }
    let report = site.build()
    #expect(!report.succeeded)
    #expect(report.messages.contains { $0.contains("unknown key 'backgroud' in chrome") && $0.contains("background") })
  }

  /// The palette the contrast check assumes is the one the stylesheet falls back to.
  @Test func thePaletteMatchesTheThemesStylesheet() throws {
    let css = try String(contentsOfFile: Repository.path("templates/assets/specimen.css"), encoding: .utf8)
    let light = try #require(css.range(of: ":root {")).upperBound
    let dark = try #require(css.range(of: "[data-theme=\"dark\"] {")).upperBound
    for role in ChromeMapping.Role.allCases where role != .focus {
      for (start, isDark) in [(light, false), (dark, true)] {
        let block = css[start...].prefix { $0 != "}" }
        let hex = ChromePalette.color(role, dark: isDark).hex.lowercased()
        #expect(block.contains("var(\(role.property), \(hex))"), "\(role) dark=\(isDark)")
      }
    }
  }
}
