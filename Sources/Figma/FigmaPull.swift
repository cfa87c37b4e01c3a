import Foundation
import SpecimenCore

/// `specimen figma pull --file KEY [--nodes ID,…] [--out PATH] [--api-base URL] [--max-size SIZE]
/// [--timeout TIME]`.
package struct FigmaPullRequest: Sendable, Hashable {
  /// The key from the file's URL: figma.com/design/KEY/…
  package var fileKey: String
  /// Node ids (`216:449`, or `216-449` as URLs write them); empty pulls the whole file.
  package var nodeIDs: [String]
  /// Where to write; default `<contentDirectory>/figma/<file name as a slug>.json`.
  package var output: String?
  package var contentDirectory: String
  package var apiBase: String
  /// How often a 429 is retried, and the longest wait in seconds (a Retry-After asking for more
  /// stops the pull).
  var maxRetries: Int
  var maxRetryWait: Int
  /// The most bytes an answer may have, counted decompressed.
  package var maxSize: Int
  /// How long the whole pull may take, every request and every wait for the rate limit included.
  package var timeLimit: Duration
  /// The slowest an answer may arrive once it has begun (`--min-speed`, `--min-speed-time`).
  package var minimumSpeed = MinimumSpeed.standard

  package init(
    fileKey: String, nodeIDs: [String] = [], output: String? = nil, contentDirectory: String = "content",
    apiBase: String = "https://api.figma.com", maxRetries: Int = 3, maxRetryWait: Int = 120,
    maxSize: Int = PullLimits.defaultMaxSize, timeLimit: Duration = PullLimits.defaultTimeLimit
  ) {
    self.fileKey = fileKey
    self.nodeIDs = nodeIDs
    self.output = output
    self.contentDirectory = contentDirectory
    self.apiBase = apiBase
    self.maxRetries = maxRetries
    self.maxRetryWait = maxRetryWait
    self.maxSize = maxSize
    self.timeLimit = timeLimit
  }
}

package struct FigmaPullResult: Sendable, Hashable {
  /// The file written.
  package var path: String
  package var file: FigmaFile
  /// Warnings about the pulled file (a node not found, a variant name that does not parse), at
  /// their positions in the written file.
  package var diagnostics: Diagnostics

  /// `Wrote content/figma/appetite-ui.json: Appetite UI, version 2179954612, 9 component sets.`
  package var summary: String {
    var parts = [file.name]
    if let version = file.version { parts.append("version \(version)") }
    parts.append(Prose.count(file.componentSets.count, "component set"))
    return "Wrote \(path): " + parts.joined(separator: ", ") + "."
  }
}

