import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// Code metadata of public design systems as their tools published it (Fixtures/Published, each
/// folder's README says where from): every file reads without an error, at most one warning of a
/// kind, and every component the file describes is found, counted here with Foundation's own
/// JSON parser and a rule of this test, not with the readers.
@Suite struct PublishedCorpusTests {
  /// A file or folder of the corpus, and how the test counts what it describes.
  struct Entry: Sendable, CustomTestStringConvertible {
    var path: String
    var kind: Kind
    enum Kind: Sendable { case manifest, docgenMap, docgenList, codeConnect }
    var testDescription: String { path }
  }

  static let entries: [Entry] = [
    Entry(path: "CrowdStrike-glide-core/custom-elements.json", kind: .manifest),
    Entry(path: "US-CBP-design-system/custom-elements.json", kind: .manifest),
    Entry(path: "AlaskaAirlines-auro-badge/custom-elements.json", kind: .manifest),
    Entry(path: "grantcodes-ui/custom-elements.json", kind: .manifest),
    Entry(path: "DNNCommunity-dnn-elements/custom-elements.json", kind: .manifest),
    Entry(path: "trimble-oss-modus-wc-2.0/custom-elements.json", kind: .manifest),
    Entry(path: "Aurailus-shoelace/custom-elements.json", kind: .manifest),
    Entry(path: "salesforce-design-system-react/component-docs.json", kind: .docgenMap),
    Entry(path: "figma-sds/primitives", kind: .codeConnect),
    Entry(path: "figma-code-connect", kind: .codeConnect),
    Entry(path: "figma-code-connect-imports", kind: .codeConnect),
    Entry(path: "1-Platform-op-components/custom-elements.json", kind: .manifest),
    Entry(path: "ing-bank-lion", kind: .manifest),
    Entry(path: "rmwc-rmwc/docgen.json", kind: .docgenMap),
    Entry(path: "va-component-library/component-docs.json", kind: .manifest),
    Entry(path: "figma-sds-react-docgen-typescript/primitives.json", kind: .docgenList),
    Entry(path: "figma-sds-react-docgen-typescript/folder", kind: .docgenList),
  ]

  static func path(_ entry: Entry) -> String { fixture("Published/" + entry.path) }

