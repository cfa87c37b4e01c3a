import SpecimenCore

/// A value of the JavaScript/TypeScript object-literal subset Code Connect files are written in.
struct ScriptValue: Sendable, Hashable {
  indirect enum Kind: Sendable, Hashable {
    case string(String)
    /// Numbers, booleans, `undefined`, `null` and names (`ButtonSize.Small`), as written.
    case word(String)
    case object([Member])
    case array([ScriptValue])
    case call(String, [ScriptValue])
    /// Anything else: JSX, arrow functions, operators.
    case expression
  }
  struct Member: Sendable, Hashable {
    var key: String
    var value: ScriptValue
    var location: SourceLocation
    /// The tokens of the value, for what is shown as written (an example).
    var tokens: Range<Int> = 0..<0
  }
  var kind: Kind
  var location: SourceLocation

  subscript(key: String) -> ScriptValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The value as a table shows it: a string without quotes, a word as written.
  var text: String? {
    switch kind {
    case .string(let text), .word(let text): text
    case .call(let callee, let arguments):
      callee == "figma.instance" ? arguments.first?.string.map { "instance \($0)" } : nil
    default: nil
    }
  }
}

/// `figma.connect(Component?, "url", {props, variant, example})` calls of a *.figma.tsx/ts
/// file, read from tokens with a bounded recursive-descent parser; what lies outside the
/// subset is a warning at its line.
struct ScriptCodeConnectReader {
  let tokens: [SourceToken]
  let path: String
  var index = 0
  /// Nesting deeper than this is read as an expression, not recursed into.
  static let depthLimit = 48
  /// How many names a value is followed through (`url` → `BUTTON_URL` → "https://…").
  static let followLimit = 8
  /// Where each `const`/`let`/`var` of the file starts its value, by name: what Code Connect's
  /// parser follows for a URL, a `props` object or a spread held in a variable of the same file.
  var declarations: [String: Int] = [:]
  /// The values of the declarations read so far, each read once.
  var declared: [String: ScriptValue] = [:]

  /// The file's bytes, which an example is cut from.
  let source: [UInt8]

  init(tokens: [SourceToken], path: String, source: [UInt8] = []) {
    self.tokens = tokens
    self.path = path
    self.source = source
  }

  func location(_ token: SourceToken) -> SourceLocation {
    SourceLocation(file: path, line: token.line, column: token.column)
  }

  var current: SourceToken? { index < tokens.count ? tokens[index] : nil }

