import SpecimenCore

/// Token helpers the Swift and Compose readers share.
struct TokenCursor {
  let tokens: [SourceToken]
  let path: String
  var index = 0

  var current: SourceToken? { index < tokens.count ? tokens[index] : nil }

  func token(at offset: Int) -> SourceToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
    token(at: offset).map { $0.kind == .punctuation && $0.text == text } ?? false
  }

  func location(_ token: SourceToken) -> SourceLocation {
    SourceLocation(file: path, line: token.line, column: token.column)
  }

  /// From an opening bracket at the cursor, the index just past its closing one.
  func end(ofGroupAt start: Int) -> Int {
    var depth = 0
    var i = start
    while i < tokens.count {
      let token = tokens[i]
      if token.kind == .punctuation {
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) {
          depth -= 1
          if depth == 0 { return i + 1 }
        }
      }
      i += 1
    }
    return tokens.count
  }

  /// A value as written between separators: `"primary"` → primary, `.primary`, `ButtonSize.Small`.
  static func valueText(_ tokens: ArraySlice<SourceToken>) -> String? {
    guard !tokens.isEmpty else { return nil }
    if tokens.count == 1, let only = tokens.first, only.kind == .string { return only.text }
    if tokens.contains(where: { $0.kind == .punctuation && ![".", "-"].contains($0.text) }) { return nil }
    return tokens.map(\.text).joined()
  }

  /// `[a: b, c: d]` (Swift) or `(a to b, c to d)` (Kotlin) pairs between `start` and `end`,
  /// split on top-level commas and the `separator`.
  func pairs(from start: Int, to end: Int, separator: String) -> [(String, String?, SourceLocation)] {
    var result: [(String, String?, SourceLocation)] = []
    var pieceStart = start
    var depth = 0
    var i = start
    func flush(_ stop: Int) {
      let piece = tokens[pieceStart..<stop]
      guard let split = piece.firstIndex(where: { $0.text == separator }), let first = piece.first else { return }
      if let key = Self.valueText(piece[piece.startIndex..<split]) {
        result.append((key, Self.valueText(piece[(split + 1)...]), location(first)))
      }
    }
    while i < end {
      let token = tokens[i]
      if token.kind == .punctuation {
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) { depth -= 1 }
        if token.text == "," && depth == 0 {
          flush(i)
          pieceStart = i + 1
        }
      }
      i += 1
    }
    if pieceStart < end { flush(end) }
    return result
  }
}

/// SwiftUI Code Connect: `struct X: FigmaConnect { let component = Input.self; let figmaNodeUrl
/// = "…"; @FigmaEnum("type", mapping: ["text": .text]) var type: InputType … }`.
struct SwiftCodeConnectReader {
  let tokens: [SourceToken]
  let path: String
  /// The file's bytes, which the example (`var body`) is cut from.
  var source: [UInt8] = []

  static let wrappers: [String: CodeConnectProp.Kind] = [
    "FigmaString": .string, "FigmaBoolean": .boolean, "FigmaEnum": .enumeration, "FigmaInstance": .instance,
    "FigmaChildren": .children,
  ]

