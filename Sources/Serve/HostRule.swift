import Foundation

/// Which `Host` a request must name for `serve` to answer it: this server, as the address it
/// listens on. A page on another site that points its own name at 127.0.0.1 (DNS rebinding)
/// reaches the port, but the browser names that site in `Host`, so the page gets none of the site.
///
/// Allowed: `127.0.0.1`, `localhost` and `[::1]`, and the address `--host` names; when that is a
/// wildcard (`0.0.0.0`, `::`), any IP address (a name rebound by DNS is never an IP address) and
/// the machine's own name, bare and with `.local`. The port must be the one served (a Host
/// without a port means 80). A request with no Host, or more than one, is refused whatever its
/// HTTP version: browsers always send one, and only a request that names a server is answered.
package struct HostRule: Sendable {
  package enum Verdict: Sendable, Equatable {
    case allowed
    /// No Host header, more than one, or one that is not a host and an optional port.
    case malformed
    /// A well-formed Host that names another server or port.
    case foreign
  }

  package let port: Int
  private let names: Set<String>
  private let addresses: Set<[UInt8]>
  private let anyAddress: Bool
  private let configured: String

  /// `host` and `port` as the server listens (the bound port, never 0); `machineName` is
  /// read from the system when nil and only used for a wildcard address.
  package init(host: String, port: Int, machineName: String? = nil) {
    self.port = port
    var names: Set<String> = ["localhost"]
    var addresses: Set<[UInt8]> = [[127, 0, 0, 1], [UInt8](repeating: 0, count: 15) + [1]]
    let listened = host.lowercased()
    let address = Self.address(listened)
    anyAddress = address.map { $0.allSatisfy { $0 == 0 } } ?? false
    if let address {
      addresses.insert(address)
    } else {
      names.insert(listened)
    }
    if anyAddress, let machine = (machineName ?? Self.systemMachineName()).map({ $0.lowercased() }), !machine.isEmpty {
      names.insert(machine)
      if !machine.contains(".") { names.insert(machine + ".local") }
    }
    self.names = names
    self.addresses = addresses
    configured = address.map { $0.count == 16 ? "[\(listened)]" : listened } ?? listened
  }

  package func check(_ hosts: [String]) -> Verdict {
    guard hosts.count == 1, let authority = Self.authority(hosts[0]) else { return .malformed }
    guard (authority.port ?? 80) == port else { return .foreign }
    if let address = Self.address(authority.host) {
      return anyAddress || addresses.contains(address) ? .allowed : .foreign
    }
    return names.contains(authority.host) ? .allowed : .foreign
  }

  /// The answer to a request that does not name this server, in plain text and closing the
  /// connection: 400 for a missing or malformed Host, 421 Misdirected Request for another host.
  package func refusal(for request: HTTPRequest) -> HTTPResponse? {
    let close: [(name: String, value: String)] = [("Connection", "close")]
    switch check(request.hosts) {
    case .allowed:
      return nil
    case .malformed:
      return SiteFiles.plain(
        400, "bad request: send one Host header that names this server: \(expected)\n", extra: close)
    case .foreign:
      return SiteFiles.plain(421, "misdirected request: this server answers only for \(expected)\n", extra: close)
    }
  }

  /// The hosts a request may name, for the refusal's text.
  package var expected: String {
    var hosts = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    if anyAddress {
      hosts.append("this machine's name or any of its addresses with port \(port)")
    } else if !["127.0.0.1", "localhost", "[::1]"].contains(configured) {
      hosts.append("\(configured):\(port)")
    }
    return hosts.dropLast().joined(separator: ", ") + " or " + (hosts.last ?? "")
  }

  // MARK: Reading a Host header

  /// The host (lowercased; an IPv6 address without its brackets) and port of a Host header, or
  /// nil when it is not `host[:port]`: empty, user information, a zone, spaces, a port that is not
  /// a number from 0 to 65535.
  static func authority(_ value: String) -> (host: String, port: Int?)? {
    let text = value.lowercased()
    let host: String
    let rest: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      host = String(text[text.index(after: text.startIndex)..<close])
      guard ipv6(host) != nil else { return nil }
      rest = text[text.index(after: close)...]
    } else {
      let colon = text.firstIndex(of: ":") ?? text.endIndex
      host = String(text[..<colon])
      rest = text[colon...]
      let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._")
      guard !host.isEmpty, host.allSatisfy({ allowed.contains($0) }) else { return nil }
    }
    if rest.isEmpty { return (host, nil) }
    guard rest.first == ":" else { return nil }
    let digits = rest.dropFirst()
    guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(digits),
      port <= 65535
    else { return nil }
    return (host, port)
  }

  /// The bytes of an IPv4 address in dotted decimal (4) or of an IPv6 address (16), or nil.
  static func address(_ text: String) -> [UInt8]? {
    ipv4(Substring(text)) ?? ipv6(text)
  }

  private static func ipv4(_ text: Substring) -> [UInt8]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var bytes: [UInt8] = []
    for part in parts {
      // No leading zeros: some readers take them as octal.
      guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
        part.count == 1 || part.first != "0", let value = UInt8(part)
      else { return nil }
      bytes.append(value)
    }
    return bytes
  }

  private static func ipv6(_ text: String) -> [UInt8]? {
    guard text.contains(":") else { return nil }
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2 else { return nil }
    func groups(_ part: String, last: Bool) -> [UInt8]? {
      guard !part.isEmpty else { return [] }
      var bytes: [UInt8] = []
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if last, index == pieces.count - 1, piece.contains("."), let tail = ipv4(piece) {
          bytes += tail
          continue
        }
        guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
        bytes += [UInt8(value >> 8), UInt8(value & 0xff)]
      }
      return bytes
    }
    guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
    if halves.count == 1 { return head.count == 16 ? head : nil }
    guard let tail = groups(halves[1], last: true), head.count + tail.count <= 14 else { return nil }
    return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
  }

  private static func systemMachineName() -> String? {
    (try? String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
