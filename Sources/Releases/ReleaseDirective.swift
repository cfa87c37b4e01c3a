import Site
import SpecimenCore

/// ```` ```release-changes ````: the release page's body after the writer's notes. Every change
/// the diff found, in the order of `specimen diff`: breaking changes first, then tokens (with
/// swatches for colors), component sets, drawings before and after, and pages, each linked to
/// the pages that show it. Classes are documented in docs/RELEASES.md.
struct ReleaseDirective: Directive {
  let name = SiteBuilder.releaseDirectiveName
  let summary = "what changed since the previous release (written by the build for site.yml's release:)"
  let version: String
  let previous: String
  let diff: SiteDiff
  let redrawn: [RedrawnVariant]

  /// The parts with something to show, in page order, with their headings.
  static func parts(_ diff: SiteDiff, redrawn: [RedrawnVariant]) -> [(heading: String?, argument: String)] {
    guard !diff.isEmpty || !redrawn.isEmpty else { return [(nil, ReleasePart.unchanged.rawValue)] }
    var parts: [(heading: String?, argument: ReleasePart)] = []
    if diff.isBreaking || !diff.tokens.renamed.isEmpty { parts.append((nil, .breaking)) }
    if !diff.tokens.isEmpty { parts.append(("Tokens", .tokens)) }
    if !diff.sets.isEmpty { parts.append(("Components", .components)) }
    if !redrawn.isEmpty || !diff.geometry.isEmpty { parts.append(("Drawings", .drawings)) }
    if !diff.pages.isEmpty { parts.append(("Pages", .pages)) }
    return parts.map { ($0.heading, $0.argument.rawValue) }
  }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    let links = PageLinks(context: context)
    let part = ReleasePart(rawValue: invocation.arguments)
    // A block written by hand with an argument that names no part keeps that argument's class.
    let classes =
      part.map { String.theme(.release, $0.themeClass) } ?? .theme(.release) + " sp-release-part-"
      + invocation.arguments
    var html = HTML()
    html.element("div", ["class": classes]) { html in
      switch part {
      case .breaking?: breaking(into: &html)
      case .tokens?: tokens(links, into: &html)
      case .components?: sets(links, into: &html)
      case .drawings?: drawings(links, into: &html)
      case .pages?: pages(links, into: &html)
      case .unchanged?, nil:
        html.element("p", ["class": .theme(.releaseEmpty)], text: "Nothing in the data changed since \(previous).")
      }
    }
    result.html = html
    result.reads.pages = links.linked
    return result
  }

  // MARK: Sections

  /// What code that names the old tokens, sets, properties or variants must change.
  func breaking(into html: inout HTML) {
    var items: [String] = []
    items += diff.tokens.removed.map { "token `\($0.name)` removed" }
    items += diff.tokens.renamed.map { "token `\($0.from)` renamed to `\($0.to)`" }
    items += diff.sets.removed.map { "component `\($0)` removed" }
    for set in diff.sets.changed {
      items += set.removedProperties.map { "\(set.name): property `\($0)` removed" }
      items += set.removedVariants.map { "\(set.name): variant \($0) removed" }
    }
    guard !items.isEmpty else { return }
    html.element("div", ["class": .theme(.releaseBreaking), "role": "note"]) { html in
      html.element("p", ["class": .theme(.releaseBreakingTitle)], text: "Breaking changes")
      html.element("p", text: "Code that names these must change with this release:")
      html.element("ul") { list in
        for item in items { list.element("li") { $0.textWithCode(item) } }
      }
    }
  }

  func tokens(_ links: PageLinks, into html: inout HTML) {
    let tokens = diff.tokens
    group("Changed", tokens.changed, into: &html) { change, html in
      html.element("code", ["class": .theme(.releaseName)], text: change.name)
      html.text(" ")
      html.element("span", ["class": .theme(.releaseValues)]) { html in
        if let colors = change.colors { TokenPreview.swatch(css: colors.from, inline: true, into: &html) }
        html.element("code", ["class": .theme(.releaseBefore)], text: change.from)
        html.text(" → ")
        if let colors = change.colors { TokenPreview.swatch(css: colors.to, inline: true, into: &html) }
        html.element("code", ["class": .theme(.releaseAfter)], text: change.to)
      }
      contexts(change.contexts, into: &html)
      links.tokenPages(change.name, into: &html)
    }
    group("Re-pointed", tokens.repointed, into: &html) { change, html in
      html.element("code", ["class": .theme(.releaseName)], text: change.name)
      html.text(" now points at ")
      html.element("code", ["class": .theme(.releaseAfter)], text: change.to)
      html.text(", was ")
      html.element("code", ["class": .theme(.releaseBefore)], text: change.from)
      contexts(change.contexts, into: &html)
      links.tokenPages(change.name, into: &html)
    }
    group("Added", tokens.added, into: &html) { token, html in
      entry(token, valueClass: .releaseAfter, into: &html)
      links.tokenPages(token.name, into: &html)
    }
    group(
      "Renamed", tokens.renamed, note: "same type, value and description under a new path", breaking: true, into: &html
    ) { rename, html in
      html.element("code", ["class": .theme(.releaseBefore)], text: rename.from)
      html.text(" → ")
      html.element("code", ["class": .theme(.releaseAfter)], text: rename.to)
    }
    group("Removed", tokens.removed, breaking: true, into: &html) { token, html in
      entry(token, valueClass: .releaseBefore, into: &html)
    }
  }

  /// `color/fresh color #00AA00`.
  func entry(_ token: TokenEntry, valueClass: ThemeClass, into html: inout HTML) {
    html.element("code", ["class": .theme(.releaseName)], text: token.name)
    html.text(" \(token.type) ")
    html.element("code", ["class": .theme(valueClass)], text: token.value)
  }

  func sets(_ links: PageLinks, into html: inout HTML) {
    let sets = diff.sets
    guard !sets.isEmpty else { return }
    do {
      group("Added", sets.added, into: &html) { set, html in
        html.element("span", ["class": .theme(.releaseName)], text: set)
        links.setPages(set, into: &html)
      }
      group("Removed", sets.removed, breaking: true, into: &html) { set, html in
        html.element("span", ["class": .theme(.releaseName)], text: set)
      }
      for change in sets.changed {
        html.element("h3", ["class": .theme(.releaseSet)]) { html in
          html.text(change.name)
          links.setPages(change.name, into: &html)
        }
        html.element("ul", ["class": .theme(.releaseList)]) { list in
          for property in change.addedProperties {
            item(breaking: false, into: &list) { $0.textWithCode("property `\(property)` added") }
          }
          for property in change.removedProperties {
            item(breaking: true, into: &list) { $0.textWithCode("property `\(property)` removed") }
          }
          for options in change.changedOptions {
            item(breaking: false, into: &list) {
              $0.textWithCode(
                "`\(options.property)` options \(options.from.joined(separator: ", ")) → \(options.to.joined(separator: ", "))"
              )
            }
          }
          for value in change.changedDefaults {
            item(breaking: false, into: &list) {
              $0.textWithCode("`\(value.property)` default \(value.from) → \(value.to)")
            }
          }
          for variant in change.addedVariants {
            item(breaking: false, into: &list) { $0.text("variant \(variant) added") }
          }
          for variant in change.removedVariants {
            item(breaking: true, into: &list) { $0.text("variant \(variant) removed") }
          }
        }
      }
    }
  }

  /// Each redrawn variant before and after, with what moved or resized when the layout says.
  func drawings(_ links: PageLinks, into html: inout HTML) {
    let layout = Dictionary(diff.geometry.map { ("\($0.set)\u{1F}\($0.variant)", $0) }, uniquingKeysWith: { a, _ in a })
    if !redrawn.isEmpty {
      html.element(
        "p", ["class": .theme(.releaseNote)],
        text: "Every variant whose drawing changed, before and after, in the first theme's colors.")
      var lastSet: String?
      for variant in redrawn {
        if variant.set != lastSet {
          lastSet = variant.set
          html.element("h3", ["class": .theme(.releaseSet)]) { html in
            html.text(variant.set)
            links.setPages(variant.set, into: &html)
          }
        }
        html.element("figure", ["class": .theme(.releaseDrawing)]) { html in
          html.element("div", ["class": .theme(.releasePair)]) { html in
            html.element("div", ["class": .theme(.releaseSide)]) { html in
              html.append(variant.before)
              html.element("span", ["class": .theme(.releaseSideLabel)], text: previous)
            }
            html.element("span", ["class": .theme(.releaseArrow), "aria-hidden": "true"], text: "→")
            html.element("div", ["class": .theme(.releaseSide)]) { html in
              html.append(variant.after)
              html.element("span", ["class": .theme(.releaseSideLabel)], text: version)
            }
          }
          html.element("figcaption") { html in
            html.text(variant.variant.isEmpty ? variant.set : variant.variant)
            if let change = layout["\(variant.set)\u{1F}\(variant.variant)"] {
              html.text(": " + change.summary)
            }
          }
        }
      }
    }
    // A layout change that draws the same (a fill token renamed, one color): said, not drawn.
    let drawn = Set(redrawn.map { "\($0.set)\u{1F}\($0.variant)" })
    let undrawn = diff.geometry.filter { !drawn.contains("\($0.set)\u{1F}\($0.variant)") }
    group("Same drawing, new layout", undrawn, into: &html) { change, html in
      html.text("\(change.set) \(change.variant): \(change.summary)")
    }
  }

  func pages(_ links: PageLinks, into html: inout HTML) {
    let pages = diff.pages
    guard !pages.isEmpty else { return }
    do {
      group("Added", pages.added, into: &html) { path, html in links.page(path, into: &html) }
      group("Retitled", pages.retitled, into: &html) { page, html in
        html.text("\(page.from) → ")
        links.page(page.path, into: &html)
      }
      group("Removed", pages.removed, into: &html) { path, html in html.element("code", text: path) }
    }
  }

  // MARK: Pieces

  /// "Added (2)" and the list of its items, when there are any.
  func group<Item>(
    _ title: String, _ items: [Item], note: String? = nil, breaking: Bool = false, into html: inout HTML,
    each: (Item, inout HTML) -> Void
  ) {
    guard !items.isEmpty else { return }
    html.element("h3", ["class": .theme(.releaseGroup)]) { html in
      html.text("\(title) ")
      html.element("span", ["class": .theme(.releaseCount)], text: "(\(items.count))")
    }
    if let note { html.element("p", ["class": .theme(.releaseNote)], text: note) }
    html.element("ul", ["class": .theme(.releaseList)]) { list in
      for element in items { item(breaking: breaking, into: &list) { each(element, &$0) } }
    }
  }

  func item(breaking: Bool, into html: inout HTML, content: (inout HTML) -> Void) {
    html.element("li", ["class": breaking ? .theme(.releaseItem, .releaseItemBreaking) : .theme(.releaseItem)]) {
      html in
      content(&html)
      if breaking {
        html.text(" ")
        html.element("span", ["class": .theme(.releaseBreakingTag)], text: "Breaking")
      }
    }
  }

  func contexts(_ names: [String], into html: inout HTML) {
    guard !names.isEmpty else { return }
    html.text(" ")
    html.element("span", ["class": .theme(.releaseContexts)], text: "in " + names.joined(separator: ", "))
  }
}

/// A part of the release page: the argument of its `release-changes` block.
enum ReleasePart: String {
  case unchanged, breaking, tokens, components, drawings, pages

  /// The class of the part's wrapper.
  var themeClass: ThemeClass {
    switch self {
    case .unchanged: .releasePartUnchanged
    case .breaking: .releasePartBreaking
    case .tokens: .releasePartTokens
    case .components: .releasePartComponents
    case .drawings: .releasePartDrawings
    case .pages: .releasePartPages
    }
  }
}
