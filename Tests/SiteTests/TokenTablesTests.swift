import SpecimenCore
import TestSupport
import Testing

@testable import Site
@testable import Tokens

/// The HTML renderers: token tables, group lists, inline values and contrast; everything from
/// content escaped, classes prefixed `sp-`.
@Suite struct TokenTablesTests {
  static let system: TokenSystem = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }.0

  /// Tokens written outside DTCG 2025.10 (the corpus in TokensTests): forms with one clear
  /// reading are counted once above the table; properties 2025.10 does not define are shown; an
  /// opaque type is shown by its name.
  @Test func tablesMarkNonStandardTokens() throws {
    let resolver = Fixtures.path("Wild/acme/acme.resolver.json", target: "TokensTests")
    let system = collecting { TokenSystem.load(resolverPath: resolver, into: &$0) }.0
    let (html, diagnostics) = TokenTables(system: system)
      .table(names: ["color/blue/500", "bg/default", "typography/label", "feature/brand-name"]).pair
    #expect(diagnostics.isEmpty)
    // A token's row, or the last of its rows where it reads differently per size.
    func row(_ name: String) throws -> String {
      try #require(
        html.components(separatedBy: " data-token=\"\(name)\"").dropFirst().last?.components(separatedBy: "</tr>").first
      )
    }
    // A form with one clear reading (a color as a string) is said once, above the table, with
    // how many tokens use it; its row carries no mark.
    let blue = try row("color/blue/500")
    #expect(!blue.contains("sp-nonstandard"))
    #expect(
      html.contains(
        "<p class=\"sp-token-forms\">Read as the tool that wrote them reads them, in forms DTCG 2025.10 does not name: dimensions written as strings (&quot;16px&quot;) (1 token); colors written as strings (&quot;#0a84ff&quot;) (1 token); line heights written as dimensions or strings (1 token); $type values outside 2025.10 (1 token). <code>specimen tokens --lint</code> lists each with its 2025.10 form.</p><div class=\"sp-token-table-wrap\">"
      ))
    #expect(html.components(separatedBy: "<p class=\"sp-token-forms\">").count == 2)
    // The alias itself is standard: the row's every class, none of them the note's.
    let alias = try row("bg/default")
    #expect(
      HTMLElement.parse(alias).classNames == [
        "sp-alias-group", "sp-chain", "sp-chain-value", "sp-preview", "sp-swatch", "sp-token-chain", "sp-token-meta",
        "sp-token-name",
        "sp-token-type", "sp-token-value", "sp-token-var", "sp-value",
      ])
    let label = try row("typography/label")
    // Two sizes, one at a time under a picker: the label reads differently per size, a row each,
    // and each size's note lists its own deviations.
    #expect(html.components(separatedBy: " data-token=\"typography/label\" data-sp-context-panels=").count - 1 == 2)
    #expect(html.contains("<select data-sp-context-attribute=\"size\">"))
    #expect(html.contains("line heights written as dimensions or strings (1 token)"))
    #expect(!html.contains("lineHeight is the string"))
    #expect(label.contains("<li><span class=\"sp-field\">textTransform</span> <code>uppercase</code></li>"))
    let brand = try row("feature/brand-name")
    #expect(brand.contains("<span class=\"sp-token-type\">string</span>") && brand.contains("Acme; Inc."))
  }

  @Test func tokenTableRows() throws {
    let (html, diagnostics) = TokenTables(system: Self.system).table(names: [
      "bg/sub-200", "platform/min-touch-target", "focusRing/brand",
    ]).pair
    #expect(diagnostics.isEmpty)
    #expect(html.hasPrefix("<div class=\"sp-token-table-wrap\"><table class=\"sp-token-table\">"))
    #expect(
      html.contains(
        "<th scope=\"col\">Light · iOS</th><th scope=\"col\">Light · Material 3</th><th scope=\"col\">Dark · iOS</th><th scope=\"col\">Dark · Material 3</th>"
      ))
    #expect(html.components(separatedBy: "<tr id=\"token-").count - 1 == 3)
    // bg/sub-200 is the same on both platforms: one cell per theme, spanning two columns.
    let sub = try #require(
      html.components(separatedBy: "<tr id=\"token-bg-sub-200\" data-token=\"bg/sub-200\">").last?.components(
        separatedBy: "</tr>"
      ).first)
    #expect(sub.components(separatedBy: "colspan=\"2\"").count - 1 == 2)
    #expect(sub.contains("background: #D1D1D6") && sub.contains("background: #48484A"))
    // Each value's chain is folded under it, its summary the token it refers to.
    #expect(
      sub.contains(
        "<details class=\"sp-token-chain\"><summary>alias of <code class=\"sp-token-name\"><span class=\"sp-alias-group\">colors/<wbr></span>gray/<wbr>300</code></summary>"
      ))
    #expect(
      sub.contains(
        "<li><code class=\"sp-token-name\">colors/<wbr>gray/<wbr>300</code></li><li class=\"sp-chain-value\">#D1D1D6</li>"
      ))
    // The CSS variable, type and description are a smaller line under the name: no columns of their own.
    #expect(
      sub.contains(
        "<span class=\"sp-token-meta\"><span class=\"sp-token-var\">--bg-sub-200</span> · <span class=\"sp-token-type\">color</span></span>"
      ))
    #expect(sub.contains("<div class=\"sp-token-description\">"))
    #expect(
      HTMLElement.parse(html).all("th", where: { $0["scope"] == "col" }).map(\.normalizedText) == [
        "Token", "Light · iOS", "Light · Material 3", "Dark · iOS", "Dark · Material 3",
      ])
    // Names wrap between their groups, never inside a word: a hyphenated group stays whole.
    #expect(sub.contains("<code class=\"sp-token-name\">bg/<wbr><span class=\"sp-name-part\">sub-200</span></code>"))
    // Stacked on a phone, each cell says its column; each value cell says what its copy button copies.
    #expect(sub.contains("data-label=\"Light · same in iOS and Material 3\" data-copy=\"#D1D1D6\""))
    #expect(sub.contains("<span class=\"sp-token-same\">Light · same in iOS and Material 3</span>"))
    #expect(sub.contains("<th scope=\"row\" data-copy=\"var(--bg-sub-200)\">"))
    // The touch target reads in pt on iOS and dp on Material 3 (Android).
    let target = try #require(
      html.components(
        separatedBy: "<tr id=\"token-platform-min-touch-target\" data-token=\"platform/min-touch-target\">"
      ).last?.components(
        separatedBy: "</tr>"
      ).first)
    // A cell a context, none spanning two.
    #expect(
      HTMLElement.parse(target).all("td").map { $0["colspan"] ?? $0.normalizedText } == [
        "44 pt", "48 dp", "44 pt", "48 dp",
      ])
    // The focus ring: drawn as rings, described as a gap then a ring.
    let ring = try #require(
      html.components(separatedBy: "<tr id=\"token-focusring-brand\" data-token=\"focusRing/brand\">").last?.components(
        separatedBy: "</tr>"
      ).first)
    #expect(ring.contains("sp-ring-sample"))
    #expect(ring.contains("box-shadow: 0 0 0 2px #FFFFFF, 0 0 0 4px #0A84FF"))
    // One value: each band's width, chip and hex stay together, and one copy text for the cell.
    #expect(
      ring.contains(
        "Ring: <span class=\"sp-ring-band\">2 pt <span class=\"sp-color-chip\"><span class=\"sp-swatch sp-swatch-inline\""
      ))
    #expect(ring.contains("data-copy=\"0 0 0 2px #FFFFFF, 0 0 0 4px #0A84FF\""))
    #expect(ring.contains("Ring: <span class=\"sp-ring-band\">2 dp "), "Android's cells in dp")
    #expect(ring.contains("<span class=\"sp-field\">layer 2 color</span>"))
    // Effects are shown, not dumped as JSON: the row's cells as they read.
    let ringRow = try #require(HTMLElement.parse(html).first("tr", where: { $0["id"] == "token-focusring-brand" }))
    #expect(
      ringRow.elements.map(\.normalizedText) == [
        "focusRing/brand--focusRing-brand · shadowKeyboard focus: a 2 pt gap in the surface color, then a 2 pt ring in brand/base.",
        "Ring: 2 pt #FFFFFF, then 2 pt #0A84FF2 referenceslayer 1 colorbg/white-0colors/gray/0layer 2 colorbrand/basecolors/blue/500",
        "Ring: 2 dp #FFFFFF, then 2 dp #0A84FF2 referenceslayer 1 colorbg/white-0colors/gray/0layer 2 colorbrand/basecolors/blue/500",
        "Ring: 2 pt #1C1C1E, then 2 pt #409CFF2 referenceslayer 1 colorbg/white-0colors/gray/950layer 2 colorbrand/basecolors/blue/400",
        "Ring: 2 dp #1C1C1E, then 2 dp #409CFF2 referenceslayer 1 colorbg/white-0colors/gray/950layer 2 colorbrand/basecolors/blue/400",
      ])
  }

  /// Tokens of one group sit under a heading row that names the group once; each row keeps its
  /// whole name for screen readers, copying and search, the group part hidden from sight. A
  /// model's reading order is gathered by group; an author's list keeps its order.
  @Test func rowsOfOneGroupSitUnderItsHeading() throws {
    let names = ["spacing/4", "text/soft-500", "spacing/8", "text/strong-950", "radius/full"]
    let gathered = TokenTables.groups(of: names, gathering: true)
    #expect(gathered.map(\.prefix) == ["spacing", "text", nil])
    #expect(
      gathered.map(\.names) == [["spacing/4", "spacing/8"], ["text/soft-500", "text/strong-950"], ["radius/full"]])
    // Kept in order, no two neighbours share a group: no heading at all.
    let kept = TokenTables.groups(of: names, gathering: false)
    #expect(kept.map(\.prefix) == [nil] && kept[0].names == names)

    let layout = TokenTables.TableLayout(gathersGroups: true)
    let html = TokenTables(system: Self.system).table(names: names, layout: layout).pair.html
    #expect(
      html.contains(
        "<tr class=\"sp-token-group\"><th scope=\"rowgroup\" colspan=\"5\"><code class=\"sp-token-name\">text/<wbr></code></th></tr>"
      ))
    #expect(
      html.contains(
        "<code class=\"sp-token-name\"><span class=\"sp-token-prefix\">text/</span><span class=\"sp-name-part\">soft-500</span></code>"
      ))
    #expect(html.contains("<code class=\"sp-token-name\">radius/<wbr>full</code>"), "a group of one is written whole")
    let order = ["spacing-4", "spacing-8", "text-soft-500", "text-strong-950", "radius-full"].map {
      html.range(of: "id=\"token-\($0)\"")?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
  }

  /// A folded table says what it holds before it is opened: its caption, its tokens and contexts.
  @Test func aFoldedTableCountsWhatItHolds() {
    let tables = TokenTables(system: Self.system)
    let closed = tables.table(
      names: ["bg/sub-200", "brand/base"], caption: "Tokens Toggle reads",
      layout: TokenTables.TableLayout(folded: true)
    ).pair.html
    #expect(
      closed.hasPrefix(
        "<details class=\"sp-token-details\"><summary><span class=\"sp-token-details-title\">Tokens Toggle reads</span> <span class=\"sp-token-details-count\">2 tokens in 4 contexts</span></summary><div class=\"sp-token-table-wrap\">"
      ), "\(closed)")
    let open = tables.table(names: ["bg/sub-200"], layout: TokenTables.TableLayout(folded: false)).pair.html
    #expect(
      open.hasPrefix(
        "<details class=\"sp-token-details\" open=\"\"><summary><span class=\"sp-token-details-title\">Tokens</span>"))
    // Unfolded by default: what the table's markup starts with.
    #expect(
      HTMLElement.parse(tables.table(names: ["bg/sub-200"]).pair.html).elements.map { [$0.name] + $0.classes } == [
        ["div", "sp-token-table-wrap"]
      ])
  }

  /// Rows kept by the cache pages share give the markup of rows written anew, each row keeping
  /// the id its own page gives it; a token shown under a group heading in one table and whole
  /// in another is two rows.
  @Test func rowsSharedBetweenPagesAreTheRowsWrittenAnew() {
    let cache = TokenRowCache()
    let names = ["bg/sub-200", "brand/base", "radius/16", "shadow/toggle-handle", "colors/alpha/black/alpha-24"]
    let tables = [names, ["bg/sub-200", "bg/sub-300"], names.reversed()]
    for round in 0..<3 {
      for (number, names) in tables.enumerated() {
        let ids = DeepLinkIDs()
        if number == 2 { _ = ids.token("bg/sub-200") }
        let cached = TokenTables(system: Self.system, rows: cache).table(names: names, ids: ids).pair.html
        let fresh = TokenTables(system: Self.system).table(names: names, ids: DeepLinkIDs()).pair.html
        if number == 2 {
          // The id taken before the table: its row is numbered on that page alone.
          #expect(cached.contains("id=\"token-bg-sub-200-2\"") && !fresh.contains("-2\""), "\(round)")
          #expect(cached.replacingOccurrences(of: "token-bg-sub-200-2", with: "token-bg-sub-200") == fresh)
        } else {
          #expect(cached == fresh, "round \(round), table \(number)")
        }
      }
    }
  }

  @Test func previewsByType() throws {
    let (html, _) = TokenTables(system: Self.system).table(
      names: [
        "typography/label-lg", "colors/alpha/black/alpha-24", "backdropBlur/sm", "radius/16", "shadow/toggle-handle",
      ],
      contexts: [Self.system.defaultContext]
    ).pair
    #expect(
      html.contains(
        "class=\"sp-type-sample\" aria-hidden=\"true\" style=\"font: 500 18px/28px &quot;Inter&quot;, system-ui, sans-serif; letter-spacing: 0\">Ag</span>"
      ))
    #expect(
      html.contains(
        "<span class=\"sp-value-part\">Inter Medium 500</span>\u{A0}· <span class=\"sp-value-part\">18/28</span>"))
    #expect(html.contains("sp-swatch-alpha") && html.contains("rgb(0 0 0 / 0.24)") && html.contains("24%"))
    #expect(html.contains("class=\"sp-blur-sample\" aria-hidden=\"true\"><span style=\"--sp-blur: 12px\">"))
    #expect(html.contains("sp-radius-sample") && html.contains("border-radius: 16px"))
    // Lengths in the context's unit, and each layer's color with its alpha kept on one line.
    #expect(
      html.contains(
        "<ol class=\"sp-value sp-shadow-layers\"><li>x 0 pt · y 2 pt · blur 4 pt <span class=\"sp-color-chip\">"))
  }

  @Test func escapesContent() {
    let json = """
      { "a<b>": { "$type": "number", "$value": 1, "$description": "<script>alert('x')</script> & more" },
        "f": { "$type": "fontFamily", "$value": "Evil\\"; background: url(x)" } }
      """
    let (system, _) = loadTokens(json)
    let (html, _) = TokenTables(system: system).table(names: ["a<b>", "f"]).pair
    // The description is the cell's text, and no element of the markup.
    let table = HTMLElement.parse(html)
    #expect(table.all("script").isEmpty)
    #expect(
      table.first(class: "sp-token-description")?.normalizedText == "<script>alert('x')</script> & more")
    #expect(html.contains("<code class=\"sp-token-name\">a&lt;b&gt;</code>"))
    #expect(
      html.contains("font-family: &quot;Evil\\&quot;; background: url(x)&quot;"),
      "the family stays inside one CSS string")
  }

  @Test func unknownNamesAreErrorsWithSuggestions() {
    let location = SourceLocation(file: "content/pages/toggle.md", line: 12, column: 1)
    let (html, diagnostics) = TokenTables(system: Self.system).table(names: ["bg/sub-200", "bg/sub-20"], at: location)
      .pair
    #expect(html.contains("bg/sub-200"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].id == .directiveUnknownToken)
    #expect(diagnostics[0].hint == "did you mean 'bg/sub-200'?")
    #expect(diagnostics[0].location == location)
  }

  @Test func groupList() {
    let (html, diagnostics) = TokenTables(system: Self.system).list(group: "colors/gray").pair
    #expect(diagnostics.isEmpty)
    #expect(html.components(separatedBy: "<tr id=\"token-").count - 1 == 13)
    let location = SourceLocation(file: "content/pages/colors.md", line: 4, column: 1)
    let (_, missing) = TokenTables(system: Self.system).list(group: "colours", at: location).pair
    #expect(missing.map(\.id) == [.directiveEmptyTokenGroup])
    #expect(missing.first?.location == location)
    #expect(missing.first?.hint == "did you mean 'colors'?")
  }

  @Test func inlineToken() {
    let (html, diagnostics) = TokenTables(system: Self.system).inline("text/soft-500").pair
    #expect(diagnostics.isEmpty)
    #expect(html.hasPrefix("<span class=\"sp-token-ref\" data-token=\"text/soft-500\""))
    #expect(html.contains("background: var(--text-soft-500, #8E8E93)"))
    #expect(html.contains("<code>#8E8E93</code>"))
    let (target, _) = TokenTables(system: Self.system).inline("platform/min-touch-target").pair
    #expect(target.contains(">44 pt<") && target.contains("Light · Material 3: 48 dp"))
    let location = SourceLocation(file: "content/pages/colors.md", line: 7, column: 12)
    let unknown = TokenTables(system: Self.system).inline("nope", at: location).pair.diagnostics
    #expect(unknown.map(\.id) == [.directiveUnknownToken])
    #expect(unknown.first?.location == location)
  }

  @Test func inlineContrast() {
    let (html, diagnostics) = TokenTables(system: Self.system).contrast("text/soft-500", on: "bg/white-0").pair
    #expect(diagnostics.isEmpty)
    #expect(html.contains(">3.26:1</span>"))
    #expect(html.contains("sp-contrast-large"), "3.26 passes only the 3:1 threshold")
    #expect(html.contains("Dark · iOS 5.21:1"))
    let (_, bad) = TokenTables(system: Self.system).contrast("text/soft-500", on: "radius/16").pair
    #expect(bad.map(\.id) == [.directiveContrastNotColor])
  }

  /// A translucent background is measured over the page the site names (or what `over` names),
  /// and the report shows the colors it measured and what lay beneath: never white in dark.
  @Test func translucentBackgroundsSayWhatTheyLieOn() throws {
    let files = [
      "/t/r.resolver.json": """
      {"version": "2025.10",
       "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
      """,
      "/t/light.tokens.json": """
      {"color": {"$type": "color",
        "background": {"default": {"$value": "#FFFFFF"}, "overlay": {"$value": "#00000080"}},
        "text": {"tertiary": {"$value": "#B3B3B3"}}}}
      """,
      "/t/dark.tokens.json": """
      {"color": {"$type": "color",
        "background": {"default": {"$value": "#1E1E1E"}, "overlay": {"$value": "#FFFFFF1A"}},
        "text": {"tertiary": {"$value": "#757575"}}}}
      """,
    ]
    let system = collecting { TokenSystem.load(resolverPath: "/t/r.resolver.json", files: .memory(files), into: &$0) }.0
    let tables = TokenTables(system: system, pageBackground: "color/background/default")
    let report = tables.contrastReport(foregrounds: ["color/text"], backgrounds: ["color/background"]).html.markup
    let dark = try #require(report.components(separatedBy: "<caption>Dark</caption>").last)
    // #FFFFFF at 0x1A (26/255) over #1E1E1E is #353535: 2.66:1, where white beneath would pass.
    #expect(
      dark.contains(
        "<span class=\"sp-contrast-measured\">#757575 on #353535 (translucent, over color/background/default)</span></th><td class=\"sp-contrast-ratio\">2.66:1</td>"
      ), "\(dark)")
    let (inline, problems) = tables.contrast(
      "color/text/tertiary", on: "color/background/overlay", context: system.contexts[1]
    ).pair
    #expect(problems.isEmpty)
    #expect(inline.contains(">2.66:1</span>"))
    #expect(inline.contains("translucent color/background/overlay measured over color/background/default (#353535)"))
    // `over` names another backdrop; without a page token, the default theme's own dark page.
    let overText = tables.contrast(
      "color/text/tertiary", on: "color/background/overlay", over: "color/text/tertiary", context: system.contexts[1]
    ).pair.html
    #expect(overText.contains("measured over color/text/tertiary"))
    let themePage = TokenTables(system: system).contrast(
      "color/text/tertiary", on: "color/background/overlay", context: system.contexts[1]
    ).pair.html
    #expect(themePage.contains(">2.93:1</span>") && themePage.contains("the default theme&#39;s dark page (#16161A)"))
  }

  @Test func contrastReportOfTheBundledTokens() {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let html = TokenTables(system: system).contrastReport().html.markup
    // Light · iOS and Light · Android give the same report: one table labelled by the theme.
    #expect(html.components(separatedBy: "<caption>").count - 1 == 2)
    #expect(html.contains("<caption>Light</caption>") && html.contains("<caption>Dark</caption>"))
    #expect(html.contains("<td class=\"sp-contrast-ratio\">3.26:1</td>"))
  }

  @Test func deterministic() {
    let a = TokenTables(system: Self.system).list(group: "bg").pair.html
    let b = TokenTables(system: collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }.0).list(
      group: "bg"
    ).pair.html
    #expect(a == b)
    #expect(
      Self.system.cssStylesheet()
        == collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }.0.cssStylesheet())
  }

  /// A token that does not resolve keeps its row, with why, and the table reports it, so a page
  /// never drops a row without a word; the others are shown as usual.
  @Test func failedTokenIsAnErrorRow() throws {
    let file = "/t/a.tokens.json"
    let json = """
      {"color": {"$type": "color",
        "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
        "broken": {"$value": "{color.nope}"},
        "fg": {"$value": "{color.broken}"}}}
      """
    let system = loadTokens(json, file: file).0
    let table = SourceLocation(file: "page.md", line: 3, column: 1)
    let (html, diagnostics) = TokenTables(system: system)
      .table(names: ["color/blue", "color/broken", "color/fg"], at: table).pair
    #expect(html.contains("<tr id=\"token-color-blue\" data-token=\"color/blue\">"))
    #expect(
      html.contains(
        "<tr id=\"token-color-broken\" data-token=\"color/broken\" class=\"sp-token-failed\"><th scope=\"row\"><code class=\"sp-token-name\"><span class=\"sp-token-prefix\">color/</span>broken</code></th><td class=\"sp-token-error\"><strong>Does not resolve: </strong>{color.nope} names no token</td></tr>"
      ), "\(html)")
    #expect(html.contains("<tr id=\"token-color-fg\" data-token=\"color/fg\" class=\"sp-token-failed\">"))
    #expect(diagnostics.map(\.id) == [.directiveTokenUnresolved, .directiveTokenUnresolved])
    // One a row: the message names the row's token, which is data.
    #expect(diagnostics.map { $0.message.split(separator: " ")[4] } == ["color/broken,", "color/fg,"])
    // Both rows are warnings: a token that does not resolve is left out, not a failed site (strict
    // makes the broken one an error). The alias row's cause is the broken token's, reported where
    // the chain breaks.
    #expect(diagnostics.allSatisfy { $0.location == table })
    #expect(diagnostics.map(\.severity) == [.warning, .warning])
    #expect(diagnostics.first?.notes.first?.location == SourceLocation(file: file, line: 3, column: 24))
  }
}

let appetiteResolver = Repository.path("content/tokens/appetite.resolver.json")

/// Loads plain token JSON given inline (one file, one context).
func loadTokens(_ json: String, file: String = "/t/a.tokens.json") -> (TokenSystem, Diagnostics) {
  collecting { TokenSystem.load(tokenFiles: [file], files: .memory([file: json]), into: &$0) }
}

extension DirectiveResult {
  /// The markup and the problems, as the table tests read them.
  var pair: (html: String, diagnostics: [Diagnostic]) { (html.markup, diagnostics.all) }
}
