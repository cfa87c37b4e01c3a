import AgentDocs
import Foundation
import SpecimenCore

/// The server's tools, each answering from the library with a small JSON text: a component's
/// overview is at most `answerLimit` bytes, and lists past their budget say how many they left
/// out and how to ask for them.
struct AgentTools {
  let library: DocsLibrary

  /// The most bytes a default answer holds (a component's overview, a token list, guidelines).
  static let answerLimit = 8 * 1024
  /// The most bytes an answer holds when the request names the sections it wants.
  static let sectionLimit = 64 * 1024
  static let componentSections = ["variants", "holes", "tokens", "props", "parity", "accessibility", "guidelines"]

  static let definitions: [JSONValue] = [
    tool(
      "list_components", "Every component of the design system: name, description, status, variant count.",
      properties: []),
    tool(
      "get_component",
      "One component: properties with options and defaults, variant sizes, what else is known. Name sections "
        + "(variants, holes, tokens, props, parity, accessibility, guidelines) to get them whole.",
      properties: [
        ("name", .object([("type", .string("string")), ("description", .string("the component's name or slug"))])),
        (
          "sections",
          .object([
            ("type", .string("array")),
            ("items", .object([("enum", .array(componentSections.map(JSONValue.string)))])),
          ])
        ),
      ], required: ["name"]),
    tool(
      "search_docs", "Searches every page of the documentation, as the site's search box does.",
      properties: [
        ("query", .object([("type", .string("string"))])),
        ("limit", .object([("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(20))])),
      ], required: ["query"]),
    tool(
      "get_tokens", "Design tokens with their values, by name prefix (color/, brand/) and context (a theme).",
      properties: [
        ("prefix", .object([("type", .string("string"))])), ("context", .object([("type", .string("string"))])),
      ]),
    tool(
      "get_guidelines", "The guidance a component's page gives, section by section, as Markdown.",
      properties: [
        ("component", .object([("type", .string("string"))])),
        ("section", .object([("type", .string("string")), ("description", .string("one section's heading"))])),
      ], required: ["component"]),
    tool(
      "check_usage",
      "Whether a combination of property values is a published variant of a component; if not, why, and the "
        + "nearest published variants.",
      properties: [
        ("component", .object([("type", .string("string"))])),
        (
          "properties",
          .object([
            ("type", .string("object")),
            (
              "additionalProperties",
              .object([("type", .array([.string("string"), .string("boolean"), .string("number")]))])
            ),
          ])
        ),
      ], required: ["component", "properties"]),
  ]

  static func tool(
    _ name: String, _ description: String, properties: [(String, JSONValue)], required: [String] = []
  ) -> JSONValue {
    var schema: [(String, JSONValue)] = [("type", .string("object")), ("properties", .object(properties))]
    if !required.isEmpty { schema.append(("required", .array(required.map(JSONValue.string)))) }
    schema.append(("additionalProperties", .bool(false)))
    return .object([
      ("name", .string(name)), ("description", .string(description)), ("inputSchema", .object(schema)),
      ("annotations", .object([("readOnlyHint", .bool(true)), ("openWorldHint", .bool(false))])),
    ])
  }

  /// A tool's result: its text, or the problem the agent can act on (`isError`).
  func call(_ name: String, arguments: JSONValue) throws(RPCError) -> JSONValue {
    let text: String
    do {
      switch name {
      case "list_components": text = listComponents()
      case "get_component":
        text = try component(
          try required("name", arguments), sections: try strings("sections", arguments, allowed: Self.componentSections)
        )
      case "search_docs":
        text = try searchDocs(try required("query", arguments), limit: try integer("limit", arguments, in: 1...20) ?? 8)
      case "get_tokens":
        text = try tokens(prefix: try optional("prefix", arguments), context: try optional("context", arguments))
      case "get_guidelines":
        text = try guidelines(try required("component", arguments), section: try optional("section", arguments))
      case "check_usage":
        guard case .object(let values)? = arguments["properties"] else {
          throw RPCError(.invalidParams, "check_usage needs properties: an object of property names and values")
        }
        text = try checkUsage(try required("component", arguments), values)
      default:
        throw RPCError(
          .invalidParams, "no tool '\(name)'; tools/list names them", data: .object([("tool", .string(name))]))
      }
    } catch let problem as ToolProblem {
      return .object([("content", .array([Self.text(problem.message)])), ("isError", .bool(true))])
    } catch let error as RPCError {
      throw error
    } catch {
      throw RPCError(.internalError, "\(error)")
    }
    return .object([("content", .array([Self.text(text)])), ("isError", .bool(false))])
  }

  static func text(_ text: String) -> JSONValue { .object([("type", .string("text")), ("text", .string(text))]) }

  /// A problem with what the agent asked that it can fix (an unknown component): a tool result
  /// with `isError`, not a protocol error.
  struct ToolProblem: Error { var message: String }

  // MARK: Arguments

  func required(_ key: String, _ arguments: JSONValue) throws(RPCError) -> String {
    guard let value = try optional(key, arguments) else { throw RPCError(.invalidParams, "'\(key)' is required") }
    return value
  }

  func optional(_ key: String, _ arguments: JSONValue) throws(RPCError) -> String? {
    switch arguments[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw RPCError(.invalidParams, "'\(key)' must be a string")
    }
  }

  func integer(_ key: String, _ arguments: JSONValue, in range: ClosedRange<Int>) throws(RPCError) -> Int? {
    switch arguments[key] {
    case nil, .null?: return nil
    case .numberText(let text)?:
      guard let number = Int(text), range.contains(number) else {
        throw RPCError(
          .invalidParams, "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    default: throw RPCError(.invalidParams, "'\(key)' must be a number")
    }
  }

  func strings(_ key: String, _ arguments: JSONValue, allowed: [String]) throws(RPCError) -> [String] {
    switch arguments[key] {
    case nil, .null?: return []
    case .array(let items)?:
      return try items.map { item throws(RPCError) in
        guard let text = item.string, allowed.contains(text) else {
          throw RPCError(.invalidParams, "'\(key)' holds only \(allowed.joined(separator: ", "))")
        }
        return text
      }
    default: throw RPCError(.invalidParams, "'\(key)' must be an array")
    }
  }

  func entry(_ name: String) throws -> ComponentEntry {
    guard let entry = library.component(named: name) else {
      let names = library.components.map(\.name)
      throw ToolProblem(
        message: "no component '\(name)'. " + (Suggestion.hint(for: name, in: names).map { $0 + ". " } ?? "")
          + "Components: \(names.prefix(40).joined(separator: ", "))\(names.count > 40 ? ", …" : "").")
    }
    return entry
  }

  /// Compact JSON with sorted keys through the one JSON encoder: the same answer in the same
  /// bytes. A number that is not finite has no JSON; an answer holding one is an empty object.
  static func json(_ value: some Encodable) -> String {
    let tree = JSONOutputEncoder.value(value)
    guard tree.numbersAreFinite else { return "{}" }
    return tree.text(.sorted)
  }

  /// The first items that fit in `budget` bytes of JSON, and how many did not.
  static func fit<Item: Encodable>(_ items: [Item], budget: Int) -> (kept: [Item], leftOut: Int) {
    var used = 2
    var kept: [Item] = []
    for item in items {
      let size = json(item).utf8.count + 1
      guard used + size <= budget else { break }
      used += size
      kept.append(item)
    }
    return (kept, items.count - kept.count)
  }
}
