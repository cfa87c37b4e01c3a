import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// Files of the right shape with the wrong things inside: each problem reported at its place,
/// the rest read, nothing trapped.
@Suite struct PropsMalformedTests {
  static func read(_ text: String, format: PropsFormat? = nil) -> ([CodeComponent], Diagnostics) {
    collecting { PropsLibrary.components(text, path: "x.json", format: format, into: &$0) }
  }

  @Test func docgenEntriesOfTheWrongKind() {
    let (components, diagnostics) = Self.read(
      #"[{"displayName": "A", "props": {"x": 5, "y": {"name": "y", "type": {"name": "string"}, "required": true}}}, 7]"#,
      format: .reactDocgenTypescript)
    #expect(components.map(\.name) == ["A"])
    #expect(components.first?.props.map(\.name) == ["y"])
    #expect(
      diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" } == [
        "1:38 props.invalid", "1:109 props.invalid",
      ])
  }

  @Test func docgenWithoutNamesAndWithDeepUnionsAndOddDefaults() {
    var union = #"{"name": "string"}"#
    for _ in 0..<200 { union = #"{"name": "union", "value": [\#(union), {"name": "number"}]}"# }
    let text =
      #"{"src/A.jsx": [{"props": {"p": {"type": \#(union), "required": false, "defaultValue": {"value": [1]}}}}], "B": {"props": {}}}"#
    let (components, diagnostics) = Self.read(text, format: .reactDocgen)
    // The component keyed by a file is named from the file; the one keyed by a name takes it.
    #expect(components.map(\.name) == ["A", "B"])
    #expect(diagnostics.isEmpty)
    // A nameless component in a file whose name says nothing, in no folder, has no name at all.
    let (none, nameless) = collecting {
      PropsLibrary.components(#"{"props": {}}"#, path: "docgen.json", format: .reactDocgen, into: &$0)
    }
    #expect(none.isEmpty)
    #expect(nameless.map(\.id) == [.propsInvalid])
  }

  @Test func manifestsWithWrongKinds() {
    let text = #"""
      {"schemaVersion": "2.1.0", "modules": [
        5,
        {"declarations": "no"},
        {"declarations": [{"customElement": true, "name": 5}, {"customElement": true, "name": "X-El", "tagName": "x-el",
          "members": [7, {"kind": "field"}, {"kind": "field", "name": "a", "type": 3, "default": {"no": 1}}],
          "attributes": [{"name": "b", "fieldName": 4}], "slots": [{"description": "d"}, 3], "events": "none"}]}
      ]}
      """#
    let (components, diagnostics) = Self.read(text)
    #expect(diagnostics.isEmpty)
    let element = components.first
    #expect(element?.name == "X-El")
    #expect(element?.props.map(\.name) == ["a", "b"])
    #expect(element?.props.first?.type == "unknown")
    #expect(element?.props.first?.defaultValue == nil)
    #expect(element?.slots.isEmpty == true)
    #expect(element?.events.isEmpty == true)
  }

  @Test func manifestsWithoutElementsOrModulesSaySo() {
    let (_, none) = Self.read(#"{"schemaVersion": "2.0.0", "modules": []}"#)
    #expect(none.map(\.severity) == [.warning])
    let (_, noModules) = Self.read(#"{"schemaVersion": "9.0.0", "modules": 3}"#, format: .customElements)
    #expect(noModules.map(\.id) == [.propsFormatMismatch, .propsInvalid])
  }

  @Test func specimenListsOfTheWrongKind() {
    let (components, diagnostics) = Self.read(
      #"[{"component": "A", "props": [], "subcomponents": 3}, {"name": "B", "props": [{"name": "p", "type": "T", "optional": true, "required": true}]}]"#
    )
    #expect(components.map(\.name) == ["A", "B"])
    #expect(components.last?.props.first?.isOptional == false)
    #expect(diagnostics.map(\.id) == [.propsInvalid, .propsInvalid])
    #expect(diagnostics.last?.severity == .warning)
  }

  @Test func aFileNamedTwiceIsReadOnce() {
    let (library, diagnostics) = collecting {
      PropsLibrary.load(
        paths: [
          fixture("props/docgen-typescript.json"), fixture("props/../props/docgen-typescript.json"),
        ], into: &$0)
    }
    #expect(library.components.map(\.name) == ["Button", "Badge"])
    #expect(diagnostics.isEmpty)
  }
}
