import Foundation
import SpecimenCore

/// Walks a (merged, extended) token tree into tokens in source order, checking its structure.
struct Flattener {
  var strictness: TokenStrictness = .lenient
  var tokens: [RawToken] = []
  var groups: [String: GroupInfo] = [:]
  var groupOrder: [TokenPath] = []
  var diagnostics = Diagnostics()
  /// Every `$type` outside 2025.10, for summaries.
  var deviations: [TokenDeviation] = []
  /// An earlier flattening to take unchanged tokens from.
  var reference: FlattenedReference?
  /// Positions in `tokens` of those whose flattening reported something.
  var reporting: Set<Int> = []
  /// Every group walked, in the order walked.
  var groupSpans: [GroupSpan] = []
  /// Types the source's format defines for values kept as written (`ResolverDocument.keptTypes`).
  var keptTypes: Set<String> = []

  /// The tokens, for a later flattening to take from.
  var flattened: FlattenedTokens {
    FlattenedTokens(
      tokens: tokens, reporting: reporting, groups: groups, groupOrder: groupOrder, groupSpans: groupSpans)
  }

  /// A group's own keys (its other keys are its children); `$schema` only at the root.
  static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
  static let rootGroupProperties = groupProperties + ["$schema"]
  static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
  /// Unknown keys are warnings: other tools may write their own (DocumentFormat).
  static let reader = KeyedReader(.tokenFile)

  static func flatten(
    _ root: Node, strictness: TokenStrictness = .lenient, reference: FlattenedTokens? = nil,
    keptTypes: Set<String> = []
  ) -> Flattener {
    var flattener = Flattener(strictness: strictness)
    flattener.keptTypes = keptTypes
    flattener.reference = reference.map(FlattenedReference.init)
    guard root.entries != nil else {
      flattener.diagnostics.append(
        .error(
          "a tokens file must hold a JSON object, found \(root.kindDescription)", at: root.location,
          id: .tokensWrongType))
      return flattener
    }
    flattener.walkGroup(root, path: TokenPath([]), inheritedType: nil, deprecation: nil)
    return flattener
  }

  /// The type, and for a `$type` outside 2025.10 with no near 2025.10 name, `opaque` with the
  /// deviation that reports it (a misspelt standard type stays an error).
  mutating func parseType(_ node: Node, owner ownerName: @autoclosure () -> String) -> (
    type: TokenType, name: String, deviation: TokenDeviation?
  )? {
    if let text = node.string, let type = TokenType(standardName: text) { return (type, text, nil) }
    if let text = node.string, keptTypes.contains(text) { return (.opaque, text, nil) }
    let owner = ownerName()
    guard let text = node.string, !text.isEmpty else {
      diagnostics.append(
        .error(
          "\(owner): $type must be a string, found \(node.kindDescription)", at: node.location, id: .tokensWrongType))
      return nil
    }
    let names = TokenType.standard.map(\.rawValue)
    let suggestion = Suggestion.hint(for: text, in: names)
    if let suggestion {
      diagnostics.append(
        .error("\(owner): unknown $type '\(text)'", at: node.location, hint: suggestion, id: .tokensUnknownType))
      return nil
    }
    let diagnostic = Diagnostic(
      strictness == .strict ? .error : .warning,
      "\(owner): $type '\(text)' is not a 2025.10 type; its values are kept as written and shown as text",
      at: node.location, hint: "the types are " + names.joined(separator: ", "), id: .tokensDeviationUnknownType)
    diagnostics.append(diagnostic)
    deviations.append(TokenDeviation(kind: .unknownType, diagnostic: diagnostic))
    return (.opaque, text, deviations.last)
  }

  mutating func parseDeprecation(_ node: Node?, owner: @autoclosure () -> String) -> Deprecation?? {
    guard let node else { return .none }
    if let flag = node.bool { return .some(flag ? .deprecated(reason: nil) : nil) }
    if let text = node.string { return .some(.deprecated(reason: text)) }
    diagnostics.append(
      .error(
        "\(owner()): $deprecated must be true, false or a string, found \(node.kindDescription)", at: node.location,
        id: .tokensWrongType))
    return .none
  }

  mutating func checkCommon(_ node: Node, owner: @autoclosure () -> String) -> (String?, Node?) {
    var description: String?
    if let d = node["$description"] {
      if let text = d.string {
        description = text
      } else {
        diagnostics.append(
          .error(
            "\(owner()): $description must be a string, found \(d.kindDescription)", at: d.location,
            id: .tokensWrongType))
      }
    }
    var extensions: Node?
    if let e = node["$extensions"] {
      if e.entries != nil {
        extensions = e
      } else {
        diagnostics.append(
          .error(
            "\(owner()): $extensions must be an object, found \(e.kindDescription)", at: e.location,
            id: .tokensWrongType))
      }
    }
    return (description, extensions)
  }

