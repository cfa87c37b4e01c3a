import AgentServer
import Foundation
import Releases
import Site
import SiteOutput
import SpecimenCore

/// `specimen mcp [--site DIR | --built DIR [--version-path NAME]]`
enum McpCommand: Command {
  static let description = CommandDescription(
    name: "mcp", abstract: "Answer coding agents over the Model Context Protocol (stdio).",
    discussion: """
      Reads JSON-RPC 2.0 messages, one a line, from standard input and answers each on standard
      output: the tools list_components, get_component, search_docs, get_tokens, get_guidelines
      and check_usage, and every page's Markdown twin as a resource. With --site (the default) the
      site is built first in memory, as `specimen check` builds it, writing nothing: its files for
      agents are the bytes `specimen build` would write. With --built it answers from a folder
      `specimen build` wrote (with --version-path, one version of a folder of versions; without
      it, the newest that versions.json lists). It reads nothing outside that site, opens no
      socket, and writes its own problems to standard error.
      """,
    options: [site, built, versionPath])

  static let site = Option.siteAmongSources
  static let built = Option.value(
    "--built", "dir", help: "A folder specimen build wrote, to answer from as it is.", group: "source")
  static let versionPath = Option.value(
    "--version-path", "name", help: "With --built: the version folder to answer from.",
    defaultNote: "the newest in versions.json")

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let library: DocsLibrary
    do {
      if let built = parsed.value(Self.built) {
        library = try DocsLibrary.load(builtSite: try builtRoot(built, version: parsed.value(Self.versionPath)))
      } else {
        if parsed.value(Self.versionPath) != nil {
          throw UsageError(message: "--version-path goes with --built", command: description)
        }
        let site = parsed.siteFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site, isDirectory: &isDirectory), isDirectory.boolValue else {
          throw UsageError(message: "no site folder at '\(site)'", command: description)
        }
        let built = agentFiles(site: site)
        // Standard output is the protocol's: every line about the build goes to standard error.
        output.report(WarningSummary.summarised(built.report.diagnostics))
        guard built.report.succeeded else {
          output.err("The site did not build, so there is nothing to answer from.")
          return ExitStatus.failure
        }
        library = try DocsLibrary.load(files: built.files)
      }
    } catch let error as DocsLibrary.LoadError {
      output.err("error: \(error.description)")
      return ExitStatus.failure
    }
    AgentServer(library: library, version: SpecimenCommand.version).run()
    return ExitStatus.success
  }

  /// The files agents read of the site at `site`, built as `specimen build` builds it (its
  /// configured version path, the release page) without writing anything.
  static func agentFiles(site: String) -> AgentFileSet {
    var options = BuildOptions(siteDirectory: site, write: false)
    options.versionPath = configuredVersionPath(site: site)
    options.release = ReleaseChanges()
    return SiteBuilder.buildAgentFiles(options)
  }

  /// The folder to answer from: the built site, or one version of a folder of versions.
  static func builtRoot(_ built: String, version: String?) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: built, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(message: "no built site at '\(built)'", command: description)
    }
    let versions: [VersionedOutput.Entry]
    do {
      versions = try VersionedOutput.read(root: built)
    } catch {
      throw UsageError(message: error.message, command: description)
    }
    if let version {
      guard let entry = versions.first(where: { $0.path == version || $0.version == version }) else {
        let listed = versions.map(\.path).joined(separator: ", ")
        throw UsageError(
          message: "'\(built)' lists no version '\(version)'" + (listed.isEmpty ? "" : "; it lists \(listed)"),
          command: description)
      }
      return built + "/" + entry.path
    }
    let hasFiles = FileManager.default.fileExists(atPath: built + "/components.json")
    guard !hasFiles, let newest = versions.first else { return built }
    return built + "/" + newest.path
  }
}
