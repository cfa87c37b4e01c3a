import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The theme's classes as the generator names them (`ThemeClass`) against the theme's CSS
/// (templates/assets/specimen.css and the previews' rules tokens.css ends with), its templates and
/// its scripts.
@Suite struct ThemeClassTests {
  /// Classes the theme leaves to the browser's defaults: hooks for a site's own CSS and for the
  /// checks that read a page (docs/RELEASES.md lists the release page's), and elements styled
  /// through their parent or their own `style`.
  static let unstyled: Set<ThemeClass> = [
    .a11yRowExempt, .a11yRowPass, .a11yRowUnknown, .alpha, .anatomyMeasurements,
    .anatomySvg, .anatomyWell, .chainValue, .codeConnectSource, .colorSpace, .contrast, .contrastFail,
    .contrastGroups, .contrastLarge, .contrastMore, .contrastPass, .figmaOpen, .figmaSource, .figmaStyleDescription,
    .figmaStyles, .keyboardTable, .leader, .liveDrawing, .option, .parityDifferent, .parityOnlyInCode,
    .parityOnlyInFigma, .pointer, .previewSvg, .propNone, .propOptional, .properties, .propertyBoolean,
    .propertyInstanceSwap, .propertyText, .propertyVariant, .propsCssParts, .propsCssProperties, .propsEvents,
    .propsSlots, .propsSource, .redlines, .release, .releaseAfter, .releaseEmpty, .releaseGroup,
    .releaseItemBreaking, .releaseName, .releasePartBreaking, .releasePartComponents, .releasePartDrawings,
    .releasePartPages, .releasePartTokens, .releasePartUnchanged, .ringText, .specimenSvg, .styleChip,
    .tokenDetailsTitle, .tokenFailed, .tokenRef, .touchTargetMinimum, .touchTargetSvg, .variants,
    .variantsUnpublished,
  ]

  /// Rules of the previews' stylesheet for a class nothing writes any more. Taking one out changes
  /// every site's tokens.css, so it is listed here until that is meant.
  static let staleRules: Set<String> = ["sp-context-label"]

  /// Every `sp-*` name in a text with the character before it and whether `{{` follows it.
  static func occurrences(in text: String) -> [(name: String, before: Character?, templated: Bool)] {
    let characters = Array(text)
    var found: [(name: String, before: Character?, templated: Bool)] = []
    var index = 0
    while index + 3 <= characters.count {
      guard characters[index] == "s", characters[index + 1] == "p", characters[index + 2] == "-" else {
        index += 1
        continue
      }
      var end = index + 3
      while end < characters.count, characters[end].isASCII,
        characters[end].isLowercase || characters[end].isNumber
          || characters[end] == "-"
      {
        end += 1
      }
      let templated = end + 1 < characters.count && characters[end] == "{" && characters[end + 1] == "{"
      var name = String(characters[index..<end])
      while name.hasSuffix("-") { name.removeLast() }
      if name.count > 3 { found.append((name, index > 0 ? characters[index - 1] : nil, templated)) }
      index = end
    }
    return found
  }

  /// Every `sp-*` name in a text that is not part of a longer name (`--sp-bg`, `data-sp-context`).
  static func names(in text: String) -> Set<String> {
    Set(
      occurrences(in: text).filter { $0.before.map { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? true }
        .map(\.name))
  }

  static func theme(_ suffix: String) -> String {
    BuiltInTheme.allFiles.filter { $0.path.hasSuffix(suffix) }.compactMap(\.text).joined(separator: "\n")
  }

  /// The classes the theme's CSS selects.
  static var styled: Set<String> {
    Set(occurrences(in: theme(".css") + "\n" + TokenTables.previewStylesheet).filter { $0.before == "." }.map(\.name))
  }

  /// What the templates and scripts write or look for themselves, with a `{{…}}` in a template's
  /// class standing for any ending.
  static func writtenByTheme(_ name: String) -> Bool {
    let own = theme(".mustache") + "\n" + theme(".js")
    if names(in: own).contains(name) { return true }
    return occurrences(in: own).contains { $0.templated && name.hasPrefix($0.name + "-") }
  }

  @Test func everyClassTheGeneratorWritesIsStyledOrDeliberatelyLeftAlone() {
    let styled = Self.styled
    let scripted = Self.names(in: Self.theme(".js"))
    for theme in ThemeClass.allCases {
      let isStyled = styled.contains(theme.rawValue) || scripted.contains(theme.rawValue)
      #expect(
        isStyled != Self.unstyled.contains(theme),
        isStyled
          ? "\(theme.rawValue) is styled: take it out of ThemeClassTests.unstyled"
          : "\(theme.rawValue) has no rule in the theme's CSS: style it or list it in ThemeClassTests.unstyled")
    }
  }

  @Test func theThemesCSSSelectsNoClassNothingWrites() {
    let known = Set(ThemeClass.allCases.map(\.rawValue))
    let orphans = Self.styled.filter { !known.contains($0) && !Self.writtenByTheme($0) }
    #expect(orphans == Self.staleRules, "classes the CSS styles that neither Swift nor the theme writes")
  }

  @Test func classesAreWrittenAsTheThemeNamesThem() {
    #expect(ThemeClass.allCases.allSatisfy { $0.rawValue.hasPrefix("sp-") })
    #expect(Set(ThemeClass.allCases.map(\.rawValue)).count == ThemeClass.allCases.count)
    #expect(String.theme(.specimens, .specimenMatrix) == "sp-specimens sp-specimen-matrix")
    #expect(String.theme([.value]) == "sp-value")
    var html = HTML()
    html.table(.variantGrid, attributes: ["aria-label": "Grid"], columns: [HTML.columnHeading("A", class: .corner)]) {
      _ in
    }
    #expect(html.markup.hasPrefix(#"<table class="sp-variant-grid" aria-label="Grid" tabindex="0">"#))
    var plain = HTML()
    plain.table(.tokenTable, columns: []) { _ in }
    #expect(plain.markup.hasPrefix(#"<table class="sp-token-table">"#))
  }

  /// Markup names a theme class only through `ThemeClass`: no Swift source outside it and the
  /// generated theme spells one out (a CSS selector, a custom property or a data attribute is
  /// not a class on an element).
  @Test func noSourceSpellsOutAThemeClass() throws {
    let sources = Repository.path("Sources")
    let exempt = ["SpecimenCore/ThemeClass.swift", "Site/Theme/BuiltInTheme+Files.swift"]
    // A release block written by hand with an argument that names no part keeps that argument's class.
    let allowed = [("Releases/ReleaseDirective.swift", "sp-release-part-")]
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: sources)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift"), !exempt.contains(path) else { continue }
      let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") || !line.contains("sp-") { continue }
        for name in Self.names(in: String(line))
        where !allowed.contains(where: { path == $0.0 && name == $0.1.dropLast() }) {
          if line.contains("." + name) { continue }  // a selector in a stylesheet
          found.append("\(path):\(number + 1): \(name)")
        }
      }
    }
    #expect(found.isEmpty, "write these through ThemeClass: \(found)")
  }
}
