import Foundation
import SpecimenCore

@testable import Figma

#if canImport(Glibc)
import Glibc
#endif

// `figma pull` against a server on 127.0.0.1 that answers with the input: raw HTTP responses
// (status line, header fields, body: Content-Length, Content-Encoding: gzip, Retry-After and
// whatever else the bytes say), one per connection, split at `<<NEXT>>` (the last one repeats).
// The real pull runs with the installed libcurl, small limits (64 KiB, 6 s, 3 retries of at
// most 4 s) and no real waiting for the rate limit, then writes the file it got. The server
// closes each connection after its answer, so a Content-Length longer than the body ends at
// the close instead of waiting. Nothing leaves the machine: the only address is the loopback.
let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-pull-\(getpid())").path
let separator = Array("<<NEXT>>".utf8)
/// FUZZ_VERBOSE=1 prints what each pull reported, to check what a seed reaches.
let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

/// One listening socket on an ephemeral port of 127.0.0.1, answering each connection with the
/// next response until `stop()`.
final class Server: @unchecked Sendable {
  let socket: Int32
  let port: UInt16
  private let responses: [[UInt8]]
  private let finished = DispatchSemaphore(value: 0)

  init?(responses: [[UInt8]]) {
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard bound == 0, listen(fd, 8) == 0 else {
      close(fd)
      return nil
    }
    socket = fd
    port = UInt16(bigEndian: address.sin_port)
    self.responses = responses
    Thread { [self] in serve() }.start()
  }

  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    finished.wait()
    close(socket)
  }

  private func serve() {
    defer { finished.signal() }
    var served = 0
    while true {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      var limit = timeval(tv_sec: 2, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      answer(client, with: responses[min(served, responses.count - 1)])
      served += 1
      close(client)
    }
  }

  /// Reads the request's head, sends `response`, then ends the connection: the client sees the
  /// end, closes, and its side keeps the closed connection's state.
  private func answer(_ client: Int32, with response: [UInt8]) {
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 65536, !request.suffix(4).elementsEqual("\r\n\r\n".utf8) {
      let count = read(client, &buffer, buffer.count)
      if count <= 0 { return }
      request += buffer[0..<count]
    }
    var sent = 0
    while sent < response.count {
      let n = response[sent...].withUnsafeBufferPointer { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n <= 0 { break }
      sent += n
    }
    shutdown(client, Int32(SHUT_WR))
    while read(client, &buffer, buffer.count) > 0 {}
  }
}

/// The pull's result, carried out of the task that runs it.
final class Outcome: @unchecked Sendable {
  var result: FigmaPullResult?
  var diagnostics = Diagnostics()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var responses: [[UInt8]] = []
  var start = 0
  var index = 0
  while index + separator.count <= bytes.count, responses.count < 7 {
    if bytes[index..<(index + separator.count)].elementsEqual(separator) {
      responses.append(Array(bytes[start..<index]))
      index += separator.count
      start = index
    } else {
      index += 1
    }
  }
  responses.append(Array(bytes[start...]))
  guard let server = Server(responses: responses) else { fatalError("no socket on 127.0.0.1") }
  defer { server.stop() }

  let request = FigmaPullRequest(
    fileKey: "FuzzKey123", nodeIDs: size % 2 == 0 ? [] : ["216:449"], output: output + "/pulled.json",
    contentDirectory: output, apiBase: "http://127.0.0.1:\(server.port)", maxRetries: 3, maxRetryWait: 4,
    maxSize: 64 * 1024, timeLimit: .seconds(6))
  let outcome = Outcome()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    var diagnostics = Diagnostics()
    outcome.result = await FigmaPull.run(
      request, environment: ["FIGMA_TOKEN": "figd_fuzz-token"], libcurl: Curl.soname, pause: { _ in },
      into: &diagnostics)
    outcome.diagnostics = diagnostics
    done.signal()
  }
  done.wait()
  let report = ([outcome.result?.summary].compactMap { $0 } + outcome.diagnostics.all.map(\.description))
  if verbose { print(report.joined(separator: "\n") + "\n") }
  return 0
}
