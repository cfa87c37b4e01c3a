import Geometry
import SpecimenCore

/// ```` ```icons ```` with one component's name a line: an icon family drawn as a grid, each icon
/// from its own Figma node tree (or model) at one size, with its name under it. A family of
/// hundreds stays one page a reader scans by eye, where a page each would bury them.
/// ```` ```icons names ```` lists the same names without drawing them, in columns a reader scans
/// (each linked to its Figma node where the file gives one): for icons a file holds without
/// their outlines, which would be drawn as boxes. ```` ```icons own-size ```` draws drawings that
/// are no icons (logos, illustrations) at their own size, each with its size under its name.
struct IconsDirective: Directive {
  let name = "icons"
  let summary =
    "an icon family as a grid of drawings, one name a line: icons (own-size: each at its size; names: by name alone)"
  let readsOnlySiteData = true

  /// The side of the square each icon is drawn in, in CSS pixels: twice Figma's usual 16 and
  /// 24, so a 16-unit icon's strokes read on screen.
  static let side = 32.0
  /// The largest well of ```` ```icons own-size ````: a logo of 400 px is shown at 160, so a
  /// row still holds several.
  static let largestSide = 160.0

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    guard let library = context.geometryLibrary(at: invocation.location, into: &result) else { return result }
    let names = invocation.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      line -> (name: String, line: Int)? in
      let name = line.element.trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : (name, line.offset)
    }
    guard !names.isEmpty else {
      result.diagnostics.error(
        "the icons block names no component", at: invocation.location,
        hint: "write one component's name a line under ```icons", id: .directiveIconsEmpty)
      return result
    }
    let argument = invocation.arguments.trimmingCharacters(in: .whitespaces)
    guard argument.isEmpty || argument == "names" || argument == "own-size" else {
      result.diagnostics.error(
        "icons takes no argument but names or own-size, not '\(argument)'", at: invocation.location,
        hint: "```icons draws each icon; ```icons own-size draws each at its size; ```icons names lists them by name",
        id: .directiveIconsArgument)
      return result
    }
    if argument == "names" { return Self.names(names.map(\.name), invocation: invocation, context: context) }
    var drawn: [(name: String, figure: SpecimenGallery.Figure, definitions: Markup)] = []
    for entry in names {
      let location = invocation.bodyLocation(line: entry.line)
      guard library.canDraw(entry.name, at: location, into: &result) else { continue }
      result.reads.formUnion(drawing: entry.name, from: library)
      guard
        let gallery = library.specimens(
          set: entry.name, bodyLocation: location, idPrefix: context.nextIDPrefix(), into: &result.diagnostics),
        let figure = gallery.groups.first?.figures.first
      else { continue }
      drawn.append((entry.name, figure, gallery.definitions))
    }
    guard !drawn.isEmpty else { return result }
    // Drawings that are no icons (logos, illustrations) keep their own size: the well is as large
    // as the largest of them, up to a limit, and each fits in it as drawn.
    let largest = drawn.map { max($0.figure.component.width, $0.figure.component.height) }.max() ?? Self.side
    let ownSize = argument == "own-size"
    let side = Markup.number(ownSize ? min(max(largest, Self.side), Self.largestSide) : Self.side)
    result.html = HTML { html in
      html.element(
        "ul", ["class": .theme(.iconGrid), "style": CSSStyle(["--sp-icon-side": side + "px"]).text]
      ) { list in
        for icon in drawn {
          list.element("li", ["class": .theme(.icon)]) { item in
            item.append(icon.definitions)
            item.element("div", ["class": .theme(.iconWell), "aria-hidden": "true"]) { $0.append(icon.figure.svg) }
            item.element("span", ["class": .theme(.iconName)], text: icon.name)
            if ownSize {
              item.element(
                "span", ["class": .theme(.iconName)], text: GeometryLibrary.sizeCaption(icon.figure.component))
            }
          }
        }
      }
    }
    result.markdown = drawn.map { "- " + $0.name }.joined(separator: "\n")
    return result
  }

  /// The names as a list in columns, each linked to its node in Figma where the file says
  /// where that is; a name the Figma files do not hold is an error at its line.
  private static func names(
    _ names: [String], invocation: DirectiveInvocation, context: PageContext
  ) -> DirectiveResult {
    var result = DirectiveResult()
    let lines = invocation.body.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var listed: [(name: String, url: String?)] = []
    for name in names {
      let location = invocation.bodyLocation(line: lines.firstIndex(of: name) ?? 0)
      guard
        let set = context.site.data.figma.componentSet(named: name, at: location, into: &result.diagnostics)
      else { continue }
      result.reads.componentSets.insert(SetName(set.name))
      listed.append((name, set.provenance.figmaURL))
    }
    guard !listed.isEmpty else { return result }
    result.html = HTML { html in
      html.element("ul", ["class": .theme(.iconNames)]) { list in
        for icon in listed {
          list.element("li") { item in
            if let url = icon.url {
              item.element("a", ["href": url], text: icon.name)
            } else {
              item.text(icon.name)
            }
          }
        }
      }
    }
    result.markdown = listed.map { "- " + $0.name }.joined(separator: "\n")
    return result
  }
}
