import Figma
import SpecimenCore

/// ```` ```props Input, OtpInput ````: the code API from content/props/*.json, one table per
/// listed component, rows in file order. Body: `hide deprecated` leaves deprecated props out.
struct PropsDirective: Directive {
  let name = "props"
  let summary = "code props tables from content/props: props Input, OtpInput"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.props, arguments: invocation.arguments, body: invocation.body, at: invocation.location)
  }

  static func render(_ library: PropsLibrary, arguments: String, body: String, at fence: SourceLocation)
    -> DirectiveResult
  {
    var result = DirectiveResult()
    var hidesDeprecated = false
    for line in DirectiveBody.lines(body, fence: fence) {
      if line.keyword == "hide", line.rest == "deprecated" {
        hidesDeprecated = true
      } else {
        result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "props", known: ["hide deprecated"]))
      }
    }
    let names = DirectiveBody.names(arguments)
    if names.isEmpty {
      result.diagnostics.error(
        "a props block names at least one component", at: fence, hint: "write ```props Input",
        id: .directiveMissingComponent)
    }
    for name in names {
      guard let component = library.component(named: name, at: fence, into: &result.diagnostics) else {
        continue
      }
      result.reads.codeComponents.insert(component.name)
      Self.table(component, hidesDeprecated: hidesDeprecated, into: &result.html)
    }
    return result
  }

  static func table(_ component: CodeComponent, hidesDeprecated: Bool, into html: inout HTML) {
    let attributes: KeyValuePairs<String, String?> = [
      "class": "sp-props", "data-component": component.name, "aria-label": "\(component.name) props",
    ]
    let columns = ["Prop", "Type", "Default", "Description"].map { HTML.columnHeading($0) }
    html.table(attributes, columns: columns) { body in
      for prop in component.props where !(hidesDeprecated && prop.deprecation != nil) {
        body.row(["class": prop.deprecation == nil ? nil : "sp-prop-deprecated"]) { row in
          row.element("th", ["scope": "row"]) { header in
            header.element("code", text: prop.name)
            if prop.isOptional {
              header.element("span", ["class": "sp-prop-optional", "title": "optional"], text: "?")
            }
          }
          row.element("td") { $0.element("code", text: prop.type) }
          row.element("td") { cell in
            if let value = prop.defaultValue {
              cell.element("code", text: value)
            } else {
              cell.element("span", ["class": "sp-prop-none"], text: "—")
            }
          }
          row.element("td") { cell in
            switch prop.deprecation {
            case .none: break
            case .deprecated: cell.element("strong", ["class": "sp-deprecated"], text: "Deprecated.")
            case .note(let note):
              cell.element("strong", ["class": "sp-deprecated"], text: "Deprecated.")
              cell.text(" ")
              cell.textWithCode(note)
            }
            if !prop.description.isEmpty {
              if prop.deprecation != nil { cell.text(" ") }
              cell.textWithCode(prop.description)
            }
          }
        }
      }
    }
    html.newline()
  }
}
