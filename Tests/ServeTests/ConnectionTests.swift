import Foundation
import Serve
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Connections that send the start of a request and never finish it, from one loopback address
/// (any of 127.0.0.0/8 reaches a server on 127.0.0.1, so a second address is a second client).
final class HeldConnections {
  private var sockets: [Int32] = []

  init(_ count: Int, port: Int, from source: String = "127.0.0.1") throws {
    for _ in 0..<count {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      try #require(descriptor >= 0)
      sockets.append(descriptor)
      var local = Self.address(source, port: 0)
      var remote = Self.address("127.0.0.1", port: port)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      try #require(bound == 0)
      let connected = withUnsafePointer(to: &remote) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      try #require(connected == 0)
      let start = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Never-Finished: "
      // The server may already have closed it: an error here, not a SIGPIPE.
      _ = start.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }
  }

  deinit { for descriptor in sockets { close(descriptor) } }

  private static func address(_ text: String, port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr(text)
    return address
  }

  /// How many the server still holds: the server never answers an unfinished request, so a
  /// connection it closed is one a read finds at its end (or failed).
  var openCount: Int {
    sockets.count { descriptor in
      var byte: UInt8 = 0
      let read = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
      return read < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }
  }

  /// Waits up to 20 s until the server holds at most `count` of them; returns how many it holds.
  func waitUntilOpen(atMost count: Int) -> Int {
    let deadline = Date().addingTimeInterval(20)
    var open = openCount
    while open > count, Date() < deadline {
      usleep(20_000)
      open = openCount
    }
    return open
  }
}

/// A server that answers every request with a short text, and the event stream with `reload`.
private func plainServer(limits: ConnectionLimits = ConnectionLimits(), reload: LiveReload = LiveReload()) throws
  -> HTTPServer
{
  try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { request in
    if request.path == LiveReload.eventsPath { return reload.subscribe() }
    return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: .bytes(Array("ok\n".utf8)))
  }
}

@Suite struct HeldConnectionTests {
  /// Long enough that nothing times out while a test runs: what closes connections here is the
  /// limit on unfinished requests, not the clock.
  static var patient: ConnectionLimits {
    var limits = ConnectionLimits()
    limits.idleTimeout = 600
    return limits
  }

  @Test func unfinishedRequestsDoNotKeepTheNextRequestOut() throws {
    let server = try plainServer(limits: Self.patient)
    defer { server.stop() }
    let waiting = ConnectionLimits().waitingPerClient
    // 500 connections that never finish their headers, from the address the next request uses too.
    let held = try HeldConnections(500, port: server.port)
    // The server keeps the newest few and closes the rest, so it is never full of them.
    #expect(held.waitUntilOpen(atMost: waiting) == waiting)
    let answer = try RawHTTP(port: server.port).request("GET", "/")
    #expect(answer.status == 200)
    #expect(answer.body == "ok\n")
    // That request closed the oldest held one to make its own room; the others are still held.
    #expect(held.openCount == waiting - 1)
  }

  @Test func anotherClientsHeldConnectionsLeaveThisOneAlone() throws {
    let reload = LiveReload()
    let server = try plainServer(limits: Self.patient, reload: reload)
    defer {
      reload.close()
      server.stop()
    }
    let events = try EventStream(port: server.port)
    let mine = try HeldConnections(10, port: server.port)
    let theirs = try HeldConnections(500, port: server.port, from: "127.0.0.2")
    #expect(theirs.waitUntilOpen(atMost: ConnectionLimits().waitingPerClient) == ConnectionLimits().waitingPerClient)
    // This client's connections, its event stream among them, are untouched.
    #expect(mine.openCount == 10)
    #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
    reload.announceReload(changed: ["/x/"])
    #expect(events.next("reload") == "{\"paths\":[\"/x/\"]}")
  }

  @Test func theEventStreamsOfManyTabsOutlastAFlood() throws {
    let reload = LiveReload()
    let server = try plainServer(limits: Self.patient, reload: reload)
    defer {
      reload.close()
      server.stop()
    }
    // Ten tabs of one browser: each page, then its event stream, all from 127.0.0.1.
    var tabs: [EventStream] = []
    for _ in 0..<10 {
      #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
      let stream = try EventStream(port: server.port)
      #expect(stream.receive("retry: 300\n\n"))
      tabs.append(stream)
    }
    let held = try HeldConnections(500, port: server.port)
    #expect(held.waitUntilOpen(atMost: ConnectionLimits().waitingPerClient) == ConnectionLimits().waitingPerClient)
    // A stream is answered, not waiting for a request: none was closed to make room.
    reload.announceReload(changed: ["/"])
    for tab in tabs { #expect(tab.next("reload") == "{\"paths\":[\"/\"]}") }
  }

  @Test func oneClientHoldsNoMoreThanItsShare() throws {
    var limits = Self.patient
    limits.perClient = 6
    let reload = LiveReload()
    let server = try plainServer(limits: limits, reload: reload)
    defer {
      reload.close()
      server.stop()
    }
    let streams = try (0..<6).map { _ in try EventStream(port: server.port, from: "127.0.0.2") }
    for stream in streams { #expect(stream.receive("retry: 300\n\n")) }
    // The seventh is closed unanswered; another client is answered as before.
    #expect(try !EventStream(port: server.port, from: "127.0.0.2").receive("retry: 300\n\n"))
    #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
    reload.announceReload(changed: ["/"])
    for stream in streams { #expect(stream.next("reload") != nil) }
  }

  @Test func idleConnectionsAreClosed() throws {
    var limits = ConnectionLimits()
    limits.idleTimeout = 1
    let server = try plainServer(limits: limits)
    defer { server.stop() }
    let held = try HeldConnections(5, port: server.port)
    #expect(held.waitUntilOpen(atMost: 0) == 0)
    #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
  }

  @Test func anEventStreamOutlivesTheIdleTimeout() throws {
    var limits = ConnectionLimits()
    limits.idleTimeout = 1
    let reload = LiveReload()
    let server = try plainServer(limits: limits, reload: reload)
    defer {
      reload.close()
      server.stop()
    }
    let events = try EventStream(port: server.port)
    #expect(events.receive("retry: 300\n\n"))
    // Opened after the stream's first bytes arrived: once the server has closed it as idle, the
    // stream has been quiet for longer than the idle timeout too.
    let idle = try HeldConnections(1, port: server.port)
    #expect(idle.waitUntilOpen(atMost: 0) == 0)
    reload.announceReload(changed: ["/components/toggle/"])
    #expect(events.next("reload") == "{\"paths\":[\"/components/toggle/\"]}")
  }
}
