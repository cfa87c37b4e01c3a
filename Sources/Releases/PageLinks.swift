import Site
import SpecimenCore

/// Links from the release page to the pages that show a changed token or component: the pages
/// whose directives name it (```` ```specimens Toggle ````, ```` ```token-list brand ````), whose
/// title is the set's name, or whose prose refers to the token (`{{token brand/pressed}}`). Remembers every page it linked,
/// so the release page is rebuilt when one of them is retitled.
final class PageLinks {
  private let pages: [PageSource]
  private let here: String
  /// Each page's fenced directives: name and arguments.
  private let fences: [[(name: String, arguments: String)]]
  private(set) var linked: Set<PagePath> = []

  init(context: PageContext) {
    pages = context.site.pages
    here = context.page.url
    fences = pages.map { page in
      page.body.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("```") else { return nil }
        let info = line.drop { $0 == "`" }.trimmingCharacters(in: .whitespaces)
        guard let space = info.firstIndex(of: " ") else { return nil }
        return (String(info[..<space]), info[info.index(after: space)...].trimmingCharacters(in: .whitespaces))
      }
    }
  }

  /// ` — Toggle, Platform bridge` after a component set.
  func setPages(_ set: String, into html: inout HTML) {
    write(
      pages.indices.filter { index in
        pages[index].title == set
          || fences[index].contains { $0.arguments == set || $0.arguments.hasPrefix(set + " ") }
      }, into: &html)
  }

  /// ` — Color` after a token.
  func tokenPages(_ name: String, into html: inout HTML) {
    write(
      pages.indices.filter { index in
        fences[index].contains { fence in
          fence.name == "token-list" && (name == fence.arguments || name.hasPrefix(fence.arguments + "/"))
        } || pages[index].body.contains("{{token \(name)}}")
      }, into: &html)
  }

  /// The page at `path` under content/pages, linked by its title.
  func page(_ path: String, into html: inout HTML) {
    guard let index = pages.firstIndex(where: { $0.relativePath == path }) else {
      html.element("code", text: path)
      return
    }
    link(index, into: &html)
  }

  private func write(_ indices: [Int], into html: inout HTML) {
    let targets = indices.filter { pages[$0].url != here }
    guard !targets.isEmpty else { return }
    html.element("span", ["class": .theme(.releasePages)]) { html in
      html.text(" — ")
      for (position, index) in targets.enumerated() {
        if position > 0 { html.text(", ") }
        link(index, into: &html)
      }
    }
  }

  private func link(_ index: Int, into html: inout HTML) {
    linked.insert(PagePath(pages[index].relativePath))
    html.element("a", ["href": RelativeURL.between(here, pages[index].url)], text: pages[index].title)
  }
}
