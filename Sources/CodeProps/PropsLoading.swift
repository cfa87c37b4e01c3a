import Foundation
import SpecimenCore

/// Reading one props source: a JSON file whose format is named or sniffed, or Code Connect
/// source files (one file, or every `*.figma.*` file of a folder).
extension PropsLibrary {
  /// The file endings Code Connect source files have. Swift and Kotlin mappings may sit in any
  /// source file (Figma's CLI reads `**/*.swift` and `**/*.kt`), so those endings are all of it.
  static let codeConnectSuffixes = [".figma.tsx", ".figma.ts", ".figma.jsx", ".figma.js", ".swift", ".kt"]

  static func isCodeConnectFile(_ path: String) -> Bool {
    codeConnectSuffixes.contains { path.hasSuffix($0) }
  }

  /// Whether a file of a folder is a Code Connect file: script files by their `.figma.` name;
  /// Swift and Kotlin files, whose names say nothing, when they name `FigmaConnect` (the protocol
  /// or annotation every mapping declares), so the rest of an app's sources are passed over.
  static func isCodeConnectFileInFolder(_ path: String) -> Bool {
    guard isCodeConnectFile(path) else { return false }
    guard path.hasSuffix(".swift") || path.hasSuffix(".kt"), !path.hasSuffix(".figma.swift") else { return true }
    guard let bytes = SourceText.bytes(of: path) else { return true }
    return String(decoding: bytes, as: UTF8.self).contains("FigmaConnect")
  }

