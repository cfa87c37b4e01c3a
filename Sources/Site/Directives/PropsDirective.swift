import CodeProps
import Figma
import SpecimenCore

/// ```` ```props Input, OtpInput ````: the code API of each listed component, from whichever
/// source described it (Specimen's JSON, a Custom Elements Manifest, react-docgen output), in
/// one shape: a props table, then for custom elements separate tables of slots, events, CSS
/// custom properties and CSS parts, each only when the element has some. Body: `hide deprecated`
/// leaves deprecated props out.
struct PropsDirective: Directive {
  let name = "props"
  let summary = "code props tables from content/props or site.yml's props sources: props Input, OtpInput"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.props, arguments: invocation.arguments, body: invocation.body, at: invocation.location,
      pageTitle: context.page.title)
  }

  /// The component a hint's example names: the page's own when the page is about one, else the
  /// first the site documents.
  static func example(in library: PropsLibrary, pageTitle: String?) -> String {
    if let pageTitle, let component = library.component(named: pageTitle) { return component.name }
    return library.components.first?.name ?? "<component>"
  }

  static func render(
    _ library: PropsLibrary, arguments: String, body: String, at fence: SourceLocation, pageTitle: String? = nil
  ) -> DirectiveResult {
    var result = DirectiveResult()
    var hidesDeprecated = false
    for line in DirectiveBody.lines(body, fence: fence) {
      if line.keyword == "hide", line.rest == "deprecated" {
        hidesDeprecated = true
      } else {
        result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "props", known: ["hide deprecated"]))
      }
    }
    let names = DirectiveBody.names(
      arguments, block: "props", naming: "component", example: example(in: library, pageTitle: pageTitle), at: fence,
      id: .directiveMissingComponent,
      into: &result.diagnostics)
    // In a block of several, the docgen components the output lists no props for are named in
    // one sentence after the tables, not a head and the same sentence each (SDS's Text.tsx
    // declares nineteen, sixteen of them with none read).
    var unread: [CodeComponent] = []
    for name in names {
      guard let component = library.component(named: name, at: fence, into: &result.diagnostics) else {
        continue
      }
      result.reads.codeComponents.insert(CodeComponentName(component.name))
      // A component several sources describe (a web component and its React wrapper) shows each
      // source's tables under a line that names it; a block of several components heads each
      // table with its component, so two tables never read as one.
      let descriptions = library.descriptions(named: name)
      if names.count > 1, descriptions.count == 1, isUnread(component) {
        unread.append(component)
        continue
      }
      for description in descriptions {
        let source = descriptions.count > 1 ? sourceName(description) : nil
        if source != nil || names.count > 1 { sourceHead(description, source: source, into: &result.html) }
        Self.table(
          description, hidesDeprecated: hidesDeprecated, source: source, library: library, into: &result.html)
        Self.memberTables(description, source: source, into: &result.html)
      }
    }
    if let first = unread.first {
      result.html.element(
        "p", ["class": .theme(.propsNone)], text: noProps(first, named: unread.map(\.name), library: library))
      result.html.newline()
    }
    return result
  }

  /// A docgen component with nothing read of it: no props, none inherited, no members.
  static func isUnread(_ component: CodeComponent) -> Bool {
    (component.format == .reactDocgen || component.format == .reactDocgenTypescript) && component.props.isEmpty
      && component.inheritedCount == 0 && component.slots.isEmpty && component.events.isEmpty
  }

  static func sourceName(_ component: CodeComponent) -> String { component.fileName }

  static func formatName(_ format: PropsFormat) -> String { format.displayName }

  /// `Web component <ui-button>, from ui.json (Custom Elements Manifest)`; without a source, the
  /// component's name alone.
  static func sourceHead(_ component: CodeComponent, source: String?, into html: inout HTML) {
    html.element("p", ["class": .theme(.propsSource), "data-component": component.name]) { head in
      if let tag = component.tagName {
        head.text("Web component ")
        head.element("code", text: "<\(tag)>")
      } else {
        head.element("code", text: component.name)
      }
      guard let source else { return }
      head.text(", from ")
      head.element("code", text: source)
      head.text(" (\(formatName(component.format)))")
    }
    html.newline()
  }

  /// What an empty props list tells. A manifest or Specimen's JSON lists what a component takes;
  /// react-docgen and react-docgen-typescript write the same empty list for a component that
  /// takes no props and for one whose props type they could not resolve (a type from a package
  /// the run could not read), so their empty list says only that no props were read.
  /// `named` lists several components the output lists none for, in one sentence.
  static func noProps(_ component: CodeComponent, named: [String]? = nil, library: PropsLibrary? = nil) -> String {
    switch component.format {
    case .reactDocgen, .reactDocgenTypescript:
      let names = Prose.list(named ?? [component.name])
      var text = "No props are documented for \(names): the \(formatName(component.format)) output lists none."
      // What the team's Code Connect files set on them is still known (SDS's SwitchField).
      for name in named ?? [component.name] {
        var set: [String] = []
        for connection in library?.connections ?? [] where connection.componentName == name {
          for prop in connection.passedProps where !set.contains(prop) { set.append(prop) }
        }
        if !set.isEmpty { text += " The Code Connect mapping of \(name) sets \(Prose.list(set))." }
      }
      return text
    case .specimen, .customElements, .codeConnect:
      return "\(component.name) takes no props."
    }
  }

  static func table(
    _ component: CodeComponent, hidesDeprecated: Bool, source: String? = nil, library: PropsLibrary? = nil,
    into html: inout HTML
  ) {
    let isElement = component.tagName != nil
    let attributes: KeyValuePairs<String, String?> = [
      "data-component": component.name,
      "aria-label": "\(component.name) props" + (source.map { " (\($0))" } ?? ""),
    ]
    let listed = component.props.filter { !(hidesDeprecated && $0.deprecation != nil) }
    // A column no listed prop fills (react-docgen-typescript's output often has neither
    // defaults nor descriptions) is left out rather than shown as a column of dashes.
    let hasDefaults = listed.contains { $0.defaultValue != nil }
    let hasDescriptions = listed.contains { !$0.description.isEmpty || $0.deprecation != nil }
    let columns =
      ([isElement ? "Property / attribute" : "Prop", "Type"] + (hasDefaults ? ["Default"] : [])
      + (hasDescriptions ? ["Description"] : [])).map { HTML.columnHeading($0) }
    // A component without props says so in a sentence rather than under an empty table's head.
    guard !listed.isEmpty else {
      let none =
        component.props.isEmpty
        ? component.inheritedCount > 0
          ? "\(component.name) takes no props of its own." : noProps(component, library: library)
        : "\(component.name)’s \(Prose.count(component.props.count, "prop")) are all deprecated, hidden here."
      html.element("p", ["class": .theme(.propsNone)], text: none)
      html.newline()
      inherited(component, into: &html)
      return
    }
    html.table(.props, attributes: attributes, columns: columns) { body in
      for prop in listed {
        body.row(["class": prop.deprecation == nil ? nil : .theme(.propDeprecated)]) { row in
          row.element("th", ["scope": "row"]) { header in
            nameCell(prop, isElement: isElement, into: &header)
          }
          // Stacked on a narrow screen, each cell is labelled by its column (the CSS reads data-label).
          row.element("td", ["data-label": "Type"]) { typeCell(prop.type, into: &$0) }
          if hasDefaults {
            row.element("td", ["data-label": "Default"]) { cell in
              if let value = prop.defaultValue {
                cell.element("code", text: value)
              } else {
                cell.element("span", ["class": .theme(.propNone)], text: "—")
              }
            }
          }
          if hasDescriptions {
            row.element("td", ["data-label": "Description"]) { cell in
              describe(prop.description, deprecation: prop.deprecation, into: &cell)
            }
          }
        }
      }
    }
    html.newline()
    inherited(component, into: &html)
  }

  /// The line that counts the props a component inherits from React's DOM types.
  static func inherited(_ component: CodeComponent, into html: inout HTML) {
    guard component.inheritedCount > 0 else { return }
    let from = component.inheritedFrom.isEmpty ? "" : " (" + Prose.list(component.inheritedFrom) + ")"
    html.element(
      "p", ["class": .theme(.propsInherited)],
      text:
        "\(component.name) also takes \(Prose.count(component.inheritedCount, "prop")) inherited from React’s DOM types\(from), not listed."
    )
    html.newline()
  }

  static func nameCell(_ prop: CodeProp, isElement: Bool, into header: inout HTML) {
    header.element("code", text: prop.name)
    if !isElement {
      if prop.isOptional {
        header.element("span", ["class": .theme(.propOptional), "title": "optional"], text: "?")
      } else {
        header.text(" ")
        header.element("span", ["class": .theme(.propRequired)], text: "required")
      }
      return
    }
    // A custom element's property and the attribute that sets it, when they differ or one is missing.
    if !prop.isProperty {
      header.text(" ")
      header.element("span", ["class": .theme(.propAttribute)], text: "attribute only")
    } else if let attribute = prop.attribute, attribute != prop.name {
      header.text(" / ")
      header.element("code", ["class": .theme(.propAttribute)], text: attribute)
    } else if prop.attribute == nil {
      header.text(" ")
      header.element("span", ["class": .theme(.propAttribute)], text: "property only")
    }
  }

  /// A type; a union as its members, each its own code span, so a long union wraps between them.
  static func typeCell(_ type: String, into cell: inout HTML) {
    let members = TypeText.unionMembers(type)
    guard members.count > 1 else {
      cell.element("code", text: type)
      return
    }
    cell.element("span", ["class": .theme(.typeUnion)]) { span in
      for (i, member) in members.enumerated() {
        if i > 0 { span.text(" | ") }
        span.element("code", text: member)
      }
    }
  }

  static func describe(_ description: String, deprecation: CodeProp.Deprecation?, into cell: inout HTML) {
    switch deprecation {
    case .none: break
    case .deprecated: cell.element("strong", ["class": .theme(.deprecated)], text: "Deprecated.")
    case .note(let note):
      cell.element("strong", ["class": .theme(.deprecated)], text: "Deprecated.")
      cell.text(" ")
      cell.inlineMarkdown(note)
    }
    if !description.isEmpty {
      if deprecation != nil { cell.text(" ") }
      cell.inlineMarkdown(description)
    }
  }

  /// Slots, events, CSS custom properties and CSS parts: a table each, only when present.
  static func memberTables(_ component: CodeComponent, source: String? = nil, into html: inout HTML) {
    let groups: [(title: String, theme: ThemeClass, members: [CodeMember], type: String?, defaults: Bool)] = [
      ("slots", .propsSlots, component.slots, nil, false),
      ("events", .propsEvents, component.events, "Type", false),
      ("CSS custom properties", .propsCssProperties, component.cssProperties, "Syntax", true),
      ("CSS parts", .propsCssParts, component.cssParts, nil, false),
    ]
    for group in groups where !group.members.isEmpty {
      let hasTypes = group.type != nil && group.members.contains { $0.type != nil }
      let hasDefaults = group.defaults && group.members.contains { $0.defaultValue != nil }
      let columns =
        ["Name"] + (hasTypes ? [group.type ?? ""] : []) + (hasDefaults ? ["Default"] : []) + ["Description"]
      html.table(
        .props, group.theme,
        attributes: [
          "data-component": component.name,
          "aria-label": "\(component.name) \(group.title)" + (source.map { " (\($0))" } ?? ""),
        ], caption: "\(component.name) \(group.title)", columns: columns.map { HTML.columnHeading($0) }
      ) { body in
        for member in group.members {
          body.row(["class": member.deprecation == nil ? nil : .theme(.propDeprecated)]) { row in
            row.element("th", ["scope": "row"]) { $0.element("code", text: member.name) }
            if hasTypes {
              row.element("td", ["data-label": group.type]) { cell in member.type.map { typeCell($0, into: &cell) } }
            }
            if hasDefaults {
              row.element("td", ["data-label": "Default"]) { cell in
                if let value = member.defaultValue, !value.isEmpty {
                  cell.element("code", text: value)
                } else {
                  cell.element("span", ["class": .theme(.propNone)], text: "—")
                }
              }
            }
            row.element("td", ["data-label": "Description"]) {
              describe(member.description, deprecation: member.deprecation, into: &$0)
            }
          }
        }
      }
      html.newline()
    }
  }
}
