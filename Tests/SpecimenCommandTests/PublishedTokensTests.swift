import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen init --tokens` on public design systems' token files exactly as their repositories
/// publish them (Tests/TokenImportTests/Fixtures/Published, each folder's README names the
/// repository, commit and licence), then `specimen build` on what it wrote, with no edits: both
/// exit 0 with no error.
@Suite struct PublishedTokensTests {
  static let published = Fixtures.path("Published", target: "TokenImportTests")

  /// Each system and the file or folder its repository publishes.
  static let sources: [(system: String, path: String)] = [
    ("digdir-designsystemet", "design-tokens"),  // Tokens Studio folder, $themes
    ("equinor-design-system", "raw"),  // Tokens Studio folder, Figma's computed colors
    ("hashicorp-design-system", "src"),  // Style Dictionary 4 tree in DTCG syntax
    ("nl-design-system-themes", "basis.tokens.json"),  // Tokens Studio single file
    ("pinterest-gestalt", "classic"),  // Style Dictionary tree, classic syntax
    ("Sage-design-tokens", "tokens"),  // Tokens Studio folder with math
    ("US-CBP-design-system", "tokens"),  // Style Dictionary tree, `{ a.b.value }` references
    ("Kong-design-tokens", "."),  // Style Dictionary tree with the palette its config includes
    ("Workday-canvas-tokens", "tokens"),  // Tokens Studio sets: kebab typographies, oklch(), depth shadows
    ("brave-leo", "tokens"),  // Figma Design Tokens plugin: custom-shadow, `description: null`
    ("figma-sds", "tokens.json"),  // Figma SDS exporter: aliases by display name, modes
    ("NVE-Designsystem", "tokens"),  // Tokens Studio folder: brand, scheme and device themes
    ("rei-cedar-tokens", "tokens"),  // Style Dictionary 4 tree: plain values tokens reference, `.$value` paths
    ("fluentui-token-pipeline", "src/demo/w3c"),  // DTCG files: global, light and dark, no resolver
    ("red-hat-design-tokens", "tokens"),  // Style Dictionary 4 tree in YAML, DTCG syntax
    ("fermi-bison", "tokens"),  // Figma's own variables export: a file per mode, `com.figma.modeName`
    ("tokens-studio-lion-example", "tokens"),  // Tokens Studio folders, legacy form, stale tokenSetOrder
    ("Workday-canvas-tokens-studio", "tokens"),  // Tokens Studio: themes naming a folder of sets as one set
    ("primer-primitives", "src/tokens"),  // DTCG files written as JSON5
    ("twilio-paste", "tokens"),  // Theo: props, {!alias} aliases, global defaults, imports
  ]

  @Test(arguments: sources.map(\.system))
  func initThenBuildSucceeds(_ system: String) async throws {
    let path = try #require(Self.sources.first { $0.system == system }?.path)
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-published-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--tokens", Self.published + "/\(system)/\(path)")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    #expect(!initialized.err.contains(": error:"), "\(initialized.err.prefix(2_000))")
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err.prefix(2_000))")
    #expect(!built.err.contains(": error:"), "\(built.err.prefix(2_000))")
    #expect(FileManager.default.fileExists(atPath: site + "/Public/tokens.css"))
    // Each kind of warning about the export is one line, with its count, from init as from the build.
    for printed in [initialized.err, built.err] {
      let warnings = printed.split(separator: "\n").filter { $0.contains(": warning: ") }
      var kinds: [String: Int] = [:]
      for line in warnings {
        let kind = line.firstMatch(of: /: warning: \d+ × ([a-z0-9.\-]+):/).map { String($0.1) } ?? String(line)
        kinds[kind, default: 0] += 1
      }
      #expect(kinds.values.allSatisfy { $0 == 1 }, "\(kinds.filter { $0.value > 1 })")
      #expect(warnings.count < 20, "\(warnings.count) warning lines")
    }
  }

  /// NVE's Tokens Studio export has three brands under a picker: its Color page writes each
  /// table once, a row that reads the same in every brand once and one that differs once per
  /// distinct reading, so the page grows with its tokens and the values that vary, not with the
  /// brands (1,048,876 bytes when each brand had a table of its own; 697,906 now).
  @Test func aPickedModifierWritesEachTableOnce() async throws {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-nve-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--tokens", Self.published + "/NVE-Designsystem/tokens")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err.prefix(2_000))")
    let page = try String(contentsOfFile: site + "/Public/foundations/color/index.html", encoding: .utf8)
    #expect(page.utf8.count < 760_000, "\(page.utf8.count) bytes")
    let pickers = page.components(separatedBy: #"<div class="sp-context-picked">"#).count - 1
    #expect(pickers > 0)
    // One table per picker, and three brand panels each.
    #expect(page.components(separatedBy: #"<div class="sp-context-panel" hidden="""#).count - 1 == 3 * pickers)
    // Rows: a token's rows are its distinct readings, so no row is marked for every brand, and no
    // token has more rows than brands.
    let panelled = HTMLElement.parse(page).all("tr", where: { $0["data-sp-context-panels"] != nil })
    #expect(!panelled.isEmpty)
    #expect(
      panelled.allSatisfy { ($0["data-sp-context-panels"] ?? "").split(separator: " ").count < 3 },
      "no row is marked for all three brands")
    var rows: [String: Int] = [:]
    for match in page.matches(of: /<tr (?:id="[^"]*" )?data-token="([^"]+)"/) { rows[String(match.1), default: 0] += 1 }
    #expect(!rows.isEmpty && rows.values.allSatisfy { $0 <= 3 }, "\(rows.filter { $0.value > 3 })")
    #expect(rows.values.contains(1) && rows.values.contains(3))
  }

  /// Figma's Simple Design System names its icon colors `@color/icon/…`: init pairs them with the
  /// backgrounds as it pairs the text colors, and the Color page holds them to WCAG 1.4.11's 3:1,
  /// not text's 4.5:1. `@color/icon/positive/secondary` on the default background is 3.70:1 in
  /// sds_light: it passed as text never could, and it passes as an icon; `…/tertiary` (2.90:1)
  /// fails either way; the text color of that name (3.70:1 too) still fails.
  @Test func iconColorsAreHeldToTheNonTextMinimum() async throws {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sds-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--tokens", Self.published + "/figma-sds/tokens.json")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let markdown = try String(contentsOfFile: site + "/content/pages/foundations/color.md", encoding: .utf8)
    #expect(markdown.contains(" against WCAG's 4.5:1 for text and 3:1 for icons and borders.\n"))
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err.prefix(2_000))")
    let page = try String(contentsOfFile: site + "/Public/foundations/color/index.html", encoding: .utf8)
    // The light contexts' list comes first, named by the contexts it stands for (it was called
    // "Desktop", the size modifier's value every context shares).
    let light = try #require(
      page.components(separatedBy: "<p class=\"sp-contrast-caption\"><strong>").dropFirst().first)
    #expect(light.hasPrefix("SDS light, Brand B light</strong>"), "\(light.prefix(80))")
    let rows = HTMLElement.parse(light).all("tr", where: { _ in true })
    func row(_ foreground: String) -> String? {
      rows.first { $0.text.contains(foreground + " on @color/background/default/default") }?.text
    }
    let icon = try #require(row("@color/icon/positive/secondary"))
    #expect(
      icon.contains("3.70:1") && icon.contains("✓ AA passes") && icon.contains("3:1, non-text (1.4.11)"), "\(icon)")
    #expect(!icon.contains("AA large"))
    let weak = try #require(row("@color/icon/positive/tertiary"))
    #expect(weak.contains("2.90:1") && weak.contains("✗ AA fails"), "\(weak)")
    let text = try #require(row("@color/text/positive/secondary"))
    #expect(text.contains("✗ AA fails") && text.contains("AA large"), "\(text)")
    #expect(
      page.contains(
        #"aria-label="An icon in @color/icon/positive/secondary on @color/background/default/default: 3.70:1""#))
  }

  /// digdir's `size` (semantic/style) and `_size` (primitives/modes/size/global) both read
  /// "Size": the second is named for the sets it is defined in, in words, not by its raw key in
  /// parentheses, and no two foundations pages share a title.
  @Test func digdirsTwoSizeGroupsAreNamedForTheirSets() async throws {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sets-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--tokens", Self.published + "/digdir-designsystemet/design-tokens")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let folder = site + "/content/pages/foundations"
    var titles: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("title: ") })
      titles.append(String(line.dropFirst("title: ".count)))
    }
    #expect(titles.contains("Size") && titles.contains("Size primitives"), "\(titles)")
    // The group named for its one Theme is that theme's page, not one titled as the system is.
    #expect(titles.contains("Designsystemet theme") && !titles.contains("Designsystemet"), "\(titles)")
    #expect(!titles.contains { $0.contains("(") }, "\(titles)")
    #expect(Set(titles.map { $0.lowercased() }).count == titles.count, "\(titles)")
    let page = try String(contentsOfFile: folder + "/size-primitives.md", encoding: .utf8)
    #expect(page.contains("```token-list _size\nopen\n```"))
  }

  /// Systems whose colour scheme is a modifier of another name: a Tokens Studio theme group
  /// "Color scheme" (Dark first, so the default), another "Mode", and a Style Dictionary tree of
  /// `*-light.json` and `*-dark.json` files, Red Hat's `[light, dark]` colour lists, Primer's
  /// `light/` and `dark/` palettes with its themes' overrides, and Theo
  /// themes (`themes/dark/tokens.yml`). Init
  /// shows Light then Dark; tokens.css has the light
  /// scheme in `:root` and the dark one under the switch's `data-theme`.
  static let schemes: [(system: String, path: String, contexts: String, token: String, light: String, dark: String)] =
    [
      (
        "digdir-designsystemet", "design-tokens", "Color scheme: [Light, Dark]", "--designsystemet-accent-1",
        "#FFFFFF", "#0C1927"
      ),
      ("Sage-design-tokens", "tokens", "Mode: [Light, Dark]", "--mode-color-brand-default", "#000000", "#00D639"),
      (
        "figma-sds", "tokens.json", "color: [sds_light, sds_dark, brand_b_light]",
        "--color-background-default-default", "#FFFFFF", "#1E1E1E"
      ),
      (
        "pinterest-gestalt", "classic", "theme: [light, dark]", "--color-background-default", "#FFFFFF", "#111111"
      ),
      (
        "fluentui-token-pipeline", "src/demo/w3c", "theme: [light, dark]", "--NeutralBackground1-Fill-Color-Rest",
        "#FFFFFF", "#292929"
      ),
      ("fermi-bison", "tokens", "theme: [Light, Dark]", "--Border-Plain", "#B6B6B6", "#484848"),
      ("red-hat-design-tokens", "tokens", "theme: [light, dark]", "--color-text-primary", "#151515", "#FFFFFF"),
      (
        "primer-primitives", "src/tokens",
        "theme: [light, dark, dark-dimmed, dark-dimmed-high-contrast, dark-high-contrast, dark-tritanopia-high-contrast, dark-protanopia-deuteranopia-high-contrast, light-high-contrast, light-tritanopia-high-contrast, light-protanopia-deuteranopia-high-contrast, light-tritanopia, dark-tritanopia, light-protanopia-deuteranopia, dark-protanopia-deuteranopia]",
        "--bgColor-default", "#FFFFFF", "#0D1117"
      ),
      (
        "twilio-paste", "tokens", "theme: [default, dark, evergreen, sendgrid, twilio-dark, twilio]",
        "--color-background", "#F4F4F6", "#18253C"
      ),
    ]

  @Test(arguments: schemes.map(\.system))
  func theColorSchemeIsTheSwitchs(_ system: String) async throws {
    let expected = try #require(Self.schemes.first { $0.system == system })
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-scheme-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--tokens", Self.published + "/\(system)/\(expected.path)")
    #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
    let siteFile = try String(contentsOfFile: site + "/content/site.yml", encoding: .utf8)
    #expect(siteFile.contains("    " + expected.contexts + "\n"), "\(siteFile)")
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err.prefix(2_000))")
    let css = try String(contentsOfFile: site + "/Public/tokens.css", encoding: .utf8)
    let root = try #require(css.components(separatedBy: "\n}\n").first)
    #expect(root.contains(":root {"))
    #expect(root.contains("  \(expected.token): \(expected.light);"), "light in :root")
    let dark = try #require(css.components(separatedBy: "\n[data-theme=\"dark\"] {\n").dropFirst().first)
    #expect(dark.components(separatedBy: "\n}\n")[0].contains("  \(expected.token): \(expected.dark);"))
    #expect(css.contains("@media (prefers-color-scheme: dark) {"))
    #expect(css.contains("  :root:where(:not([data-theme=\"light\"])) {"))
  }
}
