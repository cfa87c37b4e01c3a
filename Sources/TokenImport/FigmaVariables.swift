import SpecimenCore
import Tokens

/// The variables of a Figma file as `GET /v1/files/:key/variables/local` sends them (or a
/// plugin export of the same objects, without `meta`), each field with its source position.
struct FigmaVariablesBody {
  struct Mode {
    var id: String
    var name: String
    var node: Node
  }

  struct Collection {
    var id: String
    var name: String
    var nameNode: Node
    var modes: [Mode]
    var defaultModeID: String?
    var remote: Bool
    var hidden: Bool
    var variableIDs: [String]
    var node: Node
  }

  struct Variable {
    var id: String
    var idNode: Node
    var name: String
    var nameNode: Node
    var key: String?
    var collectionID: String
    var type: String
    var typeNode: Node
    /// By mode id, in source order.
    var values: [(modeID: String, node: Node)]
    var remote: Bool
    var description: Node?
    var hidden: Bool
    var scopes: [String]
    var scopesNode: Node?
    var keyNode: Node?
    var codeSyntax: Node?
    var deleted: Bool
    var node: Node
  }

  var collections: [Collection] = []
  var variables: [Variable] = []

  /// `meta` of a REST response, or the root of a plugin export: the object holding both maps.
  static func container(of root: Node) -> Node? {
    if let meta = root["meta"], meta["variables"] != nil || meta["variableCollections"] != nil { return meta }
    if root["variables"] != nil, root["variableCollections"] != nil { return root }
    return nil
  }

  /// A Figma error body: `{"status":403,"err":"…"}` or `{"error":true,"status":404,"message":"…"}`.
  static func isErrorBody(_ root: Node) -> Bool {
    guard root["status"] != nil, container(of: root) == nil else { return false }
    return root["err"] != nil || root["error"]?.bool == true || root["message"] != nil
  }

  /// Whether a parsed file is a variables body or a Figma error body in its place.
  static func looksLikeVariables(_ root: Node) -> Bool {
    container(of: root) != nil || isErrorBody(root)
  }

  /// The body read, or nil after an error saying why it is none.
  static func read(_ root: Node, into diagnostics: inout Diagnostics) -> FigmaVariablesBody? {
    guard root.entries != nil else {
      diagnostics.error(
        "Figma variables must be a JSON object, found \(root.kindDescription)", at: root.location,
        hint: "save the response of GET /v1/files/:key/variables/local as it arrives",
        id: .figmaVariablesNotVariables)
      return nil
    }
    if isErrorBody(root) {
      let status = root["status"]?.scalarText ?? "?"
      let message = root["err"]?.scalarText ?? root["message"]?.scalarText ?? "no message"
      diagnostics.error(
        "this is a Figma error response (status \(status): \(message)), not the variables of a file",
        at: root.location,
        hint:
          "fetch GET /v1/files/:key/variables/local again; it needs the file_variables:read scope and a full seat in an Enterprise organization",
        id: .figmaVariablesErrorResponse)
      return nil
    }
    guard let container = container(of: root) else {
      diagnostics.error(
        "not Figma variables: there is neither 'meta' with 'variables' and 'variableCollections' (GET /v1/files/:key/variables/local) nor both at the top (a plugin export)",
        at: root.location, hint: "save the response of GET /v1/files/:key/variables/local as it arrives",
        id: .figmaVariablesNotVariables)
      return nil
    }
    var body = FigmaVariablesBody()
    for (node, keyID) in items(of: container, "variableCollections", into: &diagnostics) {
      if let collection = readCollection(node, keyID: keyID, into: &diagnostics) {
        body.collections.append(collection)
      }
    }
    for (node, keyID) in items(of: container, "variables", into: &diagnostics) {
      if let variable = readVariable(node, keyID: keyID, into: &diagnostics) { body.variables.append(variable) }
    }
    return body
  }

  /// The objects of a map keyed by id (REST) or of an array (some plugin exports), with the key.
  private static func items(of container: Node, _ key: String, into diagnostics: inout Diagnostics) -> [(
    Node, String?
  )] {
    guard let node = container[key] else {
      diagnostics.error(
        "the variables body has no '\(key)'", at: container.location, hint: "save the response as it arrives",
        id: .figmaVariablesShape)
      return []
    }
    if let entries = node.entries { return entries.map { ($0.value, $0.key) } }
    if let items = node.array { return items.map { ($0, nil) } }
    diagnostics.error(
      "'\(key)' must be an object keyed by id or an array, found \(node.kindDescription)", at: node.location,
      id: .figmaVariablesShape)
    return []
  }

