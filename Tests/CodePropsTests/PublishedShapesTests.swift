import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// The shapes real tools write that a hand-made fixture misses: react-docgen's empty second
/// entries and nameless entries, folders of same-named files, manifests that list a module
/// twice, maps keyed by a name other than the display name, one component in two formats, and
/// Code Connect files that keep their URLs and props in constants.
@Suite struct PublishedShapesTests {
  /// A temporary folder with the given files, removed by the caller.
  static func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("props-\(UUID().uuidString)").path
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let docgenButton =
    #"{"description": "A button.", "methods": [], "props": {"size": {"tsType": {"name": "union", "raw": "'sm' | 'md'"}, "required": false}}}"#

  @Test func reactDocgensEmptySecondEntryIsSkipped() {
    let text =
      #"[{"displayName": "Button", "props": {"size": {"tsType": {"name": "string"}, "required": true}}}, {"displayName": "Button", "description": "", "methods": []}]"#
    let (library, diagnostics) = collecting {
      var library = PropsLibrary()
      for component in PropsLibrary.components(text, path: "src/Button.json", into: &$0) {
        library.add(component, into: &$0)
      }
      return library
    }
    #expect(diagnostics.isEmpty)
    #expect(library.components.map(\.name) == ["Button"])
    #expect(library.component(named: "Button")?.props.map(\.name) == ["size"])
  }

