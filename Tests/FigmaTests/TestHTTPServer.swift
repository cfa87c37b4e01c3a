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
    var headers: [(String, String)] = []
    var body: String
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
    let body = Array(response.body.utf8)
    var head = "HTTP/1.1 \(response.status) Status\r\nContent-Type: application/json\r\n"
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    let out = Array((head + "\r\n").utf8) + body
    var sent = 0
    while sent < out.count {
      let n = out[sent...].withUnsafeBufferPointer { write(client, $0.baseAddress, $0.count) }
      if n <= 0 { return }
      sent += n
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
