/// GitHub Flavored Markdown's extended autolinks: `www.example.com`, `https://example.com/a`
/// and `name@example.com` in text become links, with trailing punctuation and unbalanced
/// closing parentheses left outside, as GFM specifies.
enum ExtendedAutolinks {
  /// Splits a text node around the links in it; returns the new link nodes.
  static func convert(_ node: MarkdownNode, shield: InlineReferenceShield) -> [MarkdownNode] {
    guard node.literalContains("@") || node.literalContains("www.") || node.literalContains("://") else { return [] }
    let literal = node.literal
    let scalars = Array(literal.unicodeScalars)
    let matches = find(in: scalars)
    guard !matches.isEmpty else { return [] }
    var links: [MarkdownNode] = []
    var position = 0
    for match in matches {
      if match.range.lowerBound > position {
        node.insertBefore(node.tree.text(String(scalars: scalars[position..<match.range.lowerBound])))
      }
      let written = String(scalars: scalars[match.range])
      let link = node.tree.link(url: shield.restore(match.prefix + written, in: .unescaped))
      link.append(node.tree.text(written))
      node.insertBefore(link)
      links.append(link)
      position = match.range.upperBound
    }
    if position < scalars.count {
      node.insertBefore(node.tree.text(String(scalars: scalars[position...])))
    }
    node.remove()
    return links
  }

  struct Match: Equatable {
    var range: Range<Int>
    /// What the URL adds before the text: `http://` for `www.`, `mailto:` for an address.
    var prefix: String
  }

  static func find(in text: [Unicode.Scalar]) -> [Match] {
    var matches: [Match] = []
    var i = 0
    while i < text.count {
      let c = text[i]
      // `www.` starts after white space or `*_~(`; a scheme only needs no letter before it
      // (as cmark-gfm reads it: `:-https://…` links).
      if c == "w" || c == "h", i == 0 || !isASCIILetter(text[i - 1]), let match = urlMatch(text, at: i),
        match.prefix.isEmpty || i == 0 || " \t\n*_~(".unicodeScalars.contains(text[i - 1])
      {
        matches.append(match)
        i = match.range.upperBound
        continue
      }
      if c == "@", let match = emailMatch(text, at: i), match.range.lowerBound >= (matches.last?.range.upperBound ?? 0)
      {
        matches.append(match)
        i = match.range.upperBound
        continue
      }
      i += 1
    }
    return matches
  }

  private static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
    (c.value | 0x20) >= 0x61 && (c.value | 0x20) <= 0x7A
  }

  private static func isASCIIAlphanumeric(_ c: Unicode.Scalar) -> Bool {
    isASCIILetter(c) || (c.value >= 0x30 && c.value <= 0x39)
  }

  private static func hasPrefix(_ text: [Unicode.Scalar], _ prefix: StaticString, at index: Int) -> Bool {
    guard index + prefix.utf8CodeUnitCount <= text.count else { return false }
    return prefix.withUTF8Buffer { bytes in
      bytes.indices.allSatisfy { text[index + $0].value == UInt32(bytes[$0]) }
    }
  }

  private static func urlMatch(_ text: [Unicode.Scalar], at start: Int) -> Match? {
    let prefix: String
    let domainStart: Int
    if hasPrefix(text, "www.", at: start) {
      prefix = "http://"
      domainStart = start
    } else if hasPrefix(text, "https://", at: start) {
      prefix = ""
      domainStart = start + 8
    } else if hasPrefix(text, "http://", at: start) {
      prefix = ""
      domainStart = start + 7
    } else {
      return nil
    }
    guard let domainEnd = domain(text, from: domainStart, needsPeriod: prefix == "http://") else { return nil }
    var end = domainEnd
    while end < text.count, !text[end].properties.isWhitespace, text[end] != "<" { end += 1 }
    end = trimTrailing(text, start: start, end: end)
    guard end > domainStart else { return nil }
    return Match(range: start..<end, prefix: prefix)
  }

  /// A valid domain: letters, digits, `-` and `_` in segments separated by periods, with no
  /// underscore in the last two segments. Returns where it ends.
  private static func domain(_ text: [Unicode.Scalar], from start: Int, needsPeriod: Bool) -> Int? {
    var end = start
    var segmentUnderscores: [Bool] = [false]
    while end < text.count {
      let c = text[end]
      if c == "." {
        guard end + 1 < text.count, isDomainCharacter(text[end + 1]) else { break }
        segmentUnderscores.append(false)
      } else if c == "_" {
        segmentUnderscores[segmentUnderscores.count - 1] = true
      } else if !isDomainCharacter(c) {
        break
      }
      end += 1
    }
    guard end > start, !needsPeriod || segmentUnderscores.count > 1 else { return nil }
    guard !segmentUnderscores.suffix(2).contains(true) else { return nil }
    return end
  }

  private static func isDomainCharacter(_ c: Unicode.Scalar) -> Bool {
    c == "-" || c == "_"
      || (c.isASCII
        ? isASCIIAlphanumeric(c)
        : !c.properties.isWhitespace
          && !isPunctuation(c))
  }

  private static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
    switch c.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }

  /// Drops trailing `?!.,:*_~'";`, closing parentheses without an opening one in the link, and
  /// an entity-like `&name;`.
  private static func trimTrailing(_ text: [Unicode.Scalar], start: Int, end: Int) -> Int {
    var end = end
    while end > start {
      let last = text[end - 1]
      if "?!.,:*_~'\"".unicodeScalars.contains(last) {
        end -= 1
      } else if last == ")" {
        let opening = text[start..<end].filter { $0 == "(" }.count
        let closing = text[start..<end].filter { $0 == ")" }.count
        guard closing > opening else { break }
        end -= 1
      } else if last == ";" {
        var j = end - 2
        while j > start, isASCIIAlphanumeric(text[j]) { j -= 1 }
        // `&name;` goes as a whole; a lone `;` is trailing punctuation.
        end = j >= start && text[j] == "&" && j < end - 2 ? j : end - 1
      } else {
        break
      }
    }
    return end
  }

  /// `name@example.com`: the address around an `@`.
  private static func emailMatch(_ text: [Unicode.Scalar], at: Int) -> Match? {
    var start = at
    while start > 0, isLocalCharacter(text[start - 1]) { start -= 1 }
    guard start < at else { return nil }
    var end = at + 1
    var periods = 0
    while end < text.count {
      let c = text[end]
      if c == "." {
        guard end + 1 < text.count, isASCIIAlphanumeric(text[end + 1]) || text[end + 1] == "-" || text[end + 1] == "_"
        else { break }
        periods += 1
      } else if !(isASCIIAlphanumeric(c) || c == "-" || c == "_") {
        break
      }
      end += 1
    }
    guard periods > 0, end > at + 1, text[end - 1] != "-", text[end - 1] != "_" else { return nil }
    return Match(range: start..<end, prefix: "mailto:")
  }

  private static func isLocalCharacter(_ c: Unicode.Scalar) -> Bool {
    isASCIIAlphanumeric(c) || ".+-_".unicodeScalars.contains(c)
  }
}
