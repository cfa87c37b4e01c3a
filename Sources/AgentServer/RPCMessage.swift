import SpecimenCore

/// One JSON-RPC 2.0 message of the stdio transport (one line), read into a request, a
/// notification, or the error the reply carries. Never throws or traps, whatever the line holds:
/// the request parser the fuzz harness drives.
enum RPCMessage: Sendable, Equatable {
  case request(RPCRequest)
  /// A message without an id: nothing is answered.
  case notification(method: String)
  /// A response the client sent (the server sends no requests, so it is dropped).
  case response
  /// What to answer: the error, and the id when the message had a readable one.
  case invalid(RPCError, id: JSONValue)

  /// The longest line read as a message; a longer one is answered with an error.
  static let maxLineBytes = 1 << 20

  package static func parse(_ line: String) -> RPCMessage {
    guard line.utf8.count <= maxLineBytes else {
      return .invalid(RPCError(.invalidRequest, "the message is longer than \(maxLineBytes) bytes"), id: .null)
    }
    let node: Node
    do {
      node = try JSONReader.parse(line, file: "request")
    } catch {
      return .invalid(RPCError(.parseError, "not JSON: \(error.message)"), id: .null)
    }
    guard let entries = node.entries else {
      let batch = node.array != nil
      return .invalid(
        RPCError(.invalidRequest, batch ? "batches are not supported: send one message a line" : "not an object"),
        id: .null)
    }
    var id: JSONValue? = nil
    if let written = node["id"] {
      switch written.value {
      case .string(let text): id = .string(text)
      case .number(_, let text): id = .numberText(text)
      default:
        return .invalid(RPCError(.invalidRequest, "the id is neither a string nor a number"), id: .null)
      }
    }
    guard node["jsonrpc"]?.string == "2.0" else {
      return .invalid(RPCError(.invalidRequest, "the message does not say \"jsonrpc\": \"2.0\""), id: id ?? .null)
    }
    guard let method = node["method"]?.string else {
      if entries.contains(where: { $0.key == "result" || $0.key == "error" }), id != nil { return .response }
      return .invalid(RPCError(.invalidRequest, "the message names no method"), id: id ?? .null)
    }
    let params = node["params"].map(JSONValue.init)
    if let params, !params.isStructured {
      return .invalid(RPCError(.invalidParams, "params must be an object or an array"), id: id ?? .null)
    }
    guard let id else { return .notification(method: method) }
    return .request(RPCRequest(id: id, method: method, params: params ?? .object([])))
  }
}

package struct RPCRequest: Sendable, Equatable {
  package var id: JSONValue
  package var method: String
  var params: JSONValue
}

/// A JSON-RPC error object.
package struct RPCError: Error, Sendable, Equatable {
  package enum Code: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// MCP: the request names a protocol version the server does not speak.
    case unsupportedProtocolVersion = -32022
  }

  package var code: Code
  package var message: String
  package var data: JSONValue?

  package init(_ code: Code, _ message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

}

/// A JSON-RPC response: the request's id and its result or its error, written as one line through
/// the one JSON encoder.
struct RPCResponse: Encodable {
  /// A JSON-RPC error object; `data` is left out when there is none.
  struct ErrorObject: Encodable {
    var code: Int
    var message: String
    var data: JSONValue?

    init(_ error: RPCError) {
      code = error.code.rawValue
      message = error.message
      data = error.data
    }
  }

  var jsonrpc = "2.0"
  var id: JSONValue
  var result: JSONValue?
  var error: ErrorObject?

  init(id: JSONValue, result: JSONValue) {
    self.id = id
    self.result = result
  }

  init(id: JSONValue, error: ErrorObject) {
    self.id = id
    self.error = error
  }

  /// The response as one line of compact JSON.
  var text: String { JSONOutputEncoder.text(self, .compact) }
}

extension JSONValue {
  var isStructured: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}
