import Foundation
import SpecimenCore

/// The code a Code Connect mapping's `example:` returns, as written (JSX, or the text of an
/// `html` template), with what its function calls the props, so a page can show it with the
/// props filled in as Dev Mode fills them in for an instance.
package struct CodeConnectExample: Sendable, Hashable {
  package enum Parameters: Sendable, Hashable {
    /// `() => …`
    case none
    /// `(props) => … props.label …`
    case object(String)
    /// `({ label, size, ...rest }) => …`
    case destructured([String], rest: String?)
  }
  package enum Syntax: String, Sendable, Hashable {
    /// SwiftUI's `var body` and a Compose `@Composable fun` are shown as written.
    case jsx, html, swift, kotlin
  }
  /// The returned code, its common indentation removed.
  package var code: String
  package var parameters: Parameters
  package var syntax: Syntax
  package var location: SourceLocation
}

/// What one code prop of a mapping is for the instance an example is shown for.
package enum ExampleValue: Sendable, Hashable {
  /// A string: `label="Submit"` in JSX, the text itself as a child.
  case text(String)
  /// Code as written: `size={ButtonSize.Large}`, `disabled` for `true`.
  case code(String)
  /// `undefined` (or an enum option the mapping leaves out): the attribute is left out.
  case absent
}

extension CodeConnection {
  /// Each code prop's value for the instance whose Figma properties have `figmaValues` (by
  /// property name: `true`/`false` for booleans, the option of a variant property, a text
  /// property's text), through the mapping's `figma.*` helpers as Code Connect applies them.
  /// Props whose value Figma does not give here (instances, children, text layers) are left out:
  /// the example keeps them as written.
  package func exampleValues(_ figmaValues: [String: String]) -> [String: ExampleValue] {
    var values: [String: ExampleValue] = [:]
    for prop in props {
      guard let property = prop.figmaProperty, let figmaValue = figmaValues[property] else { continue }
      switch prop.kind {
      case .string:
        values[prop.codeProp] = .text(figmaValue)
      case .boolean:
        if prop.values.isEmpty {
          values[prop.codeProp] = .code(figmaValue == "true" ? "true" : "false")
        } else if let mapped = prop.values.first(where: { $0.option == figmaValue }) {
          values[prop.codeProp] = Self.value(mapped)
        } else {
          values[prop.codeProp] = .absent
        }
      case .enumeration:
        // An option the mapping leaves out is undefined in Code Connect.
        values[prop.codeProp] = prop.values.first { $0.option == figmaValue }.map(Self.value) ?? .absent
      case .instance, .children, .textContent, .className, .nestedProps:
        continue
      }
    }
    return values
  }

  private static func value(_ mapping: CodeConnectProp.ValueMapping) -> ExampleValue? {
    guard let value = mapping.value else { return nil }
    switch mapping.written {
    case .text: return .text(value)
    case .word: return value == "undefined" || value == "null" ? .absent : .code(value)
    case .other: return nil
    }
  }
}

