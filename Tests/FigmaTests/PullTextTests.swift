import Foundation
import SpecimenCore
import Testing

@testable import Figma

/// What a server wrote reaches the terminal escaped and cut short, and a large error answer is
/// read only as far as its message.
extension PullTests {
  /// Error text is printed with its control characters escaped and cut to 200 characters.
  @Test func serverTextIsPrintedEscapedAndBounded() async throws {
    let escape = "\u{1B}"
    let long = String(repeating: "x", count: 500)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [
        .init(status: 500, body: #"{"status":500,"err":"\u001b]0;pwned\u0007\u001b[2Jboom"}"#),
        .init(status: 403, body: "\(escape)[31mdenied\r\n\(escape)[0m\(long)"),
        .init(status: 502, reason: "Bad\(escape)[5mGateway", body: ""),
      ]
    ])
    defer { server.stop() }
    let (directory, snapshot) = try folderWithSnapshot()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let request = FigmaPullRequest(fileKey: Self.key, output: snapshot, apiBase: server.base)
    let url = "\(server.base)/v1/files/\(Self.key)?geometry=paths"

    let json = failure(await pull(request))
    #expect(json?.message == #"Figma answered HTTP 500 for \#(url): \u{1B}]0;pwned\u{7}\u{1B}[2Jboom"#)

    let raw = failure(await pull(request))?.message ?? ""
    let start = #"\u{1B}[31mdenied \u{1B}[0m"#
    let shown = start + String(repeating: "x", count: 200 - start.count) + "…"
    #expect(raw == "Figma refused access to the file \(Self.key) (403: \(shown))")
    #expect(!raw.contains(escape))

    let reason = failure(await pull(request))
    #expect(reason?.message == #"Figma answered HTTP 502 for \#(url): Bad\u{1B}[5mGateway"#)
    expectUntouched(directory, snapshot)
  }

  @Test func warningsQuoteTheFilesNamesEscaped() async throws {
    let (compact, _) = try Self.compactToggle()
    let renamed = compact.replacingOccurrences(
      of: #""name":"State=Default, Active=Off""#, with: #""name":"State=\u001b[2JDefault, Active=Off""#)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, body: renamed)]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let request = FigmaPullRequest(fileKey: Self.key, output: directory + "/toggle.json", apiBase: server.base)
    let result = try await pull(request).get()
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains(#"\u{1B}[2JDefault"#) }, "\(messages)")
    #expect(!messages.contains { $0.contains("\u{1B}") })
  }

  @Test func aLargeErrorBodyIsReadOnlyAsFarAsItsMessage() async throws {
    // An error answer larger than the size limit: only its start is read, and it is no error.
    let body = Array("Internal error ".utf8) + [UInt8](repeating: 0x2E, count: 3 * Self.oneMiB)
    let server = try TestHTTPServer(routes: ["/v1/files/\(Self.key)?geometry=paths": [.init(status: 500, bytes: body)]])
    defer { server.stop() }
    let request = FigmaPullRequest(fileKey: Self.key, apiBase: server.base, maxSize: Self.oneMiB)
    let problem = failure(await pull(request))
    #expect(problem?.message.hasPrefix("Figma answered HTTP 500 for ") == true)
    #expect(problem?.message.hasSuffix(": Internal error " + String(repeating: ".", count: 185) + "…") == true)
  }
}
