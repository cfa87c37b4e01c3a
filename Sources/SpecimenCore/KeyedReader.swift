/// The formats Specimen reads keyed documents in, and how each treats a key it does not know:
/// the one table that decides between an error and a warning.
package enum DocumentFormat: Sendable {
  case siteConfiguration, frontMatter, geometryModel, codeProps, tokenFile, resolverDocument
  /// The members of a composite token value (a shadow's color, offsetX, …).
  case tokenValue

  var unknownKeySeverity: Diagnostic.Severity {
    switch self {
    // What the site's own author writes for Specimen: a misspelt key is a mistake.
    case .siteConfiguration, .frontMatter, .geometryModel: .error
    // A value with a member its type does not define cannot be drawn as written (members that
    // design tools add are read as deviations before this applies).
    case .tokenValue: .error
    // Files other tools write and read too: a key Specimen does not know may be theirs.
    case .codeProps, .tokenFile, .resolverDocument: .warning
    }
  }

  /// The identifier of an unknown key in this format.
  var unknownKeyID: Diagnostic.ID {
    switch self {
    case .siteConfiguration: .siteYmlUnknownKey
    case .frontMatter: .frontMatterUnknownKey
    case .geometryModel: .geometryUnknownKey
    case .codeProps: .propsUnknownKey
    case .tokenFile: .tokensUnknownKey
    case .resolverDocument: .tokensResolverUnknownKey
    case .tokenValue: .tokensValueUnknownKey
    }
  }
}

/// Typed reads from a positioned document, reporting unknown keys, wrong types and numbers out of
/// range in the same words for every format.
package struct KeyedReader: Sendable {
  package var format: DocumentFormat
  /// The largest magnitude a number may have; larger ones (and infinities) are errors where read.
  var numberLimit: Double

  package init(_ format: DocumentFormat, numberLimit: Double = 1e9) {
    self.format = format
    self.numberLimit = numberLimit
  }

  /// The object's entries after reporting each key not in `known`; nil (with an error) when the
  /// node is not an object.
  @discardableResult
  package func entries(
    of node: Node, known: [String], in what: String, into diagnostics: inout Diagnostics
  ) -> [Node.Entry]? {
    guard let entries = node.entries else {
      diagnostics.error(
        "\(what) must be a mapping of keys to values, not \(node.kindDescription)", at: node.location,
        id: .valueNotAMapping)
      return nil
    }
    reportUnknownKeys(of: entries, known: known, in: what, into: &diagnostics)
    return entries
  }

  /// Reports each key of `entries` not in `known`, for a reader that takes the object apart
  /// itself. `checking` picks the keys that are properties at all (in a token group only the
  /// `$` keys are; the others are its children).
  package func reportUnknownKeys(
    of entries: [Node.Entry], known: [String], in what: String, checking: (String) -> Bool = { _ in true },
    into diagnostics: inout Diagnostics
  ) {
    for entry in entries where checking(entry.key) && !known.contains(entry.key) {
      reportUnknownKey(entry, known: known, in: what, into: &diagnostics)
    }
  }

  /// Reports one key the reader found it does not know, in the shared words and severity.
  package func reportUnknownKey(
    _ entry: Node.Entry, known: [String], in what: String, into diagnostics: inout Diagnostics
  ) {
    diagnostics.append(unknownKey(entry, known: known, in: what))
  }

  /// The diagnostic for one unknown key, for a reader that collects through a `DiagnosticEngine`.
  package func unknownKey(_ entry: Node.Entry, known: [String], in what: String) -> Diagnostic {
    .unknownKey(
      entry.key, in: what, known: known, at: entry.keyLocation, severity: format.unknownKeySeverity,
      id: format.unknownKeyID)
  }

  /// A scalar written as text (`version: 2` reads as "2"); booleans are not text.
  package func string(
    _ node: Node, _ key: String, required: Bool = false, into diagnostics: inout Diagnostics
  ) -> String? {
    guard let value = present(node, key, required: required, into: &diagnostics) else { return nil }
    guard let text = value.scalarText, value.bool == nil else {
      diagnostics.error("'\(key)' must be text, not \(value.kindDescription)", at: value.location, id: .valueNotText)
      return nil
    }
    return text
  }

  package func bool(_ node: Node, _ key: String, into diagnostics: inout Diagnostics) -> Bool? {
    guard let value = present(node, key, required: false, into: &diagnostics) else { return nil }
    guard let flag = value.bool else {
      diagnostics.append(.expectedBoolean(key, found: value))
      return nil
    }
    return flag
  }

  /// A finite number no larger than the limit in magnitude.
  package func number(_ node: Node, _ key: String, into diagnostics: inout Diagnostics) -> Double? {
    guard let value = present(node, key, required: false, into: &diagnostics) else { return nil }
    return number(value, named: key, into: &diagnostics)
  }

  /// The number a node holds, checked for finiteness and range where it is read.
  package func number(_ value: Node, named key: String, into diagnostics: inout Diagnostics) -> Double? {
    guard let number = value.number else {
      diagnostics.error(
        "'\(key)' must be a number, not \(value.kindDescription)", at: value.location, id: .valueNotANumber)
      return nil
    }
    guard number.isFinite, abs(number) <= numberLimit else {
      diagnostics.append(
        .numberOutOfRange(key, written: value.scalarText ?? "\(number)", limit: numberLimit, at: value.location))
      return nil
    }
    return number
  }

  package func stringList(_ node: Node, _ key: String, into diagnostics: inout Diagnostics) -> [String]? {
    guard let value = present(node, key, required: false, into: &diagnostics) else { return nil }
    guard let items = value.array else {
      diagnostics.error("'\(key)' must be a list", at: value.location, hint: "\(key): [A, B]", id: .valueNotAList)
      return nil
    }
    return items.compactMap { item in
      if let text = item.scalarText { return text }
      diagnostics.error(
        "each item of '\(key)' must be text, not \(item.kindDescription)", at: item.location, id: .valueNotText)
      return nil
    }
  }

  private func present(
    _ node: Node, _ key: String, required: Bool, into diagnostics: inout Diagnostics
  ) -> Node? {
    guard let value = node[key], !value.isNull else {
      if required {
        diagnostics.error(
          "missing required key '\(key)'", at: node.location, hint: "add '\(key): …'", id: .valueMissingKey)
      }
      return nil
    }
    return value
  }
}

extension Diagnostic {
  /// `'width' is 1e17, beyond the ±1000000000 a value may be`.
  static func numberOutOfRange(_ key: String, written: String, limit: Double, at location: SourceLocation?)
    -> Diagnostic
  {
    .error(
      "'\(key)' is \(written), which is not a number Specimen can use", at: location,
      hint: "numbers must be finite and at most \(JSONWriter.number(limit)) in size", id: .valueNumberOutOfRange)
  }
}