extension CodeConnectExample {
  /// The code with each prop the function reads (`label`, `props.label`, `props['label']`,
  /// `{...rest}`) replaced by its value in `values`, as Code Connect writes an instance's
  /// snippet: a string attribute in quotes, `true` as the bare attribute, an absent one left out
  /// (and a line it leaves empty); a prop without a value stays as written, or in a spread
  /// becomes `name={name}`.
  package func substituted(_ values: [String: ExampleValue], propOrder: [String]) -> String {
    guard !values.isEmpty else { return code }
    switch syntax {
    case .jsx: break
    case .html: return substitutedTemplate(values)
    case .swift, .kotlin: return code
    }
    let tokens = SourceTokenizer.tokens(code)
    let bytes = Array(code.utf8)
    var edits: [(range: Range<Int>, text: String)] = []
    var destructured: Set<String> = []
    var objectName: String?
    var restName: String?
    switch parameters {
    case .none: return code
    case .object(let name): objectName = name
    case .destructured(let names, let rest):
      destructured = Set(names)
      restName = rest
    }
    func isPunctuation(_ i: Int, _ text: String) -> Bool {
      i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && tokens[i].text == text
    }
    /// The prop a reference from `i` reads, and the index of its last token.
    func reference(at i: Int) -> (prop: String, last: Int)? {
      guard i < tokens.count, tokens[i].kind == .name else { return nil }
      let name = tokens[i].text
      if destructured.contains(name) { return (name, i) }
      guard name == objectName else { return nil }
      if isPunctuation(i + 1, "."), i + 2 < tokens.count, tokens[i + 2].kind == .name {
        return (tokens[i + 2].text, i + 2)
      }
      if isPunctuation(i + 1, "["), i + 2 < tokens.count, tokens[i + 2].kind == .string, isPunctuation(i + 3, "]") {
        return (tokens[i + 2].text, i + 3)
      }
      return nil
    }
    var i = 0
    while i < tokens.count {
      defer { i += 1 }
      guard isPunctuation(i, "{") else { continue }
      // `{...rest}` or `{...props}`: the props the function did not name, as attributes.
      if isPunctuation(i + 1, "..."), i + 2 < tokens.count, tokens[i + 2].kind == .name,
        [restName, objectName].contains(tokens[i + 2].text), isPunctuation(i + 3, "}")
      {
        // A prop Figma gives no value for here (an instance) stays a placeholder of its own name.
        let spread = propOrder.filter { !destructured.contains($0) }
        let attributes = spread.compactMap { Self.attribute($0, values[$0] ?? .code($0)) }
        if attributes.isEmpty {
          edits.append((trailingSpace(before: i, tokens, bytes)..<tokens[i + 3].end, ""))
        } else {
          edits.append((tokens[i].start..<tokens[i + 3].end, attributes.joined(separator: " ")))
        }
        i += 3
        continue
      }
      guard let (prop, last) = reference(at: i + 1), isPunctuation(last + 1, "}"), let value = values[prop] else {
        continue
      }
      let close = tokens[last + 1].end
      if isPunctuation(i - 1, "="), let nameStart = attributeStart(before: i - 1, tokens) {
        let name = String(decoding: bytes[tokens[nameStart].start..<tokens[i - 2].end], as: UTF8.self)
        if let attribute = Self.attribute(name, value) {
          edits.append((tokens[nameStart].start..<close, attribute))
        } else {
          edits.append((trailingSpace(before: nameStart, tokens, bytes)..<close, ""))
        }
      } else {
        switch value {
        case .text(let string):
          edits.append((tokens[i].start..<close, Self.jsxText(string)))
        case .code(let string):
          edits.append((tokens[i].start..<close, "{\(string)}"))
        case .absent:
          edits.append((tokens[i].start..<close, ""))
        }
      }
      i = last + 1
    }
    var result: [UInt8] = []
    var position = 0
    for edit in edits where edit.range.lowerBound >= position {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    // A line that only held a removed child goes with it.
    let original = Set(code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    let lines = String(decoding: result, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return lines.filter { !($0.allSatisfy { $0 == " " || $0 == "\t" } && !original.contains(String($0))) }
      .joined(separator: "\n")
  }

  /// An `html` template with each `${prop}` replaced by its value's text (nothing for an
  /// absent one); an interpolation of anything else stays as written.
  func substitutedTemplate(_ values: [String: ExampleValue]) -> String {
    var destructured: Set<String> = []
    var objectName: String?
    switch parameters {
    case .none: return code
    case .object(let name): objectName = name
    case .destructured(let names, _): destructured = Set(names)
    }
    var result = ""
    var rest = code[...]
    while let open = rest.range(of: "${") {
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
      let inner = rest[open.upperBound..<close].trimmingSpaces
      var prop: String?
      if destructured.contains(inner) {
        prop = inner
      } else if let objectName, inner.hasPrefix(objectName + ".") {
        prop = String(inner.dropFirst(objectName.count + 1))
      } else if let objectName, inner.hasPrefix(objectName + "["), inner.hasSuffix("]") {
        prop = String(inner.dropFirst(objectName.count + 2).dropLast(2))
      }
      result += rest[..<open.lowerBound]
      switch prop.flatMap({ values[$0] }) {
      case .text(let text), .code(let text): result += text
      case .absent: break
      case nil: result += rest[open.lowerBound...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The code between the braces of a block (`var body: some View { … }`, `fun Example() { … }`)
  /// whose `{` is at `open` and whose `}` is just before `end`, its indentation removed.
  static func block(
    _ tokens: [SourceToken], source: [UInt8], open: Int, end: Int, syntax: Syntax, path: String
  ) -> CodeConnectExample? {
    guard open + 1 < end - 1, end - 1 < tokens.count, !source.isEmpty else { return nil }
    let first = tokens[open + 1]
    let last = tokens[end - 2]
    guard first.start < last.end, last.end <= source.count else { return nil }
    let text = String(decoding: source[first.start..<last.end], as: UTF8.self)
    return CodeConnectExample(
      code: ScriptCodeConnectReader.dedented(text, firstColumn: first.column), parameters: .none, syntax: syntax,
      location: SourceLocation(file: path, line: first.line, column: first.column))
  }

  /// `name="text"`, `name` for true, `name={code}`; nil when the value is absent.
  static func attribute(_ name: String, _ value: ExampleValue) -> String? {
    switch value {
    case .text(let string):
      return string.contains("\"") || string.contains("\n")
        ? "\(name)={\(scriptString(string))}" : "\(name)=\"\(string)\""
    case .code("true"): return name
    case .code(let code): return "\(name)={\(code)}"
    case .absent: return nil
    }
  }

  /// A string as JSX text: as it is, or as a string expression where it holds what JSX reads as markup.
  static func jsxText(_ string: String) -> String {
    string.contains(where: { "{}<>\n".contains($0) }) ? "{\(scriptString(string))}" : string
  }

  static func scriptString(_ string: String) -> String {
    var text = "\""
    for character in string {
      switch character {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      default: text.append(character)
      }
    }
    return text + "\""
  }

  /// The first token of an attribute name (`aria-label`) that ends just before `equals`.
  private func attributeStart(before equals: Int, _ tokens: [SourceToken]) -> Int? {
    var start = equals - 1
    guard start >= 0, tokens[start].kind == .name, tokens[start].end == tokens[equals].start else { return nil }
    while start >= 2, tokens[start - 1].text == "-", tokens[start - 1].end == tokens[start].start,
      tokens[start - 2].kind == .name, tokens[start - 2].end == tokens[start - 1].start
    {
      start -= 2
    }
    return start
  }

  /// Where the blanks before token `index` begin, so a removed attribute takes its space (or its line) along.
  private func trailingSpace(before index: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Int {
    var start = tokens[index].start
    let floor = index > 0 ? tokens[index - 1].end : 0
    while start > floor, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) { start -= 1 }
    return start
  }
}
