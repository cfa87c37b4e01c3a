import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// Each props format read from fixtures in the shapes their tools write.
@Suite struct PropsReaderTests {
  static func load(_ name: String, format: PropsFormat? = nil, keepsInherited: Bool = false) -> (
    PropsLibrary, Diagnostics
  ) {
    collecting {
      PropsLibrary.load(
        sources: [PropsSource(path: fixture("props/" + name), format: format, keepsInherited: keepsInherited)],
        into: &$0)
    }
  }

  static func fixtureRoot(_ name: String) throws -> Node {
    let text = try String(contentsOfFile: fixture("props/" + name), encoding: .utf8)
    return try JSONReader.parse(text, file: name)
  }

  @Test func formatsAreSniffedFromTheirShape() throws {
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("custom-elements.json")) == .customElements)
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("docgen-typescript.json")) == .reactDocgenTypescript)
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("react-docgen.json")) == .reactDocgen)
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("docgen-by-name.json")) == .reactDocgen)
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("primer-docs.json")) == .specimen)
    #expect(PropsLibrary.sniff(try Self.fixtureRoot("mantine-docgen.json")) == .reactDocgenTypescript)
    #expect(PropsLibrary.sniff(Node(.array([]), at: SourceLocation(file: "x"))) == nil)
  }

  @Test func anUnknownShapeIsOneErrorNamingTheFormats() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("props-\(UUID().uuidString).json").path
    try Data(#"{"things": [1, 2]}"#.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (library, diagnostics) = collecting { PropsLibrary.load(paths: [path], into: &$0) }
    #expect(library.components.isEmpty)
    #expect(diagnostics.map(\.id) == [.propsFormatUnknown])
    #expect(diagnostics.first?.hint?.contains("react-docgen-typescript") == true)
  }

  @Test func customElementsManifestGivesPropsSlotsEventsAndCSS() throws {
    let (library, diagnostics) = Self.load("custom-elements.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.components.map(\.name) == ["AcButton"])
    let button = try #require(library.component(named: "ac-button"))
    #expect(library.component(named: "AcButton") == button)
    #expect(button.tagName == "ac-button")
    #expect(button.format == .customElements)
    // Public instance fields, then the attribute with no field; static, private and methods are not API.
    #expect(button.props.map(\.name) == ["variant", "size", "disabled", "ariaLabelledby", "pill", "validity", "form"])
    let variant = try #require(button.prop(named: "variant"))
    #expect(TypeText.unionMembers(variant.type).count == 7)
    #expect(variant.defaultValue == "'default'")
    #expect(variant.attribute == "variant")
    #expect(button.prop(named: "ariaLabelledby")?.attribute == "aria-labelledby")
    #expect(button.prop(named: "aria-labelledby")?.name == "ariaLabelledby")
    #expect(button.prop(named: "pill")?.deprecation == .note("Use `shape=\"pill\"`."))
    #expect(button.prop(named: "validity")?.attribute == nil)
    #expect(button.prop(named: "form")?.isProperty == false)
    #expect(button.slots.map(\.name) == ["(default)", "prefix", "suffix"])
    #expect(button.events.map(\.name) == ["ac-blur", "ac-focus"])
    #expect(button.events.first?.type == "CustomEvent<Record<PropertyKey, never>>")
    #expect(button.cssProperties.map(\.name) == ["--ac-button-radius", "--ac-focus-ring-color"])
    #expect(button.cssProperties.first?.defaultValue == "4px")
    #expect(button.cssProperties.first?.type == "<length>")
    #expect(button.cssParts.map(\.name) == ["base", "prefix", "label"])
  }

  @Test func reactDocgenTypescriptLeavesInheritedPropsOutAndCountsThem() throws {
    let (library, diagnostics) = Self.load("docgen-typescript.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.components.map(\.name) == ["Button", "Badge"])
    let button = try #require(library.component(named: "Button"))
    #expect(button.format == .reactDocgenTypescript)
    #expect(button.props.map(\.name) == ["variant", "size", "label", "loading", "kind"])
    #expect(button.inheritedCount == 3)
    #expect(button.inheritedFrom == ["AriaAttributes", "DOMAttributes", "HTMLAttributes"])
    let variant = try #require(button.prop(named: "variant"))
    // An enum shows its members, not the alias name.
    #expect(variant.type == #""primary" | "secondary" | "ghost""#)
    #expect(variant.defaultValue == "primary")
    #expect(variant.isOptional)
    #expect(button.prop(named: "size").map { TypeText.unionMembers($0.type) } == [#""sm""#, #""md""#, #""lg""#])
    #expect(button.prop(named: "label")?.isOptional == false)
    #expect(button.prop(named: "loading")?.defaultValue == "false")
    #expect(button.prop(named: "kind")?.deprecation == .note("Use `variant`."))
    let tone = try #require(library.component(named: "Badge")?.prop(named: "tone"))
    #expect(tone.deprecation == .note("Use `status`."))
    #expect(tone.description == "The badge's color.")

    let (kept, _) = Self.load("docgen-typescript.json", keepsInherited: true)
    #expect(kept.component(named: "Button")?.props.count == 8)
    #expect(kept.component(named: "Button")?.inheritedCount == 0)
  }

  @Test func reactDocgenPerFileMapsWithTsTypesAndPropTypes() throws {
    let (library, diagnostics) = Self.load("react-docgen.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.components.map(\.name) == ["Card", "Tag"])
    let card = try #require(library.component(named: "Card"))
    #expect(card.format == .reactDocgen)
    #expect(card.prop(named: "elevation")?.type == "0 | 1 | 2")
    #expect(card.prop(named: "elevation")?.defaultValue == "1")
    #expect(card.prop(named: "title")?.isOptional == false)
    #expect(card.prop(named: "onDismiss")?.type == "() => void")
    #expect(card.prop(named: "media")?.type == "React.ReactNode")
    let tag = try #require(library.component(named: "Tag"))
    #expect(tag.prop(named: "size")?.type == "'sm' | 'md'")
    #expect(tag.prop(named: "size")?.defaultValue == "'md'")
    #expect(tag.prop(named: "removable")?.type == "boolean")
    #expect(tag.prop(named: "removable")?.deprecation == .deprecated)
  }

  @Test func componentKeyedMapsNameTheirComponents() throws {
    let (library, diagnostics) = Self.load("docgen-by-name.json")
    #expect(diagnostics.isEmpty)
    let avatar = try #require(library.component(named: "Avatar"))
    #expect(avatar.prop(named: "size")?.type == "number | string")
    #expect(avatar.prop(named: "src")?.isOptional == false)
  }

  /// Mantine's docgen: react-docgen-typescript entries in a map by component name.
  @Test func mantineDocgenMapsReadAsTheirComponents() throws {
    let (library, diagnostics) = Self.load("mantine-docgen.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.components.map(\.name) == ["Badge", "Chip"])
    #expect(library.components.allSatisfy { $0.format == .reactDocgenTypescript })
    let size = try #require(library.component(named: "Badge")?.prop(named: "size"))
    #expect(TypeText.unionMembers(size.type) == ["MantineSize", "(string & {})"])
    #expect(size.defaultValue == "'md'")
    #expect(
      library.component(named: "Chip")?.prop(named: "type").map { TypeText.unionMembers($0.type) } == [
        #""checkbox""#, #""radio""#,
      ])
  }

  @Test func primerStyleDocsKeepRequiredAndDefaults() throws {
    let (library, diagnostics) = Self.load("primer-docs.json")
    // Page keys (id, status, stories, …) are read past; a misspelt prop key is named with its fix.
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message == "unknown key 'descripton' in a prop is ignored")
    #expect(diagnostics.first?.hint == "did you mean 'description'?")
    #expect(library.components.map(\.name) == ["Label", "Label.Icon"])
    let label = try #require(library.component(named: "Label"))
    #expect(label.prop(named: "variant")?.defaultValue == "'default'")
    #expect(label.prop(named: "variant")?.isOptional == true)
    #expect(label.prop(named: "size")?.isOptional == true)
    #expect(label.prop(named: "as")?.isOptional == false)
    #expect(label.prop(named: "outline")?.deprecation == .deprecated)
  }

  @Test func aNamedFormatThatDisagreesIsAWarning() {
    let (library, diagnostics) = Self.load("docgen-typescript.json", format: .customElements)
    #expect(diagnostics.map(\.id).contains(.propsFormatMismatch))
    #expect(library.components.isEmpty)
  }

  @Test func unionsSplitOutsideBracketsAndQuotes() {
    #expect(
      TypeText.unionMembers("'a' | 'b|c' | (() => void) | Array<'x' | 'y'>") == [
        "'a'", "'b|c'", "(() => void)", "Array<'x' | 'y'>",
      ])
    #expect(TypeText.unionMembers("| 'a' | 'b'") == ["'a'", "'b'"])
    #expect(TypeText.unionMembers("boolean") == ["boolean"])
    #expect(TypeText.unionMembers("(value: string) => void") == ["(value: string) => void"])
    #expect(TypeText.literal("'sm'") == "sm")
    #expect(TypeText.literal("\"md\"") == "md")
    #expect(TypeText.literal("ReactNode") == nil)
  }
}