  mutating func read(_ source: PropsSource, into diagnostics: inout Diagnostics) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
      diagnostics.error(
        "cannot read the props file '\(source.path)'", at: source.declaredAt ?? SourceLocation(file: source.path),
        hint: "the path is relative to content/", id: .propsUnreadable)
      return
    }
    if isDirectory.boolValue {
      readFolder(source, into: &diagnostics)
      return
    }
    guard readFiles.insert((source.path as NSString).standardizingPath).inserted else { return }
    if source.format == .codeConnect || (source.format == nil && Self.isCodeConnectFile(source.path)) {
      readCodeConnect(source.path, into: &diagnostics)
      return
    }
    guard let root = Self.parseJSON(source, into: &diagnostics) else { return }
    readJSON(root, source: source, sourceName: source.path, inFolder: false, into: &diagnostics)
  }

  /// Every props file under a folder, each format sniffed from its file: Code Connect files by
  /// name, JSON files by shape (JSON that is no props format, such as a package.json, is passed
  /// over). The folder is one source: react-docgen's folders of `docgenInfo.json` files, one a
  /// component, describe each component once between them.
  mutating func readFolder(_ source: PropsSource, into diagnostics: inout Diagnostics) {
    let files = Self.propsFiles(in: source.path)
    var read = 0
    var passedOver = 0
    var described = 0
    var codeConnectFiles = 0
    for file in files where readFiles.insert((file as NSString).standardizingPath).inserted {
      if Self.isCodeConnectFile(file) {
        if source.format == nil || source.format == .codeConnect {
          readCodeConnect(file, into: &diagnostics)
          read += 1
          codeConnectFiles += 1
        }
        continue
      }
      var fileSource = source
      fileSource.path = file
      guard let root = Self.parseJSON(fileSource, into: &diagnostics) else { continue }
      if source.format == nil && Self.sniff(root) == nil {
        passedOver += 1
        continue
      }
      described += readJSON(root, source: fileSource, sourceName: source.path, inFolder: true, into: &diagnostics)
      read += 1
    }
    if read > codeConnectFiles, described == 0, codeConnectFiles == 0 {
      diagnostics.warning(
        "the props files of the folder '\(source.path)' describe no component", at: source.declaredAt,
        hint: "a manifest's custom element has \"customElement\": true and a \"tagName\"", id: .propsInvalid)
    }
    if read == 0 {
      diagnostics.warning(
        "the folder '\(source.path)' holds no props files"
          + (passedOver > 0 ? " (\(passedOver) JSON files in no props format)" : ""),
        at: source.declaredAt,
        hint:
          "props files are Code Connect files (.figma.tsx, .figma.ts, .swift, .kt) and JSON: a Custom Elements Manifest, react-docgen or react-docgen-typescript output, Specimen's props JSON",
        id: .propsUnreadable)
    }
  }

  static func parseJSON(_ source: PropsSource, into diagnostics: inout Diagnostics) -> Node? {
    do {
      guard let bytes = SourceText.bytes(of: source.path) else {
        diagnostics.error(
          "cannot read the props file '\(source.path)'", at: source.declaredAt ?? SourceLocation(file: source.path),
          id: .propsUnreadable)
        return nil
      }
      return try JSONReader.parse(bytes: bytes, file: source.path)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  /// Reads one JSON props document; the number of components it described.
  @discardableResult
  mutating func readJSON(
    _ root: Node, source: PropsSource, sourceName: String, inFolder: Bool, into diagnostics: inout Diagnostics
  ) -> Int {
    let sniffed = Self.sniff(root)
    guard let format = source.format ?? sniffed else {
      diagnostics.error(
        "cannot tell the format of the props file '\(source.path)'", at: root.location,
        hint:
          "name it in site.yml: props: [{file: …, format: …}], one of \(PropsFormat.names.joined(separator: ", "))",
        id: .propsFormatUnknown)
      return 0
    }
    if let named = source.format, let sniffed, named != sniffed,
      !(Set([named, sniffed]) == Set([.reactDocgen, .reactDocgenTypescript]))
    {
      diagnostics.warning(
        "site.yml says '\(named.rawValue)', but the file reads as '\(sniffed.rawValue)'",
        at: inFolder ? root.location : source.declaredAt,
        hint: "write format: \(sniffed.rawValue), or leave format out", id: .propsFormatMismatch)
    }
    var components: [CodeComponent] = []
    switch format {
    case .specimen: components = SpecimenPropsReader.read(root, path: source.path, into: &diagnostics)
    case .customElements:
      components = CustomElementsReader.read(
        root, path: source.path, warnsWhenEmpty: !inFolder, into: &diagnostics)
    case .reactDocgen, .reactDocgenTypescript:
      components = DocgenReader.read(
        root, path: source.path, keepsInherited: source.keepsInherited, into: &diagnostics)
    case .codeConnect:
      diagnostics.error(
        "'\(source.path)' is JSON, not a Code Connect source file", at: source.declaredAt,
        hint: "name the *.figma.tsx files or their folder", id: .propsFormatMismatch)
    }
    for var component in components {
      component.source = sourceName
      add(component, into: &diagnostics)
    }
    return components.count
  }

  /// The format a JSON document is in, from its shape alone; nil when no reader knows it.
  package static func sniff(_ root: Node) -> PropsFormat? {
    if let entries = root.entries {
      if root["schemaVersion"] != nil && root["modules"] != nil { return .customElements }
      // Stencil's manifests write `version`, not `schemaVersion`: the modules tell.
      if let modules = root["modules"]?.array, !modules.isEmpty,
        modules.allSatisfy({ $0["kind"]?.string == "javascript-module" || $0["declarations"]?.array != nil })
      {
        return .customElements
      }
      // Stencil's docs-json output: a list of components, each with a tag.
      if StencilDocsReader.isDocs(root) { return .customElements }
      // web-component-analyzer's manifest before modules: a version and a list of tags.
      if root["version"] != nil, let tags = root["tags"]?.array, !tags.isEmpty,
        tags.allSatisfy({ $0["name"]?.string != nil })
      {
        return .customElements
      }
      if root["props"]?.array != nil || root["component"] != nil { return .specimen }
      if DocgenReader.isComponent(root) { return DocgenReader.flavor(of: [root]) }
      // A map by file or by component name, of docgen components or lists of them.
      let values = entries.flatMap { $0.value.array ?? [$0.value] }
      if DocgenReader.areComponents(values) { return DocgenReader.flavor(of: values) }
      return nil
    }
    if let items = root.array {
      if DocgenReader.areComponents(items) { return DocgenReader.flavor(of: items) }
      if !items.isEmpty, items.allSatisfy({ $0["component"] != nil || $0["props"]?.array != nil }) {
        return .specimen
      }
    }
    return nil
  }

  /// Props files (Code Connect files and JSON) under `directory`, in path order; hidden folders
  /// and node_modules skipped.
  static func propsFiles(in directory: String) -> [String] {
    var files: [String] = []
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    while let item = enumerator.nextObject() as? String {
      let name = (item as NSString).lastPathComponent
      if name.hasPrefix(".") || name == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      let isFile = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular
      let path = (directory as NSString).appendingPathComponent(item)
      if isFile, item.hasSuffix(".json") || isCodeConnectFileInFolder(path) {
        files.append(path)
      }
    }
    return files.sorted()
  }

  mutating func readCodeConnect(_ path: String, into diagnostics: inout Diagnostics) {
    let text: String
    do {
      guard let read = try SourceText.read(path) else {
        diagnostics.error(
          "cannot read the Code Connect file '\(path)'", at: SourceLocation(file: path), id: .propsUnreadable)
        return
      }
      text = read
    } catch {
      diagnostics.append(error)
      return
    }
    let read = CodeConnectReader.readFile(text, path: path, into: &diagnostics)
    for connection in read.connections {
      if connection.nodeID == nil { unnodedConnections.append(connection) }
      connections.append(connection)
    }
    for found in read.imports where importsByLocal[found.local] == nil { importsByLocal[found.local] = found }
  }
}

extension PropsLibrary {
  /// One Specimen props document, parsed from text (for tests and tools).
  package static func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> CodeComponent? {
    guard let root = JSONReader.parse(text, file: path, into: &diagnostics) else { return nil }
    return SpecimenPropsReader.parse(root, path: path, into: &diagnostics)
  }

  /// The components of a JSON document in `format` (sniffed when nil), for tests and tools.
  package static func components(
    _ text: String, path: String, format: PropsFormat? = nil, keepsInherited: Bool = false,
    into diagnostics: inout Diagnostics
  ) -> [CodeComponent] {
    guard let root = JSONReader.parse(text, file: path, into: &diagnostics) else { return [] }
    switch format ?? sniff(root) {
    case .specimen: return SpecimenPropsReader.read(root, path: path, into: &diagnostics)
    case .customElements: return CustomElementsReader.read(root, path: path, into: &diagnostics)
    case .reactDocgen, .reactDocgenTypescript:
      return DocgenReader.read(root, path: path, keepsInherited: keepsInherited, into: &diagnostics)
    case .codeConnect, nil:
      diagnostics.error("cannot tell the format of '\(path)'", at: root.location, id: .propsFormatUnknown)
      return []
    }
  }
}