  func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
    let position = index + offset
    return position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
  }

  /// Records where each `const NAME = …` (or `let`, `var`, with a type annotation or not)
  /// starts its value; the first declaration of a name wins.
  mutating func findDeclarations() {
    var i = 0
    while i + 2 < tokens.count {
      defer { i += 1 }
      let keyword = tokens[i]
      guard keyword.kind == .name, ["const", "let", "var"].contains(keyword.text), tokens[i + 1].kind == .name
      else { continue }
      let name = tokens[i + 1].text
      var j = i + 2
      if tokens[j].kind == .punctuation && tokens[j].text == ":" {
        // A type annotation: skip to its `=` within a bounded look-ahead.
        var depth = 0
        let end = min(tokens.count, j + 64)
        while j < end {
          let token = tokens[j]
          if token.kind == .punctuation {
            if ["(", "[", "{", "<"].contains(token.text) { depth += 1 }
            if [")", "]", "}", ">"].contains(token.text) { depth -= 1 }
            if token.text == ";" || (token.text == "=" && depth <= 0) { break }
          }
          j += 1
        }
      }
      guard j + 1 < tokens.count, tokens[j].kind == .punctuation, tokens[j].text == "=",
        declarations[name] == nil
      else { continue }
      declarations[name] = j + 1
    }
  }

  /// A value as Code Connect's parser reads it: a name declared in the file is followed to its
  /// value (a URL held in a constant, a shared props object), up to `followLimit` names.
  mutating func followed(_ value: ScriptValue) -> ScriptValue {
    var value = value
    for _ in 0..<Self.followLimit {
      guard case .word(let name) = value.kind, let start = declarations[name] else { return value }
      if let known = declared[name] {
        value = known
        continue
      }
      let saved = index
      index = start
      let read = readValue(depth: 0)
      index = saved
      declared[name] = read
      value = read
    }
    return value
  }

  mutating func read(into diagnostics: inout Diagnostics) -> [CodeConnection] {
    findDeclarations()
    var connections: [CodeConnection] = []
    while index + 3 < tokens.count {
      let token = tokens[index]
      guard token.kind == .name, token.text == "figma", isPunctuation(".", at: 1), tokens[index + 2].text == "connect"
      else {
        index += 1
        continue
      }
      index += 3
      // `figma.connect<Props>(` skips its type arguments.
      if isPunctuation("<") { skipExpression() }
      guard isPunctuation("(") else { continue }
      index += 1
      let arguments = readList(closedBy: ")", depth: 0)
      if let connection = connection(arguments, at: location(token), into: &diagnostics) {
        connections.append(connection)
      }
    }
    return connections
  }

  /// Comma-separated values up to `closing` (`)` of a call, `]` of an array), which is consumed.
  mutating func readList(closedBy closing: String, depth: Int) -> [ScriptValue] {
    var values: [ScriptValue] = []
    while let token = current, !(token.kind == .punctuation && token.text == closing) {
      let before = index
      values.append(readValue(depth: depth + 1))
      if isPunctuation(",") { index += 1 } else if !isPunctuation(closing) { skipExpression() }
      // A stray `}` or `]` stops an expression without being part of one: step over it.
      if index == before { index += 1 }
    }
    if current != nil { index += 1 }
    return values
  }

  mutating func readValue(depth: Int) -> ScriptValue {
    guard let token = current else { return ScriptValue(kind: .expression, location: SourceLocation(file: path)) }
    let start = location(token)
    if depth > Self.depthLimit {
      skipExpression()
      return ScriptValue(kind: .expression, location: start)
    }
    var value: ScriptValue
    switch token.kind {
    case .string:
      index += 1
      value = ScriptValue(kind: .string(token.text), location: start)
    case .template:
      index += 1
      value = ScriptValue(kind: token.text.contains("${") ? .expression : .string(token.text), location: start)
    case .number:
      index += 1
      value = ScriptValue(kind: .word(token.text), location: start)
    case .name:
      var name = token.text
      index += 1
      while isPunctuation("."), index + 1 < tokens.count, tokens[index + 1].kind == .name {
        name += "." + tokens[index + 1].text
        index += 2
      }
      // `figma.enum<Size>(…)`: a call with type arguments, read as the call.
      if isPunctuation("<"), let end = endOfTypeArguments(), end < tokens.count,
        tokens[end].kind == .punctuation, tokens[end].text == "("
      {
        index = end
      }
      if isPunctuation("(") {
        index += 1
        value = ScriptValue(kind: .call(name, readList(closedBy: ")", depth: depth)), location: start)
      } else if isPunctuation("=>") {
        skipExpression()
        return ScriptValue(kind: .expression, location: start)
      } else {
        value = ScriptValue(kind: .word(name), location: start)
      }
    case .punctuation where token.text == "{":
      index += 1
      value = ScriptValue(kind: .object(readMembers(depth: depth)), location: start)
    case .punctuation where token.text == "[":
      index += 1
      value = ScriptValue(kind: .array(readList(closedBy: "]", depth: depth)), location: start)
    case .punctuation where token.text == "-" && index + 1 < tokens.count && tokens[index + 1].kind == .number:
      index += 2
      value = ScriptValue(kind: .word("-" + tokens[index - 1].text), location: start)
    default:
      skipExpression()
      return ScriptValue(kind: .expression, location: start)
    }
    // `x as const` stays x; anything else after a value makes the whole an expression.
    if let next = current, next.kind == .name, next.text == "as" || next.text == "satisfies" {
      skipExpression()
    } else if let next = current, next.kind == .name, index > 0, next.line > tokens[index - 1].line {
      // A statement without a semicolon ends at its line: `const url = "…"` then `figma.connect(…)`.
    } else if let next = current, !(next.kind == .punctuation && [",", "}", ")", "]", ";"].contains(next.text)) {
      skipExpression()
      return ScriptValue(kind: .expression, location: start)
    }
    return value
  }

  /// From a `<` at the cursor, the index just past its `>`, looking at most 32 tokens ahead;
  /// nil when no `>` closes it there (a comparison, not type arguments).
  func endOfTypeArguments() -> Int? {
    var depth = 0
    var i = index
    while i < min(tokens.count, index + 32) {
      let token = tokens[i]
      if token.kind == .punctuation {
        switch token.text {
        case "<": depth += 1
        case ">":
          depth -= 1
          if depth == 0 { return i + 1 }
        case "(", ")", ";", "=>": return nil
        default: break
        }
      }
      i += 1
    }
    return nil
  }

  /// Members up to the closing `}`, which is consumed.
  mutating func readMembers(depth: Int) -> [ScriptValue.Member] {
    var members: [ScriptValue.Member] = []
    while let token = current, !(token.kind == .punctuation && token.text == "}") {
      let before = index
      defer { if index == before { index += 1 } }
      let keyLocation = location(token)
      var key: String?
      if token.kind == .name || token.kind == .string || token.kind == .number {
        key = token.text
        index += 1
      }
      if let key, isPunctuation(":") {
        index += 1
        let start = index
        let value = readValue(depth: depth + 1)
        members.append(ScriptValue.Member(key: key, value: value, location: keyLocation, tokens: start..<index))
      } else if let key, isPunctuation(",") || isPunctuation("}") {
        // Shorthand `{ props }`: the name, which a declaration of the file may give a value.
        members.append(
          ScriptValue.Member(
            key: key, value: ScriptValue(kind: token.kind == .name ? .word(key) : .expression, location: keyLocation),
            location: keyLocation))
      } else if token.kind == .punctuation, token.text == "...", index + 1 < tokens.count,
        tokens[index + 1].kind == .name, isPunctuation(",", at: 2) || isPunctuation("}", at: 2)
      {
        // A spread of a name, `...sharedProps`: the members of its object, when the file declares it.
        let name = tokens[index + 1].text
        index += 2
        members.append(
          ScriptValue.Member(
            key: "...", value: ScriptValue(kind: .word(name), location: keyLocation), location: keyLocation))
      } else {
        // A spread, a computed key or a method: skipped, kept as an expression member.
        skipExpression()
        members.append(
          ScriptValue.Member(
            key: key ?? "…", value: ScriptValue(kind: .expression, location: keyLocation), location: keyLocation))
      }
      if isPunctuation(",") { index += 1 }
    }
    if current != nil { index += 1 }
    return members
  }

  /// Skips to the next `,` `}` `)` `]` or `;` outside brackets, leaving it unread.
  mutating func skipExpression() {
    var depth = 0
    while let token = current {
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          if depth == 0 { return }
          depth -= 1
        case ",", ";":
          if depth == 0 { return }
        default: break
        }
      }
      index += 1
    }
  }

  mutating func connection(
    _ arguments: [ScriptValue], at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> CodeConnection? {
    var rest = arguments[...]
    var component: String?
    var language = CodeConnection.Language.react
    if let first = rest.first, case .word(let name) = first.kind {
      component = name
      rest = rest.dropFirst()
    } else if let first = rest.first, first.string == nil {
      diagnostics.warning(
        "Specimen reads the component of figma.connect only when it is a name", at: first.location,
        hint: "write figma.connect(\(componentExample), \"https://…\", {…})", id: .codeConnectUnsupported)
      rest = rest.dropFirst()
    } else {
      language = .html
    }
    guard let url = rest.first.map({ followed($0) })?.string else {
      diagnostics.warning(
        "the Figma URL of figma.connect must be a string literal", at: rest.first?.location ?? location,
        hint: "Code Connect reads the URL statically: write it out in quotes", id: .codeConnectURL)
      return nil
    }
    // A URL without a node-id is reported once for its whole source, by the library.
    let (fileKey, nodeID) = CodeConnection.parts(ofURL: url)
    var connection = CodeConnection(
      component: component, figmaURL: url, nodeID: nodeID, fileKey: fileKey, variant: [], props: [],
      language: language, path: path, location: location)
    guard let options = rest.dropFirst().first else { return connection }
    guard
      let members = Self.objectLiteral(
        followed(options), else: "the options of figma.connect must be an object literal", into: &diagnostics)
    else { return connection }
    for member in members {
      switch member.key {
      case "props":
        guard
          let written = Self.objectLiteral(
            followed(member.value), else: "'props' must be an object literal for Specimen to read it",
            into: &diagnostics)
        else { continue }
        for prop in spreadOut(written, into: &diagnostics) {
          if let mapped = Self.prop(prop, path: path, depth: 0, into: &diagnostics) { connection.props.append(mapped) }
        }
      case "variant":
        guard
          let restrictions = Self.objectLiteral(
            member.value, else: "'variant' must be an object literal of property: value", into: &diagnostics)
        else { continue }
        for restriction in restrictions {
          guard let value = restriction.value.text else {
            diagnostics.warning(
              "the variant value of '\(restriction.key)' must be a literal", at: restriction.value.location,
              id: .codeConnectUnsupported)
            continue
          }
          connection.variant.append(
            CodeConnection.VariantRestriction(property: restriction.key, value: value, location: restriction.location))
        }
      case "example":
        connection.example = example(member.tokens)
      case "imports":
        // Code Connect reads an array literal of strings and shows its lines as written.
        guard case .array(let items) = member.value.kind, items.allSatisfy({ $0.string != nil }) else {
          diagnostics.warning(
            "'imports' of figma.connect must be an array of string literals", at: member.value.location,
            hint: "imports: [\"import { \(component ?? componentExample) } from '@acme/ui'\"]",
            id: .codeConnectUnsupported)
          continue
        }
        connection.imports = items.compactMap(\.string)
      default: break  // links: not a mapping
      }
    }
    return connection
  }

  /// The members of an object literal; anything else is a warning that says what was expected.
  static func objectLiteral(_ value: ScriptValue, else message: String, into diagnostics: inout Diagnostics)
    -> [ScriptValue.Member]?
  {
    guard let members = value.members else {
      diagnostics.warning(message, at: value.location, id: .codeConnectUnsupported)
      return nil
    }
    return members
  }

  static func prop(_ member: ScriptValue.Member, path: String, depth: Int, into diagnostics: inout Diagnostics)
    -> CodeConnectProp?
  {
    guard case .call(let callee, let arguments) = member.value.kind, callee.hasPrefix("figma.") else {
      diagnostics.warning(
        "the prop '\(member.key)' is not a figma.* helper, so Specimen cannot tell which Figma property it reads",
        at: member.value.location,
        hint: "use figma.string, figma.boolean, figma.enum, figma.instance, figma.children or figma.textContent",
        id: .codeConnectUnsupported)
      return nil
    }
    let helper = String(callee.dropFirst("figma.".count))
    guard let kind = CodeConnectProp.Kind(rawValue: helper) else {
      diagnostics.warning(
        "figma.\(helper) is outside the static subset Specimen reads", at: member.value.location,
        hint: Suggestion.hint(for: helper, in: ["string", "boolean", "enum", "instance", "children", "textContent"]),
        id: .codeConnectUnsupported)
      return nil
    }
    let first = arguments.first
    var mapped = CodeConnectProp(
      codeProp: member.key, kind: kind, figmaProperty: first?.string, values: [], location: member.location,
      figmaLocation: first?.location ?? member.value.location)
    if case .array(let items) = first?.kind {
      mapped.figmaProperty = items.compactMap(\.string).joined(separator: ", ")
    }
    if mapped.figmaProperty == nil && kind != .className {
      diagnostics.warning(
        "figma.\(helper) needs the Figma name as a string literal", at: first?.location ?? member.value.location,
        id: .codeConnectUnsupported)
      return nil
    }
    if kind == .enumeration || kind == .boolean, let table = arguments.dropFirst().first {
      guard
        let entries = Self.objectLiteral(
          table, else: "the value mapping of figma.\(helper) must be an object literal", into: &diagnostics)
      else { return mapped }
      mapped.values = entries.map {
        CodeConnectProp.ValueMapping(
          option: $0.key, value: $0.value.text, location: $0.location, written: Self.written($0.value))
      }
    }
    return mapped
  }
}

