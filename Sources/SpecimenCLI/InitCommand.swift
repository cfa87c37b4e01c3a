import Foundation
import Site
import SpecimenCore

/// `specimen init [DIR] [--tokens FILE] [--figma SNAPSHOT]... [--props FILE]... [--name NAME]`:
/// reads the files with the build's readers, plans the site (`InitPlanner`), checks that no file
/// it would write exists, then writes them all.
enum InitCommand: Command {
  static let description = CommandDescription(
    name: "init", abstract: "Start a documentation site from a design system's files.",
    discussion: """
      Writes content/site.yml, a home page, foundations pages from the top-level token groups and
      one page per component (Figma sets and components, code components from the props
      sources, each once with all its sources), each showing only what the files hold, and
      checks the site as the build does before writing it, so that 'specimen build' succeeds
      at once with the built-in theme. Files outside the folder's
      content/ are copied into it (every path site.yml names stays inside the site); files
      already there are named where they are. Init never writes over a file: if any file it
      would write exists, it names it and writes nothing. It writes only inside the folder (a
      content/ that links elsewhere is refused), and all of its files or none.
      """,
    arguments: [Argument(name: "<dir>", help: "The folder of the new site. (default: .)", isOptional: true)],
    options: [tokens, figma, props, name, ci, SiteCommand.verbose])

  static let tokens = Option.value(
    "--tokens", "file",
    help:
      "A DTCG resolver (*.resolver.json) or token file, or a Tokens Studio, Style Dictionary or Figma variables export (file or folder)."
  )
  static let figma = Option.repeating(
    "--figma", "file",
    help: "A Figma file saved with 'specimen figma pull'; a key-shaped file name gives its key. Repeat for more.")
  static let props = Option.repeating(
    "--props", "file",
    help:
      "Code props: Specimen JSON, a Custom Elements Manifest, react-docgen output or Code Connect files. Repeat for more."
  )
  static let ci = Option.value(
    "--ci", "provider",
    help: "Also write a CI workflow that pulls the Figma files, builds with --strict and publishes every version.",
    choices: InitCI.providers)
  static let name = Option.value(
    "--name", "name", help: "The design system's name.", defaultNote: "the name most inputs give")

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let tokens = parsed.value(Self.tokens)
    let figma = parsed.values(Self.figma)
    let props = parsed.values(Self.props)
    let name = parsed.value(Self.name)
    let ci = parsed.value(Self.ci)
    let verbose = parsed.flag(SiteCommand.verbose)
    let positional = parsed.positionals
    guard positional.count <= 1 else {
      throw UsageError(message: "unexpected argument '\(positional[1])'", command: description)
    }
    let directory = positional.first ?? "."
    let given =
      (tokens.map { [("--tokens", $0)] } ?? []) + figma.map { ("--figma", $0) } + props.map { ("--props", $0) }
    for (option, path) in given where !FileManager.default.fileExists(atPath: path) {
      throw UsageError(message: "\(option) '\(path)': no such file or folder", command: description)
    }

    var diagnostics = Diagnostics()
    let sources = InitSources(site: directory)
    let inputs = sources.inputs(tokens: tokens, figma: figma, props: props, name: name, into: &diagnostics)
    guard var inputs else {
      output.report(diagnostics)
      output.err("nothing written: the files above have errors")
      return ExitStatus.failure
    }
    inputs.ci = ci
    let plan = InitPlanner.plan(inputs)
    if let repeated = plan.repeatedPaths.first {
      throw UsageError(
        message: "two inputs would both be copied to '\(join(directory, repeated))'; give them different file names",
        command: description)
    }
    let writer = InitWriter(site: directory)
    let escaping = writer.escapingFolders(plan)
    if !escaping.isEmpty {
      output.report(escaping)
      output.err("nothing written: init writes only inside '\(directory)'")
      return ExitStatus.failure
    }
    let taken = plan.taken { blocker(of: join(directory, $0)) != nil }
    if let first = taken.first, let blocking = blocker(of: join(directory, first)) {
      let more = taken.count > 1 ? " (and \(InitText.count(taken.count - 1, "more file")))" : ""
      throw UsageError(
        message: "'\(blocking)' exists\(more); init writes nothing over a file (choose an empty folder)",
        command: description)
    }
    // The site is checked as `specimen check` would, staged where nothing can see it yet; the
    // readers' warnings are among what the check finds, named as the site names the files.
    var checked = Diagnostics()
    let problem = writer.write(plan, check: Self.check, found: &checked)
    // As the build prints them: a token export's warnings of one kind as one line.
    output.report(verbose ? Array(checked) : WarningSummary.summarised(Array(checked)))
    if let problem {
      var failed = Diagnostics()
      failed.append(problem)
      output.report(failed)
      return ExitStatus.failure
    }
    if checked.hasErrors {
      output.err("nothing written: the site init would write does not build (the errors above)")
      return ExitStatus.failure
    }
    for file in plan.files { output.out("wrote " + join(directory, file.path)) }
    if checked.contains(where: { $0.severity == .warning }) {
      // They are about the files, not the pages: the build reports them until the files change.
      output.out(
        "the site builds whole; " + WarningAreas.sentence(Array(checked), site: directory)
          + " The build reports them too, until the files change.")
    }
    let pages = plan.paths.filter { $0.hasPrefix(SiteLayout.Name.pages + "/") }.count
    output.out("\(inputs.name): \(InitText.count(pages, "page")) in \(directory)")
    if let reason = inputs.nameReason { output.out(reason) }
    let site = directory == "." ? "" : " --site \(shellQuoted(directory))"
    output.out("next: specimen build\(site) (or specimen serve\(site) to preview as you edit)")
    return ExitStatus.success
  }

  /// What `specimen check` finds in the site at `site`.
  static func check(_ site: String) -> Diagnostics {
    Diagnostics(SiteBuilder.build(BuildOptions(siteDirectory: site, write: false)).diagnostics)
  }

  static func join(_ directory: String, _ path: String) -> String {
    directory == "." ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
  }

  /// What keeps init from writing `path`: the path itself when it exists, or a file where a
  /// folder on its way should be; nil when it can be written.
  static func blocker(of path: String) -> String? {
    if InitWriter.exists(path) { return path }
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty && folder != "/" && folder != "." {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
        return isDirectory.boolValue ? nil : folder
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  static func shellQuoted(_ text: String) -> String {
    let safe = text.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "/._-".unicodeScalars.contains($0)
    }
    return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