  @Test func aFolderOfDocgenInfoFilesIsOneSourceNamedByFolder() throws {
    let root = try Self.folder([
      "Button/docgenInfo.json": Self.docgenButton,
      "Badge/docgenInfo.json":
        #"{"displayName": "Badge", "props": {"tone": {"tsType": {"name": "string"}, "required": false}}}"#,
      "Button/Button.figma.tsx": #"figma.connect(Button, "https://f/design/K/N?node-id=1-2", {props: {}})"#,
      "package.json": #"{"name": "ui", "version": "1.0.0"}"#,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (library, diagnostics) = collecting { PropsLibrary.load(sources: [PropsSource(path: root)], into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.components.map(\.name) == ["Badge", "Button"])
    #expect(library.components.allSatisfy { $0.source == root })
    #expect(library.component(named: "Button")?.fileName == "Button/docgenInfo.json")
    #expect(library.connections.map(\.nodeID) == ["1:2"])
  }

  @Test func aFolderOfNothingReadableSaysSo() throws {
    let root = try Self.folder(["package.json": #"{"name": "ui"}"#])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (_, diagnostics) = collecting { PropsLibrary.load(sources: [PropsSource(path: root)], into: &$0) }
    #expect(diagnostics.map(\.id) == [.propsUnreadable])
    #expect(diagnostics.first?.severity == .warning)
  }

  @Test func aManifestListingAModuleTwiceIsReadOnceWithAWarning() throws {
    let module = #"""
      {"kind": "javascript-module", "path": "src/button.js", "declarations": [
        {"kind": "class", "name": "XButton", "tagName": "x-button", "customElement": true,
         "members": [{"kind": "field", "name": "size"}]}]}
      """#
    let root = try Self.folder([
      "custom-elements.json": "{\"schemaVersion\": \"1.0.0\", \"modules\": [\n\(module),\n\(module)\n]}"
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (library, diagnostics) = collecting {
      PropsLibrary.load(paths: [root + "/custom-elements.json"], into: &$0)
    }
    #expect(library.components.map(\.name) == ["XButton"])
    #expect(diagnostics.map(\.id) == [.propsManifestModuleDuplicate])
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.location?.line == 5)
    #expect(diagnostics.first?.notes.first?.location?.line == 2)
  }

  @Test func aMapByComponentNameIsFoundByKeyAndDisplayNames() {
    let text = #"""
      {"button-stateful": {"display-name": "Stateful Buttons", "props": {"icon": {"type": {"name": "string"}}}},
       "Button": {"displayName": "@mantine/core/Button", "props": {"size": {"type": {"name": "string"}, "name": "size"}}}}
      """#
    let (library, diagnostics) = collecting {
      var library = PropsLibrary()
      for component in PropsLibrary.components(text, path: "docs.json", into: &$0) { library.add(component, into: &$0) }
      return library
    }
    #expect(diagnostics.isEmpty)
    #expect(library.components.map(\.name) == ["button-stateful", "Button"])
    #expect(library.component(named: "ButtonStateful")?.name == "button-stateful")
    #expect(library.component(named: "Stateful Buttons")?.name == "button-stateful")
    #expect(library.component(named: "@mantine/core/Button")?.name == "Button")
    #expect(library.component(named: "button")?.name == "Button")
    // A missing name's hint names the nearest there is.
    let (missing, errors) = collecting { library.component(named: "Buton", at: nil, into: &$0) }
    #expect(missing == nil)
    #expect(errors.map(\.id) == [.propsUnknownComponent])
    #expect(errors.first?.hint == "did you mean 'Button'?")
  }

  @Test func oneComponentDescribedByAManifestAndADocgenFileKeepsBoth() throws {
    let root = try Self.folder([
      "custom-elements.json": #"""
      {"schemaVersion": "2.0.0", "modules": [{"kind": "javascript-module", "path": "button.js", "declarations": [
        {"kind": "class", "name": "Button", "tagName": "x-button", "customElement": true,
         "slots": [{"name": "", "description": "Label"}], "members": [{"kind": "field", "name": "size"}]}]}]}
      """#,
      "docgen.json": "["
        + Self.docgenButton.replacingOccurrences(
          of: "{\"description\"", with: "{\"displayName\": \"Button\", \"description\"") + "]",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (library, diagnostics) = collecting {
      PropsLibrary.load(paths: [root + "/custom-elements.json", root + "/docgen.json"], into: &$0)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let both = library.descriptions(named: "Button")
    #expect(both.map(\.format) == [.customElements, .reactDocgen])
    #expect(library.descriptions(named: "x-button").count == 2)
    #expect(library.component(named: "Button")?.tagName == "x-button")
  }

  @Test func codeConnectFollowsConstantsAndSharedPropsInTheFile() {
    let text = #"""
      import figma from "@figma/code-connect"
      const BUTTON_URL: string = "https://www.figma.com/design/K/N?node-id=1-2"
      const url = BUTTON_URL
      const sharedProps = {
        label: figma.string("Label"),
        size: figma.enum("Size", { Small: "sm" }),
      } as const
      const props = { ...sharedProps, disabled: figma.boolean("Disabled") }
      figma.connect(Button, url, { props })
      figma.connect(IconButton, BUTTON_URL, { props: { ...sharedProps, ...missing } })
      """#
    let (connections, diagnostics) = collecting { CodeConnectReader.read(text, path: "Button.figma.tsx", into: &$0) }
    #expect(connections.map(\.nodeID) == ["1:2", "1:2"])
    #expect(connections.first?.props.map(\.codeProp) == ["label", "size", "disabled"])
    #expect(connections.last?.props.map(\.codeProp) == ["label", "size"])
    #expect(diagnostics.map(\.id) == [.codeConnectUnsupported])
    #expect(diagnostics.first?.location?.line == 10)
  }

  @Test func helpersWithTypeArgumentsAreRead() {
    let text = #"""
      figma.connect(IconButton, "https://f/design/K/N?node-id=3-4", {
        props: {
          icon: figma.instance<React.FunctionComponent>('icon'),
          variant: figma.enum<VariantType>('variant', { primary: 'primary' }),
          wide: a < b,
        },
      })
      """#
    let (connections, diagnostics) = collecting { CodeConnectReader.read(text, path: "x.figma.tsx", into: &$0) }
    #expect(connections.first?.props.map(\.codeProp) == ["icon", "variant"])
    #expect(connections.first?.props.last?.values.map(\.option) == ["primary"])
    #expect(diagnostics.map(\.id) == [.codeConnectUnsupported])
    #expect(diagnostics.first?.location?.line == 5)
  }

  @Test func urlsWithoutNodeIDsAreOneWarningPerLoad() throws {
    let root = try Self.folder([
      "Button.figma.tsx": #"""
      figma.connect(Button, "<FIGMA_BUTTON>", {props: {}})
      figma.connect(Danger, "<FIGMA_BUTTON_DANGER>", {props: {}})
      """#,
      "Input.figma.tsx": #"figma.connect(Input, "<FIGMA_INPUT>", {props: {}})"#,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (library, diagnostics) = collecting { PropsLibrary.load(sources: [PropsSource(path: root)], into: &$0) }
    #expect(library.connections.count == 3)
    #expect(diagnostics.map(\.id) == [.codeConnectURL])
    #expect(diagnostics.first?.message.hasPrefix("3 Code Connect mappings") == true)
  }
}
