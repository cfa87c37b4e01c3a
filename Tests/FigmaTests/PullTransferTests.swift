import Foundation
import SpecimenCore
import Testing

@testable import Figma

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a pull fetches with libcurl: failures before an answer, header names in any case, large
/// bodies, redirects; and a libcurl that cannot be loaded.
extension PullTests {
  /// The one error a failed pull reported.
  func failure(_ result: Result<FigmaPullResult, PullFailed>) -> Diagnostic? {
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return nil
    }
    #expect(error.diagnostics.count == 1, "\(error)")
    return error.diagnostics.first
  }

  @Test func aPortNobodyListensOnCannotBeReached() async throws {
    // Bound but not listening, so the port stays taken and connecting to it is refused.
    let (socket, port) = try TestHTTPServer.bindLoopback()
    defer { close(socket) }
    let result = await pull(FigmaPullRequest(fileKey: Self.key, apiBase: "http://127.0.0.1:\(port)"))
    let problem = failure(result)
    #expect(problem?.id == .figmaPullUnreachable, "\(String(describing: problem))")
    // That curl's own words follow the host is the point: the wording is checked.
    let prefix = "could not reach 127.0.0.1: "
    #expect(problem?.message.hasPrefix(prefix) == true, "\(String(describing: problem))")
    #expect((problem?.message.count ?? 0) > prefix.count, "curl's own words follow")
    #expect(problem?.hint == "check the network connection, or the address given with --api-base")
  }

  @Test func aRetryAfterInLowerCaseIsRead() async throws {
    let (compact, _) = try Self.compactToggle()
    let target = "/v1/files/\(Self.key)?geometry=paths"
    let server = try TestHTTPServer(routes: [
      target: [
        .init(status: 429, headers: [("retry-after", "0")], body: "{}"),
        .init(status: 200, body: compact),
      ]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Unread, the wait would be the pull's own backoff of 15 seconds.
    let request = FigmaPullRequest(fileKey: Self.key, output: directory + "/toggle.json", apiBase: server.base)
    let waits = WaitLog()
    let result = try await pull(request, waits: waits).get()
    #expect(result.file.componentSets.map(\.name) == ["Toggle"])
    #expect(server.requests.count == 2)
    #expect(waits.all == [.zero])
  }

  @Test func aBodyOfManyChunksIsKeptInOrder() async throws {
    // Over a megabyte of numbers in sequence, far more than curl hands over at once (16 KB):
    // any chunk out of place changes the text. Fetched without the pull, whose debug-built JSON
    // reading would take seconds over it.
    let body = (0..<170_000).map(String.init).joined(separator: "-")
    let server = try TestHTTPServer(routes: ["/large": [.init(status: 200, body: body)]])
    defer { server.stop() }
    let limits = TransferLimits(maxBytes: 4 << 20, timeout: .seconds(60))
    let answer = try await Curl.installed.get().get(server.base + "/large", headers: [], limits: limits).get()
    #expect(body.utf8.count > 1_000_000)
    #expect(answer.status == 200)
    // A Bool, so a failure does not make the test framework diff a megabyte.
    let inOrder = answer.body == Data(body.utf8)
    #expect(inOrder)
    #expect(answer.header("content-length") == String(body.utf8.count))
  }

  @Test func aRedirectIsNotFollowed() async throws {
    let (compact, _) = try Self.compactToggle()
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 301, headers: [("Location", "/elsewhere")], body: "")],
      "/elsewhere": [.init(status: 200, body: compact)],
    ])
    defer { server.stop() }
    let problem = failure(await pull(FigmaPullRequest(fileKey: Self.key, apiBase: server.base)))
    #expect(problem?.id == .figmaPullHttpError, "\(String(describing: problem))")
    #expect(problem?.hint?.contains("does not redirect") == true)
    // The token went nowhere else.
    #expect(server.requests.map(\.target) == ["/v1/files/\(Self.key)?geometry=paths"])
  }

  @Test func aMissingLibcurlIsAnErrorThatSaysWhatToInstall() async throws {
    let server = try TestHTTPServer(routes: [:])
    defer { server.stop() }
    var diagnostics = Diagnostics()
    let result = await FigmaPull.run(
      FigmaPullRequest(fileKey: Self.key, apiBase: server.base), environment: Self.token,
      libcurl: "libcurl-does-not-exist.so", into: &diagnostics)
    #expect(result == nil)
    #expect(diagnostics.errorCount == 1)
    let problem = diagnostics.all.first
    #expect(problem?.id == .figmaPullLibcurlMissing)
    #expect(problem?.hint == "install libcurl (Debian package libcurl4)")
    #expect(server.requests.isEmpty)
  }
}
