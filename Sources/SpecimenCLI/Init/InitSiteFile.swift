import SpecimenCore

/// The site.yml init writes: the name, the navigation's sections, the token source with the
/// contexts the pages show, the Figma files with their keys and the props sources.
enum InitSiteFile {
  static func text(_ inputs: InitInputs, sections: [String]) -> String {
    var lines = [
      "# The \(YAMLWriter.comment(inputs.name)) documentation site, written by `specimen init`.",
      "# Its keys: Specimen's README (\"Design tokens and themes\", \"Templates, themes and the page chrome\") and docs/INIT.md.",
      "name: \(InitText.yaml(inputs.name))",
    ]
    if !sections.isEmpty { lines.append("sections: [\(sections.map(InitText.yaml).joined(separator: ", "))]") }
    if let tokens = inputs.tokens {
      lines.append("tokens:")
      switch tokens.setting {
      case .resolver(let path):
        lines.append("  resolver: \(InitText.yaml(path))")
      case .source(let path, let format):
        lines.append("  source: \(InitText.yaml(path))")
        if let format { lines.append("  format: \(format)") }
      }
      if let shown = tokens.shownModifier {
        lines.append("  contexts:            # the contexts every token table shows side by side")
        lines.append("    \(InitText.yaml(shown.name)): [\(shown.contexts.map(InitText.yaml).joined(separator: ", "))]")
        for picked in tokens.pickedModifiers {
          lines.append(
            "    \(InitText.yaml(picked.name)): [\(picked.contexts.map(InitText.yaml).joined(separator: ", "))]"
              + "   # one at a time, under a picker")
        }
      }
      // The theme's own palette is right in light and dark for any tokens; mapping it to the
      // system's colors is the team's choice, so init only suggests the tokens it found.
      if !tokens.chromeCandidates.isEmpty {
        lines.append(
          "# To paint the page chrome with your own colors, uncomment (docs/TEMPLATES.md, \"The chrome's colors\"):")
        lines.append("# chrome:")
        for candidate in tokens.chromeCandidates {
          lines.append("#   \(candidate.role): \(InitText.yaml(candidate.token))")
        }
      }
    }
    if !inputs.figma.isEmpty {
      lines.append("figma:")
      for file in inputs.figma {
        lines.append("  - file: \(InitText.yaml(file.contentPath))")
        if let key = file.key {
          lines.append("    key: \(InitText.yaml(key))")
        } else {
          lines.append("    # key: the file's key from its figma.com/design/KEY/… address, for \"Open in Figma\" links")
        }
      }
    }
    // The build reads every content/props/*.json by itself; naming one again would read it twice.
    let named = inputs.props.filter { !isReadWithoutNaming($0.contentPath) }
    if !named.isEmpty {
      lines.append("props:")
      for file in named { lines.append("  - \(InitText.yaml(file.contentPath))") }
    }
    lines += repositoryLines(inputs.repository)
    lines.append("search: true")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `repository:` as the nearest package.json gives it, else the line to add, commented out:
  /// a link to an address that may not exist is worse than none.
  static func repositoryLines(_ repository: InitRepository?) -> [String] {
    guard let repository else {
      return [
        "# With the repository's address, each page links to its source (\"Edit this page\") and each component's",
        "# source file links to the file (README, \"Templates, themes and the page chrome\"):",
        "# repository: https://github.com/owner/name",
      ]
    }
    // The package.json by its folder, not the machine's absolute path.
    let file = repository.packageFile.split(separator: "/").suffix(2).joined(separator: "/")
    var lines = [
      "# The repository \(YAMLWriter.comment(file)) names: \"Edit this page\" links and each component's source file",
      "# lead into it (README, \"Templates, themes and the page chrome\").",
      "repository:",
      "  url: \(InitText.yaml(repository.url))",
      "  # branch: main               # the branch the links name; main unless set",
    ]
    if let code = repository.code {
      lines.append("  code: \(InitText.yaml(code))" + "   # the package's folder: where the props sources' paths start")
    }
    if let folder = repository.folder {
      lines.append("  folder: \(InitText.yaml(folder))" + "   # where this site folder sits in the repository")
    } else if !repository.holdsSite {
      lines.append(
        "  # folder: docs               # where this site folder sits in the repository, for \"Edit this page\"")
    }
    return lines
  }

  static func isReadWithoutNaming(_ contentPath: String) -> Bool {
    let parts = contentPath.split(separator: "/")
    return parts.count == 2 && parts[0] == "props" && parts[1].hasSuffix(".json")
  }
}
