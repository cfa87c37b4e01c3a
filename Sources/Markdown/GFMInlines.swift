import SpecimenCore

/// GitHub Flavored Markdown's task-list items: `- [ ] to do` and `- [x] done` start with a
/// checkbox a reader cannot change (the page is not a form), labelled for screen readers.
enum TaskListItem {
  static func convert(_ item: MarkdownNode) {
    guard let paragraph = item.firstChild, paragraph.kind == .paragraph,
      let text = paragraph.firstChild, text.kind == .text
    else { return }
    // Most items are no tasks: their first byte says so before the text is read as scalars.
    guard text.literal.utf8.first == UInt8(ascii: "[") else { return }
    let scalars = Array(text.literal.unicodeScalars)
    guard scalars.count >= 4, scalars[0] == "[", scalars[2] == "]", scalars[3] == " " || scalars[3] == "\t",
      ["x", "X", " "].contains(scalars[1])
    else { return }
    let rest = String(scalars: scalars.dropFirst(4).drop { $0 == " " || $0 == "\t" })
    guard !rest.isEmpty || text.next != nil else { return }
    if rest.isEmpty {
      text.remove()
    } else {
      text.literal = rest
    }
    let checked = scalars[1] != " "
    let html = Markup {
      $0.voidAsCmarkWrites(
        "input",
        attributes: [
          "type": "checkbox", "checked": checked ? "" : nil, "disabled": "",
          "aria-label": checked ? "Done" : "Not done",
        ])
      $0.text(" ")
    }
    if item.parent?.isTightList ?? true {
      paragraph.prepend(item.tree.custom(block: false, enter: html))
    } else {
      paragraph.insertBefore(item.tree.custom(block: true, enter: html))
    }
  }
}

/// GitHub Flavored Markdown's strikethrough: `~~text~~` or `~text~`, paired like emphasis
/// (left- and right-flanking runs of the same length) among one container's inlines.
enum Strikethrough {
  private struct Delimiter {
    var node: MarkdownNode
    var length: Int
    var canOpen: Bool
    var canClose: Bool
  }

  static func convert(_ container: MarkdownNode, shield: InlineReferenceShield) {
    var delimiters: [Delimiter] = []
    var child = container.firstChild
    while let current = child {
      child = current.next
      if current.kind == .text, current.literalContains("~") { delimiters += split(current) }
    }
    guard delimiters.contains(where: \.canOpen), delimiters.contains(where: \.canClose) else { return }
    var openers: [Int] = []
    var pairs: [(MarkdownNode, MarkdownNode)] = []
    for (index, delimiter) in delimiters.enumerated() {
      if delimiter.canClose, let opener = openers.lastIndex(where: { delimiters[$0].length == delimiter.length }) {
        pairs.append((delimiters[openers[opener]].node, delimiter.node))
        openers.removeSubrange(opener...)
      } else if delimiter.canOpen {
        openers.append(index)
      }
    }
    for (opener, closer) in pairs {
      let del = container.tree.custom(
        block: false, enter: Markup { $0.startTag("del") }, exit: Markup { $0.endTag("del") })
      opener.insertBefore(del)
      while let next = opener.next, next != closer {
        next.remove()
        del.append(next)
      }
      opener.remove()
      closer.remove()
    }
  }

  private enum CharacterClass { case space, punctuation, other }

  private static func classify(_ scalar: Unicode.Scalar?) -> CharacterClass {
    guard let scalar else { return .space }
    if scalar == InlineReferenceShield.escapedTilde { return .punctuation }
    if scalar.properties.isWhitespace { return .space }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return .punctuation
    default:
      return scalar.isASCII && scalar.properties.isPatternSyntax ? .punctuation : .other
    }
  }

  /// What is just outside a text node: the start or end of the container and line breaks are
  /// white space; any other inline (code, emphasis, a link) ends or starts with punctuation.
  private static func neighbour(_ node: MarkdownNode?) -> CharacterClass {
    guard let node else { return .space }
    switch node.kind {
    case .softBreak, .lineBreak: return .space
    case .text: return .other
    default: return .punctuation
    }
  }

  /// Splits a text node so that each tilde run that may open or close is a node of its own.
  private static func split(_ node: MarkdownNode) -> [Delimiter] {
    let scalars = Array(node.literal.unicodeScalars)
    var runs: [(start: Int, length: Int, canOpen: Bool, canClose: Bool)] = []
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "~" else {
        i += 1
        continue
      }
      var end = i
      while end < scalars.count, scalars[end] == "~" { end += 1 }
      let length = end - i
      if length <= 2 {
        let before = i > 0 ? classify(scalars[i - 1]) : neighbourBefore(node)
        let after = end < scalars.count ? classify(scalars[end]) : neighbourAfter(node)
        let leftFlanking = after != .space && (after != .punctuation || before != .other)
        let rightFlanking = before != .space && (before != .punctuation || after != .other)
        if leftFlanking || rightFlanking { runs.append((i, length, leftFlanking, rightFlanking)) }
      }
      i = end
    }
    guard !runs.isEmpty else { return [] }
    var delimiters: [Delimiter] = []
    var position = 0
    func text(_ from: Int, _ to: Int) {
      if to > from { node.insertBefore(node.tree.text(String(scalars: scalars[from..<to]))) }
    }
    for run in runs {
      text(position, run.start)
      let delimiterNode = node.tree.text(String(repeating: "~", count: run.length))
      node.insertBefore(delimiterNode)
      delimiters.append(
        Delimiter(node: delimiterNode, length: run.length, canOpen: run.canOpen, canClose: run.canClose))
      position = run.start + run.length
    }
    text(position, scalars.count)
    node.remove()
    return delimiters
  }

  private static func neighbourAfter(_ node: MarkdownNode) -> CharacterClass {
    guard let next = node.next else { return .space }
    if next.kind == .text { return classify(next.literal.unicodeScalars.first) }
    return neighbour(next)
  }

  private static func neighbourBefore(_ node: MarkdownNode) -> CharacterClass {
    guard let previous = node.previous else { return .space }
    if previous.kind == .text { return classify(previous.literal.unicodeScalars.last) }
    return neighbour(previous)
  }
}
