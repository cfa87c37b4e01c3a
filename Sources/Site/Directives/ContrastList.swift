import Tokens

/// One measured color pair as a contrast list shows it.
struct ContrastLine {
  var foreground: String
  /// A token name, or words for what lies beneath ("the page", stacked fills).
  var background: String
  var backgroundIsToken: Bool
  var result: ContrastResult
  /// The background is translucent: the line names what it was measured over.
  var translucent = false
  /// The sets that draw the pair, for a list of drawn pairs.
  var drawnBy: [String]? = nil
  /// What a long list groups the line under, when not its foreground's and background's groups
  /// (drawn colors have no token groups: they are grouped by the set that draws them).
  var group: String? = nil

  /// WCAG 1.4.3 exempts the text of a disabled control.
  var isExempt: Bool { foreground.contains("disabled") && !passes }
  var passesEnhanced: Bool { result.ratio >= 7 }

  /// The foreground is named for a graphic, not text (`color/icon/default`, `border/strong`):
  /// WCAG 1.4.11 asks 3:1 of icons and of the lines that show a control's bounds, where 1.4.3
  /// asks 4.5:1 of text.
  /// A pair the drawings paint is what its layers are, whatever its color's name: the bundled
  /// site's Text Input sets its hint in `icon/sub-600`, which is text.
  var isGraphic: Bool { drawnAsGraphic ?? Contrast.namesGraphic(foreground) }
  /// Whether the drawings paint the pair as an icon (true) or as text (false); nil when no
  /// drawing says, and the color's name does.
  var drawnAsGraphic: Bool? = nil

  /// Whether the pair reaches what WCAG asks of it at AA: 3:1 for a graphic, 4.5:1 for text.
  var passes: Bool { isGraphic ? result.passesLargeTextAndUI : result.passesText }
}

/// Contrast pairs a person can read at every width: one line a pair (the "Aa" sample, the two
/// names, the ratio, and AA, AA large and AAA marks), not a card of seven labelled cells. A
/// list longer than `unfoldedLimit` lines is summed up by group (foreground group on background
/// group: how many pairs, how many below 4.5:1, the weakest), each group folded under its line.
enum ContrastList {
  static let unfoldedLimit = 30

  static func write(caption: String, _ lines: [ContrastLine], drawnBy: Bool, into html: inout HTML) {
    guard lines.count > unfoldedLimit else {
      table(caption: caption, label: nil, lines, drawnBy: drawnBy, into: &html)
      return
    }
    var order: [[String]] = []
    var groups: [[String]: [ContrastLine]] = [:]
    for line in lines {
      let key =
        line.group.map { [$0] }
        ?? [group(line.foreground), line.backgroundIsToken ? group(line.background) : line.background]
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(line)
    }
    html.element("div", ["class": .theme(.contrastGroups)]) { list in
      list.newline()
      list.element("p", ["class": .theme(.contrastCaption)]) { head in
        head.element("strong", text: caption)
        head.text(" — " + summary(lines) + ", in \(order.count) \(order.count == 1 ? "group" : "groups")")
      }
      list.newline()
      for key in order {
        let members = groups[key] ?? []
        list.element("details", ["class": .theme(.contrastGroup)]) { details in
          details.element("summary") { summary in
            summary.element("code", text: key[0])
            if key.count > 1 {
              summary.text(" on ")
              if key[1] == members.first?.background, members.first?.backgroundIsToken == false {
                summary.text(key[1])
              } else {
                summary.element("code", text: key[1])
              }
            }
            summary.text(" · " + Self.summary(members))
          }
          details.newline()
          let name = key.joined(separator: " on ")
          table(caption: nil, label: "\(caption): \(name)", members, drawnBy: drawnBy, into: &details)
        }
        list.newline()
      }
    }
    html.newline()
  }

