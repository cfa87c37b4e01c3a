import SpecimenCore

/// Reading `componentPropertyDefinitions`: one entry per property, checked by kind.
extension SnapshotReader {
  mutating func readDefinition(_ entry: Node.Entry, setName: String) -> ComponentProperty? {
    let value = entry.value
    guard value.entries != nil else {
      diagnostics.error(
        "property '\(entry.key)' of '\(setName)' must be an object, not \(value.kindDescription)",
        at: value.location, id: .figmaWrongType)
      return nil
    }
    guard let typeNode = value["type"] else {
      diagnostics.error(
        "property '\(entry.key)' of '\(setName)' has no 'type'", at: value.location, id: .figmaPropertyMissingType)
      return nil
    }
    guard let typeText = typeNode.string, let kind = PropertyKind(rawValue: typeText) else {
      let text = typeNode.scalarText ?? typeNode.kindDescription
      diagnostics.error(
        "property '\(entry.key)' of '\(setName)' has an unknown type '\(text)'", at: typeNode.location,
        hint: Suggestion.hint(for: text, in: PropertyKind.allCases.map(\.rawValue))
          ?? "Figma's types are VARIANT, BOOLEAN, TEXT and INSTANCE_SWAP", id: .figmaPropertyUnknownType)
      return nil
    }
    let name = kind == .variant ? entry.key : PropertyName.display(entry.key)
    var property = ComponentProperty(
      rawName: entry.key, name: name, kind: kind, defaultValue: .text(""), options: [],
      preferredValues: [], defaultComponentName: nil, location: entry.keyLocation)
    var valid = true

    // The default: a boolean for BOOLEAN, text for the rest.
    if let defaultNode = value["defaultValue"] {
      switch (kind, defaultNode.value) {
      case (.boolean, .bool(let flag)): property.defaultValue = .bool(flag)
      case (.variant, .string(let text)), (.text, .string(let text)), (.instanceSwap, .string(let text)):
        property.defaultValue = .text(text)
      default:
        diagnostics.error(
          "the default of \(kind.rawValue) property '\(name)' must be \(kind == .boolean ? "a boolean" : "a string"), not \(defaultNode.kindDescription)",
          at: defaultNode.location, id: .figmaWrongType)
        valid = false
      }
    } else {
      diagnostics.error(
        "property '\(name)' of '\(setName)' has no 'defaultValue'", at: value.location, id: .figmaPropertyMissingDefault
      )
      valid = false
    }

    if let options = value["variantOptions"] {
      if kind != .variant {
        diagnostics.warning(
          "'variantOptions' of \(kind.rawValue) property '\(name)' are ignored", at: options.location,
          id: .figmaPropertyFieldIgnored)
      } else if let items = options.array {
        var seen = Set<String>()
        for item in items {
          guard let text = item.string else {
            diagnostics.error(
              "a variant option must be a string, not \(item.kindDescription)", at: item.location, id: .figmaWrongType)
            valid = false
            continue
          }
          if !seen.insert(text).inserted {
            diagnostics.error(
              "variant property '\(name)' lists the option '\(text)' twice", at: item.location,
              id: .figmaVariantOptionDuplicate)
            valid = false
            continue
          }
          property.options.append(text)
        }
        if items.isEmpty {
          diagnostics.error(
            "variant property '\(name)' of '\(setName)' has no options", at: options.location,
            id: .figmaVariantOptionsEmpty)
          valid = false
        }
      } else {
        diagnostics.error(
          "'variantOptions' must be an array, not \(options.kindDescription)", at: options.location, id: .figmaWrongType
        )
        valid = false
      }
    } else if kind == .variant {
      diagnostics.error(
        "variant property '\(name)' of '\(setName)' has no 'variantOptions'", at: value.location,
        hint: "every VARIANT definition lists its values in 'variantOptions'", id: .figmaVariantOptionsMissing)
      valid = false
    }
    if kind == .variant, valid, case .text(let text) = property.defaultValue,
      !property.options.contains(text)
    {
      diagnostics.error(
        "the default '\(text)' of '\(name)' is not one of its options (\(property.options.joined(separator: ", ")))",
        at: value["defaultValue"]?.location,
        hint: Suggestion.hint(for: text, in: property.options), id: .figmaPropertyDefaultNotAnOption)
      valid = false
    }

    if let preferred = value["preferredValues"] {
      if kind != .instanceSwap {
        diagnostics.warning(
          "'preferredValues' of \(kind.rawValue) property '\(name)' are ignored", at: preferred.location,
          id: .figmaPropertyFieldIgnored)
      } else if let items = preferred.array {
        for item in items {
          guard let type = item["type"]?.string, let key = item["key"]?.string else {
            diagnostics.error(
              "a preferred value needs a string 'type' and 'key'", at: item.location, id: .figmaPreferredValueInvalid)
            continue
          }
          property.preferredValues.append(
            PreferredValue(type: type, key: key, name: componentNamesByKey[key]))
        }
      } else {
        diagnostics.error(
          "'preferredValues' must be an array, not \(preferred.kindDescription)", at: preferred.location,
          id: .figmaWrongType)
      }
    }
    if kind == .instanceSwap, case .text(let id) = property.defaultValue {
      property.defaultComponentName = componentNamesByID[id]
    }
    return valid ? property : nil
  }

  mutating func warnAboutClashingNames(_ properties: [ComponentProperty], setName: String) {
    for found in properties.repeats(by: \.name) {
      let (property, first) = (found.element, found.first)
      diagnostics.append(
        .repeated(
          .warning,
          "'\(setName)' has two properties shown as '\(property.name)' (\(first.rawName) and \(property.rawName))",
          at: property.location, hint: "rename one of them in Figma", first: first.location,
          id: .figmaPropertyNameClash))
    }
  }
}

/// Names of component properties as Figma writes and shows them.
enum PropertyName {
  /// `Optional#1203:0` → `Optional`: BOOLEAN, TEXT and INSTANCE_SWAP keys carry a node-id suffix
  /// that the Figma panel hides.
  package static func display(_ raw: String) -> String {
    guard let hash = raw.lastIndex(of: "#") else { return raw }
    let suffix = raw[raw.index(after: hash)...]
    // A node id: digits:digits, several joined by ';' for nested instances.
    let isNodeID = suffix.split(separator: ";", omittingEmptySubsequences: false).allSatisfy { id in
      let halves = id.split(separator: ":", omittingEmptySubsequences: false)
      return halves.count == 2 && halves.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
    guard isNodeID, hash != raw.startIndex else { return raw }
    return String(raw[..<hash])
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
