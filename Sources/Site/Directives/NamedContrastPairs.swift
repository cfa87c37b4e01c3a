import SpecimenCore
import Tokens

/// ```` ```contrast-pairs ```` with a body of `pair FOREGROUND on BACKGROUND` lines: the pairs a
/// system means to be used together, each measured in every shown context whether it passes or
/// not, rather than every foreground of some groups on every background of others.
enum NamedContrastPairs {
  static let keyword = "pair"

  struct Pair: Equatable {
    var foreground: String
    var background: String
    /// Its line, for the errors about its tokens.
    var location: SourceLocation
  }

  /// A pair as one context measures it.
  struct Measured: Hashable {
    var foreground: String
    var background: String
    var result: ContrastResult
  }

  /// The body's pairs, or nil when it has no `pair` line (the groups form reads the arguments).
  static func pairs(
    _ lines: [BodyLine], directive: String, into problems: inout Diagnostics
  ) -> [Pair]? {
    guard !lines.isEmpty else { return nil }
    var pairs: [Pair] = []
    for line in lines {
      guard line.keyword == keyword else {
        problems.append(DirectiveBody.unknownKeyword(line, directive: directive, known: [keyword]))
        continue
      }
      let sides = line.rest.components(separatedBy: " on ").map { $0.trimmingSpaces }
      guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
        problems.error(
          "write each pair as 'pair FOREGROUND on BACKGROUND'", at: line.location,
          hint: "pair color/text/default on color/background/default", id: .directiveContrastPairsInvalid)
        continue
      }
      pairs.append(Pair(foreground: sides[0], background: sides[1], location: line.location))
    }
    return pairs
  }

  /// One list per group of contexts that measure alike: every pair, its ratio and its marks.
  static func render(
    _ pairs: [Pair], tables: TokenTables
  ) -> DirectiveResult {
    var result = DirectiveResult()
    let first = tables.system.contexts.first ?? tables.system.defaultContext
    for pair in pairs {
      tables.readContrastColors([pair.foreground, pair.background], in: first, at: pair.location, into: &result)
    }
    guard !result.diagnostics.hasErrors else { return result }
    if let page = tables.pageBackground { result.reads.tokens.insert(TokenName(page)) }
    var reports: [(TokenContext, [Measured])] = []
    for context in tables.columnOrder {
      let backdrop = tables.backdrop(in: context)
      let measured = pairs.compactMap { pair -> Measured? in
        tables.system.contrast(pair.foreground, on: pair.background, in: context, over: backdrop).map {
          Measured(foreground: pair.foreground, background: pair.background, result: $0)
        }
      }
      reports.append((context, measured))
    }
    result.html.element("div", ["class": .theme(.contrastReport)]) { report in
      report.newline()
      for (measured, contexts) in tables.system.grouped(reports) {
        let lines = measured.map { pair in
          tables.contrastLine(
            pair.foreground, on: pair.background, pair.result, translucent: pair.result.backdrop != nil)
        }
        ContrastList.write(caption: tables.system.label(for: contexts), lines, drawnBy: false, into: &report)
      }
    }
    result.html.newline()
    return result
  }
}
