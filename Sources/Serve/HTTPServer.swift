internal import CMicroHTTPD
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One request as the server hands it on: the method, the path, which libmicrohttpd has already
/// percent-decoded once (the query string is not part of it), and the `Host` headers.
package struct HTTPRequest: Sendable {
  package var method: String
  package var path: String
  /// Every `Host` header the request carried, as sent: a well-formed request has exactly one.
  package var hosts: [String]

  package init(method: String, path: String, hosts: [String] = []) {
    self.method = method
    self.path = path
    self.hosts = hosts
  }
}

/// A body that is produced while the connection stays open (Server-Sent Events): `next()` blocks
/// until there is more to send and returns nil when the stream is over.
package protocol ResponseStream: Sendable {
  func next() -> [UInt8]?
  /// The connection is gone (the browser closed it, or the stream ended).
  func closed()
}

package struct HTTPResponse: Sendable {
  package enum Body: Sendable {
    case bytes([UInt8])
    case stream(any ResponseStream)
  }

  package var status: Int
  package var headers: [(name: String, value: String)]
  package var body: Body

  package init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Why the server could not start, in words a user can act on.
package struct ServerError: Error, CustomStringConvertible {
  package var description: String
  package var portInUse = false
}

/// An HTTP server on libmicrohttpd: one thread per connection, so a streaming response can wait
/// for its next event without holding up the others. The listening socket is bound here (not by
/// libmicrohttpd) so a busy port is reported by name and port 0 picks a free one.
///
/// This is the only file that sees libmicrohttpd or a C pointer.
package final class HTTPServer: Sendable {
  package let port: Int
  private let handler: Handler
  private let daemon: Mutex<OpaquePointer?>

  /// What the C callbacks get back as their context.
  private final class Handler: Sendable {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.respond = respond }
  }

  /// A streaming body between two reads: the bytes `next()` gave that did not fit yet.
  private final class StreamState: Sendable {
    let stream: any ResponseStream
    let pending = Mutex<[UInt8]>([])
    init(_ stream: any ResponseStream) { self.stream = stream }
  }

  package convenience init(host: String, port: Int, respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
    try self.init(host: host, port: port, responder: { _ in respond })
  }

  /// `responder` makes the request handler once the port is known (port 0 picks one).
  package init(host: String, port: Int, responder: (_ port: Int) -> @Sendable (HTTPRequest) -> HTTPResponse) throws {
    let (socket, boundPort) = try Self.listen(host: host, port: port)
    handler = Handler(responder(boundPort))
    self.port = boundPort
    let context = Unmanaged.passUnretained(handler).toOpaque()
    guard let started = specimen_mhd_start(socket, Self.accessHandler, context) else {
      close(socket)
      throw ServerError(description: "cannot start the HTTP server on \(host):\(boundPort)")
    }
    daemon = Mutex(started)
  }

  /// Stops accepting connections and waits for the open ones to end (streams must be closed first).
  package func stop() {
    let running = daemon.withLock { daemon -> OpaquePointer? in
      defer { daemon = nil }
      return daemon
    }
    if let running { MHD_stop_daemon(running) }
  }

  deinit { stop() }

  // MARK: Callbacks

  private static let accessHandler: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, _, uploadSize, _ in
    guard let context, let connection else { return .NO }
    let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
    let request = HTTPRequest(
      method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
      hosts: hostHeaders(of: connection))
    // A request body is never read: every answer is decided by the method, the path and the host.
    uploadSize?.pointee = 0
    let response = handler.respond(request)
    return queue(response, on: connection)
  }

  private static func hostHeaders(of connection: OpaquePointer) -> [String] {
    var hosts: [String] = []
    withUnsafeMutablePointer(to: &hosts) { pointer in
      _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHost, pointer)
    }
    return hosts
  }

  private static let collectHost: MHD_KeyValueIterator = { context, _, key, value in
    guard let context, let key else { return .YES }
    if strcasecmp(key, "Host") == 0 {
      context.assumingMemoryBound(to: [String].self).pointee.append(value.map { String(cString: $0) } ?? "")
    }
    return .YES
  }

  private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
      made = bytes.withUnsafeBytes { buffer in
        // MHD_RESPMEM_MUST_COPY: the daemon keeps its own copy of the body.
        MHD_create_response_from_buffer(
          buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), MHD_ResponseMemoryMode(rawValue: 2)!)
      }
    case .stream(let stream):
      let state = Unmanaged.passRetained(StreamState(stream)).toOpaque()
      made = MHD_create_response_from_callback(UInt64.max, 4096, readStream, state, freeStream)
      if made == nil { Unmanaged<StreamState>.fromOpaque(state).release() }
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers { _ = MHD_add_response_header(made, header.name, header.value) }
    return MHD_queue_response(connection, UInt32(response.status), made)
  }

  private static let readStream: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }
    let state = Unmanaged<StreamState>.fromOpaque(context).takeUnretainedValue()
    var chunk = state.pending.withLock { pending -> [UInt8] in
      defer { pending = [] }
      return pending
    }
    if chunk.isEmpty {
      guard let next = state.stream.next() else { return -1 }  // end of stream
      chunk = next
    }
    let count = min(chunk.count, capacity)
    chunk.withUnsafeBytes { bytes in
      if let base = bytes.baseAddress { buffer.update(from: base.assumingMemoryBound(to: CChar.self), count: count) }
    }
    if count < chunk.count { state.pending.withLock { $0 = Array(chunk[count...]) } }
    return count
  }

  private static let freeStream: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let state = Unmanaged<StreamState>.fromOpaque(context).takeRetainedValue()
    state.stream.closed()
  }

  // MARK: The listening socket

  private static func listen(host: String, port: Int) throws -> (socket: Int32, port: Int) {
    guard (0...65535).contains(port) else {
      throw ServerError(description: "port \(port) is out of range; choose one from 1 to 65535 with --port")
    }
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw ServerError(description: "cannot listen on '\(host)': \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else {
      throw ServerError(description: "cannot open a socket: \(String(cString: strerror(errno)))")
    }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0, Glibc.listen(descriptor, 64) == 0
    else {
      let code = errno
      close(descriptor)
      if code == EADDRINUSE {
        throw ServerError(
          description: "port \(port) on \(host) is already in use; stop what is using it or choose another with --port",
          portInUse: true)
      }
      throw ServerError(description: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
    }
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    var boundPort = port
    if bound == 0 {
      boundPort = withUnsafePointer(to: &address) { pointer in
        if Int32(pointer.pointee.ss_family) == AF_INET6 {
          return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            Int(UInt16(bigEndian: $0.pointee.sin6_port))
          }
        }
        return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin_port))
        }
      }
    }
    return (descriptor, boundPort)
  }
}
