import SpecimenCore

/// How code imports a component, as a file that imports it writes it: a Code Connect file's
/// `import { Button, ButtonGroup } from "primitives";` gives one for `Button` and one for
/// `ButtonGroup`; Primer's docs file gives its `importPath`. A docs page shows it as the line a developer copies, so only what a file
/// states is kept: a relative module (`./Button`) names where the Code Connect file sits, not
/// what a developer imports, and is left out.
package struct CodeImport: Sendable, Hashable {
  package enum Binding: Sendable, Hashable {
    /// `import { Button } from "m"`, or `{ Button as UIButton }`: the name the module exports.
    case named(exported: String)
    /// `import Button from "m"`.
    case defaultExport
    /// `import * as UI from "m"`: the components it gives are written `UI.Button`.
    case namespace
  }

  /// The name the importing code uses (`Button`, `UIButton`, `UI`).
  package var local: String
  /// The module specifier as written (`primitives`, `@acme/ui`).
  package var module: String
  package var binding: Binding
  /// The quote the file writes the module in, and whether its statement ends with `;`.
  package var quote: Character = "\""
  package var endsWithSemicolon = true
  package var location: SourceLocation

  package init(
    local: String, module: String, binding: Binding, quote: Character = "\"", endsWithSemicolon: Bool = true,
    location: SourceLocation
  ) {
    self.local = local
    self.module = module
    self.binding = binding
    self.quote = quote
    self.endsWithSemicolon = endsWithSemicolon
    self.location = location
  }

  /// Whether the module is a path from the importing file (`./Button`, `../ui`, `/src/ui`).
  package static func isRelative(_ module: String) -> Bool {
    module.hasPrefix("./") || module.hasPrefix("../") || module.hasPrefix("/") || module == "." || module == ".."
  }

  /// The module Code Connect's own helpers come from: importing it says nothing of a component.
  static let codeConnectModule = "@figma/code-connect"
}

extension ScriptCodeConnectReader {
  /// The static `import` declarations of the file, each binding once, in file order: default,
  /// named and namespace bindings of modules that are not relative and not Code Connect's own.
  /// Type-only imports (`import type`, `{ type Props }`) import no component and are passed over.
  func imports() -> [CodeImport] {
    var found: [CodeImport] = []
    var i = 0
    while i < tokens.count {
      defer { i += 1 }
      let token = tokens[i]
      // A statement's `import`, not `import(…)` or `import.meta`, and not a word inside JSX
      // (`<p>import this</p>`): a declaration begins its line.
      guard token.kind == .name, token.text == "import", isLineStart(i),
        i + 1 < tokens.count, !(tokens[i + 1].kind == .punctuation && ["(", "."].contains(tokens[i + 1].text))
      else { continue }
      let declaration = importDeclaration(from: i + 1)
      i = max(i, declaration.end - 1)
      found.append(contentsOf: declaration.imports)
    }
    return found
  }

  /// The most tokens an import clause is read to (a named import of a few thousand names).
  static let importClauseLimit = 8_192

  /// Whether the token at `index` is the first of its line.
  func isLineStart(_ index: Int) -> Bool {
    index == 0 || tokens[index - 1].line < tokens[index].line
  }

  /// The bindings of the declaration whose clause starts at `start`, and the index after what
  /// was read of it; no bindings when it is not one Specimen reads (a side-effect import, a
  /// type-only import), so the scan goes on past it and each token is read once.
  func importDeclaration(from start: Int) -> (imports: [CodeImport], end: Int) {
    var i = start
    // A clause is read to at most this many tokens, so a file of unclosed `import {` lines is
    // read in linear time.
    let end = min(tokens.count, start + Self.importClauseLimit)
    func isPunctuation(_ text: String) -> Bool {
      i < end && tokens[i].kind == .punctuation && tokens[i].text == text
    }
    func isName(_ text: String) -> Bool { i < end && tokens[i].kind == .name && tokens[i].text == text }
    if isName("type"), i + 1 < end, tokens[i + 1].kind != .punctuation || tokens[i + 1].text == "{" {
      return ([], i)
    }
    var bindings: [(local: String, binding: CodeImport.Binding, location: SourceLocation)] = []
    if i < end, tokens[i].kind == .name, !isName("from") {
      bindings.append((tokens[i].text, .defaultExport, location(tokens[i])))
      i += 1
      if isPunctuation(",") { i += 1 }
    }
    if isPunctuation("*") {
      i += 1
      guard isName("as"), i + 1 < end, tokens[i + 1].kind == .name else { return ([], i) }
      bindings.append((tokens[i + 1].text, .namespace, location(tokens[i + 1])))
      i += 2
    } else if isPunctuation("{") {
      i += 1
      // `{ A, B as C, type D, "e-f" as EF }`.
      while i < end, !isPunctuation("}") {
        var element: [SourceToken] = []
        while i < end, !isPunctuation(","), !isPunctuation("}") {
          element.append(tokens[i])
          i += 1
        }
        if isPunctuation(",") { i += 1 }
        guard let first = element.first, !(first.kind == .name && first.text == "type" && element.count > 1)
        else { continue }
        if element.count == 1, first.kind == .name {
          bindings.append((first.text, .named(exported: first.text), location(first)))
        } else if element.count == 3, element[1].kind == .name, element[1].text == "as", element[2].kind == .name {
          bindings.append((element[2].text, .named(exported: first.text), location(element[2])))
        }
      }
      guard isPunctuation("}") else { return ([], i) }
      i += 1
    }
    guard isName("from"), i + 1 < end, tokens[i + 1].kind == .string else { return ([], i) }
    let specifier = tokens[i + 1]
    i += 2
    let endsWithSemicolon = isPunctuation(";")
    if endsWithSemicolon { i += 1 }
    let module = specifier.text
    guard !module.isEmpty, !CodeImport.isRelative(module), module != CodeImport.codeConnectModule else {
      return ([], i)
    }
    let quote: Character = specifier.start < source.count && source[specifier.start] == UInt8(ascii: "'") ? "'" : "\""
    return (
      bindings.map {
        CodeImport(
          local: $0.local, module: module, binding: $0.binding, quote: quote, endsWithSemicolon: endsWithSemicolon,
          location: $0.location)
      }, i
    )
  }
}