extension ScriptCodeConnectReader {
  static func written(_ value: ScriptValue) -> CodeConnectProp.ValueMapping.Written {
    switch value.kind {
    case .string: .text
    case .word: .word
    default: .other
    }
  }

  /// An object's members with each `...name` replaced by the members of the object the file
  /// declares under that name (as Code Connect's parser does), to `followLimit` levels; a spread
  /// of anything else is a warning.
  mutating func spreadOut(_ members: [ScriptValue.Member], into diagnostics: inout Diagnostics)
    -> [ScriptValue.Member]
  {
    var result: [ScriptValue.Member] = []
    var pending = members[...]
    var expansions = 0
    while let member = pending.popFirst() {
      guard member.key == "..." else {
        result.append(member)
        continue
      }
      let spread = followed(member.value)
      guard let inner = spread.members, expansions < Self.followLimit * 8 else {
        diagnostics.warning(
          "Specimen follows a spread only to an object literal declared in the same file", at: member.location,
          hint: "declare it in this file: const sharedProps = {…}", id: .codeConnectUnsupported)
        continue
      }
      expansions += 1
      pending = inner[...] + pending
    }
    return result
  }

  /// The component a hint's example names: this file's own (`Button.figma.tsx` → `Button`).
  var componentExample: String {
    let stem = path.split(separator: "/").last?.split(separator: ".").first.map(String.init) ?? ""
    return stem.isEmpty ? "Component" : stem
  }
}