  func read(into diagnostics: inout Diagnostics) -> [CodeConnection] {
    var cursor = TokenCursor(tokens: tokens, path: path)
    var connections: [CodeConnection] = []
    var current: CodeConnection?
    func finish() {
      if let connection = current { connections.append(connection) }
      current = nil
    }
    while let token = cursor.current {
      if token.kind == .name, token.text == "struct" {
        // A struct that conforms to FigmaConnect starts a mapping.
        var i = cursor.index + 1
        var conforms = false
        while i < tokens.count, tokens[i].text != "{" {
          if tokens[i].text == "FigmaConnect" { conforms = true }
          i += 1
        }
        if conforms {
          finish()
          current = CodeConnection(
            component: nil, figmaURL: "", nodeID: nil, fileKey: nil, variant: [], props: [], language: .swiftUI,
            path: path, location: cursor.location(token))
        }
        cursor.index = i
        continue
      }
      guard current != nil else {
        cursor.index += 1
        continue
      }
      // `var body: some View { … }`: the example Dev Mode shows.
      if token.text == "var", cursor.token(at: 1)?.text == "body", current?.example == nil,
        let open = (cursor.index + 2..<min(tokens.count, cursor.index + 12)).first(where: { tokens[$0].text == "{" })
      {
        let end = cursor.end(ofGroupAt: open)
        current?.example = CodeConnectExample.block(
          tokens, source: source, open: open, end: end, syntax: .swift, path: path)
        cursor.index = end
        continue
      }
      // `let name = value` or `let name: Type = value`.
      var equals = 2
      if cursor.isPunctuation(":", at: 2) {
        while equals < 8, let next = cursor.token(at: equals), next.text != "=" { equals += 1 }
      }
      if token.kind == .name, token.text == "let" || token.text == "var", let name = cursor.token(at: 1),
        cursor.isPunctuation("=", at: equals), let value = cursor.token(at: equals + 1)
      {
        cursor.index += equals - 2
        switch name.text {
        case "component":
          current?.component = value.text
        case "figmaNodeUrl":
          if value.kind == .string {
            current?.figmaURL = value.text
            let parts = CodeConnection.parts(ofURL: value.text)
            current?.fileKey = parts.fileKey
            current?.nodeID = parts.nodeID
          } else {
            diagnostics.warning(
              "figmaNodeUrl must be a string literal", at: cursor.location(value), id: .codeConnectURL)
          }
        case "variant" where value.text == "[":
          let end = cursor.end(ofGroupAt: cursor.index + 3)
          for (key, text, location) in cursor.pairs(from: cursor.index + 4, to: end - 1, separator: ":") {
            if let text { current?.variant.append(.init(property: key, value: text, location: location)) }
          }
          cursor.index = end
          continue
        default: break
        }
        cursor.index += 4
        continue
      }
      if token.text == "@", let wrapper = cursor.token(at: 1), wrapper.text.hasPrefix("Figma") {
        guard var kind = Self.wrappers[wrapper.text] ?? (wrapper.text == "FigmaProp" ? .string : nil) else {
          diagnostics.warning(
            "@\(wrapper.text) is outside the static subset Specimen reads", at: cursor.location(wrapper),
            id: .codeConnectUnsupported)
          cursor.index += 2
          continue
        }
        guard cursor.isPunctuation("(", at: 2) else {
          cursor.index += 2
          continue
        }
        let end = cursor.end(ofGroupAt: cursor.index + 2)
        let nameToken = cursor.token(at: 3)
        var values: [CodeConnectProp.ValueMapping] = []
        if let mapping = (cursor.index + 3..<end).first(where: { tokens[$0].text == "mapping" }),
          mapping + 2 < end, tokens[mapping + 2].text == "["
        {
          let close = cursor.end(ofGroupAt: mapping + 2)
          values = cursor.pairs(from: mapping + 3, to: close - 1, separator: ":").map {
            CodeConnectProp.ValueMapping(option: $0.0, value: $0.1, location: $0.2)
          }
        }
        // The property the wrapper sits on: `var name` after the attribute.
        var i = end
        while i < tokens.count, tokens[i].text != "var", tokens[i].text != "let", tokens[i].text != "@" { i += 1 }
        guard i + 1 < tokens.count, tokens[i].text != "@", let figmaName = nameToken, figmaName.kind == .string else {
          diagnostics.warning(
            "@\(wrapper.text) needs the Figma property as a string literal and a var under it",
            at: cursor.location(wrapper), id: .codeConnectUnsupported)
          cursor.index = end
          continue
        }
        if wrapper.text == "FigmaProp" {
          kind = Self.legacyKind(values: values, tokens: tokens, at: i)
        }
        current?.props.append(
          CodeConnectProp(
            codeProp: tokens[i + 1].text, kind: kind, figmaProperty: figmaName.text, values: values,
            location: cursor.location(tokens[i + 1]), figmaLocation: cursor.location(figmaName)))
        cursor.index = i + 2
        continue
      }
      cursor.index += 1
    }
    finish()
    for connection in connections where connection.figmaURL.isEmpty {
      diagnostics.warning(
        "this FigmaConnect struct has no figmaNodeUrl", at: connection.location,
        hint: "add let figmaNodeUrl = \"https://www.figma.com/design/…?node-id=…\"", id: .codeConnectURL)
    }
    return connections.filter { !$0.figmaURL.isEmpty }
  }
}