  private static func string(
    _ node: Node, _ key: String, of what: String, into diagnostics: inout Diagnostics
  ) -> (String, Node)? {
    guard let field = node[key] else {
      diagnostics.error("\(what) has no '\(key)'", at: node.location, id: .figmaVariablesShape)
      return nil
    }
    guard let text = field.string else {
      diagnostics.error(
        "\(what): '\(key)' must be a string, found \(field.kindDescription)", at: field.location,
        id: .figmaVariablesShape)
      return nil
    }
    return (text, field)
  }

  private static func readCollection(_ node: Node, keyID: String?, into diagnostics: inout Diagnostics)
    -> Collection?
  {
    guard node.entries != nil else {
      diagnostics.error(
        "a variable collection must be an object, found \(node.kindDescription)", at: node.location,
        id: .figmaVariablesShape)
      return nil
    }
    let what = "variable collection \(keyID ?? node["id"]?.string ?? "")"
    guard let (id, _) = string(node, "id", of: what, into: &diagnostics),
      let (name, nameNode) = string(node, "name", of: what, into: &diagnostics)
    else { return nil }
    var modes: [Mode] = []
    if let modeList = node["modes"]?.array {
      for item in modeList {
        guard let modeID = item["modeId"]?.string, let modeName = item["name"]?.string else {
          diagnostics.error(
            "collection '\(name)': a mode needs a string 'modeId' and 'name'", at: item.location,
            id: .figmaVariablesShape)
          continue
        }
        modes.append(Mode(id: modeID, name: modeName, node: item["name"] ?? item))
      }
    } else {
      diagnostics.error(
        "collection '\(name)' has no list of 'modes'", at: node["modes"]?.location ?? node.location,
        id: .figmaVariablesShape)
    }
    if node["isExtension"]?.bool == true || node["variableOverrides"] != nil {
      diagnostics.warning(
        "collection '\(name)' extends another collection; its overrides are not read, only the variables it lists",
        at: nameNode.location, hint: "read the parent collection's file for the values it extends",
        id: .figmaVariablesExtension)
    }
    return Collection(
      id: id, name: name, nameNode: nameNode, modes: modes, defaultModeID: node["defaultModeId"]?.string,
      remote: node["remote"]?.bool ?? false, hidden: node["hiddenFromPublishing"]?.bool ?? false,
      variableIDs: node["variableIds"]?.array?.compactMap(\.string) ?? [], node: node)
  }

  private static func readVariable(_ node: Node, keyID: String?, into diagnostics: inout Diagnostics) -> Variable? {
    guard let entries = node.entries else {
      diagnostics.error(
        "a variable must be an object, found \(node.kindDescription)", at: node.location, id: .figmaVariablesShape)
      return nil
    }
    // One pass over the keys: thousands of variables, a dozen keys each.
    var fields: [String: Node] = [:]
    for entry in entries where fields[entry.key] == nil {
      switch entry.key {
      case "id", "name", "key", "variableCollectionId", "resolvedType", "valuesByMode", "remote", "description",
        "hiddenFromPublishing", "scopes", "codeSyntax", "deletedButReferenced":
        fields[entry.key] = entry.value
      default: continue
      }
    }
    let what = "variable \(fields["name"]?.string ?? keyID ?? fields["id"]?.string ?? "")"
    func text(_ key: String) -> (String, Node)? {
      guard let field = fields[key] else {
        diagnostics.error("\(what) has no '\(key)'", at: node.location, id: .figmaVariablesShape)
        return nil
      }
      guard let value = field.string else {
        diagnostics.error(
          "\(what): '\(key)' must be a string, found \(field.kindDescription)", at: field.location,
          id: .figmaVariablesShape)
        return nil
      }
      return (value, field)
    }
    guard let (id, idNode) = text("id"), let (name, nameNode) = text("name"),
      let (collectionID, _) = text("variableCollectionId"), let (type, typeNode) = text("resolvedType")
    else { return nil }
    guard let valuesNode = fields["valuesByMode"], let valueEntries = valuesNode.entries else {
      diagnostics.error(
        "\(what) has no object 'valuesByMode'", at: fields["valuesByMode"]?.location ?? node.location,
        id: .figmaVariablesShape)
      return nil
    }
    var description = fields["description"]
    if description?.string?.isEmpty ?? true { description = nil }
    return Variable(
      id: id, idNode: idNode, name: name, nameNode: nameNode, key: fields["key"]?.string, collectionID: collectionID,
      type: type, typeNode: typeNode, values: valueEntries.map { ($0.key, $0.value) },
      remote: fields["remote"]?.bool ?? false, description: description,
      hidden: fields["hiddenFromPublishing"]?.bool ?? false,
      scopes: fields["scopes"]?.array?.compactMap(\.string) ?? [], scopesNode: fields["scopes"],
      keyNode: fields["key"].flatMap { $0.string != nil ? $0 : nil },
      codeSyntax: fields["codeSyntax"].flatMap { $0.entries?.isEmpty == false ? $0 : nil },
      deleted: fields["deletedButReferenced"]?.bool ?? false, node: node)
  }
}
