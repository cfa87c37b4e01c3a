import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// Code Connect files read statically, in the forms Code Connect's own parsers accept.
@Suite struct CodeConnectTests {
  static func read(_ name: String) throws -> ([CodeConnection], Diagnostics) {
    let path = fixture("props/" + name)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return collecting { CodeConnectReader.read(text, path: name, into: &$0) }
  }

  @Test func reactMappingsWithEnumsBooleansAndVariants() throws {
    let (connections, diagnostics) = try Self.read("Button.figma.tsx")
    #expect(connections.map { $0.component ?? "-" } == ["Button", "IconButton"])
    let button = connections[0]
    #expect(button.nodeID == "1:23")
    #expect(button.fileKey == "AbC123xyz")
    #expect(button.language == .react)
    #expect(button.location.line == 10)
    #expect(
      button.props.map(\.codeProp) == ["label", "disabled", "icon", "variant", "size", "children", "caption", "width"])
    #expect(
      button.props.map(\.kind) == [
        .string, .boolean, .boolean, .enumeration, .enumeration, .children, .textContent, .string,
      ])
    #expect(
      button.props.map { $0.figmaProperty ?? "-" } == [
        "Label", "Disabled", "Has icon", "Variant", "Size", "Badge, Spinner", "Caption", "Widht",
      ])
    let variant = try #require(button.props.first { $0.codeProp == "variant" })
    #expect(variant.values.map(\.option) == ["Primary", "Secondary", "Ghost "])
    #expect(variant.values.map { $0.value ?? "-" } == ["primary", "secondary", "ghost"])
    #expect(variant.figmaLocation.line == 18)
    let icon = try #require(button.props.first { $0.codeProp == "icon" })
    #expect(icon.values.map { "\($0.option)=\($0.value ?? "-")" } == ["true=instance Icon", "false=undefined"])
    #expect(connections[1].variant.map { "\($0.property)=\($0.value)" } == ["Has label=false"])

    // The spread, the call that is no figma helper, the unknown helper and the URL that is a
    // variable: each a warning at its own line, the rest of the file read.
    #expect(
      diagnostics.map { "\($0.location?.line ?? 0) \($0.id)" } == [
        "26 props.code-connect.unsupported",
        "27 props.code-connect.unsupported",
        "28 props.code-connect.unsupported",
        "44 props.code-connect.url",
      ])
    #expect(diagnostics[2].hint == "did you mean 'boolean'?")
  }

  @Test func htmlMappingsNameNoComponent() throws {
    let (connections, diagnostics) = try Self.read("button.figma.ts")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let html = try #require(connections.first)
    #expect(html.component == nil)
    #expect(html.language == .html)
    #expect(html.nodeID == "1:23")
    #expect(html.props.map(\.codeProp) == ["label", "variant", "disabled"])
  }

  @Test func swiftUIPropertyWrappers() throws {
    let (connections, diagnostics) = try Self.read("Button.figma.swift")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let swift = try #require(connections.first)
    #expect(swift.component == "AcmeButton")
    #expect(swift.language == .swiftUI)
    #expect(swift.nodeID == "1:23")
    #expect(swift.props.map(\.codeProp) == ["label", "variant", "disabled", "icon"])
    #expect(swift.props.map(\.kind) == [.string, .enumeration, .boolean, .instance])
    let variant = try #require(swift.props.first { $0.codeProp == "variant" })
    #expect(
      variant.values.map { "\($0.option)=\($0.value ?? "-")" } == [
        "Primary=.primary", "Secondary=.secondary", "Ghost=.ghost",
      ])
    #expect(variant.figmaLocation.line == 11)
  }

  @Test func composeAnnotations() throws {
    let (connections, diagnostics) = try Self.read("Button.kt")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let compose = try #require(connections.first)
    #expect(compose.component == "AcmeButton")
    #expect(compose.language == .compose)
    #expect(compose.variant.map { "\($0.property)=\($0.value)" } == ["Has label=true"])
    #expect(compose.props.map(\.codeProp) == ["label", "size", "enabled"])
    #expect(compose.props.first { $0.codeProp == "size" }?.values.map(\.option) == ["Small", "Large"])
    #expect(compose.props.first { $0.codeProp == "enabled" }?.values.map { $0.value ?? "-" } == ["false", "true"])
  }

  /// Code Connect's own SwiftUI samples: the older `@FigmaProp` is read as Figma's parser reads
  /// it (an enum with a mapping, else by the var's type), with the other wrappers, and no warning.
  @Test func publishedSwiftUISamplesWithLegacyFigmaProp() throws {
    let name = "Published/figma-code-connect/swiftui/Samples.figma.swift"
    let text = try String(contentsOfFile: fixture(name), encoding: .utf8)
    let (connections, diagnostics) = collecting { CodeConnectReader.read(text, path: name, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(
      connections.map { $0.component ?? "-" } == [
        "FigmaButton", "LegacyFigmaButton", "AnyView", "-", "ListRowChevron",
      ])
    let legacy = connections[1]
    #expect(legacy.props.map(\.codeProp) == ["buttonVariant", "title", "disabled"])
    #expect(legacy.props.map(\.kind) == [.enumeration, .string, .boolean])
    #expect(legacy.props[0].values.count == 7)
    #expect(legacy.variant.map { "\($0.property)=\($0.value)" } == ["Has Icon=true"])
  }

  /// Code Connect's own Compose inputs: `@FigmaVariant` with its two strings in order,
  /// `@FigmaChildren` with its layers, and a `@Composable` function type on a property is not
  /// the example: the component is the first call of the `@Composable fun`.
  @Test func publishedComposeVariantsChildrenAndExample() throws {
    let name = "Published/figma-code-connect/compose/CodeConnectTestDocument.kt"
    let text = try String(contentsOfFile: fixture(name), encoding: .utf8)
    let (connections, diagnostics) = collecting { CodeConnectReader.read(text, path: name, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let button = try #require(connections.first)
    #expect(button.component == "ButtonComponent")
    #expect(button.variant.map { "\($0.property)=\($0.value)" } == ["some variant=darkmode", "other variant=blue"])
    let children = try #require(button.props.first { $0.kind == .children })
    #expect(children.codeProp == "children" && children.figmaProperty == "Row 1, Row 2")
  }

  /// In a folder, Swift and Kotlin files are Code Connect files when they declare a mapping
  /// (Figma's CLI reads every `.swift` and `.kt`); the app's other sources are passed over.
  @Test func foldersReadSwiftAndKotlinFilesThatDeclareMappings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cc-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: fixture("Published/figma-code-connect/swiftui/Toggle+Figma.swift"), toPath: folder + "/Toggle+Figma.swift"
    )
    try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n".write(
      toFile: folder + "/Plain.swift", atomically: true, encoding: .utf8)
    try "package a\nfun plain() {}\n".write(toFile: folder + "/Plain.kt", atomically: true, encoding: .utf8)
    #expect(PropsLibrary.propsFiles(in: folder).map { ($0 as NSString).lastPathComponent } == ["Toggle+Figma.swift"])
    let (library, diagnostics) = collecting { PropsLibrary.load(sources: [PropsSource(path: folder)], into: &$0) }
    #expect(library.connections.map { $0.component ?? "-" } == ["Toggle"])
    #expect(!diagnostics.contains { $0.id == .codeConnectEmpty })
  }

  @Test func figmaURLsGiveTheirNodeAndFile() {
    let parts = CodeConnection.parts(
      ofURL: "https://www.figma.com/file/KEY1/Name?type=design&node-id=12%3A345&mode=dev")
    #expect(parts.fileKey == "KEY1")
    #expect(parts.nodeID == "12:345")
    #expect(CodeConnection.parts(ofURL: "https://www.figma.com/design/K/N").nodeID == nil)
  }

  /// Unclosed strings, brackets and comments end the file, never the reader; the work is linear.
  @Test func brokenSourcesEndCleanly() {
    for text in [
      "figma.connect(Button, \"https://x?node-id=1-2\", { props: { a: figma.string(\"A",
      "figma.connect(Button, 'https://x?node-id=1-2', { props: { a: figma.enum(\"A\", { B: `",
      "/* figma.connect(", "figma.connect(((((((((", String(repeating: "{[(", count: 20_000),
      // Stray closers where a value or a key belongs (found by fuzzing: they once stopped the reader).
      "figma.connect(X, \"u\", }, ])", "figma.connect(X, \"u\", {a: figma.enum(\"A\", ] ) }, [ } ])",
      "figma.connect(X, \"u\", {props: {a: ), b: ]}})",
      "figma.connect(X, \"u?node-id=1-2\", {props: {a: " + String(repeating: "[", count: 5_000) + "}})",
    ] {
      let (connections, _) = collecting { CodeConnectReader.read(text, path: "x.figma.tsx", into: &$0) }
      #expect(connections.count <= 1)
    }
    let many = String(
      repeating: "figma.connect(A, \"https://f/design/K/N?node-id=1-2\", {props: {a: figma.string(\"A\")}})\n",
      count: 2_000)
    let (connections, diagnostics) = collecting { CodeConnectReader.read(many, path: "x.figma.tsx", into: &$0) }
    #expect(connections.count == 2_000)
    #expect(diagnostics.isEmpty)
  }
}