package enum FigmaPull {
  /// Fetches the file (or the nodes) with the token in `FIGMA_TOKEN` and writes the response
  /// pretty-printed, keys in the order received, atomically. Every failure is a diagnostic that
  /// says what to do.
  package static func run(
    _ request: FigmaPullRequest, environment: [String: String] = ProcessInfo.processInfo.environment,
    progress: (@Sendable (TransferProgress) -> Void)? = nil, into diagnostics: inout Diagnostics
  ) async -> FigmaPullResult? {
    await run(request, environment: environment, libcurl: Curl.soname, progress: progress, into: &diagnostics)
  }

  /// As above, fetching with the libcurl opened from `libcurl` (a soname) and waiting for the
  /// rate limit with `pause` (tests record the waits instead of sleeping).
  static func run(
    _ request: FigmaPullRequest, environment: [String: String], libcurl: String,
    pause: @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    progress: (@Sendable (TransferProgress) -> Void)? = nil, into diagnostics: inout Diagnostics
  ) async -> FigmaPullResult? {
    do throws(PullFailure) {
      let result = try await fetch(
        request, environment: environment, libcurl: libcurl, pause: pause, progress: progress)
      diagnostics.merge(result.diagnostics)
      return result
    } catch {
      diagnostics.merge(error.diagnostics)
      return nil
    }
  }

  /// Why a pull stopped: what went wrong and what to do, carried out of the request loop.
  struct PullFailure: Error {
    var diagnostics: Diagnostics
  }

  private static func fetch(
    _ request: FigmaPullRequest, environment: [String: String], libcurl: String,
    pause: @Sendable (Duration) async -> Void, progress: (@Sendable (TransferProgress) -> Void)?
  ) async throws(PullFailure) -> FigmaPullResult {
    guard let token = environment["FIGMA_TOKEN"], !token.trimmingSpaces.isEmpty else {
      throw fail(
        "FIGMA_TOKEN is not set",
        hint:
          "create a personal access token in Figma (Settings › Security › Personal access tokens) with the file_content:read scope, then export FIGMA_TOKEN=…",
        id: .figmaPullNoToken
      )
    }
    var problems = Diagnostics()
    guard let url = makeURL(request, into: &problems) else { throw PullFailure(diagnostics: problems) }
    let curl: Curl
    switch Curl.named(libcurl) {
    case .success(let opened): curl = opened
    case .failure(let failure):
      throw fail(
        "figma pull could not load libcurl: \(failure.message)", hint: "install libcurl (Debian package libcurl4)",
        id: .figmaPullLibcurlMissing)
    }
    let headers = ["X-Figma-Token: " + token.trimmingSpaces, "Accept: application/json"]
    let host = url.host ?? url.absoluteString
    let clock = ContinuousClock()
    let deadline = clock.now + request.timeLimit

    var attempt = 0
    while true {
      let limits = TransferLimits(
        maxBytes: request.maxSize, timeout: deadline - clock.now, minimumSpeed: request.minimumSpeed,
        progress: progress)
      guard limits.timeout > .zero else { throw outOfTime(request, received: 0) }
      let response: HTTPAnswer
      switch await curl.get(url.absoluteString, headers: headers, limits: limits) {
      case .success(let answer): response = answer
      case .failure(let failure):
        switch failure.reason {
        case .tooLarge:
          throw fail(
            "Figma's answer is larger than \(PullLimits.describe(bytes: request.maxSize)) (counted decompressed), the most a pull reads",
            hint:
              "raise the limit with --max-size \(PullLimits.doubled(bytes: request.maxSize)), or pull only the nodes the site shows with --nodes",
            id: .figmaPullTooLarge
          )
        case .timedOut: throw outOfTime(request, received: failure.received)
        case .tooSlow:
          let speed = request.minimumSpeed
          throw fail(
            "Figma's answer came at less than \(PullLimits.describe(bytes: speed.bytesPerSecond)) a second for \(Prose.count(speed.seconds, "second")), \(PullLimits.describe(bytes: failure.received)) into it",
            hint:
              "pull again on a faster connection, or accept a slower one with --min-speed \(PullLimits.written(bytes: max(1, speed.bytesPerSecond / 2))) or --min-speed-time \(speed.seconds * 2)s (--min-speed 0 turns the check off)",
            id: .figmaPullTooSlow)
        case .failed:
          throw fail(
            "could not reach \(host): \(ServerText.printable(failure.message))",
            hint: "check the network connection, or the address given with --api-base", id: .figmaPullUnreachable)
        }
      }
      let data = response.body
      guard response.status > 0 else {
        throw fail("\(url.absoluteString) did not answer over HTTP", hint: nil, id: .figmaPullNotHttp)
      }

      switch response.status {
      case 200..<300:
        return try write(data, request: request, url: url)
      case 429:
        let wait = try retryWait(response, attempt: attempt, request: request)
        if attempt >= request.maxRetries {
          throw fail(
            "Figma still answers 429 (too many requests) after \(Prose.count(attempt, "retry", "retries"))",
            hint: "wait a minute and pull again", id: .figmaPullRateLimited)
        }
        if clock.now + .seconds(wait) >= deadline {
          throw fail(
            "Figma's rate limit asks to wait \(Prose.count(wait, "second")), past the pull's time limit of \(PullLimits.describe(request.timeLimit))",
            hint: "try again later, or allow more time with --timeout \(PullLimits.doubled(request.timeLimit))",
            id: .figmaPullRateLimited)
        }
        attempt += 1
        await pause(.seconds(wait))
      case 401, 403:
        throw fail(
          "Figma refused access to the file \(request.fileKey) (\(response.status): \(errorText(response)))",
          hint:
            "check FIGMA_TOKEN: it may be expired or revoked, lack the file_content:read scope, or belong to someone who cannot open the file",
          id: .figmaPullAccessDenied
        )
      case 404:
        throw fail(
          "Figma has no file \(request.fileKey) (404: \(errorText(response)))",
          hint: "copy the key from the file's URL: https://www.figma.com/design/KEY/…", id: .figmaPullFileNotFound)
      default:
        throw fail(
          "Figma answered HTTP \(response.status) for \(url.absoluteString): \(errorText(response))",
          hint: hint(forStatus: response.status), id: .figmaPullHttpError)
      }
    }
  }

  /// The pull's time limit ran out, in a request or before the next one.
  private static func outOfTime(_ request: FigmaPullRequest, received: Int) -> PullFailure {
    let progress =
      received > 0
      ? "the answer was still arriving (\(PullLimits.describe(bytes: received)) so far)" : "Figma had not answered"
    return fail(
      "figma pull stopped after \(PullLimits.describe(request.timeLimit)), its time limit: \(progress)",
      hint: "allow more time with --timeout \(PullLimits.doubled(request.timeLimit)), or pull fewer nodes with --nodes",
      id: .figmaPullTimeout)
  }

  /// Seconds to wait before retrying a 429: what its Retry-After asks, or when that is unreadable
  /// our own backoff (15, 30, 60 seconds…), never more than `maxRetryWait`. A Retry-After over
  /// that stops the pull: retrying sooner than asked would only be refused again.
  static func retryWait(
    _ response: HTTPAnswer, attempt: Int, request: FigmaPullRequest,
    now: Int = Int(Date().timeIntervalSince1970)
  ) throws(PullFailure) -> Int {
    switch RetryAfter.read(response.header("Retry-After"), date: response.header("Date"), now: now) {
    case .seconds(let seconds):
      guard seconds <= request.maxRetryWait else {
        throw fail(
          "Figma's rate limit asks to wait \(Prose.count(seconds, "second")) before the next request; a pull waits at most \(Prose.count(request.maxRetryWait, "second"))",
          hint: "try again later; the limits depend on the plan and seat of the token's owner",
          id: .figmaPullRateLimited)
      }
      return seconds
    case .unreadable:
      return min(15 << min(attempt, 16), max(0, request.maxRetryWait))
    }
  }

  /// What to do about an answer with no case of its own.
  private static func hint(forStatus status: Int) -> String? {
    switch status {
    case 300..<400:
      "Figma's API does not redirect, and the token is not sent on to another address; check --api-base"
    case 500...: "Figma had a problem; try again later"
    default: nil
    }
  }

  private static func fail(_ message: String, hint: String?, id: Diagnostic.ID) -> PullFailure {
    PullFailure(diagnostics: Diagnostics([.error(message, at: nil, hint: hint, id: id)]))
  }

  /// The request URL; nil with an error for a key, node id or --api-base that cannot be right
  /// (a usage error).
  package static func makeURL(_ request: FigmaPullRequest, into diagnostics: inout Diagnostics) -> URL? {
    let key = request.fileKey.trimmingSpaces
    guard !key.isEmpty, FigmaKey.isAlphanumeric(key) else {
      return refuse(
        into: &diagnostics, "'\(request.fileKey)' is not a Figma file key",
        hint: "copy the key from the file's URL: https://www.figma.com/design/KEY/…", id: .figmaPullKeyInvalid)
    }
    var ids: [String] = []
    for raw in request.nodeIDs {
      let id = raw.trimmingSpaces.replacingOccurrences(of: "-", with: ":")
      let halves = id.split(separator: ":", omittingEmptySubsequences: false)
      guard halves.count == 2, halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
        return refuse(
          into: &diagnostics, "'\(raw)' is not a node id", hint: "node ids look like 216:449 (216-449 in a Figma URL)",
          id: .figmaPullNodeIdInvalid)
      }
      ids.append(id)
    }
    var base = request.apiBase.trimmingSpaces
    while base.hasSuffix("/") { base.removeLast() }
    var text = base + "/v1/files/" + key
    if !ids.isEmpty { text += "/nodes?ids=" + ids.joined(separator: ",") }
    // Vector outlines (fillGeometry, strokeGeometry), so specimens draw icons as Figma does.
    text += ids.isEmpty ? "?geometry=paths" : "&geometry=paths"
    guard let url = URL(string: text), let scheme = url.scheme, scheme == "https" || scheme == "http" else {
      return refuse(
        into: &diagnostics, "'\(request.apiBase)' is not an http(s) address",
        hint: "the default is https://api.figma.com", id: .figmaPullApiBaseInvalid)
    }
    return url
  }

  private static func refuse(
    into diagnostics: inout Diagnostics, _ message: String, hint: String, id: Diagnostic.ID
  ) -> URL? {
    diagnostics.error(message, at: nil, hint: hint, id: id)
    return nil
  }

  /// The message of a Figma error answer: the body's `{"status": 403, "err": "Invalid token"}` or
  /// `{"message": …}`, the body as text, or the status line's reason; printable and at most 200
  /// characters, whatever the server sent.
  static func errorText(_ response: HTTPAnswer) -> String {
    let text = String(decoding: response.body, as: UTF8.self)
    if let node = try? JSONReader.parse(text, file: "response"),
      let message = node["err"]?.string ?? node["message"]?.string
    {
      return ServerText.printable(message.trimmingSpaces)
    }
    for candidate in [text.trimmingSpaces, response.reason.trimmingSpaces] where !candidate.isEmpty {
      return ServerText.printable(candidate)
    }
    return "no message"
  }

  private static func write(_ data: Data, request: FigmaPullRequest, url: URL) throws(PullFailure) -> FigmaPullResult {
    let text = String(decoding: data, as: UTF8.self)
    let root: Node
    do {
      root = try JSONReader.parse(text, file: url.absoluteString)
    } catch {
      throw fail(
        "Figma's answer is not JSON: \(ServerText.printable(error.message))", hint: "check --api-base",
        id: .figmaPullNotJson)
    }
    let name = root["name"]?.string ?? request.fileKey
    let path =
      request.output ?? (request.contentDirectory as NSString).appendingPathComponent("figma/\(slug(name)).json")
    let pretty = JSONOutputEncoder.text(root.jsonOutput(lines: true), .spaced) + "\n"

    // Read back what will be written, so problems point into the saved file.
    var problems = Diagnostics()
    let parsed = FigmaLibrary.parse(pretty, path: path, key: request.fileKey, into: &problems)
    // They quote names from the file, which the server wrote.
    problems = Diagnostics(problems.map(printable))
    guard let file = parsed else { throw PullFailure(diagnostics: problems) }

    let directory = (path as NSString).deletingLastPathComponent
    do {
      if !directory.isEmpty {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      }
      try Data(pretty.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw fail("could not write \(path): \(error.localizedDescription)", hint: nil, id: .figmaPullWriteFailed)
    }
    // What was received is kept; its problems are for the next build to fail on, not the pull.
    let warnings = Diagnostics(
      problems.map { problem in
        var copy = problem
        if copy.severity == .error { copy.severity = .warning }
        return copy
      })
    return FigmaPullResult(path: path, file: file, diagnostics: warnings)
  }

  /// `problem` with its text printable as `ServerText` makes it, at a length that keeps whole
  /// messages about long names.
  private static func printable(_ problem: Diagnostic) -> Diagnostic {
    var copy = problem
    copy.message = ServerText.printable(problem.message, limit: 1000)
    copy.hint = problem.hint.map { ServerText.printable($0, limit: 1000) }
    copy.notes = problem.notes.map(printable)
    return copy
  }

  /// `Appetite UI` → `appetite-ui`
  package static func slug(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty, !out.hasSuffix("-") {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "figma" : out
  }
}
