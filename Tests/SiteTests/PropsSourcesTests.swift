import CodeProps
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A component that a manifest and a docgen file both describe: one `props` block shows each
/// source's tables, each under a line that names its source.
@Suite struct PropsSourcesTests {
  static let fence = SourceLocation(file: "page.md", line: 3, column: 1)

  @Test func eachSourceGetsItsTablesUnderItsName() {
    var element = CodeComponent(
      name: "Button", path: "content/code/custom-elements.json", location: Self.fence, tagName: "x-button",
      format: .customElements)
    element.props = [CodeProp(name: "size", type: "string", isOptional: true, location: Self.fence, attribute: "size")]
    element.slots = [CodeMember(name: "(default)", description: "The label <b>", location: Self.fence)]
    var wrapper = CodeComponent(
      name: "Button", path: "content/code/Button/docgenInfo.json", location: Self.fence, format: .reactDocgen)
    wrapper.props = [CodeProp(name: "onClick", type: "() => void", isOptional: true, location: Self.fence)]
    let library = PropsLibrary(components: [element, wrapper])
    let rendered = PropsDirective.render(library, arguments: "x-button", body: "", at: Self.fence)
    #expect(rendered.diagnostics.isEmpty)
    #expect(rendered.reads.codeComponents == ["Button"])
    let markup = rendered.html.markup
    #expect(
      markup.contains(
        "<p class=\"sp-props-source\" data-component=\"Button\">Web component <code>&lt;x-button&gt;</code>, from <code>custom-elements.json</code> (Custom Elements Manifest)</p>"
      ))
    #expect(
      markup.contains(
        "<p class=\"sp-props-source\" data-component=\"Button\"><code>Button</code>, from <code>Button/docgenInfo.json</code> (react-docgen)</p>"
      ))
    #expect(markup.contains("aria-label=\"Button props (custom-elements.json)\""))
    #expect(markup.contains("aria-label=\"Button props (Button/docgenInfo.json)\""))
    #expect(markup.contains("aria-label=\"Button slots (custom-elements.json)\""))
    #expect(markup.contains("The label &lt;b&gt;"))
    // A preview rebuilds the pages of a component when any of its descriptions changes.
    var changedElement = element
    changedElement.props[0].type = "'sm' | 'md'"
    #expect(DataDifference.changed([element, wrapper], [changedElement, wrapper]) { $0.name } == ["Button"])
    #expect(DataDifference.changed([element, wrapper], [element, wrapper]) { $0.name }.isEmpty)
    // One source: no line naming it, as before.
    let single = PropsDirective.render(
      PropsLibrary(components: [wrapper]), arguments: "Button", body: "", at: Self.fence)
    // The block's every class: no line naming a source (and, no prop having a default, no
    // Default column of dashes).
    #expect(HTMLElement.parse(single.html.markup).classNames == ["sp-prop-optional", "sp-props"])
  }
}
