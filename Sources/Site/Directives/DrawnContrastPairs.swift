import Accessibility
import Geometry
import SpecimenCore
import Tokens

/// ```` ```contrast-pairs drawn ````: every text color on the color composited beneath it, as the
/// accessibility audit measured them in each drawn variant, one table per context, weakest
/// first: the pairs the components draw, never every token on every token. At most
/// `TokenTables.shownRowLimit` rows a table; the rest are counted.
enum DrawnContrastPairs {
  struct Pair {
    var foreground: String
    var background: String
    var ratio: Double
    var drawnBy: [String]
  }

  /// A pair in one context's table.
  struct PairKey: Hashable {
    var context: String
    var foreground: String
    var background: String
  }

  static func render(context: PageContext, at location: SourceLocation) -> DirectiveResult {
    let data = context.site.data
    guard let geometry = data.geometry else {
      return .failure(
        .error(
          "contrast-pairs drawn needs drawn component sets", at: location,
          hint: "add geometry models under content/geometry, or name token groups: contrast-pairs text on bg",
          id: .directiveContrastPairsNeedsGeometry))
    }
    var result = DirectiveResult()
    if let page = context.site.configuration.chrome?.entry(.background)?.token {
      result.reads.tokens.insert(TokenName(page))
    }
    var contexts: [String] = []
    var pairs: [String: [Pair]] = [:]
    var index: [PairKey: Int] = [:]
    for finding in data.auditFindings(context.site.configuration) where finding.criterion == "1.4.3" {
      guard let foreground = finding.foreground, let background = finding.background, let ratio = finding.ratio
      else { continue }
      let label = finding.contextLabel
      if pairs[label] == nil { contexts.append(label) }
      result.reads.models.insert(SetName(finding.component))
      let key = PairKey(context: label, foreground: foreground, background: background)
      if let i = index[key] {
        if !pairs[label, default: []][i].drawnBy.contains(finding.component) {
          pairs[label, default: []][i].drawnBy.append(finding.component)
        }
      } else {
        index[key] = pairs[label, default: []].count
        pairs[label, default: []].append(
          Pair(foreground: foreground, background: background, ratio: ratio, drawnBy: [finding.component]))
      }
    }
    for set in result.reads.models {
      result.reads.tokens.formUnion(
        geometry.tokensRead(set: set.rawValue, includingInstances: true).map { TokenName($0) })
    }
    result.html.element("div", ["class": .theme(.contrastReport)]) { report in
      report.newline()
      for label in contexts {
        let sorted = (pairs[label] ?? []).enumerated().sorted { a, b in
          a.element.ratio != b.element.ratio ? a.element.ratio < b.element.ratio : a.offset < b.offset
        }.map(\.element)
        table(label.isEmpty ? "Drawn text" : label, sorted, into: &report)
      }
      if contexts.isEmpty { report.element("p", text: "No drawn variant has text to measure.") }
    }
    result.html.newline()
    return result
  }

  static func color(_ hex: String) -> TokenColor {
    let rgb = GeometryColor(parsing: hex)?.rgb ?? (0, 0, 0)
    return TokenColor(red: rgb.r, green: rgb.g, blue: rgb.b)
  }

  static func table(_ caption: String, _ pairs: [Pair], into html: inout HTML) {
    let limit = TokenTables.shownRowLimit
    let lines = pairs.prefix(limit).map { pair in
      ContrastLine(
        foreground: pair.foreground, background: pair.background, backgroundIsToken: true,
        result: Contrast.ratio(color(pair.foreground), on: color(pair.background)), drawnBy: pair.drawnBy,
        group: pair.drawnBy.first, drawnAsGraphic: false)
    }
    ContrastList.write(caption: caption, lines, drawnBy: true, into: &html)
    if pairs.count > limit {
      // The list is weakest first: what it leaves out is at least as strong as its last line.
      let floor = Contrast.ratio(color(pairs[limit].foreground), on: color(pairs[limit].background)).formatted
      html.element(
        "p", ["class": .theme(.contrastMore)], text: "And \(pairs.count - limit) more pairs, each at least \(floor).")
      html.newline()
    }
  }
}
