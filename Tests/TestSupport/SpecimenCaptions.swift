/// What a reader compares on a page's specimen grids, read back from the page: for each grid
/// (a `specimens` block's group, a run of lone drawings of one set side by side, or an `icons`
/// block's grid), the caption of each drawing with the line over its block.
package enum SpecimenGridCaptions {
  /// The captions of every grid of a page, each grid's in page order.
  package static func grids(_ html: String) -> [(set: String, captions: [String])] {
    var grids: [(set: String, captions: [String])] = []
    let opening = "<div class=\"sp-specimens"
    var lone: (set: String, captions: [String])? = nil
    let blocks = html.components(separatedBy: opening).dropFirst()
    for block in blocks {
      guard let setStart = block.range(of: "data-set=\""),
        let setEnd = block[setStart.upperBound...].firstIndex(of: "\"")
      else { continue }
      let set = String(block[setStart.upperBound..<setEnd])
      let line = between(block, "<p class=\"sp-specimen-properties\">", "</p>").first ?? ""
      if block.hasPrefix(" sp-specimens-single\"") {
        let caption = line + " | " + (figcaptions(block).first ?? "")
        if lone?.set == set {
          lone?.captions.append(caption)
        } else {
          if let lone { grids.append(lone) }
          lone = (set, [caption])
        }
        continue
      }
      if let found = lone { grids.append(found) }
      lone = nil
      let groups = block.components(separatedBy: "class=\"sp-specimen-group\"").dropFirst()
      for group in groups { grids.append((set, figcaptions(group))) }
    }
    if let lone { grids.append(lone) }
    // An icons block's grid: each drawing's name (and size) under it.
    for grid in between(html, "<ul class=\"sp-icon-grid\"", "</ul>") {
      grids.append(("icons", between(grid, "<li class=\"sp-icon\">", "</li>").map(plainText)))
    }
    return grids
  }

  /// The captions that two drawings of one grid share.
  package static func repeated(_ html: String) -> [(set: String, caption: String)] {
    grids(html).flatMap { grid in
      var seen: Set<String> = []
      return grid.captions.filter { !seen.insert($0).inserted }.map { (grid.set, $0) }
    }
  }

  private static func figcaptions(_ text: String) -> [String] {
    // Past the opening tag's attributes, without the markup inside.
    between(text, "<figcaption", "</figcaption>").map { plainText(String($0.drop(while: { $0 != ">" }).dropFirst())) }
  }

  /// The text of markup, its tags dropped.
  private static func plainText(_ markup: String) -> String {
    var plain = ""
    var inTag = false
    for character in markup {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        plain.append(character)
      }
    }
    return plain
  }

  private static func between(_ text: String, _ start: String, _ end: String) -> [String] {
    text.components(separatedBy: start).dropFirst().map { $0.components(separatedBy: end)[0] }
  }
}