  /// `14 pairs, 3 below 4.5:1, the weakest 2.10:1`; a list of icons and borders is held to 3:1,
  /// one of both to each one's minimum.
  static func summary(_ lines: [ContrastLine]) -> String {
    let below = lines.filter { !$0.passes }.count
    let graphics = lines.filter(\.isGraphic).count
    let minimum =
      graphics == 0 ? "4.5:1" : graphics == lines.count ? "3:1" : "their minimum (4.5:1 for text, 3:1 for graphics)"
    var text = "\(lines.count) \(lines.count == 1 ? "pair" : "pairs")"
    text += below == 0 ? ", all at \(minimum) or more" : ", \(below) below \(minimum)"
    if let weakest = lines.min(by: { $0.result.ratio < $1.result.ratio }), lines.count > 1 {
      text += ", the weakest \(weakest.result.formatted)"
    }
    return text
  }

  static func group(_ name: String) -> String {
    name.lastIndex(of: "/").map { String(name[..<$0]) } ?? name
  }

  static func table(caption: String?, label: String?, _ lines: [ContrastLine], drawnBy: Bool, into html: inout HTML) {
    let columns = ["Sample", drawnBy ? "Pair, measured, drawn by" : "Pair and measured colors", "Ratio", "WCAG 2"]
    html.table(
      .contrastTable, attributes: ["aria-label": label], caption: caption,
      columns: columns.map { HTML.columnHeading($0) }
    ) { body in
      if lines.isEmpty {
        body.row { $0.element("td", ["colspan": String(columns.count)], text: "Every pair meets 4.5:1.") }
      }
      for line in lines { row(line, into: &body) }
    }
    html.newline()
  }

  static func row(_ line: ContrastLine, into body: inout HTML) {
    body.row { row in
      row.element("td", ["class": .theme(.contrastSampleCell)]) { cell in
        ContrastSample.write(line.foreground, on: line.background, line.result, graphic: line.isGraphic, into: &cell)
      }
      row.element("th", ["scope": "row", "class": .theme(.contrastPair)]) { cell in
        cell.element("code", ["class": .theme(.tokenName)], text: line.foreground)
        cell.text(" on ")
        // The page and stacked fills are said in words; a token is a token name.
        if line.backgroundIsToken {
          cell.element("code", ["class": .theme(.tokenName)], text: line.background)
        } else {
          cell.text(line.background)
        }
        // A space before the measured line keeps the words apart where the line is not a block
        // (the page's Markdown twin, reader modes).
        cell.text(" ")
        cell.element("span", ["class": .theme(.contrastMeasured)]) { measured in
          measured.text(line.result.foreground.hex + " on " + line.result.background.hex)
          if line.translucent, let under = line.result.backdrop {
            measured.text(" (translucent, over \(under.label))")
          }
          // The sets that draw it, on the same small line: the pair stays one row at every width.
          if let sets = line.drawnBy, !sets.isEmpty { measured.text(" · drawn by " + sets.joined(separator: ", ")) }
        }
      }
      row.element("td", ["class": .theme(.contrastRatio)], text: line.result.formatted)
      row.element("td", ["class": .theme(.contrastGrades)]) { cell in
        // An icon or a border: WCAG 1.4.11's one level, 3:1; the text levels do not apply.
        guard !line.isGraphic else {
          grade("AA", line.passes, into: &cell)
          cell.text(" ")
          cell.element("span", ["class": .theme(.contrastMeasured)], text: "3:1, non-text (1.4.11)")
          // 1.4.11 exempts an inactive control's parts as 1.4.3 does its text.
          if line.isExempt {
            cell.text(" ")
            cell.element("span", ["class": .theme(.exempt)], text: "disabled: exempt")
          }
          return
        }
        grade("AA", line.result.passesText, into: &cell)
        cell.text(" ")
        grade("AA large", line.result.passesLargeTextAndUI, into: &cell)
        cell.text(" ")
        grade("AAA", line.passesEnhanced, into: &cell)
        if line.isExempt {
          cell.text(" ")
          cell.element("span", ["class": .theme(.exempt)], text: "disabled: exempt")
        }
      }
    }
  }

  /// `✓ AA` or `✗ AA`, read as "AA passes" or "AA fails".
  static func grade(_ level: String, _ passes: Bool, into html: inout HTML) {
    html.element("span", ["class": passes ? .theme(.pass) : .theme(.fail)]) { mark in
      mark.element("span", ["aria-hidden": "true"], text: passes ? "✓ " : "✗ ")
      mark.text(level)
      mark.element("span", ["class": .theme(.visuallyHidden)], text: passes ? " passes" : " fails")
    }
  }
}