  /// The names a file describes, by this test's own reading: a manifest's custom elements (a
  /// declaration with `customElement: true` or a `tagName`), each class once, named by its tag
  /// when the tag is a custom element's name (it has a hyphen: an analyzer that ran over dist/
  /// wrote `"tagName": "tagName"`); a docgen map's keys.
  static func expectedNames(_ entry: Entry) throws -> [String] {
    if entry.kind == .docgenList {
      // react-docgen-typescript's array (a file, or a folder of them): each entry's displayName.
      let lists = path(entry).hasSuffix(".json") ? [path(entry)] : try jsonFiles(in: path(entry))
      return try lists.flatMap { file in
        (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]] ?? [])
          .compactMap { $0["displayName"] as? String }
      }
    }
    // A folder of manifests (a monorepo's, one a package): all of their modules, in path order.
    let inFolder = (FileManager.default.enumerator(atPath: path(entry))?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix("custom-elements.json") }.sorted().map { path(entry) + "/" + $0 }
    let files = inFolder.isEmpty ? [path(entry)] : inFolder
    let roots = try files.map { try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: $0))) }
    let root = roots[0]
    switch entry.kind {
    case .manifest:
      // web-component-analyzer's older manifest lists its elements under `tags`, by tag: a
      // component of its own, even where another manifest of the folder describes it too.
      // Stencil's docs-json lists its components by tag.
      if let stencil = (root as? [String: Any])?["components"] as? [[String: Any]] {
        return stencil.compactMap { $0["tag"] as? String }
      }
      var names = roots.flatMap {
        (($0 as? [String: Any])?["tags"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
      }
      let modules = roots.flatMap { ($0 as? [String: Any])?["modules"] as? [[String: Any]] ?? [] }
      var seen: Set<String> = []
      for module in modules {
        for declaration in module["declarations"] as? [[String: Any]] ?? [] {
          let tag = declaration["tagName"] as? String
          guard (declaration["customElement"] as? Bool) == true || tag != nil else { continue }
          let className = declaration["name"] as? String ?? ""
          guard seen.insert(className).inserted else { continue }
          names.append(tag.flatMap { $0.contains("-") ? $0 : nil } ?? className)
        }
      }
      return names
    case .docgenMap:
      let map = (root as? [String: Any]) ?? [:]
      // A map by file of lists (react-docgen's): each entry's displayName, or for one without,
      // its file's name (its folder's for an index file).
      guard map.values.allSatisfy({ $0 is [Any] }) else { return map.keys.sorted() }
      var names = Set<String>()
      for (file, entries) in map {
        for entry in entries as? [[String: Any]] ?? [] {
          let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
          names.insert(
            entry["displayName"] as? String
              ?? (base == "index" ? ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent : base)
          )
        }
      }
      return names.sorted()
    case .docgenList:
      return []
    case .codeConnect:
      return []
    }
  }

  /// The `.json` files directly in a folder, in name order.
  static func jsonFiles(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
      .map { folder + "/" + $0 }
  }

  /// `figma.connect(` and `@FigmaConnect(` calls in the folder's files, counted as text.
  static func expectedMappings(_ entry: Entry) throws -> Int {
    let root = path(entry)
    var count = 0
    for case let file as String in FileManager.default.enumerator(atPath: root)?.allObjects ?? [] {
      guard file.contains(".figma.") || file.hasSuffix(".kt") || file.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      count += text.components(separatedBy: "figma.connect(").count - 1
      count += text.components(separatedBy: "@FigmaConnect(").count - 1
      // SwiftUI: a struct conforming to FigmaConnect (every one in the corpus has its URL).
      count += text.components(separatedBy: ": FigmaConnect {").count - 1
    }
    return count
  }

  static func load(_ entry: Entry) -> (PropsLibrary, Diagnostics) {
    collecting { PropsLibrary.load(sources: [PropsSource(path: path(entry))], into: &$0) }
  }

  @Test(arguments: entries) func readsWithoutErrorsAndFindsEveryComponent(_ entry: Entry) throws {
    let (library, diagnostics) = Self.load(entry)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.description))")
    let kinds = Dictionary(grouping: diagnostics, by: \.id)
    #expect(kinds.values.allSatisfy { $0.count == 1 }, "\(diagnostics.map(\.description))")
    switch entry.kind {
    case .manifest, .docgenMap, .docgenList:
      let names = try Self.expectedNames(entry)
      #expect(!names.isEmpty)
      #expect(library.components.count == names.count)
      let missing = names.filter { library.component(named: $0) == nil }
      #expect(missing.isEmpty, "not found: \(missing)")
    case .codeConnect:
      #expect(library.connections.count == (try Self.expectedMappings(entry)))
      #expect(library.connections.count > 0)
    }
  }

  /// The numbers the README of the corpus states, so a change in what is read shows.
  @Test func countsPerFile() {
    var counts: [String: Int] = [:]
    for entry in Self.entries {
      let (library, _) = Self.load(entry)
      counts[entry.path] = entry.kind == .codeConnect ? library.connections.count : library.components.count
    }
    #expect(
      counts == [
        "CrowdStrike-glide-core/custom-elements.json": 39,
        "US-CBP-design-system/custom-elements.json": 26,
        "AlaskaAirlines-auro-badge/custom-elements.json": 2,
        "grantcodes-ui/custom-elements.json": 45,
        "DNNCommunity-dnn-elements/custom-elements.json": 28,
        "trimble-oss-modus-wc-2.0/custom-elements.json": 51,
        "Aurailus-shoelace/custom-elements.json": 58,
        "1-Platform-op-components/custom-elements.json": 1,
        "ing-bank-lion": 66,
        "rmwc-rmwc/docgen.json": 132,
        "va-component-library/component-docs.json": 10,
        "salesforce-design-system-react/component-docs.json": 60,
        "figma-sds/primitives": 65,
        "figma-code-connect": 26,
        "figma-code-connect-imports": 5,
        "figma-sds-react-docgen-typescript/primitives.json": 110,
        "figma-sds-react-docgen-typescript/folder": 110,
      ])
  }

  /// Salesforce's map is keyed by kebab-case names with a `display-name` for people: both find it,
  /// and so does the component's name as code writes it.
  @Test func salesforceComponentsAreFoundByKeyCodeNameAndDisplayName() throws {
    let (library, _) = Self.load(Self.entries[7])
    #expect(library.component(named: "button-stateful")?.name == "button-stateful")
    #expect(library.component(named: "ButtonStateful")?.name == "button-stateful")
    #expect(library.component(named: "Button")?.name == "button")
    #expect(library.component(named: "App Launcher")?.name == "app-launcher")
    #expect(library.component(named: "DockedComposer")?.name == "docked-composer")
  }

  /// web-component-analyzer's older manifest (`tags`, types as text): each tag is a component
  /// found by its tag, its properties with their types and defaults.
  @Test func olderTagsManifestIsReadByTag() throws {
    let entry = try #require(Self.entries.first { $0.path.hasPrefix("1-Platform") })
    let (library, diagnostics) = Self.load(entry)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let lib = try #require(library.component(named: "opc-lib"))
    #expect(lib.tagName == "opc-lib" && lib.format == .customElements)
    #expect(
      lib.props.map { "\($0.name): \($0.type) = \($0.defaultValue ?? "-")" } == [
        "title: String = Hey there", "page: String = main",
      ])
  }

  /// Lion's 39 package manifests as one folder: the analyzer's `experimental` schema and the
  /// packages of mixins with no element are no warning; the element that an older `tags`
  /// manifest of the folder describes too is found by its class and its tag.
  @Test func monorepoManifestsReadAsOneFolderWithoutWarnings() throws {
    let entry = try #require(Self.entries.first { $0.path == "ing-bank-lion" })
    let (library, diagnostics) = Self.load(entry)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(library.component(named: "LionButton")?.tagName == "lion-button")
    #expect(library.component(named: "SbActionLogger") != nil && library.component(named: "sb-action-logger") != nil)
  }

  /// A folder whose manifests declare no element at all says so once, for the folder.
  @Test func aFolderOfEmptyManifestsIsOneWarning() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cem-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for package in ["core", "helpers"] {
      try FileManager.default.createDirectory(atPath: folder + "/" + package, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: fixture("Published/ing-bank-lion/packages/\(package == "core" ? "core" : "ajax")/custom-elements.json"),
        toPath: folder + "/\(package)/custom-elements.json")
    }
    let (library, diagnostics) = collecting {
      PropsLibrary.load(sources: [PropsSource(path: folder)], into: &$0)
    }
    #expect(library.components.isEmpty)
    #expect(diagnostics.map(\.id) == [.propsInvalid], "\(diagnostics.map(\.description))")
    #expect(diagnostics.first?.message.contains("describe no component") == true)
  }

  /// Stencil's docs-json: a component per tag, its props with their attributes and defaults, its
  /// events with their detail type.
  @Test func stencilDocsAreReadByTag() throws {
    let entry = try #require(Self.entries.first { $0.path.hasPrefix("va-component-library") })
    let (library, diagnostics) = Self.load(entry)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let alert = try #require(library.component(named: "va-alert"))
    let background = try #require(alert.props.first { $0.name == "backgroundOnly" })
    #expect(background.attribute == "background-only" && background.type == "boolean")
    #expect(background.defaultValue == "false")
    #expect(alert.events.map { "\($0.name): \($0.type ?? "-")" }.contains("close: any"))
  }

  /// A name no component has suggests the nearest one, or else the shortest that contains it.
  @Test func missingNamesSuggestTheNearestComponent() {
    for (index, expected) in [(6, "SlButton"), (5, "ModusWcButton"), (4, "dnn-button")] {
      let (library, _) = Self.load(Self.entries[index])
      let (_, diagnostics) = collecting { library.component(named: "Button", at: nil, into: &$0) }
      #expect(diagnostics.first?.hint == "did you mean '\(expected)'?")
    }
  }

  /// SDS keeps its props in a shared object spread into each mapping, and its URLs are
  /// placeholders Code Connect fills in: the props are read, the placeholders are one warning.
  @Test func sdsSharedPropsAreReadAndPlaceholdersAreOneWarning() throws {
    let (library, diagnostics) = Self.load(Self.entries[8])
    let button = try #require(library.connections.first { $0.component == "Button" })
    #expect(button.props.map(\.codeProp).prefix(5) == ["label", "iconStart", "iconEnd", "size", "isDisabled"])
    #expect(button.nodeID == nil)
    #expect(diagnostics.filter { $0.id == .codeConnectURL }.count == 1)
  }

  /// react-docgen-typescript run with every prop kept lists React's DOM attributes (declared under
  /// node_modules/@types/react); run with Storybook's filter it leaves them out. Specimen reads
  /// both to the same props, and counts what it left out of the first.
  @Test func reactDocgenTypescriptInheritedPropsAreCountedNotListed() throws {
    let full = Self.load(try #require(Self.entries.first { $0.path.hasSuffix("primitives.json") })).0
    let filtered = Self.load(try #require(Self.entries.first { $0.path.hasSuffix("typescript/folder") })).0
    #expect(full.components.count == filtered.components.count)
    for component in filtered.components {
      let same = try #require(full.component(named: component.name))
      #expect(same.props.map(\.name) == component.props.map(\.name), "\(component.name)")
    }
    let checkbox = try #require(full.component(named: "Checkbox"))
    #expect(checkbox.inheritedCount > 200)
    #expect(checkbox.inheritedFrom.contains("HTMLAttributes") && checkbox.inheritedFrom.contains("AriaAttributes"))
    #expect(try #require(filtered.component(named: "Checkbox")).inheritedCount == 0)
  }

  /// react-docgen-typescript records each component's `filePath`: the component keeps it for its
  /// page, apart from the module path a map's file key gives, which orders and groups init's pages.
  @Test func reactDocgenTypescriptFilePathIsKept() throws {
    let folder = Self.load(try #require(Self.entries.first { $0.path.hasSuffix("typescript/folder") })).0
    let field = try #require(folder.component(named: "CheckboxField"))
    #expect(field.filePath == "src/ui/primitives/Checkbox/Checkbox.tsx")
    #expect(field.modulePath == nil)
  }
}
