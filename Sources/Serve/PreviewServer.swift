import Dispatch
import Foundation
import Site
import SpecimenCore
import Synchronization
import Tokens

/// `specimen serve`: builds the site into a private folder, serves it, watches content/ and
/// templates/, rebuilds what changed and tells the open pages.
package final class PreviewServer: Sendable {
  package let session: SiteSession
  package let reload = LiveReload()
  /// The warnings the terminal has shown, so a rebuild prints only the new ones.
  private let warnings = WarningLog()
  private let server: HTTPServer
  private let watcher: FileWatcher
  /// The private folder the site is built into (never the site's Public/).
  private let workFolder: String
  package let url: String
  package var port: Int { server.port }

  /// Builds the site, then starts serving and watching. `log` gets the terminal's lines.
  package init(site: String, host: String = "127.0.0.1", port: Int = 8000, log: @escaping @Sendable (String) -> Void)
    throws
  {
    workFolder = NSTemporaryDirectory() + "specimen-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
    // Absolute, so the watcher's paths and the session's agree whatever the working folder.
    let siteFolder = URL(fileURLWithPath: site).standardizedFileURL.path
    let options = BuildOptions(siteDirectory: siteFolder, outputDirectory: workFolder + "/site")
    session = SiteSession(options: options)
    var files = SiteFiles(root: options.resolvedOutput)
    files.decorateHTML = LiveReload.inject
    let reload = self.reload
    let serveFiles = files
    do {
      server = try HTTPServer(host: host, port: port) { boundPort in
        // Only requests that name this server are answered (DNS rebinding; see HostRule).
        let rule = HostRule(host: host, port: boundPort)
        return { request in
          if let refusal = rule.refusal(for: request) { return refusal }
          if request.path == LiveReload.eventsPath, request.method == "GET" { return reload.subscribe() }
          return serveFiles.respond(to: request)
        }
      }
    } catch {
      try? FileManager.default.removeItem(atPath: workFolder)
      throw error
    }
    let shownHost = host.contains(":") ? "[\(host)]" : host
    url = "http://\(shownHost):\(server.port)/"

    let session = self.session
    let warnings = self.warnings
    Self.announce(session.firstReport, warnings: warnings, reload: reload, log: log)
    let watching = Mutex<FileWatcher?>(nil)
    watcher = try FileWatcher(roots: session.watchedFolders) { paths in
      Self.announce(session.rebuild(changedPaths: paths), warnings: warnings, reload: reload, log: log)
      // site.yml may name another theme: its folder is watched from now on.
      if let watcher = watching.withLock({ $0 }) { for folder in session.watchedFolders { watcher.watch(folder) } }
    }
    watching.withLock { $0 = watcher }
  }

  /// Stops watching, ends the event streams and the server, and removes the private folder.
  package func stop() {
    watcher.stop()
    reload.close()
    server.stop()
    try? FileManager.default.removeItem(atPath: workFolder)
  }

  /// Prints a rebuild: a failure's every problem; after a success, the warnings not shown before
  /// and a count of those unchanged (`19 warnings unchanged`), so an edit's news is not buried.
  package static func announce(
    _ report: RebuildReport, warnings shown: WarningLog = WarningLog(), reload: LiveReload,
    log: @Sendable (String) -> Void
  ) {
    let time = String(format: "%.0f ms", report.milliseconds)
    let (fresh, unchanged) = shown.record(report.diagnostics.filter { $0.severity == .warning })
    guard report.succeeded else {
      let errors = report.diagnostics.count { $0.severity == .error }
      let text = report.diagnostics.map(\.description).joined(separator: "\n")
      log(text)
      log(
        "\(report.cause): failed with \(errors) error\(errors == 1 ? "" : "s") in \(time); still serving the last good site"
      )
      reload.announceFailure(text)
      return
    }
    if !fresh.isEmpty { log(fresh.map(\.description).joined(separator: "\n")) }
    let pages = "\(report.renderedPages) page\(report.renderedPages == 1 ? "" : "s") rendered"
    func count(_ n: Int, _ new: String = "") -> String { "\(n) \(new)warning\(n == 1 ? "" : "s")" }
    let warned =
      (fresh.isEmpty ? "" : ", " + count(fresh.count, unchanged == 0 ? "" : "new "))
      + (unchanged == 0 ? "" : ", \(count(unchanged)) unchanged")
    // A token edit says how much of the token work it redid: `6 of 20000 token resolutions redone`.
    let tokens = report.tokenResolutions.map {
      ", \($0.computed) of \($0.total) token resolution\($0.total == 1 ? "" : "s") redone"
    }
    log("\(report.cause): \(pages)\(tokens ?? "")\(warned) in \(time)")
    reload.announceReload(changed: report.changedURLs)
  }

  /// Whether `host` is a loopback address, which no other machine can reach.
  package static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }
}

/// The warnings a terminal has shown, across rebuilds: which of a rebuild's warnings are new.
package final class WarningLog: Sendable {
  private let shown = Mutex<Set<Diagnostic>>([])

  package init() {}

  /// The warnings not shown before, in the order given, and how many were; from now on the
  /// shown ones are exactly these (a warning fixed and made again is news again).
  package func record(_ warnings: [Diagnostic]) -> (fresh: [Diagnostic], unchanged: Int) {
    shown.withLock { shown in
      let fresh = warnings.filter { !shown.contains($0) }
      let unchanged = warnings.count - fresh.count
      shown = Set(warnings)
      return (fresh, unchanged)
    }
  }
}
