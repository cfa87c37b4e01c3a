import SpecimenCore
import Tokens

extension FigmaVariablesReader {
  /// The `$value` of a variable in one mode, in DTCG shape at the value's position; nil after an error.
  mutating func tokenValue(
    _ node: Node, of variable: FigmaVariablesBody.Variable, isDimension: Bool, mode: String?,
    placed: [String: Placed], orphans: Set<String>, body: FigmaVariablesBody, variableIndex: [String: Int]
  ) -> Node? {
    let owner = variable.name + (mode.map { " (\($0))" } ?? "")
    if node["type"]?.string == "VARIABLE_ALIAS" {
      guard let target = node["id"]?.string else {
        diagnostics.error(
          "\(owner): an alias needs the 'id' of a variable", at: node.location, id: .figmaVariablesShape)
        return nil
      }
      guard let found = placed[target] else {
        let isLibrary = Self.isLibraryID(target) || orphans.contains(target)
        let known = variableIndex[target].map { body.variables[$0].name }
        diagnostics.error(
          isLibrary
            ? "\(owner) aliases \(known ?? target), a variable of another library whose values are not in this file"
            : "\(owner) aliases \(known.map { "\($0) (\(target))" } ?? target), which is not a token of this file",
          at: (node["id"] ?? node).location,
          hint: isLibrary
            ? "fetch the variables of a file that uses the library's collection, or detach the alias in Figma"
            : "fix the alias in Figma", id: .figmaVariablesAliasMissing)
        return nil
      }
      return Node(.string(found.reference), at: node.position)
    }
    func wrong(_ expected: String) -> Node? {
      diagnostics.error(
        "\(owner): a \(variable.type) variable's value must be \(expected), found \(node.kindDescription)",
        at: node.location, id: .figmaVariablesValue)
      return nil
    }
    switch variable.type {
    case "COLOR":
      guard node.entries != nil else { return wrong("an object {r, g, b, a}") }
      var components: [Node] = []
      for channel in ["r", "g", "b"] {
        guard let component = node[channel], let number = component.number, (0...1).contains(number) else {
          diagnostics.error(
            "\(owner): '\(channel)' must be a number from 0 to 1", at: (node[channel] ?? node).location,
            id: .figmaVariablesValue)
          return nil
        }
        components.append(component)
      }
      var entries = [
        Node.Entry(key: "colorSpace", keyPosition: node.position, value: Node(.string("srgb"), at: node.position)),
        Node.Entry(key: "components", keyPosition: node.position, value: Node(.array(components), at: node.position)),
      ]
      if let alpha = node["a"] {
        guard let number = alpha.number, number >= 0, number <= 1 else {
          diagnostics.error(
            "\(owner): 'a' must be a number from 0 to 1", at: alpha.location, id: .figmaVariablesValue)
          return nil
        }
        if number != 1 { entries.append(Node.Entry(key: "alpha", keyPosition: alpha.position, value: alpha)) }
      }
      return Node(.object(entries), at: node.position)
    case "FLOAT":
      guard node.number != nil else { return wrong("a number") }
      guard isDimension else { return node }
      return Node(
        .object([
          Node.Entry(key: "value", keyPosition: node.position, value: node),
          Node.Entry(key: "unit", keyPosition: node.position, value: Node(.string("px"), at: node.position)),
        ]), at: node.position)
    case "STRING":
      return node.string != nil ? node : wrong("a string")
    default:  // BOOLEAN
      return node.bool != nil ? node : wrong("true or false")
    }
  }

  /// The DTCG token of a variable: type, value, description, and its Figma metadata.
  func token(
    _ variable: FigmaVariablesBody.Variable, collection: FigmaVariablesBody.Collection, value: Node, isDimension: Bool
  ) -> Node {
    let at = variable.node.position
    func entry(_ key: String, _ node: Node) -> Node.Entry {
      Node.Entry(key: key, keyPosition: node.position, value: node)
    }
    func text(_ string: String, at position: SourcePosition) -> Node { Node(.string(string), at: position) }
    let type = isDimension ? "dimension" : Self.dtcgType(variable.type) ?? "number"
    var entries = [entry("$type", text(type, at: variable.typeNode.position)), entry("$value", value)]
    if let description = variable.description { entries.append(entry("$description", description)) }
    var figma = [
      entry("variableId", variable.idNode),
      entry("collection", text(collection.name, at: collection.nameNode.position)),
    ]
    if let key = variable.keyNode { figma.append(entry("key", key)) }
    if !variable.scopes.isEmpty, let scopes = variable.scopesNode { figma.append(entry("scopes", scopes)) }
    if let codeSyntax = variable.codeSyntax { figma.append(entry("codeSyntax", codeSyntax)) }
    if variable.hidden || collection.hidden {
      figma.append(entry("hiddenFromPublishing", Node(.bool(true), at: at)))
    }
    if variable.remote || collection.remote { figma.append(entry("remote", Node(.bool(true), at: at))) }
    entries.append(
      entry("$extensions", Node(.object([entry(Self.extensionKey, Node(.object(figma), at: at))]), at: at)))
    return Node(.object(entries), at: at)
  }
}
