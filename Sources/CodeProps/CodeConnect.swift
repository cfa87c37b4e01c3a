import SpecimenCore

/// One Code Connect mapping: a Figma node (by its URL's node-id) tied to a code component,
/// with the code prop each Figma property feeds.
package struct CodeConnection: Sendable, Hashable {
  /// The code component (`Button`); nil for HTML mappings, which name none.
  package var component: String?
  package var figmaURL: String
  /// `5021:18344`, from `node-id=5021-18344`.
  package var nodeID: String?
  package var fileKey: String?
  /// `variant: {type: "otp"}`: the mapping holds only for the variants with these values.
  package var variant: [VariantRestriction]
  package var props: [CodeConnectProp]
  package var language: Language
  package var path: String
  package var location: SourceLocation
  /// The code `example:` returns, when Specimen can read it.
  package var example: CodeConnectExample?
  /// The `imports:` option's lines, which Code Connect shows instead of the file's own imports;
  /// nil when the mapping gives none.
  package var imports: [String]?

  package struct VariantRestriction: Sendable, Hashable {
    package var property: String
    package var value: String
    package var location: SourceLocation
  }

  package enum Language: String, Sendable, Hashable {
    case react = "React"
    case html = "HTML"
    case swiftUI = "SwiftUI"
    case compose = "Compose"
  }
}

/// How one code prop gets its value from Figma.
package struct CodeConnectProp: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable {
    case string, boolean, enumeration = "enum", instance, children, textContent, className, nestedProps
  }
  package var codeProp: String
  package var kind: Kind
  /// The Figma property it reads; for children and textContent the layer names.
  package var figmaProperty: String?
  /// For enum and boolean: each Figma option (`true`/`false` for booleans) and the code value.
  package var values: [ValueMapping]
  package var location: SourceLocation
  /// Where the Figma property's name is written.
  package var figmaLocation: SourceLocation

  package struct ValueMapping: Sendable, Hashable {
    package var option: String
    /// The code value as written; string literals without their quotes; nil for an expression.
    package var value: String?
    package var location: SourceLocation
    /// What the value was: a string literal (`"primary"`), a word of code (`ButtonSize.Small`,
    /// `true`, `undefined`) or something else (`figma.instance(…)`, JSX).
    package var written: Written = .other

    package enum Written: Sendable, Hashable {
      case text, word, other
    }
  }

  /// Whether the Figma side names a component property (not a layer, not a class list).
  package var readsProperty: Bool {
    switch kind {
    case .string, .boolean, .enumeration, .instance: true
    case .children, .textContent, .className, .nestedProps: false
    }
  }
}

extension CodeConnection {
  /// The code component the mapping documents: the one it names, else, for an HTML mapping,
  /// the custom element its example opens with (`<ac-button …>` → `ac-button`), which a Custom
  /// Elements Manifest lists as a tag.
  package var componentName: String? { component ?? elementName }

  /// The first custom element (a tag with a hyphen, as HTML requires of them) the example's
  /// markup opens: nil for other syntaxes, or markup of built-in elements only.
  package var elementName: String? {
    guard let example, example.syntax == .html else { return nil }
    let bytes = Array(example.code.utf8)
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index + 1])
      else { continue }
      var end = index + 1
      while end < bytes.count,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end])
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "-")
          || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "_")
      {
        end += 1
      }
      let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      if name.contains("-") { return name }
      index = end - 1
    }
    return nil
  }

  /// `node-id=5021-18344` (or `%3A`) of a Figma URL as `5021:18344`, and the file key after
  /// /design/, /file/ or /proto/.
  static func parts(ofURL url: String) -> (fileKey: String?, nodeID: String?) {
    var nodeID: String?
    if let range = url.range(of: "node-id=") {
      let value = url[range.upperBound...].prefix { $0 != "&" && $0 != "#" }
      nodeID = value.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%3a", with: ":")
        .replacingOccurrences(of: "-", with: ":")
    }
    var fileKey: String?
    let segments = url.split(separator: "/")
    if let index = segments.firstIndex(where: { ["design", "file", "proto", "board"].contains($0) }),
      index + 1 < segments.count
    {
      fileKey = String(segments[index + 1].prefix { $0 != "?" })
    }
    return (fileKey, nodeID?.isEmpty == true ? nil : nodeID)
  }
}

/// Reads the Code Connect files of any language, by file name.
enum CodeConnectReader {
  static func read(_ text: String, path: String, into diagnostics: inout Diagnostics) -> [CodeConnection] {
    readFile(text, path: path, into: &diagnostics).connections
  }

  /// The mappings of a file, and the components a script file imports (`CodeImport`).
  static func readFile(_ text: String, path: String, into diagnostics: inout Diagnostics)
    -> (connections: [CodeConnection], imports: [CodeImport])
  {
    let tokens = SourceTokenizer.tokens(text)
    let connections: [CodeConnection]
    var imports: [CodeImport] = []
    if path.hasSuffix(".swift") {
      connections = SwiftCodeConnectReader(tokens: tokens, path: path, source: Array(text.utf8)).read(
        into: &diagnostics)
    } else if path.hasSuffix(".kt") {
      connections = ComposeCodeConnectReader(tokens: tokens, path: path, source: Array(text.utf8)).read(
        into: &diagnostics)
    } else {
      var reader = ScriptCodeConnectReader(tokens: tokens, path: path, source: Array(text.utf8))
      connections = reader.read(into: &diagnostics)
      imports = reader.imports()
    }
    if connections.isEmpty {
      diagnostics.warning(
        "'\(path)' has no Code Connect mapping Specimen can read", at: SourceLocation(file: path),
        hint: "a mapping is figma.connect(Component, \"https://www.figma.com/design/…?node-id=…\", {props: {…}})",
        id: .codeConnectEmpty)
    }
    return (connections, imports)
  }
}

extension CodeConnection {
  /// The code props the mapping sets on its component, each once: those its example spreads
  /// (`{...props}`) or writes as an attribute of their own name (`label={label}`), or, with no
  /// example, every one it maps (Code Connect then writes each as an attribute). A prop the
  /// example only places elsewhere (`{title}` as a child) is the example's, not the component's.
  package var passedProps: [String] {
    var names: [String] = []
    for prop in props where !names.contains(prop.codeProp) { names.append(prop.codeProp) }
    guard let example else { return names }
    let code = example.code.filter { !$0.isWhitespace }
    switch example.parameters {
    case .none:
      return []
    case .object(let object):
      if code.contains("{...\(object)}") { return names }
      return names.filter { code.contains("\($0)={\(object).\($0)}") }
    case .destructured(let named, let rest):
      let spreads = rest.map { code.contains("{...\($0)}") } ?? false
      return names.filter { named.contains($0) ? code.contains("\($0)={\($0)}") : spreads }
    }
  }
}