extension ScriptCodeConnectReader {
  /// The example of `example: (props) => <Button … />`, `({ label, ...rest }) => (…)`,
  /// `function Example(props) { return (…) }` or `() => html\`…\``, from the tokens of its value;
  /// nil for anything else (a component reference, a call).
  func example(_ span: Range<Int>) -> CodeConnectExample? {
    guard !span.isEmpty, span.upperBound <= tokens.count, !source.isEmpty else { return nil }
    var i = span.lowerBound
    let end = span.upperBound
    func isPunctuation(_ position: Int, _ text: String) -> Bool {
      position < end && tokens[position].kind == .punctuation && tokens[position].text == text
    }
    // Each bracket's partner, found once, so peeling `((…))` stays linear.
    let closers = closingBrackets(span)
    func matching(_ open: Int, end: Int) -> Int? { closers[open].flatMap { $0 < end ? $0 : nil } }
    var isFunction = false
    if tokens[i].kind == .name, tokens[i].text == "function" {
      isFunction = true
      i += 1
      if i < end, tokens[i].kind == .name { i += 1 }
    }
    var parameters = CodeConnectExample.Parameters.none
    if isPunctuation(i, "(") {
      guard let close = matching(i, end: end) else { return nil }
      parameters = Self.parameters(tokens[(i + 1)..<close])
      i = close + 1
    } else if i < end, tokens[i].kind == .name, !isFunction {
      parameters = .object(tokens[i].text)
      i += 1
    } else {
      return nil
    }
    // A return type (`): JSX.Element =>`) is skipped to the arrow or the body.
    while i < end, !isPunctuation(i, "=>"), !isPunctuation(i, "{") { i += 1 }
    if isPunctuation(i, "=>") { i += 1 }
    var body = i..<end
    if isPunctuation(i, "{") {
      // A block: the expression its `return` gives.
      guard let close = matching(i, end: end),
        let keyword = (i + 1..<close).first(where: { tokens[$0].kind == .name && tokens[$0].text == "return" })
      else { return nil }
      var last = keyword + 1
      var depth = 0
      while last < close {
        let token = tokens[last]
        if token.kind == .punctuation {
          if ["(", "[", "{"].contains(token.text) { depth += 1 }
          if [")", "]", "}"].contains(token.text) { depth -= 1 }
          if token.text == ";" && depth == 0 { break }
        }
        last += 1
      }
      body = (keyword + 1)..<last
    }
    while body.count >= 2, isPunctuation(body.lowerBound, "("),
      matching(body.lowerBound, end: body.upperBound) == body.upperBound - 1
    {
      body = (body.lowerBound + 1)..<(body.upperBound - 1)
    }
    guard let first = body.first, let last = body.last else { return nil }
    if tokens[first].kind == .name, tokens[first].text == "html", body.count == 2, tokens[last].kind == .template {
      let text = tokens[last].text
      return CodeConnectExample(
        code: Self.dedented(text, firstColumn: 1), parameters: parameters, syntax: .html,
        location: location(tokens[last]))
    }
    let text = String(decoding: source[tokens[first].start..<tokens[last].end], as: UTF8.self)
    return CodeConnectExample(
      code: Self.dedented(text, firstColumn: tokens[first].column), parameters: parameters, syntax: .jsx,
      location: location(tokens[first]))
  }

