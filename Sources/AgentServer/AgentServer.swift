import AgentDocs
import Foundation
import SpecimenCore

/// `specimen mcp`: a Model Context Protocol server over stdio, answering from one built site's
/// files for agents. Each line of standard input is one JSON-RPC message; each answer is one line
/// of standard output. It reads nothing but the site it was given and opens no socket.
package struct AgentServer: Sendable {
  package let library: DocsLibrary
  package let version: String

  /// The revisions with the `initialize` handshake, newest first.
  static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// The stateless revisions, where `server/discover` replaces the handshake and every request
  /// names its revision in `_meta`.
  static let modernVersions = ["2026-07-28"]
  static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
  static let cacheableMethods: Set<String> = ["server/discover", "tools/list", "resources/list", "resources/read"]
  static let cacheMilliseconds = 3_600_000

  package init(library: DocsLibrary, version: String) {
    self.library = library
    self.version = version
  }

  /// The line to write for one line read; nil for a notification or a response.
  func reply(to line: String) -> String? {
    switch RPCMessage.parse(line) {
    case .notification, .response: return nil
    case .invalid(let error, let id): return Self.envelope(id: id, error: error).text
    case .request(let request):
      do {
        return Self.envelope(id: request.id, result: try answer(request)).text
      } catch {
        return Self.envelope(id: request.id, error: error).text
      }
    }
  }

  /// Reads standard input to its end, answering each line.
  package func run() {
    while let line = readLine(strippingNewline: true) {
      guard !line.allSatisfy(\.isWhitespace), let answer = reply(to: line) else { continue }
      FileHandle.standardOutput.write(Data((answer + "\n").utf8))
    }
  }

  static func envelope(id: JSONValue, result: JSONValue) -> RPCResponse {
    RPCResponse(id: id, result: result)
  }

  static func envelope(id: JSONValue, error: RPCError) -> RPCResponse {
    RPCResponse(id: id, error: RPCResponse.ErrorObject(error))
  }

  /// The result of one request, or the JSON-RPC error it gets.
  package func answer(_ request: RPCRequest) throws(RPCError) -> JSONValue {
    let requested = request.params["_meta"]?[Self.protocolVersionKey]
    let modern: Bool
    switch requested {
    case nil: modern = false
    case .string(let revision) where Self.modernVersions.contains(revision): modern = true
    case .string(let revision) where Self.handshakeVersions.contains(revision): modern = false
    default:
      throw RPCError(
        .unsupportedProtocolVersion, "this server does not speak that protocol version",
        data: .object([
          ("supported", .array((Self.modernVersions + Self.handshakeVersions).map(JSONValue.string))),
          ("requested", requested ?? .null),
        ]))
    }
    let result = try result(of: request)
    // The stateless revisions say of every result whether it is complete, and of the lists and
    // reads how long a client may keep them: the server answers from one build, the same for
    // every client, for as long as it runs.
    guard modern || request.method == "server/discover", case .object(var members) = result else { return result }
    if Self.cacheableMethods.contains(request.method) {
      members.append(("ttlMs", .int(Self.cacheMilliseconds)))
      members.append(("cacheScope", .string("public")))
    }
    members.append(("resultType", .string("complete")))
    return .object(members)
  }

  func result(of request: RPCRequest) throws(RPCError) -> JSONValue {
    switch request.method {
    case "initialize":
      let asked = request.params["protocolVersion"]?.string
      let revision = asked.flatMap { Self.handshakeVersions.contains($0) ? $0 : nil } ?? Self.handshakeVersions[0]
      return .object([
        ("protocolVersion", .string(revision)), ("capabilities", capabilities), ("serverInfo", serverInfo),
        ("instructions", .string(instructions)),
      ])
    case "server/discover":
      return .object([
        ("supportedVersions", .array((Self.modernVersions + Self.handshakeVersions).map(JSONValue.string))),
        ("capabilities", capabilities), ("instructions", .string(instructions)),
        ("_meta", .object([("io.modelcontextprotocol/serverInfo", serverInfo)])),
      ])
    case "ping": return .object([])
    case "tools/list": return .object([("tools", .array(AgentTools.definitions))])
    case "tools/call":
      guard let name = request.params["name"]?.string else {
        throw RPCError(.invalidParams, "tools/call needs the tool's name")
      }
      let arguments = request.params["arguments"] ?? .object([])
      guard case .object = arguments else { throw RPCError(.invalidParams, "arguments must be an object") }
      return try AgentTools(library: library).call(name, arguments: arguments)
    case "resources/list": return .object([("resources", .array(resourceList))])
    case "resources/read":
      guard let uri = request.params["uri"]?.string else {
        throw RPCError(.invalidParams, "resources/read needs a uri")
      }
      guard let (path, text) = resource(uri) else {
        throw RPCError(
          .invalidParams, "no resource '\(uri)'; resources/list names them", data: .object([("uri", .string(uri))]))
      }
      return .object([
        (
          "contents",
          .array([
            .object([("uri", .string(uri)), ("mimeType", .string(Self.mimeType(path))), ("text", .string(text))])
          ])
        )
      ])
    default:
      throw RPCError(.methodNotFound, "no method '\(request.method)'")
    }
  }

  var capabilities: JSONValue {
    .object([
      ("tools", .object([("listChanged", .bool(false))])),
      ("resources", .object([("listChanged", .bool(false)), ("subscribe", .bool(false))])),
    ])
  }

  var serverInfo: JSONValue {
    .object([("name", .string("specimen")), ("title", .string(library.manifest.site)), ("version", .string(version))])
  }

  var instructions: String {
    "The \(library.manifest.site) design system\(library.manifest.version.map { " \($0)" } ?? ""): call list_components, "
      + "then get_component or get_guidelines for one; check_usage before using a combination of property values; "
      + "get_tokens for values; search_docs for anything else."
  }

  static let scheme = "specimen:///"

  /// Every document and data file, as resources.
  var resourceList: [JSONValue] {
    var paths = ["llms.txt", "components.json"] + library.documentOrder
    if library.tokens != nil { paths.append("tokens.json") }
    return paths.map { path in
      let title = path.hasSuffix("index.md") ? (library.documents[path].flatMap(Self.title) ?? path) : path
      return .object([
        ("uri", .string(Self.scheme + path)), ("name", .string(path)), ("title", .string(title)),
        ("mimeType", .string(Self.mimeType(path))),
      ])
    }
  }

  /// The text of a resource the list names; nil for any other URI.
  func resource(_ uri: String) -> (String, String)? {
    guard uri.hasPrefix(Self.scheme) else { return nil }
    let path = String(uri.dropFirst(Self.scheme.count))
    if let text = library.documents[path] { return (path, text) }
    switch path {
    case "components.json": return (path, AgentDocs.json(library.manifest))
    case "tokens.json": return library.tokens.map { (path, AgentDocs.json($0)) }
    default: return nil
    }
  }

  static func mimeType(_ path: String) -> String {
    path.hasSuffix(".json") ? "application/json" : path.hasSuffix(".md") ? "text/markdown" : "text/plain"
  }

  /// A twin's title from its front matter.
  static func title(_ twin: String) -> String? {
    for line in twin.split(separator: "\n").prefix(12) where line.hasPrefix("title: ") {
      var title = String(line.dropFirst(7))
      if title.hasPrefix("\""), title.hasSuffix("\""), title.count >= 2 { title = String(title.dropFirst().dropLast()) }
      return title
    }
    return nil
  }
}
