import Dispatch
import Foundation
import Serve
import Site
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// `specimen serve [--site DIR] [--port 8000] [--host 127.0.0.1] [--open]`
enum ServeCommand: Command {
  static let description = CommandDescription(
    name: "serve", abstract: "Preview the site: serve it, rebuild what changes, reload open pages.",
    discussion: """
      Builds the site into a private folder (never Public/) and serves it over HTTP. Saving a page,
      a token file, a Figma snapshot, a geometry model or a template rebuilds only the pages that
      read it, and every open page that changed reloads itself. Watches content/, templates/ and
      the theme site.yml names. With search on, the pages rendered again bring their records into
      the search index at once, and only the shards that changed are written. A failed rebuild keeps serving the last good site and shows
      its errors over the open pages until the next good one.
      Serves GET and HEAD only, on 127.0.0.1 unless --host says otherwise, and only to requests
      whose Host names this server (127.0.0.1, localhost, [::1] or the --host address, with the
      port): another host gets 421, a missing one 400. Stop it with Ctrl-C.
      """,
    options: [SiteCommand.site, port, host, open])

  static let port = Option.value("--port", "number", help: "The port to serve on; 0 picks a free one.", default: "8000")
  static let host = Option.value("--host", "address", help: "The address to listen on.", default: "127.0.0.1")
  static let open = Option.flag("--open", help: "Open the site in the default browser.")

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let site = parsed.siteFolder
    let portText = parsed.valueOrDefault(Self.port)
    let host = parsed.valueOrDefault(Self.host)
    let open = parsed.flag(Self.open)
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw UsageError(
        message: "'\(portText)' is not a port; give a number from 1 to 65535 to --port", command: description)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: site, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(message: "no site folder at '\(site)'", command: description)
    }
    if !PreviewServer.isLoopback(host) {
      output.err("warning: serving on \(host): other machines on the network can read the site")
    }

    let server: PreviewServer
    do {
      server = try PreviewServer(site: site, host: host, port: port) { output.err($0) }
    } catch let error as ServerError {
      output.err("error: \(error.description)")
      return ExitStatus.failure
    }
    output.out("Serving \(site == "." ? "the site" : site) at \(server.url) (Ctrl-C to stop)")
    if open { openBrowser(server.url) }
    await waitForInterrupt()
    server.stop()
    output.out("Stopped.")
    return ExitStatus.success
  }

  /// Returns after SIGINT or SIGTERM, which no longer end the process on their own.
  static func waitForInterrupt() async {
    let queue = DispatchQueue(label: "specimen serve signals")
    let sources = [SIGINT, SIGTERM].map { signalNumber in
      signal(signalNumber, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Resumed(continuation)
      for source in sources {
        source.setEventHandler { once.resume() }
        source.resume()
      }
    }
    for source in sources { source.cancel() }
  }

  static func openBrowser(_ url: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}

/// Resumes a continuation once, whichever signal comes first.
private final class Resumed: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = Mutex(continuation) }

  func resume() {
    continuation.withLock { continuation in
      continuation?.resume()
      continuation = nil
    }
  }
}