  /// The index of the bracket that closes each opening bracket of `span`, by the opening one's index.
  func closingBrackets(_ span: Range<Int>) -> [Int: Int] {
    var closers: [Int: Int] = [:]
    var open: [Int] = []
    for position in span where tokens[position].kind == .punctuation {
      switch tokens[position].text {
      case "(", "[", "{": open.append(position)
      case ")", "]", "}":
        if let start = open.popLast() { closers[start] = position }
      default: break
      }
    }
    return closers
  }

  /// `props`, `props: Props`, `{ label, size = "m", ...rest }`.
  static func parameters(_ list: ArraySlice<SourceToken>) -> CodeConnectExample.Parameters {
    guard let first = list.first else { return .none }
    if first.kind == .name { return .object(first.text) }
    guard first.kind == .punctuation, first.text == "{" else { return .none }
    var names: [String] = []
    var rest: String?
    var depth = 0
    var previous: SourceToken?
    for token in list {
      defer { previous = token }
      if token.kind == .punctuation {
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) { depth -= 1 }
        continue
      }
      guard depth == 1, token.kind == .name, let previous, previous.kind == .punctuation else { continue }
      if previous.text == "..." {
        rest = token.text
      } else if previous.text == "{" || previous.text == "," {
        names.append(token.text)
      }
    }
    return .destructured(names, rest: rest)
  }

  /// The text with the indentation its lines share removed; the first line starts at
  /// `firstColumn`, so it counts as indented that far.
  static func dedented(_ text: String, firstColumn: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 1 else { return text.trimmingSpaces }
    lines[0] = String(repeating: " ", count: max(0, firstColumn - 1)) + lines[0]
    let indents = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.map {
      $0.prefix { $0 == " " || $0 == "\t" }.count
    }
    let common = indents.min() ?? 0
    while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
    while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
    return lines.map { $0.allSatisfy { $0 == " " || $0 == "\t" } ? "" : String($0.dropFirst(common)) }
      .joined(separator: "\n")
  }
}
