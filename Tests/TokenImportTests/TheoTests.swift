import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Salesforce's Theo format read as Theo resolves it: imports first, later aliases and props
/// over earlier ones, `{!alias}` substituted once everything is read, `global` as each prop's
/// defaults.
@Suite struct TheoTests {
  static func load(_ files: [String: String], source: String = "/t/theo") -> (TokenSystem, Diagnostics) {
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(sourcePath: source, files: .memory(files), into: &diagnostics)
    return (system, diagnostics)
  }

  static let palette = "aliases:\n  gray-10: \"#F4F4F6\"\n  gray-90: \"#121C2D\"\n  space: \"0.5rem\"\n"

  @Test func aFolderReadsFromItsEntryThroughItsImports() throws {
    let (system, diagnostics) = Self.load([
      "/t/theo/tokens.yml": "imports:\n  - ./global/index.yml\n",
      "/t/theo/global/index.yml": "imports:\n  - ./color.yml\n  - ./spacing.yml\n",
      "/t/theo/aliases/palette.yml": Self.palette,
      "/t/theo/global/color.yml":
        "global:\n  type: color\n  category: background-color\nimports:\n  - ../aliases/palette.yml\nprops:\n"
        + "  color-background:\n    value: \"{!gray-10}\"\n    comment: Default background.\n"
        + "  color-border:\n    value: \"0 0 0 1px {!gray-90}\"\n    type: shadow\n",
      "/t/theo/global/spacing.yml":
        "global:\n  type: size\nimports:\n  - ../aliases/palette.yml\nprops:\n  - name: space-30\n    value: \"{!space}\"\n",
    ])
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    let background = try #require(system.resolve("color-background", in: system.defaultContext))
    #expect(background.cssDeclarations.first?.value.uppercased() == "#F4F4F6")
    #expect(background.description == "Default background.")
    // An alias inside a longer value is written out in it, as Theo substitutes it.
    let border = try #require(system.resolve("color-border", in: system.defaultContext))
    #expect(border.cssDeclarations.first?.value == "0 0 0 1px #121C2D")
    let space = try #require(system.resolve("space-30", in: system.defaultContext))
    #expect(space.cssDeclarations.first?.value == "0.5rem")
  }

