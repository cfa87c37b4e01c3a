import Foundation
import SpecimenCore

/// GitHub Flavored Markdown's footnotes: `text[^label]` refers to a `[^label]: note` written
/// anywhere on the page. The notes are numbered in the order they are first referred to and
/// listed at the end with links back; notes nobody refers to are left out, as cmark-gfm does.
///
/// The shield turned each definition into a list item cmark parses in place (so a note can
/// hold several paragraphs, code and lists, and keeps its positions); this takes them out.
final class Footnotes {
  private let shield: InlineReferenceShield
  private struct Definition {
    var label: String
    var item: MarkdownNode
    var references = 0
  }
  /// By label, case-folded as link labels are.
  private var definitions: [String: Definition] = [:]
  private var order: [String] = []

  init(shield: InlineReferenceShield) { self.shield = shield }

  private var items: [MarkdownNode] = []

  /// Finds the definitions, which stay in place (so tables in them are built) until `finish`.
  func findDefinitions(_ document: MarkdownNode) {
    guard !shield.footnoteLabels.isEmpty else { return }
    for item in document.descendants where item.kind == .item {
      guard let index = definitionIndex(item) else { continue }
      items.append(item)
      let key = shield.footnoteLabels[index].lowercased()
      if definitions[key] == nil { definitions[key] = Definition(label: shield.footnoteLabels[index], item: item) }
    }
  }

  /// Links the references in the order they are written, notes included (as cmark-gfm numbers
  /// them), takes the definitions out and appends the notes that were referred to.
  func finish(_ document: MarkdownNode) {
    guard !items.isEmpty else { return }
    for node in document.descendants where node.kind == .text && node.literal.contains("[^") && !node.isInsideLink {
      linkReferences(inText: node)
    }
    for item in items {
      let list = item.parent
      item.remove()
      if let list, list.firstChild == nil {
        list.remove()
      }
    }
    appendSection(to: document)
  }

  /// The definition an item starts, with its placeholder removed from the text.
  private func definitionIndex(_ item: MarkdownNode) -> Int? {
    guard let paragraph = item.firstChild, paragraph.kind == .paragraph, let text = paragraph.firstChild,
      text.kind == .text, let first = text.literal.unicodeScalars.first,
      first.value >= InlineReferenceShield.firstFootnote, first.value <= InlineReferenceShield.lastFootnote
    else { return nil }
    let index = Int(first.value - InlineReferenceShield.firstFootnote)
    guard shield.footnoteLabels.indices.contains(index) else { return nil }
    let rest = text.literal.unicodeScalars.dropFirst().drop {
      $0 == InlineReferenceShield.fill2 || $0 == InlineReferenceShield.fill3 || $0 == " " || $0 == "\t"
    }
    if rest.isEmpty {
      text.remove()
      // The note starts on the next line.
      if let lineBreak = paragraph.firstChild, lineBreak.kind == .softBreak || lineBreak.kind == .lineBreak {
        lineBreak.remove()
      }
      if paragraph.firstChild == nil {
        paragraph.remove()
      }
    } else {
      text.literal = String(scalars: rest)
    }
    return index
  }

  private func linkReferences(inText node: MarkdownNode) {
    let text = node.literal
    var rest = text[...]
    var pieces: [MarkdownNode] = []
    var plain = ""
    while let open = rest.range(of: "[^") {
      guard let close = rest[open.upperBound...].firstIndex(of: "]") else { break }
      let label = String(rest[open.upperBound..<close])
      let key = label.lowercased()
      guard !label.isEmpty, !label.contains(where: \.isWhitespace), definitions[key] != nil else {
        plain += rest[..<open.upperBound]
        rest = rest[open.upperBound...]
        continue
      }
      plain += rest[..<open.lowerBound]
      if !plain.isEmpty { pieces.append(node.tree.text(plain)) }
      plain = ""
      pieces.append(node.tree.custom(block: false, enter: reference(key)))
      rest = rest[rest.index(after: close)...]
    }
    guard !pieces.isEmpty else { return }
    plain += rest
    if !plain.isEmpty { pieces.append(node.tree.text(plain)) }
    for piece in pieces { node.insertBefore(piece) }
    node.remove()
  }

  private func reference(_ key: String) -> Markup {
    guard var definition = definitions[key] else { return Markup() }
    if definition.references == 0 { order.append(key) }
    definition.references += 1
    definitions[key] = definition
    let number = order.firstIndex(of: key)! + 1
    let id = "fnref-" + Self.idPart(definition.label) + (definition.references > 1 ? "-\(definition.references)" : "")
    var link: MarkupAttributes = ["href": "#fn-\(Self.idPart(definition.label))", "id": id]
    link.addBare("data-footnote-ref")
    return Markup {
      $0.element("sup", ["class": "footnote-ref"]) { $0.element("a", attributes: link, text: String(number)) }
    }
  }

  /// The label as part of an id and a fragment.
  private static func idPart(_ label: String) -> String {
    label.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", "_", ".", "~"])) ?? label
  }

  /// Appends the notes that were referred to, in order.
  private func appendSection(to document: MarkdownNode) {
    guard !order.isEmpty else { return }
    var sectionAttributes: MarkupAttributes = ["class": "footnotes"]
    sectionAttributes.addBare("data-footnotes")
    let section = document.tree.custom(
      block: true,
      enter: Markup {
        $0.startTag("section", attributes: sectionAttributes)
        $0.newline()
        $0.startTag("ol")
        $0.newline()
      },
      exit: Markup {
        $0.endTag("ol")
        $0.newline()
        $0.endTag("section")
      })
    for key in order {
      guard let definition = definitions[key] else { continue }
      let label = Self.idPart(definition.label)
      let note = document.tree.custom(
        block: true, enter: Markup { $0.startTag("li", ["id": "fn-\(label)"]) }, exit: Markup { $0.endTag("li") })
      definition.item.moveChildren(to: note)
      // Each link back follows a space, except at the start of a note that ends in no paragraph.
      func backlinks(spaceFirst: Bool) -> Markup {
        var links = Markup()
        for n in 1...definition.references {
          if n > 1 || spaceFirst { links.text(" ") }
          var attributes: MarkupAttributes = [
            "href": "#fnref-\(label)\(n > 1 ? "-\(n)" : "")", "class": "footnote-backref",
          ]
          attributes.addBare("data-footnote-backref")
          attributes.add("aria-label", "Back to content")
          links.element("a", attributes: attributes) { link in
            link.text("↩")
            if n > 1 { link.element("sup", ["class": "footnote-ref"], text: String(n)) }
          }
        }
        return links
      }
      if let last = note.lastChild, last.kind == .paragraph {
        last.append(document.tree.custom(block: false, enter: backlinks(spaceFirst: true)))
      } else {
        note.append(document.tree.custom(block: true, enter: backlinks(spaceFirst: false)))
      }
      section.append(note)
    }
    document.append(section)
  }
}
