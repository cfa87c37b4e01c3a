import Foundation
import SpecimenCore
import Synchronization
import TestSupport
import Testing

@testable import Figma

/// `figma pull` against a local server on 127.0.0.1; no other traffic.
@Suite struct PullTests {
  static let key = "AppetiteUI2026k7Q2ZmWx"
  static let token = ["FIGMA_TOKEN": "figd_test-token"]

  /// The fixture as the API sends it: compact, keys in Figma's order.
  static func compactToggle() throws -> (compact: String, pretty: String) {
    let pretty = try String(contentsOfFile: Paths.fixture("nodes-toggle.json"), encoding: .utf8)
    let node = try JSONReader.parse(pretty, file: "nodes-toggle.json")
    return (node.jsonText(), pretty)
  }

  static func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("figma-pull-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Pulls with the installed libcurl; with `waits`, the waits for the rate limit are recorded
  /// there instead of slept.
  func pull(
    _ request: FigmaPullRequest, environment: [String: String] = PullTests.token, waits: WaitLog? = nil
  ) async -> Result<FigmaPullResult, PullFailed> {
    var diagnostics = Diagnostics()
    let result =
      if let waits {
        await FigmaPull.run(
          request, environment: environment, libcurl: Curl.soname, pause: { waits.record($0) }, into: &diagnostics)
      } else {
        await FigmaPull.run(request, environment: environment, into: &diagnostics)
      }
    if let result { return .success(result) }
    return .failure(PullFailed(diagnostics: diagnostics.all))
  }

  /// The waits a pull asked for, in order.
  final class WaitLog: Sendable {
    private let waits = Mutex<[Duration]>([])
    func record(_ wait: Duration) { waits.withLock { $0.append(wait) } }
    var all: [Duration] { waits.withLock { $0 } }
  }

  /// What a failed pull reported, as the error `get()` throws.
  struct PullFailed: Error {
    var diagnostics: [Diagnostic]
  }

  @Test func retriesAfterARateLimitThenWritesThePrettyResponse() async throws {
    let (compact, pretty) = try Self.compactToggle()
    let target = "/v1/files/\(Self.key)/nodes?ids=216:449&geometry=paths"
    let server = try TestHTTPServer(routes: [
      target: [
        .init(status: 429, headers: [("Retry-After", "0")], body: #"{"status":429,"err":"Rate limit exceeded"}"#),
        .init(status: 200, body: compact),
      ]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let request = FigmaPullRequest(
      fileKey: Self.key, nodeIDs: ["216-449"], contentDirectory: directory, apiBase: server.base + "/")
    let result = try await pull(request).get()

    #expect(result.path == directory + "/figma/appetite-ui.json")
    let written = try String(contentsOfFile: result.path, encoding: .utf8)
    #expect(written == pretty)
    #expect(result.file.componentSets.map(\.name) == ["Toggle"])
    #expect(result.summary == "Wrote \(result.path): Appetite UI, version 2179954612, 1 component set.")
    // The fixture's null node comes back as a warning at its line in the written file.
    #expect(result.diagnostics.map { $0.location?.line } == [193])
    #expect(result.diagnostics.first?.location?.file == result.path)

    let requests = server.requests
    #expect(requests.count == 2)
    #expect(requests.allSatisfy { $0.target == target && $0.headers["x-figma-token"] == "figd_test-token" })
  }

  @Test func pullsAWholeFileToTheGivenPath() async throws {
    let (compact, _) = try Self.compactToggle()
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, body: compact)]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let out = directory + "/deep/er/toggle.json"
    let result = try await pull(FigmaPullRequest(fileKey: Self.key, output: out, apiBase: server.base)).get()
    #expect(result.path == out)
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(server.requests.map(\.target) == ["/v1/files/\(Self.key)?geometry=paths"])
  }

  @Test func aMissingTokenStopsBeforeAnyRequest() async throws {
    let server = try TestHTTPServer(routes: [:])
    defer { server.stop() }
    let result = await pull(FigmaPullRequest(fileKey: Self.key, apiBase: server.base), environment: [:])
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.diagnostics.map(\.id) == [.figmaPullNoToken])
    #expect(error.diagnostics.first?.hint?.contains("file_content:read") == true)
    #expect(server.requests.isEmpty)
  }

  @Test(arguments: [
    (
      403, #"{"status":403,"err":"Invalid token"}"#,
      "Figma refused access to the file \(PullTests.key) (403: Invalid token)", "check FIGMA_TOKEN"
    ),
    (
      404, #"{"status":404,"err":"Not found"}"#, "Figma has no file \(PullTests.key) (404: Not found)",
      "copy the key from the file's URL"
    ),
    (500, "oops", "Figma answered HTTP 500 for", "try again later"),
  ])
  func errorAnswersSayWhatToDo(status: Int, body: String, message: String, hint: String) async throws {
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: status, body: body)]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = await pull(FigmaPullRequest(fileKey: Self.key, contentDirectory: directory, apiBase: server.base))
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.diagnostics.count == 1)
    #expect(error.diagnostics.first?.message.hasPrefix(message) == true, "\(error)")
    #expect(error.diagnostics.first?.hint?.contains(hint) == true, "\(error)")
    // Nothing is written on failure.
    #expect((try? FileManager.default.contentsOfDirectory(atPath: directory))?.isEmpty == true)
  }

  @Test func retriesAreBounded() async throws {
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 429, headers: [("Retry-After", "0")], body: "{}")]
    ])
    defer { server.stop() }
    let result = await pull(FigmaPullRequest(fileKey: Self.key, apiBase: server.base, maxRetries: 2))
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.diagnostics.map(\.id) == [.figmaPullRateLimited])
    #expect(server.requests.count == 3)
  }

  @Test func aLongRetryAfterIsNotWaitedFor() async throws {
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 429, headers: [("Retry-After", "3600")], body: "{}")]
    ])
    defer { server.stop() }
    let result = await pull(FigmaPullRequest(fileKey: Self.key, apiBase: server.base))
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      error.diagnostics.first?.message
        == "Figma's rate limit asks to wait 3600 seconds before the next request; a pull waits at most 120 seconds")
    #expect(server.requests.count == 1)
  }

  @Test func badKeysAndNodeIdsAreUsageErrors() throws {
    for bad in [
      FigmaPullRequest(fileKey: "abc/def"), FigmaPullRequest(fileKey: "abc", nodeIDs: ["Toggle"]),
      FigmaPullRequest(fileKey: "abc", apiBase: "ftp://x"),
    ] {
      let (url, diagnostics) = collecting { FigmaPull.makeURL(bad, into: &$0) }
      #expect(url == nil && diagnostics.errorCount == 1)
    }
    let (url, diagnostics) = collecting {
      FigmaPull.makeURL(FigmaPullRequest(fileKey: "abc", nodeIDs: ["1:2", "3-4"]), into: &$0)
    }
    #expect(diagnostics.isEmpty)
    #expect(url?.absoluteString == "https://api.figma.com/v1/files/abc/nodes?ids=1:2,3:4&geometry=paths")
  }

  @Test func slugs() {
    #expect(FigmaPull.slug("Appetite UI") == "appetite-ui")
    #expect(FigmaPull.slug("etisalat Consumer App DSL V1.2") == "etisalat-consumer-app-dsl-v1-2")
    #expect(FigmaPull.slug("  ★ ") == "figma")
  }
}
