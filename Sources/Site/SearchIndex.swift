import Foundation
import SpecimenCore

/// The site's search index, built by Pagefind over the written pages (PyPI `pagefind_bin`,
/// installed by scripts/setup.sh). Pagefind writes `pagefind/` beside the pages: a static index
/// split into small fragments, so a query fetches only what it needs from any static host.
enum SearchIndex {
  /// How Pagefind is started: `$SPECIMEN_PAGEFIND`, `pagefind` on the PATH, or the Python package.
  static func command(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String]? {
    if let explicit = environment["SPECIMEN_PAGEFIND"], !explicit.isEmpty { return [explicit] }
    let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for directory in path {
      for name in ["pagefind", "pagefind_extended"]
      where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return [directory + "/" + name]
      }
    }
    for directory in path where FileManager.default.isExecutableFile(atPath: directory + "/python3") {
      let python = directory + "/python3"
      if run([python, "-m", "pagefind_bin", "--version"]).status == 0 { return [python, "-m", "pagefind_bin"] }
    }
    return nil
  }

  /// Indexes the pages under `site`; a diagnostic says what went wrong.
  /// `bundle`: where the index goes (by default `pagefind/` in the site).
  static func build(site: String, configuration location: SourceLocation, bundle: String? = nil) -> Diagnostic? {
    guard let command = command() else {
      return .error(
        "search is on, but Pagefind is not installed", at: location,
        hint: "run scripts/setup.sh build (it installs the pagefind_bin Python package), or set search: false")
    }
    let result = run(command + ["--site", site, "--silent"] + (bundle.map { ["--output-path", $0] } ?? []))
    guard result.status == 0 else {
      let detail = result.output.split(separator: "\n").prefix(3).joined(separator: " ")
      return .error(
        "Pagefind could not index the site (exit \(result.status))\(detail.isEmpty ? "" : ": " + detail)",
        at: location, hint: "run \(command.joined(separator: " ")) --site <output> to see its full report")
    }
    return nil
  }

  private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (-1, "\(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