  /// Theo passes values through as written and requires a `type` and `category` on every prop:
  /// the value says what it is where it can, the category or type where it cannot, and a value
  /// neither reads is kept as written under the prop's type, with no warning (Theo accepts it).
  @Test func typesComeFromTheValueThenTheCategory() throws {
    let (system, diagnostics) = Self.load([
      "/t/theo/tokens.yml": """
      global:
        type: size
        category: sizing
      props:
        weight-bold: {value: 700, type: font-weight, category: font-weight}
        family-text: {value: "'Inter var', -apple-system, sans-serif", type: font, category: font}
        shadow-low: {value: "0 2px 4px 0 rgba(18, 28, 45, 0.2), inset 0 0 0 1px #fff", type: shadow, category: box-shadow}
        shadow-none: {value: "none", type: shadow, category: box-shadow}
        radius-circle: {value: "50%", category: radius}
        size-10: {value: "5.5rem"}
        line-height-10: {value: "1rem", type: number, category: line-height}
        z-index-10: {value: 10, type: z-index, category: z-index}
        scheme: {value: light, type: string, category: color-scheme}
        color-weakest: {value: FDF4F4, type: color, category: background-color}
      """
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    func token(_ name: String) throws -> ResolvedToken {
      try #require(system.resolve(name, in: system.defaultContext), "\(name)")
    }
    #expect(try token("weight-bold").type == .fontWeight)
    #expect(try token("family-text").type == .fontFamily)
    #expect(try token("family-text").cssDeclarations.first?.value.hasSuffix("sans-serif") == true)
    let shadow = try #require(system.shadow("shadow-low", in: system.defaultContext))
    #expect(shadow.count == 2)
    #expect(shadow.first?.blur.px == 4)
    #expect(shadow.last?.inset == true)
    #expect(try token("shadow-none").type == .opaque)
    #expect(try token("shadow-none").cssDeclarations.first?.value == "none")
    #expect(try token("radius-circle").type == .opaque)
    #expect(try token("radius-circle").typeName == "size")
    #expect(try token("radius-circle").cssDeclarations.first?.value == "50%")
    #expect(system.dimension("size-10", in: system.defaultContext) == 88)
    #expect(system.dimension("line-height-10", in: system.defaultContext) == 16)
    #expect(try token("z-index-10").type == .number)
    #expect(try token("scheme").typeName == "string")
    #expect(system.color("color-weakest", in: system.defaultContext)?.hex == "#FDF4F4")
    // Theo's own type and category are kept beside the value.
    let theo = try token("radius-circle").extensions?["com.salesforce.theo"]
    #expect(theo?["type"]?.string == "size")
    #expect(theo?["category"]?.string == "radius")
  }

  /// Paste, as published, is what Theo accepts: read without a warning.
  @Test func pasteReadsWithoutAWarning() {
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      sourcePath: Fixtures.path("Published/twilio-paste/tokens", target: "TokenImportTests"), into: &diagnostics)
    #expect(diagnostics.isEmpty, "\(diagnostics.all.prefix(5))")
    #expect(system.deviations.isEmpty)
    #expect(system.defaultResolution.tokens.count == 483)
  }

  /// A theme imports the shared props, then its own palette: its aliases win, as in Theo.
  @Test func laterAliasesReplaceEarlierOnes() throws {
    let (inFolder, diagnostics) = Self.load(
      [
        "/t/theo/tokens.yml": "imports:\n  - ./global/color.yml\n  - ./themes/dark/aliases/palette.yml\n",
        "/t/theo/global/color.yml":
          "global:\n  type: color\nimports:\n  - ../aliases/palette.yml\nprops:\n  color-background:\n    value: \"{!gray-10}\"\n",
        "/t/theo/aliases/palette.yml": Self.palette,
        "/t/theo/themes/dark/aliases/palette.yml": "aliases:\n  gray-10: \"#000000\"\n",
      ])
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    let background = try #require(inFolder.resolve("color-background", in: inFolder.defaultContext))
    #expect(background.cssDeclarations.first?.value == "#000000")
  }

  @Test func problemsAreWarningsAtTheirPlace() throws {
    let tokens =
      "imports:\n  - ../outside.yml\n  - ./loop.yml\nprops:\n  ok:\n    value: \"1px\"\n  broken:\n    value: \"{!nowhere}\"\n"
    let loop = "imports:\n  - ./tokens.yml\naliases:\n  self: \"{!self}\"\nprops:\n  looped:\n    value: \"{!self}\"\n"
    let (system, diagnostics) = Self.load(["/t/theo/tokens.yml": tokens, "/t/theo/loop.yml": loop])
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    #expect(system.resolve("ok", in: system.defaultContext) != nil)
    #expect(system.resolve("broken", in: system.defaultContext) == nil)
    #expect(system.resolve("looped", in: system.defaultContext) == nil)
    let missing = try #require(diagnostics.first { $0.id == .theoAliasMissing })
    #expect(missing.location?.file == "/t/theo/loop.yml")
    #expect(missing.position == position(of: #""{!self}""#, in: loop, occurrence: 2))
    // One warning for both props: how many more there are is said in words only.
    #expect(missing.message.contains("1 more"))
    let outside = try #require(diagnostics.first { $0.id == .theoImportOutside })
    #expect(outside.location?.file == "/t/theo/tokens.yml")
    #expect(outside.position == position(of: "../outside.yml", in: tokens))
  }

  /// Entry files below the folder's `tokens.yml` are themes: each a context, named by its
  /// folder, read through its own imports (which may reach the shared files above it).
  @Test func otherEntryFilesAreThemes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theo-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/themes/dark", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/aliases", withIntermediateDirectories: true)
    let write = { (text: String, file: String) in
      try text.write(toFile: folder + file, atomically: true, encoding: .utf8)
    }
    try write("aliases:\n  ink: \"#111111\"\n", "/aliases/palette.yml")
    try write("aliases:\n  ink: \"#EEEEEE\"\n", "/themes/dark/palette.yml")
    try write(
      "global:\n  type: color\nimports:\n  - ./aliases/palette.yml\nprops:\n  color-text:\n    value: \"{!ink}\"\n",
      "/tokens.yml")
    try write("imports:\n  - ../../tokens.yml\n  - ./palette.yml\n", "/themes/dark/tokens.yml")
    // Not an entry file: a name that merely ends in one.
    try write("props:\n  y:\n    value: \"3px\"\n", "/themes/dark/design-tokens.yml")
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(sourcePath: folder, into: &diagnostics)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(system.modifiers.map(\.contexts) == [["default", "dark"]])
    let dark = try #require(system.contexts.first { $0.value(for: "theme") == "dark" })
    #expect(system.resolve("color-text", in: system.defaultContext)?.cssDeclarations.first?.value == "#111111")
    #expect(system.resolve("color-text", in: dark)?.cssDeclarations.first?.value == "#EEEEEE")
    #expect(system.resolve("y", in: dark) == nil)
  }

  /// Aliases that each name the next twice would double the value with every step, and a long
  /// chain would nest deeply: both stop at a limit, the prop left out with a warning.
  @Test func aliasesThatGrowOrNestStopAtALimit() throws {
    var doubling = "aliases:\n  a0: \"x\"\n"
    for step in 1...60 { doubling += "  a\(step): \"{!a\(step - 1)}{!a\(step - 1)}\"\n" }
    doubling += "props:\n  big:\n    value: \"{!a60}\"\n  small:\n    value: \"{!a3}\"\n"
    var chain = "aliases:\n  c0: \"1px\"\n"
    for step in 1...5_000 { chain += "  c\(step): \"{!c\(step - 1)}\"\n" }
    chain += "props:\n  deep:\n    value: \"{!c5000}\"\n  shallow:\n    value: \"{!c10}\"\n"
    for text in [doubling, chain] {
      let (system, diagnostics) = Self.load(["/t/theo/tokens.yml": text], source: "/t/theo/tokens.yml")
      let warning = try #require(diagnostics.first { $0.id == .theoAliasMissing })
      #expect(warning.position == position(of: text == doubling ? #""{!a60}""# : #""{!c5000}""#, in: text))
      // One kind for every alias that cannot be written out; which reason applies is said in words only.
      #expect(warning.message.contains("writes out past"))
      #expect(
        system.resolve("small", in: system.defaultContext)?.cssDeclarations.first?.value == "xxxxxxxx" || text == chain)
      #expect(
        system.resolve("shallow", in: system.defaultContext)?.cssDeclarations.first?.value == "1px" || text == doubling)
      #expect(system.resolve("big", in: system.defaultContext) == nil)
      #expect(system.resolve("deep", in: system.defaultContext) == nil)
    }
  }

  /// Strict: each kind is an error.
  @Test func strictMakesThemErrors() {
    var diagnostics = Diagnostics()
    _ = TokenSystem.load(
      sourcePath: "/t/theo/tokens.yml", strictness: .strict,
      files: .memory(["/t/theo/tokens.yml": "props:\n  broken:\n    value: \"{!nowhere}\"\n  ok:\n    value: \"1px\"\n"]
      ),
      into: &diagnostics)
    #expect(diagnostics.contains { $0.id == .theoAliasMissing && $0.severity == .error })
  }
}
