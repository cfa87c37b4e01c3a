import Foundation
import SpecimenCore
import Testing

@testable import Figma

/// How long a pull waits after a 429: what Retry-After asks, its own backoff, and never past its
/// limits. The waits are recorded, not slept.
extension PullTests {
  /// Retry-After as delay-seconds or an HTTP-date (counted from the answer's Date); a value that
  /// is negative, not a number or a date, or absurdly far falls back to the pull's own backoff.
  @Test(arguments: [
    ("-1", [String](), Duration.seconds(15)),
    ("0", [], .zero),
    ("5", [], .seconds(5)),
    ("Sun, 06 Nov 1994 08:49:44 GMT", ["Date: Sun, 06 Nov 1994 08:49:37 GMT"], .seconds(7)),
    ("Sunday, 06-Nov-94 08:49:47 GMT", ["Date: Sun, 06 Nov 1994 08:49:37 GMT"], .seconds(10)),
    ("Sun Nov  6 08:50:37 1994", ["Date: Sun, 06 Nov 1994 08:49:37 GMT"], .seconds(60)),
    ("Sun, 06 Nov 1994 08:49:00 GMT", ["Date: Sun, 06 Nov 1994 08:49:37 GMT"], .zero),
    ("soon", [], .seconds(15)),
    ("99999999999999999999999", [], .seconds(15)),
  ])
  func retryAfterValues(value: String, extra: [String], wait: Duration) async throws {
    let (compact, _) = try Self.compactToggle()
    let headers =
      [("Retry-After", value)]
      + extra.map { field in
        let colon = field.firstIndex(of: ":") ?? field.endIndex
        return (String(field[..<colon]), String(field[colon...].dropFirst().drop { $0 == " " }))
      }
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [
        .init(status: 429, headers: headers, body: "{}"), .init(status: 200, body: compact),
      ]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let waits = WaitLog()
    let request = FigmaPullRequest(fileKey: Self.key, output: directory + "/toggle.json", apiBase: server.base)
    let result = try await pull(request, waits: waits).get()
    #expect(result.file.componentSets.map(\.name) == ["Toggle"])
    #expect(waits.all == [wait])
    #expect(server.requests.count == 2)
  }

  @Test func theOwnBackoffDoublesWithinTheLongestWait() async throws {
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 429, headers: [("Retry-After", "-1")], body: "{}")]
    ])
    defer { server.stop() }
    let waits = WaitLog()
    let request = FigmaPullRequest(fileKey: Self.key, apiBase: server.base, maxRetries: 4, maxRetryWait: 50)
    let problem = failure(await pull(request, waits: waits))
    #expect(problem?.id == .figmaPullRateLimited, "\(String(describing: problem))")
    #expect(waits.all == [.seconds(15), .seconds(30), .seconds(50), .seconds(50)])
  }

  @Test func aWaitPastTheTimeLimitStopsAtOnce() async throws {
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 429, headers: [("Retry-After", "100")], body: "{}")]
    ])
    defer { server.stop() }
    let waits = WaitLog()
    let request = FigmaPullRequest(fileKey: Self.key, apiBase: server.base, timeLimit: .seconds(60))
    let problem = failure(await pull(request, waits: waits))
    #expect(problem?.id == .figmaPullRateLimited, "\(String(describing: problem))")
    #expect(problem?.hint == "try again later, or allow more time with --timeout 2m")
    #expect(waits.all.isEmpty)
    #expect(server.requests.count == 1)
  }
}
