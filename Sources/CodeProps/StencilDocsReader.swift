import SpecimenCore

/// Stencil's `docs-json` output (`{"compiler": {"name": "@stencil/core"}, "components": [...]}`),
/// which Stencil design systems publish beside or instead of a Custom Elements Manifest: one
/// component per entry, named by its `tag`, with its props (each with its `attr`), events, slots,
/// CSS parts and the CSS custom properties its `styles` document.
enum StencilDocsReader {
  /// Whether a document is Stencil's docs output: a list of components that each have a tag.
  static func isDocs(_ root: Node) -> Bool {
    guard root["compiler"] != nil || root["timestamp"] != nil, let components = root["components"]?.array else {
      return false
    }
    return components.allSatisfy { $0["tag"]?.string != nil }
  }

  static func read(_ root: Node, path: String, into diagnostics: inout Diagnostics) -> [CodeComponent] {
    var components: [CodeComponent] = []
    for entry in root["components"]?.array ?? [] {
      guard let tag = entry["tag"]?.string, !tag.isEmpty else { continue }
      let docs = entry["docs"]?.string ?? ""
      var component = CodeComponent(
        name: tag, description: docs.isEmpty ? nil : docs, path: path, location: entry.location, tagName: tag,
        format: .customElements)
      component.modulePath = entry["filePath"]?.string
      for prop in entry["props"]?.array ?? [] {
        guard let name = prop["name"]?.string else { continue }
        component.props.append(
          CodeProp(
            name: name, type: prop["type"]?.string ?? "unknown",
            isOptional: prop["optional"]?.bool ?? (prop["required"]?.bool != true),
            defaultValue: prop["default"]?.scalarText, description: prop["docs"]?.string ?? "",
            deprecation: deprecation(prop), location: prop.location, attribute: prop["attr"]?.string))
      }
      component.events = members(entry["events"], name: "event", type: "detail")
      component.slots = members(entry["slots"]).map {
        var slot = $0
        if slot.name.isEmpty { slot.name = "(default)" }
        return slot
      }
      component.cssParts = members(entry["parts"])
      // `styles` documents CSS custom properties (`@prop --color: …` in the CSS), as `annotation: "prop"`.
      component.cssProperties = members(
        entry["styles"]?.array?.filter { ($0["annotation"]?.string ?? "prop") == "prop" })
      components.append(component)
    }
    if components.isEmpty {
      diagnostics.warning(
        "Stencil's docs '\(path)' list no component", at: root.location,
        hint: "each entry of 'components' names its element: {\"tag\": \"my-element\", …}", id: .propsInvalid)
    }
    return components
  }

  static func members(_ list: Node?, name key: String = "name", type typeKey: String? = nil) -> [CodeMember] {
    members(list?.array, name: key, type: typeKey)
  }

  static func members(_ items: [Node]?, name key: String = "name", type typeKey: String? = nil) -> [CodeMember] {
    (items ?? []).compactMap { item in
      guard let name = item[key]?.string else { return nil }
      return CodeMember(
        name: name, type: typeKey.flatMap { item[$0]?.string }, description: item["docs"]?.string ?? "",
        deprecation: deprecation(item), location: item.location)
    }
  }

  /// Stencil writes `"deprecation": "use … instead"` for an `@deprecated` tag.
  static func deprecation(_ node: Node) -> CodeProp.Deprecation? {
    guard let note = node["deprecation"]?.string else { return nil }
    return note.isEmpty ? .deprecated : .note(note)
  }
}