  mutating func walkGroup(
    _ node: Node, path: TokenPath, inheritedType: InheritedType?, deprecation: Deprecation?
  ) {
    guard let entries = node.entries else { return }
    if !path.segments.isEmpty,
      let reused = reference?.group(path: path, node: node, inheritedType: inheritedType, deprecation: deprecation)
    {
      take(reused)
      return
    }
    // The group's span, filled in once its tokens and subgroups are walked.
    let span = groupSpans.count
    let start = (tokens: tokens.count, groups: groupOrder.count)
    let reported = (diagnostics: diagnostics.all.count, deviations: deviations.count)
    if !path.segments.isEmpty { groupSpans.append(GroupSpan(dotted: path.dotted, node: node)) }
    defer {
      if !path.segments.isEmpty {
        groupSpans[span].inheritedType = inheritedType
        groupSpans[span].deprecation = deprecation
        groupSpans[span].tokens = start.tokens..<tokens.count
        groupSpans[span].groupOrder = start.groups..<groupOrder.count
        groupSpans[span].descendants = span + 1..<groupSpans.count
        groupSpans[span].clean =
          diagnostics.all.count == reported.diagnostics && deviations.count == reported.deviations
      }
    }
    let owner = path.segments.isEmpty ? "the root group" : "group " + path.name
    var groupType = inheritedType
    if let typeNode = node["$type"], let parsed = parseType(typeNode, owner: owner) {
      groupType = InheritedType(type: parsed.type, group: path, name: parsed.name, deviation: parsed.deviation)
    }
    var groupDeprecation = deprecation
    if let parsed = parseDeprecation(node["$deprecated"], owner: owner) { groupDeprecation = parsed }
    // Its $description and $extensions are checked; the docs show a group's tokens, not the group.
    _ = checkCommon(node, owner: owner)
    if !path.segments.isEmpty {
      groups[path.dotted] = GroupInfo(
        path: path, location: node.location,
        hasRoot: node["$root"] != nil || node[TokenPath.underscoreRoot]?.isTokenObject == true)
      groupOrder.append(path)
    }

    let known = path.segments.isEmpty ? Flattener.rootGroupProperties : Flattener.groupProperties
    for entry in entries {
      let key = entry.key
      if key.hasPrefix("$") && key != "$root" {
        if !known.contains(key) {
          Flattener.reader.reportUnknownKey(entry, known: known, in: owner, into: &diagnostics)
        }
        continue
      }
      let childPath = path.appending(key)
      if key != "$root" {
        let braces = key.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        if !braces, strictness == .lenient, key.utf8.contains(UInt8(ascii: ".")),
          !key.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        {
          // `entity.name.tag`, as a theme's TextMate scopes are named: Terrazzo's parser keys a
          // token by its names joined with '.', so `{syntax.entity.name.tag}` reaches it; read so.
          let diagnostic = Diagnostic(
            .warning,
            "'\(key)': token and group names must not contain '.'; read as Terrazzo reads it, reached by its dotted path '{\(childPath.dotted)}'",
            at: entry.keyLocation,
            hint: "rename it, e.g. '\(key.replacingOccurrences(of: ".", with: "-"))'", id: .tokensDeviationDottedName)
          diagnostics.append(diagnostic)
          deviations.append(TokenDeviation(kind: .dottedName, diagnostic: diagnostic))
        } else if braces || key.utf8.contains(UInt8(ascii: ".")) {
          diagnostics.append(
            .error(
              "'\(key)': token and group names must not contain '{', '}' or '.'", at: entry.keyLocation,
              hint:
                "references use '.' to separate names; rename it, e.g. '\(key.replacingOccurrences(of: ".", with: "-"))'",
              id: .tokensNameInvalid
            ))
          continue
        }
        if key.first?.isWhitespace == true || key.last?.isWhitespace == true {
          // Kept (references written with the spaces still reach it, and a site that never names
          // it on a page builds), but pages cannot name it: a directive's names are trimmed.
          let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
          diagnostics.append(
            .warning(
              "'\(key)': token and group names must not start or end with white space; a page names "
                + "'\(path.appending(trimmed).name)', never '\(childPath.name)'",
              at: entry.keyLocation,
              hint: trimmed.isEmpty ? "give it a name" : "rename it '\(trimmed)'", id: .tokensNameSpaces))
        }
      } else if path.segments.isEmpty {
        diagnostics.append(.error("$root must sit inside a group", at: entry.keyLocation, id: .tokensRootMisplaced))
        continue
      }
      guard entry.value.entries != nil else {
        diagnostics.append(
          .error(
            "\(childPath.name): expected a token (an object with $value) or a group, found \(entry.value.kindDescription)",
            at: entry.value.location, hint: "write it as {\"$value\": \(entry.value.jsonText())}", id: .tokensWrongType)
        )
        continue
      }
      if key == "$root" && !entry.value.isTokenObject {
        diagnostics.append(
          .error("\(path.name): $root must be a token with a $value", at: entry.keyLocation, id: .tokensRootMisplaced))
        continue
      }
      if entry.value.isTokenObject {
        addToken(
          entry.value, path: childPath, keyLocation: entry.keyLocation, inheritedType: groupType,
          deprecation: groupDeprecation)
      } else {
        walkGroup(entry.value, path: childPath, inheritedType: groupType, deprecation: groupDeprecation)
      }
    }
  }