extension SwiftCodeConnectReader {
  /// The kind of the older `@FigmaProp("Name")`, as Figma's parser tells it: an enum when it has a
  /// `mapping:`, else by the `var`'s type (`Bool`, `String`) or its literal value, else an instance.
  static func legacyKind(values: [CodeConnectProp.ValueMapping], tokens: [SourceToken], at varIndex: Int)
    -> CodeConnectProp.Kind
  {
    if !values.isEmpty { return .enumeration }
    let after = Array(tokens[min(varIndex + 2, tokens.count)..<min(varIndex + 5, tokens.count)])
    if after.first?.text == ":", after.count > 1 {
      return after[1].text == "Bool" ? .boolean : after[1].text == "String" ? .string : .instance
    }
    if after.first?.text == "=", after.count > 1 {
      if after[1].kind == .string { return .string }
      if after[1].text == "true" || after[1].text == "false" { return .boolean }
    }
    return .instance
  }
}

/// Jetpack Compose Code Connect: `@FigmaConnect(url = "…") class X { @FigmaProperty(FigmaType.Enum,
/// "Size") val size: Size = Figma.mapping("Small" to Size.Small) … @Composable fun Example() { Button(…) } }`.
struct ComposeCodeConnectReader {
  let tokens: [SourceToken]
  let path: String
  /// The file's bytes, which the example (the `@Composable fun`) is cut from.
  var source: [UInt8] = []

  static let types: [String: CodeConnectProp.Kind] = [
    "Text": .string, "Boolean": .boolean, "Enum": .enumeration, "Instance": .instance, "Children": .children,
  ]

