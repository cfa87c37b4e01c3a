import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// The `example:` of Code Connect mappings as published (figma/sds, figma/code-connect), read as
/// written and filled in with an instance's values as Code Connect fills them in.
@Suite struct CodeConnectExampleTests {
  static func read(_ name: String) throws -> [CodeConnection] {
    let text = try String(contentsOfFile: fixture("Published/" + name), encoding: .utf8)
    return collecting { CodeConnectReader.read(text, path: name, into: &$0) }.0
  }

  /// How many `example:` members the file writes, by this test's own count of the text.
  static func exampleCount(_ name: String) throws -> Int {
    let text = try String(contentsOfFile: fixture("Published/" + name), encoding: .utf8)
    return text.components(separatedBy: "example:").count - 1
  }

  @Test func everyPublishedExampleIsRead() throws {
    let folders = ["figma-sds/primitives", "figma-code-connect/react", "figma-code-connect/html"]
    var read = 0
    for folder in folders {
      for file in try FileManager.default.contentsOfDirectory(atPath: fixture("Published/" + folder)).sorted()
      where file.contains(".figma.") {
        let connections = try Self.read(folder + "/" + file)
        let examples = connections.compactMap(\.example)
        #expect(examples.count == (try Self.exampleCount(folder + "/" + file)), "\(folder)/\(file)")
        #expect(examples.allSatisfy { !$0.code.isEmpty && !$0.code.hasPrefix(" ") }, "\(folder)/\(file)")
        read += examples.count
      }
    }
    #expect(read > 70)
  }

  /// An HTML mapping names no component: the custom element its example opens with stands for it.
  @Test func anHTMLMappingIsNamedByTheCustomElementItsExampleOpens() throws {
    let published = try #require(try Self.read("figma-code-connect/html/CustomImports.figma.ts").first)
    #expect(published.component == nil)
    #expect(published.elementName == "my-button" && published.componentName == "my-button")
    func element(_ markup: String) -> String? {
      let text = "figma.connect('u', { example: () => html`\(markup)` })"
      return collecting { CodeConnectReader.read(text, path: "x.figma.ts", into: &$0) }.0.first?.elementName
    }
    #expect(element("<div class=\"row\"><sds-icon-button size=\"s\"></sds-icon-button></div>") == "sds-icon-button")
    #expect(element("<button>Go</button>") == nil, "a built-in element is no component")
    #expect(element("a < b and <x-y>") == "x-y")
    let react = try #require(try Self.read("figma-sds/primitives/Button.figma.tsx").first)
    #expect(react.elementName == nil && react.componentName == react.component)
  }

