import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the pull tests: each path answers from a queue of
/// canned responses (the last one repeats), one request per connection.
final class TestHTTPServer: @unchecked Sendable {
  struct Response: Sendable {
    var status: Int
    /// The status line's reason phrase.
    var reason = "Status"
    var headers: [(String, String)] = []
    var body: [UInt8]
    /// Without it, the body ends when the connection closes.
    var sendsLength = true
    /// Sends the body one byte per interval, and stops when the client has gone.
    var trickle: Duration?

    init(status: Int, reason: String = "Status", headers: [(String, String)] = [], body: String) {
      self.init(status: status, headers: headers, bytes: Array(body.utf8))
      self.reason = reason
    }

    init(
      status: Int, headers: [(String, String)] = [], bytes: [UInt8], sendsLength: Bool = true,
      trickle: Duration? = nil
    ) {
      self.status = status
      self.headers = headers
      self.body = bytes
      self.sendsLength = sendsLength
      self.trickle = trickle
    }
  }

  struct Request: Sendable {
    var target: String
    var headers: [String: String]
  }

  private let lock = NSLock()
  private var routes: [String: [Response]]
  private var received: [Request] = []
  private let socket: Int32
  /// Signalled when the accept loop has ended, so the descriptor is closed only after it.
  private let finished = DispatchSemaphore(value: 0)
  let port: UInt16

  init(routes: [String: [Response]]) throws {
    self.routes = routes
    (socket, port) = try Self.bindLoopback()
    guard listen(socket, 16) == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    let thread = Thread { [self] in self.serve() }
    thread.start()
  }

  /// A TCP socket bound to a free port of 127.0.0.1, not yet listening: until it listens, a
  /// connection to the port is refused.
  static func bindLoopback() throws -> (socket: Int32, port: UInt16) {
    #if canImport(Glibc)
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  var base: String { "http://127.0.0.1:\(port)" }

  var requests: [Request] { lock.withLock { received } }

  /// Ends the accept loop, then closes the socket: closing first could hand its descriptor
  /// number to the next test's server while this loop still accepts on it.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    finished.wait()
    close(socket)
  }

  private func serve() {
    defer { finished.signal() }
    while true {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      #endif
      handle(client)
      close(client)
    }
  }

  private func handle(_ client: Int32) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !bytes.ends(with: Array("\r\n\r\n".utf8)) {
      let count = read(client, &buffer, buffer.count)
      if count <= 0 { return }
      bytes += buffer[0..<count]
    }
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let target = lines[0].split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let response: Response = lock.withLock {
      received.append(Request(target: target, headers: headers))
      guard var queue = routes[target], !queue.isEmpty else {
        return Response(status: 404, body: #"{"status":404,"err":"Not found"}"#)
      }
      let next = queue.count > 1 ? queue.removeFirst() : queue[0]
      routes[target] = queue
      return next
    }
    let body = response.body
    var head = "HTTP/1.1 \(response.status) \(response.reason)\r\nContent-Type: application/json\r\n"
    if response.sendsLength { head += "Content-Length: \(body.count)\r\n" }
    head += "Connection: close\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    guard let interval = response.trickle else {
      send(client, Array((head + "\r\n").utf8) + body)
      return
    }
    guard send(client, Array((head + "\r\n").utf8)) else { return }
    // A byte first, so the client has begun to receive the body however slowly this runs.
    let pause = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
    for byte in body {
      guard send(client, [byte]) else { return }
      Thread.sleep(forTimeInterval: pause)
    }
  }

  /// Writes all of `bytes`; false once the client has gone. MSG_NOSIGNAL: a client that closes
  /// early (as a pull over its limits does) must not raise SIGPIPE in the test process.
  @discardableResult
  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBufferPointer {
        #if canImport(Glibc)
        Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
        Darwin.send(client, $0.baseAddress, $0.count, 0)
        #endif
      }
      if n <= 0 { return false }
      sent += n
    }
    return true
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
