import Foundation
import SpecimenCore
import TestSupport
import Testing

/// The one CSS writer: identifiers and strings escaped as CSSOM serializes them, values that
/// cannot end their declaration, and style attributes whose declarations are the ones written.
@Suite struct CSSWriterTests {
  @Test(arguments: [
    ("theme", "theme"), ("a b", #"a\ b"#), ("1x", #"\31 x"#), ("-1x", #"-\31 x"#), ("-", #"\-"#),
    ("--x", "--x"), ("a\"]{}", #"a\"\]\{\}"#), ("a\nb", #"a\a b"#), ("a\u{0}b", "a\u{FFFD}b"),
    ("ünï", "ünï"), ("x_y-z", "x_y-z"),
  ])
  func identifiersAreEscapedAsCSSEscapeDoes(text: String, written: String) {
    #expect(CSS.identifier(text) == written)
  }

  @Test(arguments: [
    ("dark", #""dark""#), ("\"]{}body{display:none}\n", #""\"]{}body{display:none}\a ""#),
    (#"a\b"#, #""a\\b""#), ("a\rb\u{7F}", #""a\d b\7f ""#), ("</style>", #""\3c /style\3e ""#),
    ("a\u{0}", "\"a\u{FFFD}\""),
  ])
  func stringsAreEscapedAsCSSOMSerializesThem(text: String, written: String) {
    #expect(CSS.string(text) == written)
  }

  @Test func aSingleQuotedStringEscapesItsOwnQuote() {
    #expect(CSS.string("it's \"so\"", quote: "'") == #"'it\'s "so"'"#)
  }

  @Test(arguments: [
    "#0A84FF", "16px /* from dp: 1dp = 1px */", #"500 18px/28px "Inter", sans-serif"#,
    "var(--bg-sub-200, rgb(0 0 0 / 0.5))", "linear-gradient(90deg, #FFFFFF 0%, #000000 100%)", #""a;b""#,
    "url(icons/check.svg)", #"url("a b.svg") no-repeat"#, "url( 'x' )",
    "url(data:image/svg+xml;utf8,x)", "a url(b;c) /**/url(d;e)",
  ])
  func valuesThatStayInTheirDeclarationAreWrittenAsTheyAre(value: String) {
    #expect(CSS.value(value) == value)
  }

  @Test(arguments: [
    "multiply;position:fixed", "x}body{display:none", "red !important", "a\nb", "url(x", "x)", "\"open",
    "/* open", #"\3b"#, "a<b",
    // A bad URL runs to its first `)`, so the brace after it would end the rule.
    #"url(x"y)}body{display:none}")"#, #"URL(x'y)}a{b:c}')"#, "url(a(b)}x{y:z})", "url( x",
    // `url` that ends another token is no URL: `1url(` is a dimension then a bracket, `myurl(`,
    // `@url(` and `#url(` a function, an at-keyword and a hash, so a `;` inside ends the value.
    "1url(a;b)", "myurl(a}b{c)", "@url(a;b)", "#URL(a!b)", "-url(x;y)",
    // Inside a string too: the string would sit in a <style> element whose end it could write.
    #"'</style><script>x</script>'"#, "1px /*</style>*/",
  ])
  func valuesThatCouldEndTheirDeclarationAreWrittenAsStrings(value: String) {
    let written = CSS.value(value)
    #expect(written.hasPrefix("\"") && written.hasSuffix("\""), "\(written)")
    #expect(CSSStructure.outsideStrings(written) == "\"\"", "\(written)")
  }

  @Test func aStyleAttributeHoldsOnlyTheDeclarationsWritten() {
    var style = CSSStyle()
    style.add("mix-blend-mode", "multiply;position:fixed;inset:0")
    style.add("fill", CSS.variable("--bg\"]{", fallback: "#FFFFFF"))
    style.add("font-family", CSS.fontFamily("Inter;}\nbody{display:none}", quote: "'"))
    let declarations = CSSStructure.declarations(style.text)
    #expect(declarations.map(\.name) == ["mix-blend-mode", "fill", "font-family"], "\(style.text)")
    #expect(!CSSStructure.outsideStrings(style.text).contains("position"))
    #expect(!CSSStructure.outsideStrings(style.text).contains("display"))
  }

  @Test func stylesAreWrittenTheWayTheDrawingsAndPreviewsWriteThem() {
    #expect(
      CSSStyle(["fill": CSS.variable("--bg", fallback: "#FFFFFF"), "stroke": "none"]).text
        == "fill:var(--bg, #FFFFFF);stroke:none")
    #expect(CSSStyle(spaced: true, ["width": "24px", "height": "24px"]).text == "width: 24px; height: 24px")
  }

  @Test func fontFamiliesAreKeywordsIdentifiersOrStrings() {
    #expect(CSS.fontFamily("sans-serif") == "sans-serif")
    #expect(CSS.fontFamily("Inter", quote: "'") == "Inter")
    #expect(CSS.fontFamily("SF Pro Text", quote: "'") == "'SF Pro Text'")
    #expect(CSS.fontFamily("Inter;x", quote: "'") == "'Inter;x'")
    #expect(CSS.fontFamily("serif") == "serif")
  }

  /// System font keywords and generic families match only unquoted; a family name that only
  /// looks like one stays a string, escaped.
  @Test func systemFontKeywordsAreWrittenBare() {
    for keyword in ["-apple-system", "BlinkMacSystemFont", "system-ui", "ui-monospace", "sans-serif", "Sans-Serif"] {
      #expect(CSS.fontFamily(keyword) == keyword)
      #expect(CSS.isFontFamilyKeyword(keyword))
    }
    for name in ["Apple System", "-apple-system-ui", "BlinkMacSystemFont2", "Segoe UI", "system ui"] {
      #expect(!CSS.isFontFamilyKeyword(name), "\(name)")
    }
    #expect(CSS.fontFamily("Segoe UI") == "\"Segoe UI\"")
    #expect(CSS.fontFamily("A\"B") == "\"A\\\"B\"")
  }

  @Test func rulesCommentsAndSelectors() {
    let rule = CSS.rule(
      CSS.dataAttributeSelector("Theme Mode", equals: "dark\"]"), [("--a", "#FFFFFF"), ("--b", "x;y")],
      comment: "a */ b")
    #expect(rule == "/* a * / b */\n[data-theme-mode=\"dark\\\"]\"] {\n  --a: #FFFFFF;\n  --b: \"x;y\";\n}\n")
    #expect(CSS.dataAttributeName("") == "context")
    #expect(CSS.customProperty(segments: ["bg", "sub 200\"]"]) == "--bg-sub-200--")
    // Symbols before the first letter, digit or `_` are left out: `@color` is an exporter's collection.
    #expect(CSS.customProperty(segments: ["@color", "bg"]) == "--color-bg")
    #expect(CSS.customProperty(segments: ["@", "-x"]) == "--x")
    #expect(CSS.customProperty(segments: ["_private", "x"]) == "--_private-x")
    #expect(CSS.customProperty(segments: ["@"]) == "---")
    #expect(CSS.propertyName("a;b") == #"a\;b"#)
  }

  @Test func blendModesAreCSSKeywords() {
    #expect(CSS.BlendMode.allCases.count == 16)
    #expect(CSS.BlendMode.colorDodge.rawValue == "color-dodge")
    for mode in CSS.BlendMode.allCases { #expect(CSS.identifier(mode.rawValue) == mode.rawValue) }
  }
}

/// No file writes a `style` attribute or CSS keyword of its own: every one goes through the
/// writer (`CSSStyle`, `MarkupAttributes.add(style:)`), so the writer's guarantees hold for all.
@Suite struct StyleAttributesGoThroughTheWriterTests {
  @Test func noSourceWritesAStyleAttributeFromAStringOfItsOwn() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("BuiltInTheme+Files.swift") && $0 != "SpecimenCore/CSS.swift" }
    #expect(files.count > 100)
    var found: [String] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let written =
          line.contains(#""style": ""#) || line.contains(#"add("style", ""#) || line.contains(#"add("style", d"#)
          || line.contains("mix-blend-mode:") || line.contains(#"attributes.add("style""#)
        if written { found.append("\(file):\(number + 1)") }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }
}