  @Test func destructuredExampleIsKeptAsWrittenWithoutItsIndentation() throws {
    let button = try #require(try Self.read("figma-sds/primitives/Button.figma.tsx").first)
    let example = try #require(button.example)
    #expect(example.parameters == .destructured(["label", "iconEnd", "iconStart"], rest: "props"))
    #expect(example.syntax == .jsx)
    #expect(
      example.code == """
        <Button onPress={() => {}} {...props}>
          {iconStart}
          {label}
          {iconEnd}
        </Button>
        """)
  }

  @Test func sdsButtonFilledInForItsDefaultInstance() throws {
    let button = try #require(try Self.read("figma-sds/primitives/Button.figma.tsx").first)
    let example = try #require(button.example)
    let values = button.exampleValues([
      "Label": "Button", "Has Icon Start": "false", "Has Icon End": "true", "Size": "Small", "State": "Default",
      "Variant": "Primary",
    ])
    // Has Icon End is an instance: kept as written; the others are filled in or left out.
    #expect(values["iconEnd"] == nil)
    #expect(values["iconStart"] == .absent)
    #expect(values["isDisabled"] == .absent)
    #expect(
      example.substituted(values, propOrder: button.props.map(\.codeProp)) == """
        <Button onPress={() => {}} size="small" variant="primary">
          Button
          {iconEnd}
        </Button>
        """)
    let withoutIcons = button.exampleValues([
      "Label": "Go", "Has Icon Start": "false", "Has Icon End": "false", "Size": "Small", "State": "Default",
      "Variant": "Primary",
    ])
    #expect(
      example.substituted(withoutIcons, propOrder: button.props.map(\.codeProp)) == """
        <Button onPress={() => {}} size="small" variant="primary">
          Go
        </Button>
        """)
  }

  /// Every way figma/code-connect's own test file reads props gives the same snippet.
  @Test func everyWayOfReadingPropsGivesTheSameSnippet() throws {
    let connections = try Self.read("figma-code-connect/react/PropMappings.figma.tsx")
    #expect(connections.count == 7)
    let figma = [
      "👥 Variant": "Destructive", "👥 Size": "Large", "🐣 State": "Default", "🎛️ Disabled": "true",
      "🎛️ Icon Lead": "false", "🎛️ Label": "Say \"hi\" <now>",
    ]
    let expected = """
      <Button
        variant="destructive"
        onClick={() => {}}
        disabled
      >
        {"Say \\"hi\\" <now>"}
      </Button>
      """
    for connection in connections {
      let example = try #require(connection.example, "\(connection.figmaURL)")
      let values = connection.exampleValues(figma)
      #expect(
        example.substituted(values, propOrder: connection.props.map(\.codeProp)) == expected, "\(connection.figmaURL)")
    }
    let named = try #require(connections.last?.example)
    #expect(named.parameters == .destructured(["variant", "size", "disabled", "label", "iconLead"], rest: nil))
    #expect(named.code.hasPrefix("<Button\n  variant={variant}"))
    #expect(connections[3].example?.parameters == .object("props"))
  }

  @Test func htmlTemplateExample() throws {
    let connection = try #require(try Self.read("figma-code-connect/html/CustomImports.figma.ts").first)
    let example = try #require(connection.example)
    #expect(example.syntax == .html)
    #expect(example.parameters == .none)
    #expect(example.code == "<my-button>Click me</my-button>")
    let text = """
      figma.connect("https://www.figma.com/design/K/F?node-id=1-2", {
        props: { label: figma.string("Label"), kind: figma.enum("Kind", { Primary: "primary" }) },
        example: (props) => html`<ds-button kind="${props.kind}" data-x="${props.other}">${props.label}</ds-button>`,
      })
      """
    let (read, _) = collecting { CodeConnectReader.read(text, path: "ds-button.figma.ts", into: &$0) }
    let inline = try #require(read.first)
    let filled = try #require(inline.example).substituted(
      inline.exampleValues(["Label": "Save", "Kind": "Primary"]), propOrder: ["label", "kind"])
    #expect(filled == "<ds-button kind=\"primary\" data-x=\"${props.other}\">Save</ds-button>")
  }

  /// SwiftUI's `var body` and Compose's `@Composable fun`, shown as written.
  @Test func swiftUIAndComposeExamples() throws {
    let kotlin = try #require(try Self.read("figma-code-connect/compose/CodeConnectTestDocument.kt").first)
    let compose = try #require(kotlin.example)
    #expect(compose.syntax == .kotlin)
    #expect(compose.code.hasPrefix("ButtonComponent(\n    type = type,\n    text = text,"))
    #expect(compose.code.hasSuffix("    }\n)"))
    let swiftText = try String(contentsOfFile: Repository.path("content/code/TextInput.figma.swift"), encoding: .utf8)
    let (swift, _) = collecting { CodeConnectReader.read(swiftText, path: "TextInput.figma.swift", into: &$0) }
    let body = try #require(swift.first?.example)
    #expect(body.syntax == .swift)
    #expect(
      body.code == """
        Input(
          title, text: .constant(text), placeholder: placeholder, type: type, hint: hint, error: error,
          isOptional: isOptional, tooltip: tooltip)
        """)
    // Shown as written: the values are not filled into Swift or Kotlin code.
    #expect(body.substituted(["title": .text("X")], propOrder: ["title"]) == body.code)
    #expect(swift.first?.props.count == 8)
  }

  /// Parentheses around the returned code are peeled in one pass, however deep.
  @Test func deeplyWrappedExampleIsReadInLinearTime() throws {
    let depth = 40_000
    let text =
      "figma.connect(X, \"https://www.figma.com/design/K/F?node-id=1-2\", { example: () => "
      + String(repeating: "(", count: depth) + "<X />" + String(repeating: ")", count: depth) + " })"
    let clock = ContinuousClock()
    let start = clock.now
    let (read, _) = collecting { CodeConnectReader.read(text, path: "X.figma.tsx", into: &$0) }
    #expect(clock.now - start < .seconds(5))
    #expect(read.first?.example?.code == "<X />")
  }

  @Test func codeThatIsNoFunctionHasNoExample() throws {
    let text = """
      figma.connect(Button, "https://www.figma.com/design/K/F?node-id=1-2", { example: ButtonExample })
      figma.connect(Button, "https://www.figma.com/design/K/F?node-id=1-3", {})
      """
    let (read, _) = collecting { CodeConnectReader.read(text, path: "Button.figma.tsx", into: &$0) }
    #expect(read.count == 2)
    #expect(read.allSatisfy { $0.example == nil })
  }
}