extension PropsLibrary {
  /// The import statements for `names`, the components a page documents, in the order they are
  /// named: a Code Connect mapping's `imports` option where it gives one (Code Connect shows
  /// those lines instead of the file's), else the module a Code Connect file imports the
  /// component from, each module's named imports gathered in one statement. A component no
  /// source says how to import has no line: nothing is guessed from its file's path.
  package func importStatements(for names: [String]) -> [String] {
    enum Entry {
      case line(String)
      /// Named imports of one module, written alike: one statement.
      case named(module: String, quote: Character, semicolon: Bool, names: [String])
    }
    var entries: [Entry] = []
    var lines: Set<String> = []
    func add(_ line: String) {
      if lines.insert(line).inserted { entries.append(.line(line)) }
    }
    for name in names {
      if let given = importLines(ofConnectionsTo: name) {
        for line in given { add(line) }
        continue
      }
      guard let found = codeImport(of: name) else { continue }
      switch found.binding {
      case .named(let exported):
        let text = exported == found.local ? exported : "\(exported) as \(found.local)"
        let index = entries.firstIndex {
          guard case .named(let module, let quote, let semicolon, _) = $0 else { return false }
          return module == found.module && quote == found.quote && semicolon == found.endsWithSemicolon
        }
        if let index, case .named(let module, let quote, let semicolon, let names) = entries[index] {
          if !names.contains(text) {
            entries[index] = .named(module: module, quote: quote, semicolon: semicolon, names: names + [text])
          }
        } else {
          entries.append(
            .named(module: found.module, quote: found.quote, semicolon: found.endsWithSemicolon, names: [text]))
        }
      case .defaultExport:
        add(Self.statement(found.local, found))
      case .namespace:
        add(Self.statement("* as \(found.local)", found))
      }
    }
    return entries.map { entry in
      switch entry {
      case .line(let line): return line
      case .named(let module, let quote, let semicolon, let names):
        let from = "from \(quote)\(module)\(quote)" + (semicolon ? ";" : "")
        let line = "import { \(names.joined(separator: ", ")) } \(from)"
        guard line.count > Self.printWidth else { return line }
        // One name a line past the width, as Prettier writes it, so a long import reads in a
        // docs column without scrolling under the copy button.
        return "import {\n" + names.map { "  \($0),\n" }.joined() + "} \(from)"
      }
    }
  }

  /// Prettier's default line width, which most teams' code is formatted to.
  static let printWidth = 80

  static func statement(_ clause: String, _ found: CodeImport) -> String {
    "import \(clause) from \(found.quote)\(found.module)\(found.quote)" + (found.endsWithSemicolon ? ";" : "")
  }

  /// The `imports` option's lines of the mappings of `name`, in file order; nil when none gives
  /// them (`imports: []` gives none: Code Connect then shows no import).
  func importLines(ofConnectionsTo name: String) -> [String]? {
    let given = connections.filter { $0.componentName == name }.compactMap(\.imports)
    return given.isEmpty ? nil : given.flatMap { $0 }
  }

  /// How a Code Connect file imports `name`: by its own name, or, for `UI.Button`, the namespace
  /// `UI`; the first file in reading order that does. Else the module its props source names
  /// (Primer's `importPath`): a named import of the name, or of its parent's for `Label.Icon`.
  package func codeImport(of name: String) -> CodeImport? {
    if let found = importsByLocal[name] { return found }
    let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
    if head != name, let found = importsByLocal[head], found.binding == .namespace { return found }
    if let component = descriptions(named: name).first(where: { $0.importModule != nil }),
      let module = component.importModule
    {
      let root = component.name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? component.name
      return CodeImport(local: root, module: module, binding: .named(exported: root), location: component.location)
    }
    return siblingImport(of: name)
  }

  /// A component a Code Connect file does not import, imported as one declared in the same
  /// source file is (SDS's `Checkbox` beside `CheckboxField`, both of `Checkbox.tsx`, which
  /// `primitives` exports whole): a module exports a file's components together, so the
  /// statement a reader copies names every component of the page, not only those the Code
  /// Connect files happened to use. Only a named import by the sibling's own name counts.
  func siblingImport(of name: String) -> CodeImport? {
    guard let own = descriptions(named: name).first(where: { $0.filePath != nil }), let file = own.filePath else {
      return nil
    }
    for sibling in components where sibling.filePath == file && sibling.name != own.name {
      guard let found = importsByLocal[sibling.name], case .named(let exported) = found.binding,
        exported == found.local
      else { continue }
      var copy = found
      copy.local = own.name
      copy.binding = .named(exported: own.name)
      return copy
    }
    return nil
  }

  /// Whether some source says how to import `name`.
  package func importsKnown(for name: String) -> Bool {
    importLines(ofConnectionsTo: name).map { !$0.isEmpty } ?? (codeImport(of: name) != nil)
  }
}
