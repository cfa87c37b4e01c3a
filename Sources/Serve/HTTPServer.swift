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

/// How long a connection may be idle and how many the server holds, so that clients that open
/// connections and never finish a request cannot keep anyone else out.
package struct ConnectionLimits: Sendable {
  /// Seconds a connection may go without a byte in or out before it is closed: a request whose
  /// headers stopped coming, or a kept-alive connection nobody uses.
  package var idleTimeout = 10
  /// The same for an event stream, which is quiet between events: longer than the 15 s between
  /// the comments `LiveReload` sends, so only a stream nobody reads is closed.
  var streamTimeout = 60
  /// Connections in all, each with its own thread; at most half the open-file limit, so the
  /// rebuilds keep files to open.
  package var total = ConnectionLimits.defaultTotal
  /// Connections one client address may hold: many tabs, each with its event stream and requests.
  package var perClient = 128
  /// Connections of one client address that have not sent a whole request yet (new ones, and
  /// kept-alive ones between requests). One more closes the oldest of them, so connections that
  /// never finish cannot lock out the next request, even one from the same address (every
  /// browser tab and every other program on this machine is 127.0.0.1).
  package var waitingPerClient = 32

  package init() {}

  static var defaultTotal: Int {
    var files = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &files) == 0 else { return 256 }
    return Int(min(1000, max(64, files.rlim_cur / 2)))
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
/// Connections are bounded as `ConnectionLimits` says: idle ones close, one client address holds
/// a limited number, and unfinished requests make way for new connections.
///
/// This is the only file that sees libmicrohttpd or a C pointer.
package final class HTTPServer: Sendable {
  package let port: Int
  private let handler: Handler
  private let daemon: Mutex<OpaquePointer?>

  /// What the C callbacks get back as their context.
  private final class Handler: Sendable {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    let connections: Connections
    let streamTimeout: Int
    init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse, limits: ConnectionLimits) {
      self.respond = respond
      connections = Connections(waitingPerClient: limits.waitingPerClient)
      streamTimeout = limits.streamTimeout
    }
  }

  /// A streaming body between two reads: the bytes `next()` gave that did not fit yet.
  private final class StreamState: Sendable {
    let stream: any ResponseStream
    let pending = Mutex<[UInt8]>([])
    init(_ stream: any ResponseStream) { self.stream = stream }
  }

  package convenience init(
    host: String, port: Int, limits: ConnectionLimits = ConnectionLimits(),
    respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws {
    try self.init(host: host, port: port, limits: limits, responder: { _ in respond })
  }

  /// `responder` makes the request handler once the port is known (port 0 picks one).
  package init(
    host: String, port: Int, limits: ConnectionLimits = ConnectionLimits(),
    responder: (_ port: Int) -> @Sendable (HTTPRequest) -> HTTPResponse
  ) throws {
    let (socket, boundPort) = try Self.listen(host: host, port: port)
    handler = Handler(responder(boundPort), limits: limits)
    self.port = boundPort
    let context = Unmanaged.passUnretained(handler).toOpaque()
    guard
      let started = specimen_mhd_start(
        socket, Self.accessHandler, context, UInt32(clamping: limits.idleTimeout), UInt32(clamping: limits.total),
        UInt32(clamping: limits.perClient), Self.connectionNotice, Self.requestDone)
    else {
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
    handler.connections.answering(Int(bitPattern: connection))
    let request = HTTPRequest(
      method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
      hosts: hostHeaders(of: connection))
    // A request body is never read: every answer is decided by the method, the path and the host.
    uploadSize?.pointee = 0
    let response = handler.respond(request)
    // An event stream is quiet between events, longer than other connections may idle.
    if case .stream = response.body {
      _ = specimen_mhd_set_timeout(connection, UInt32(clamping: handler.streamTimeout))
    }
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

  private static let connectionNotice: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
    let id = Int(bitPattern: connection)
    guard code == .CONNECTION_NOTIFY_STARTED else {
      handler.connections.closed(id)
      return
    }
    guard let socket = specimen_mhd_connection_info(connection, .CONNECTION_INFO_CONNECTION_FD)?.pointee.connect_fd
    else { return }
    let address = specimen_mhd_connection_info(connection, .CONNECTION_INFO_CLIENT_ADDRESS)?.pointee.client_addr
    handler.connections.opened(id, socket: socket, client: address.map(clientKey) ?? [])
  }

  private static let requestDone: MHD_RequestCompletedCallback = { context, connection, _, _ in
    guard let context, let connection else { return }
    Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue().connections.completed(Int(bitPattern: connection))
  }

  /// A client's address without its port: the family, then the address's bytes.
  private static func clientKey(_ address: UnsafeMutablePointer<sockaddr>) -> [UInt8] {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
        [4] + withUnsafeBytes(of: ipv4.pointee.sin_addr) { Array($0) }
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
        [6] + withUnsafeBytes(of: ipv6.pointee.sin6_addr) { Array($0) }
      }
    default:
      return []
    }
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
    // A deep queue: a burst of connections waits to be accepted instead of retrying its SYN a
    // second later.
    guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0, Glibc.listen(descriptor, 512) == 0
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

/// The open connections by client address, and which of them wait for a request: when one
/// client has more waiting than `waitingPerClient`, the oldest is shut down (its thread then reads
/// the end of the stream and closes it the usual way).
private final class Connections: Sendable {
  private struct Connection {
    var socket: Int32
    var client: [UInt8]
    /// Since when (in order of events, not time) it waits for a request; nil while it is answered.
    var waitingSince: UInt64?
    var shutDown = false
  }

  private struct State {
    var open: [Int: Connection] = [:]
    var events: UInt64 = 0
  }

  private let state = Mutex(State())
  private let waitingPerClient: Int

  init(waitingPerClient: Int) { self.waitingPerClient = max(1, waitingPerClient) }

  func opened(_ id: Int, socket: Int32, client: [UInt8]) {
    state.withLock { state in
      state.events += 1
      state.open[id] = Connection(socket: socket, client: client, waitingSince: state.events)
      let waiting = state.open.compactMap { entry in
        entry.value.client == client ? entry.value.waitingSince.map { (id: entry.key, since: $0) } : nil
      }
      guard waiting.count > waitingPerClient, let oldest = waiting.min(by: { $0.since < $1.since }),
        let victim = state.open[oldest.id]
      else { return }
      // Under the lock: libmicrohttpd reports a connection closed before it closes the socket, so
      // the number still names this connection's socket.
      shutdown(victim.socket, Int32(SHUT_RDWR))
      state.open[oldest.id]?.waitingSince = nil
      state.open[oldest.id]?.shutDown = true
    }
  }

  func answering(_ id: Int) { state.withLock { $0.open[id]?.waitingSince = nil } }

  /// A request was answered: a kept-alive connection waits for the next one.
  func completed(_ id: Int) {
    state.withLock { state in
      guard let connection = state.open[id], !connection.shutDown else { return }
      state.events += 1
      state.open[id]?.waitingSince = state.events
    }
  }

  func closed(_ id: Int) { _ = state.withLock { $0.open.removeValue(forKey: id) } }
}
