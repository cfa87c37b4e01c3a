import SpecimenCore
import Testing

@testable import Markdown

/// cmark's tree as Swift values: copied whole, edited by cmark's rules, written back as cmark writes.
@Suite struct MarkdownTreeTests {
  @Test func theCopyKeepsKindsContentAndPositions() throws {
    let tree = MarkdownTree()
    let document = try #require(
      CMark.parse("# Title\n\n3) one\n4) [two](b.md \"T\")\n\n```swift\nlet x\n```\n", unsafeHTML: false, into: tree))
    #expect(document.children.map(\.kind) == [.heading, .list, .codeBlock])
    let heading = document.children[0]
    #expect(heading.headingLevel == 1)
    #expect(heading.firstChild?.literal == "Title")
    let list = document.children[1]
    guard case .list(let style) = list.content else {
      Issue.record("not a list: \(list.content)")
      return
    }
    #expect(style.ordered && style.parenthesis && style.start == 3 && style.tight)
    let link = try #require(list.lastChild?.firstChild?.firstChild)
    #expect(link.kind == .link && link.url == "b.md" && link.title == "T")
    #expect((link.startLine, link.startColumn) == (4, 4))
    let code = document.children[2]
    #expect(code.fenceInfo == "swift" && code.literal == "let x\n")
    #expect((code.startLine, code.endLine) == (6, 8))
  }

  /// The nodes a pass gathers in one walk are the document's nodes it would pick out of all of them.
  @Test func descendantsWhereAreTheFilteredDescendants() throws {
    let tree = MarkdownTree()
    let document = try #require(
      CMark.parse(
        "# T *e*\n\n- a [b](c.md)\n- ~d~ `e`\n\n> f\n> g  \n> h\n\n| x |\n| - |\n| y |\n", unsafeHTML: false,
        into: tree))
    let kinds: [Set<MarkdownNode.Kind>] = [[.text], [.paragraph], [.softBreak, .lineBreak], [.link, .item], []]
    for picked in kinds {
      #expect(
        document.descendants(where: { picked.contains($0.kind) })
          == document.descendants.filter { picked.contains($0.kind) })
    }
    let item = try #require(document.children[1].firstChild)
    #expect(item.descendants(where: { _ in true }) == item.descendants)
  }

  @Test func editsCMarkRefusesAreRefused() throws {
    let tree = MarkdownTree()
    let document = try #require(CMark.parse("text\n", unsafeHTML: false, into: tree))
    let paragraph = try #require(document.firstChild)
    paragraph.append(tree.paragraph())
    document.append(tree.text("loose"))
    paragraph.firstChild?.insertBefore(tree.custom(block: true, enter: Markup()))
    #expect(paragraph.children.map(\.kind) == [.text])
    #expect(document.children.map(\.kind) == [.paragraph])
    #expect(CMark.renderHTML(document, unsafeHTML: false) == "<p>text</p>\n")
  }

  @Test func editsMoveNodesAndKeepTheLinks() throws {
    let tree = MarkdownTree()
    let document = try #require(CMark.parse("a *b* c\n", unsafeHTML: false, into: tree))
    let paragraph = try #require(document.firstChild)
    let emphasis = paragraph.children[1]
    let inserted = tree.custom(
      block: false, enter: Markup { $0.startTag("del") }, exit: Markup { $0.endTag("del") })
    emphasis.insertAfter(inserted)
    inserted.append(tree.text("new"))
    paragraph.children[0].remove()
    #expect(paragraph.children.map(\.kind) == [.emphasis, .customInline, .text])
    #expect(paragraph.firstChild?.previous == nil && paragraph.lastChild?.next == nil)
    #expect(paragraph.lastChild?.previous == inserted)
    emphasis.replace(with: tree.text("b"))
    #expect(CMark.renderHTML(document, unsafeHTML: false) == "<p>b<del>new</del> c</p>\n")
  }

  /// A page nested deeper than any stack allows recursion for is copied, edited and written.
  @Test func deepNestingNeedsNoRecursion() {
    let depth = 50_000
    let (page, _) = render(String(repeating: ">", count: depth) + " deep ~~struck~~ www.example.com\n")
    #expect(page.html.utf8.count > depth * "<blockquote>\n".utf8.count)
    #expect(page.html.contains("<p>deep <del>struck</del> <a href=\"http://www.example.com\">www.example.com</a></p>"))
  }
}