  func read(into diagnostics: inout Diagnostics) -> [CodeConnection] {
    var cursor = TokenCursor(tokens: tokens, path: path)
    var connections: [CodeConnection] = []
    var pendingVariants: [CodeConnection.VariantRestriction] = []
    var sawComposable = false
    while let token = cursor.current {
      guard token.text == "@", let annotation = cursor.token(at: 1) else {
        // The first capitalised call after @Composable fun is the component the example shows.
        let declares = cursor.index > 0 && tokens[cursor.index - 1].text == "fun"
        if sawComposable, !declares, token.kind == .name, token.text.first?.isUppercase == true,
          cursor.isPunctuation("(", at: 1),
          !connections.isEmpty, connections[connections.count - 1].component == nil
        {
          connections[connections.count - 1].component = token.text
          sawComposable = false
        }
        cursor.index += 1
        continue
      }
      let open = cursor.index + 2
      let end = cursor.isPunctuation("(", at: 2) ? cursor.end(ofGroupAt: open) : open
      // An unclosed group ends at the last token: there may be nothing between its brackets.
      let arguments = open + 1 < end ? Array(tokens[(open + 1)..<(end - 1)]) : []
      func named(_ key: String) -> SourceToken? {
        guard let i = arguments.firstIndex(where: { $0.text == key }), i + 2 < arguments.count,
          arguments[i + 1].text == "="
        else { return nil }
        return arguments[i + 2]
      }
      switch annotation.text {
      case "Composable":
        // `@Composable fun`, not a composable type (`val icon: @Composable () -> Unit = { … }`).
        guard cursor.token(at: 2)?.text == "fun" else { break }
        sawComposable = true
        // `@Composable fun Example() { … }`: the first after a mapping is its example.
        if let last = connections.indices.last, connections[last].example == nil,
          cursor.token(at: 2)?.text == "fun", cursor.isPunctuation("(", at: 4)
        {
          let afterArguments = cursor.end(ofGroupAt: cursor.index + 4)
          if afterArguments < tokens.count, tokens[afterArguments].text == "{" {
            connections[last].example = CodeConnectExample.block(
              tokens, source: source, open: afterArguments, end: cursor.end(ofGroupAt: afterArguments),
              syntax: .kotlin, path: path)
          }
        }
      case "FigmaConnect":
        guard let url = named("url") ?? arguments.first(where: { $0.kind == .string }) else {
          diagnostics.warning("@FigmaConnect needs url = \"…\"", at: cursor.location(annotation), id: .codeConnectURL)
          break
        }
        let parts = CodeConnection.parts(ofURL: url.text)
        connections.append(
          CodeConnection(
            component: nil, figmaURL: url.text, nodeID: parts.nodeID, fileKey: parts.fileKey, variant: pendingVariants,
            props: [], language: .compose, path: path, location: cursor.location(annotation)))
        pendingVariants = []
      case "FigmaVariant":
        // `key = …, value = …`, or the two strings in order (`@FigmaVariant("Size", "Large")`).
        let strings = arguments.filter { $0.kind == .string }
        if let key = named("key") ?? strings.first, let value = named("value") ?? strings.dropFirst().first {
          let restriction = CodeConnection.VariantRestriction(
            property: key.text, value: value.text, location: cursor.location(key))
          if connections.isEmpty || connections[connections.count - 1].props.count > 0 {
            pendingVariants.append(restriction)
          } else {
            connections[connections.count - 1].variant.append(restriction)
          }
        }
      case "FigmaProperty":
        let typeName = arguments.first { $0.kind == .name && Self.types[$0.text] != nil }
        guard let kind = typeName.flatMap({ Self.types[$0.text] }),
          let figma = arguments.last(where: { $0.kind == .string }),
          !connections.isEmpty
        else {
          diagnostics.warning(
            "@FigmaProperty needs a FigmaType and the Figma property's name", at: cursor.location(annotation),
            id: .codeConnectUnsupported)
          break
        }
        var i = end
        while i < tokens.count, tokens[i].text != "val", tokens[i].text != "var", tokens[i].text != "@" { i += 1 }
        guard i + 1 < tokens.count, tokens[i].text != "@" else { break }
        var values: [CodeConnectProp.ValueMapping] = []
        // `= Figma.mapping("Small" to Size.Small, …)` before the next annotation.
        var j = i + 2
        while j + 2 < tokens.count, tokens[j].text != "@", !(tokens[j].text == "mapping" && tokens[j + 1].text == "(") {
          j += 1
        }
        if j + 2 < tokens.count, tokens[j].text == "mapping" {
          let close = cursor.end(ofGroupAt: j + 1)
          values = cursor.pairs(from: j + 2, to: close - 1, separator: "to").map {
            CodeConnectProp.ValueMapping(option: $0.0, value: $0.1, location: $0.2)
          }
        }
        connections[connections.count - 1].props.append(
          CodeConnectProp(
            codeProp: tokens[i + 1].text, kind: kind, figmaProperty: figma.text, values: values,
            location: cursor.location(tokens[i + 1]), figmaLocation: cursor.location(figma)))
      case "FigmaChildren":
        // `@FigmaChildren("Row 1", "Row 2") val children: …`: the layers the instance's children are.
        let layers = arguments.filter { $0.kind == .string }
        var i = end
        while i < tokens.count, tokens[i].text != "val", tokens[i].text != "var", tokens[i].text != "@" { i += 1 }
        guard let first = layers.first, i + 1 < tokens.count, tokens[i].text != "@", !connections.isEmpty else {
          diagnostics.warning(
            "@FigmaChildren needs the layers' names and a val under it", at: cursor.location(annotation),
            id: .codeConnectUnsupported)
          break
        }
        connections[connections.count - 1].props.append(
          CodeConnectProp(
            codeProp: tokens[i + 1].text, kind: .children,
            figmaProperty: layers.map(\.text).joined(separator: ", "), values: [],
            location: cursor.location(tokens[i + 1]), figmaLocation: cursor.location(first)))
      default: break
      }
      cursor.index = max(end, cursor.index + 2)
    }
    return connections
  }
}
