import Foundation
import Serve
import Testing

@Suite struct HostTests {
  @Test func onlyRequestsThatNameThisServerAreAnswered() throws {
    let site = try ServedSite()
    let port = site.server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LocalHost:\(port)"] {
      let page = try site.http.request("GET", "/components/toggle/", headers: "Host: \(host)\r\n")
      #expect(page.status == 200, "\(host)")
      #expect(page.body.contains("<h1>Toggle</h1>"), "\(host)")
    }
    // A page whose own name was pointed at 127.0.0.1 (DNS rebinding) gets nothing of the site.
    for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port + 1)", "127.0.0.2:\(port)"] {
      let refused = try site.http.request("GET", "/components/toggle/", headers: "Host: \(host)\r\n")
      #expect(refused.status == 421, "\(host)")
      #expect(refused.headers["content-type"] == "text/plain; charset=utf-8", "\(host)")
      #expect(
        refused.body == "misdirected request: this server answers only for 127.0.0.1:\(port), "
          + "localhost:\(port) or [::1]:\(port)\n", "\(host)")
    }
    #expect(try site.http.request("GET", "/tokens.css", headers: "Host: evil.example:\(port)\r\n").status == 421)
    // The event stream is no exception.
    let stream = try site.http.request("GET", "/_specimen/events", headers: "Host: evil.example:\(port)\r\n")
    #expect(stream.status == 421)
    #expect(site.server.reload.subscriberCount == 0)
  }

  @Test func aMissingOrMalformedHostIsABadRequest() throws {
    let site = try ServedSite()
    let port = site.server.port
    for headers in [
      "", "Host: \r\n", "Host: 127.0.0.1:\(port)\r\nHost: 127.0.0.1:\(port)\r\n", "Host: a b:\(port)\r\n",
      "Host: user@127.0.0.1:\(port)\r\n", "Host: 127.0.0.1:port\r\n", "Host: [::1\r\n", "Host: ::1:\(port)\r\n",
    ] {
      let refused = try site.http.request("GET", "/", headers: headers)
      #expect(refused.status == 400, "\(headers)")
      #expect(refused.body.hasPrefix("bad request: send one Host header that names this server:"), "\(headers)")
      // The refusal is plain text, not a page.
      #expect(!refused.body.contains("<html"), "\(headers)")
    }
    // HTTP/1.0 does not require Host, but only a request that names this server is answered.
    #expect(try site.http.request("GET", "/", headers: "", version: "HTTP/1.0").status == 400)
    #expect(
      try site.http.request("GET", "/", headers: "Host: 127.0.0.1:\(port)\r\n", version: "HTTP/1.0").status == 200)
  }
}

@Suite struct HostRuleTests {
  @Test func loopbackNamesOnTheServedPort() {
    let rule = HostRule(host: "127.0.0.1", port: 8000)
    for host in ["127.0.0.1:8000", "localhost:8000", "[::1]:8000", "[0:0:0:0:0:0:0:1]:8000", "LOCALHOST:8000"] {
      #expect(rule.check([host]) == .allowed, "\(host)")
    }
    for host in [
      "127.0.0.1", "localhost:80", "evil.example:8000", "127.0.0.2:8000", "localhost.:8000", "a.localhost:8000",
      "0177.0.0.1:8000", "[::ffff:127.0.0.1]:8000", "2130706433:8000",
    ] {
      #expect(rule.check([host]) == .foreign, "\(host)")
    }
    for hosts in [
      [], [""], ["127.0.0.1:8000", "127.0.0.1:8000"], [":8000"], ["127.0.0.1:"], ["127.0.0.1:80000"],
      ["127.0.0.1:8000:1"], ["[::1]x"], ["[fe80::1%25eth0]:8000"], ["[127.0.0.1]:8000"], ["a/b:8000"],
    ] {
      #expect(rule.check(hosts) == .malformed, "\(hosts)")
    }
    #expect(rule.expected == "127.0.0.1:8000, localhost:8000 or [::1]:8000")
  }

  @Test func theAddressOrNameServeListensOn() {
    let lan = HostRule(host: "192.168.1.20", port: 8000)
    #expect(lan.check(["192.168.1.20:8000"]) == .allowed)
    #expect(lan.check(["192.168.1.21:8000"]) == .foreign)
    #expect(lan.expected == "127.0.0.1:8000, localhost:8000, [::1]:8000 or 192.168.1.20:8000")
    let named = HostRule(host: "Preview.Lan", port: 8000)
    #expect(named.check(["preview.lan:8000"]) == .allowed)
    #expect(named.check(["other.lan:8000"]) == .foreign)
    let ipv6 = HostRule(host: "fd00::20", port: 8000)
    #expect(ipv6.check(["[fd00:0::20]:8000"]) == .allowed)
    #expect(ipv6.expected.hasSuffix(" or [fd00::20]:8000"))
    // Port 80 may be left out, as browsers do.
    #expect(HostRule(host: "127.0.0.1", port: 80).check(["localhost"]) == .allowed)
  }

  @Test func everyAddressWhenListeningOnAll() {
    for wildcard in ["0.0.0.0", "::"] {
      let rule = HostRule(host: wildcard, port: 8000, machineName: "studio")
      for host in ["10.0.0.7:8000", "[fd00::7]:8000", "studio:8000", "studio.local:8000", "localhost:8000"] {
        #expect(rule.check([host]) == .allowed, "\(wildcard) \(host)")
      }
      // A name is what DNS rebinding uses; an address cannot be rebound.
      #expect(rule.check(["evil.example:8000"]) == .foreign)
      #expect(rule.check(["10.0.0.7:8001"]) == .foreign)
    }
  }
}