  mutating func addToken(
    _ node: Node, path: TokenPath, keyLocation: SourceLocation, inheritedType: InheritedType?,
    deprecation: Deprecation?
  ) {
    if let taken = reference?.token(
      path: path, object: node, keyLocation: keyLocation, inheritedType: inheritedType, deprecation: deprecation)
    {
      tokens.append(taken)
      return
    }
    let before = (tokens: tokens.count, diagnostics: diagnostics.all.count, deviations: deviations.count)
    defer {
      if tokens.count > before.tokens,
        diagnostics.all.count != before.diagnostics || deviations.count != before.deviations
      {
        reporting.insert(before.tokens)
      }
    }
    // Only messages name the token: most tokens have none to report.
    var owner: String { path.name }
    var valid = true
    // Keys a tool writes beside the value that cannot be tokens themselves (GitHub Primer's
    // `"alpha": 0`, or Spectrum's `"default": {"$extensions": …}`, an object holding no token,
    // which Terrazzo's parser passes over): a departure (a warning, an error when strict), the
    // token keeping its `$value`. An object that may hold a token stays an error.
    var beside: [Node.Entry] = []
    for entry in node.entries ?? [] {
      let holdsNoToken =
        entry.value.entries.map { entries in
          entries.allSatisfy { $0.key.hasPrefix("$") && $0.key != "$value" && $0.key != "$ref" }
        } ?? true
      if !entry.key.hasPrefix("$"), holdsNoToken {
        beside.append(entry)
      } else if !entry.key.hasPrefix("$") {
        diagnostics.append(
          .error(
            "\(owner): an object with $value is a token and cannot also hold '\(entry.key)'", at: entry.keyLocation,
            hint: "move '\(entry.key)' out, or turn \(owner) into a group with a $root token",
            id: .tokensTokenWithChildren))
        valid = false
      } else if !Flattener.tokenProperties.contains(entry.key) {
        Flattener.reader.reportUnknownKey(
          entry, known: Flattener.tokenProperties, in: "token \(owner)", into: &diagnostics)
      }
    }
    if node["$value"] != nil, let ref = node["$ref"] {
      diagnostics.append(
        .error("\(owner): a token has either $value or $ref, not both", at: ref.location, id: .tokensValueAndRef))
      valid = false
    }
    if let ref = node["$ref"], node["$value"] == nil, ref.string.flatMap(Reference.pointerSegments) == nil {
      diagnostics.append(
        .error(
          "\(owner): $ref must be a JSON pointer such as \"#/colors/blue/$value\", found \(ref.jsonText())",
          at: ref.location, id: .tokensRefInvalid))
      valid = false
    }
    var besideDeviation: TokenDeviation?
    if let first = beside.first {
      let names = beside.prefix(5).map { "'\($0.key)'" }.joined(separator: ", ") + (beside.count > 5 ? ", …" : "")
      let diagnostic = Diagnostic(
        strictness == .strict ? .error : .warning,
        "\(owner): \(names) beside $value \(beside.count == 1 ? "is" : "are") not part of 2025.10 and \(beside.count == 1 ? "is" : "are") ignored; the token keeps its $value",
        at: first.keyLocation,
        hint:
          "move \(beside.count == 1 ? "it" : "them") into $extensions, or make the token a group with a $root token",
        id: DeviationKind.keyBesideValue.id)
      diagnostics.append(diagnostic)
      let deviation = TokenDeviation(kind: .keyBesideValue, diagnostic: diagnostic)
      besideDeviation = deviation
      deviations.append(deviation)
    }
    var explicitType: TokenType?
    var typeName = inheritedType?.name ?? ""
    var typeDeviation = inheritedType?.deviation
    if let typeNode = node["$type"] {
      if let parsed = parseType(typeNode, owner: owner) {
        (explicitType, typeName, typeDeviation) = (parsed.type, parsed.name, parsed.deviation)
      } else {
        valid = false
      }
    }
    var tokenDeprecation = deprecation
    if let parsed = parseDeprecation(node["$deprecated"], owner: owner) { tokenDeprecation = parsed }
    let (description, extensions) = checkCommon(node, owner: owner)
    guard valid else { return }
    tokens.append(
      RawToken(
        path: path, object: node, keyLocation: keyLocation, explicitType: explicitType,
        explicitTypeLocation: node["$type"]?.location, inheritedType: inheritedType, typeName: typeName,
        deviations: [typeDeviation, besideDeviation].compactMap { $0 }, description: description,
        deprecation: tokenDeprecation,
        extensions: extensions))
  }
}
