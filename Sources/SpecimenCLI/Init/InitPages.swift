import Foundation
import SpecimenCore

/// The Markdown pages init writes. Every number on them comes from a directive or an inline
/// reference, so the pages stay true when the files change; the prose only says where to look.
enum InitPages {
  static func frontMatter(_ fields: [(String, String?)]) -> String {
    var lines = ["---"]
    for (key, value) in fields {
      if let value { lines.append("\(key): \(value)") }
    }
    return (lines + ["---", ""]).joined(separator: "\n")
  }

  static func block(_ directive: String, body: [String] = []) -> String {
    (["```" + directive] + body + ["```", ""]).joined(separator: "\n")
  }

  /// `in light and dark` for the contexts the pages show, or nothing.
  static func contextsPhrase(_ tokens: InitInputs.TokenInput) -> String {
    guard let shown = tokens.shownModifier, shown.contexts.count > 1 else { return "" }
    return " in " + InitText.list(shown.contexts)
  }

  // MARK: Home

  static func home(_ inputs: InitInputs, foundations: [InitPlanner.Page], components: [InitPlanner.Page]) -> String {
    var text = frontMatter([
      ("title", InitText.yaml(inputs.name)),
      (
        "summary",
        InitText.yaml("The \(inputs.name) design system: its foundations and components, from its own files.")
      ),
    ])
    if foundations.isEmpty && components.isEmpty {
      text += """

        This site has no tokens or Figma components yet. Run `specimen init` in a new folder with
        `--tokens` (a DTCG resolver, token file or Tokens Studio, Style Dictionary or Figma
        variables export) and `--figma` (a file saved with `specimen figma pull`) to get a page for
        each, or add them to `content/site.yml` by hand and write the pages under `content/pages/`.

        """
    }
    if !foundations.isEmpty {
      text += "\n## Foundations\n\n"
      for page in foundations {
        text += "- [\(InitText.markdown(page.title))](\(page.file)): \(InitText.markdown(page.blurb))\n"
      }
    }
    if !components.isEmpty {
      text += "\n## Components\n\n"
      for page in components {
        text += "- [\(InitText.markdown(page.title))](\(page.file)): \(InitText.markdown(page.blurb))\n"
      }
    }
    var sources: [String] = []
    if let tokens = inputs.tokens {
      switch tokens.setting {
      case .resolver(let path): sources.append("the tokens in " + InitText.code(SiteLayout.Name.content(path)))
      case .source(let path, _): sources.append("the tokens in " + InitText.code(path))
      }
    }
    for file in inputs.figma {
      sources.append("the Figma file " + InitText.code(SiteLayout.Name.content(file.contentPath)))
    }
    for file in inputs.props {
      let of = file.components.isEmpty ? "" : "of " + InitText.list(file.components.map(InitText.markdown)) + " "
      sources.append("the code props \(of)in " + InitText.code(SiteLayout.Name.content(file.contentPath)))
    }
    text += "\n## About this site\n\n"
    if !sources.isEmpty {
      text +=
        "Every table, swatch and drawing here is read from \(InitText.list(sources)) each time the site is built. "
    }
    text +=
      "Edit the pages under `content/pages/` to add guidance; `specimen serve` shows each change as you save it.\n"
    return text
  }

  // MARK: Foundations

  static let foregroundNames: Set<String> = ["text", "fg", "foreground", "icon", "content", "on"]
  static let backgroundNames: Set<String> = ["background", "bg", "surface", "backgrounds"]

  static func foundation(_ page: InitPlanner.FoundationPage, order: Int, tokens: InitInputs.TokenInput) -> String {
    let count = page.groups.reduce(0) { $0 + $1.tokenCount }
    let types = Set(page.groups.map(\.mainType))
    let type = types.count == 1 ? types.first ?? "" : ""
    let noun = type.isEmpty || type == "opaque" ? "token" : "\(type == "color" ? "color" : type) token"
    let contexts = contextsPhrase(tokens)
    let summary = InitText.count(count, noun) + (contexts.isEmpty ? "." : ",\(contexts).")
    var text = frontMatter([
      ("title", InitText.yaml(page.title)), ("summary", InitText.yaml(summary)), ("section", "Foundations"),
      ("order", "\(order)"),
    ])
    let names = InitText.list(page.groups.map { InitText.code($0.path) })
    text += "\nEvery token of \(names), resolved\(contexts), with the aliases it goes through. "
    text += "The tables are read from the token files at each build.\n"
    // One group: its subgroups are the page's sections. Several: a section per group.
    let level = page.groups.count == 1 ? "##" : "###"
    for group in page.groups {
      if page.groups.count > 1 {
        text += "\n## \(InitText.markdown(InitText.title(group.path)))\n"
      }
      if group.subgroups.isEmpty {
        text += "\n" + tokenList(group.path)
        continue
      }
      if !group.directTokens.isEmpty {
        text += "\n" + tokensBlock(group.directTokens)
      }
      for subgroup in readingOrder(group.subgroups) {
        text += "\n\(level) \(InitText.markdown(InitText.title(subgroup)))\n\n" + tokenList(subgroup)
      }
    }
    if page.kind == .color {
      // Text-like and background-like groups or subgroups, wherever they sit.
      let candidates = page.groups.flatMap { [$0.path] + $0.subgroups }
      let last = { (path: String) in String(path.split(separator: "/").last ?? "").lowercased() }
      // The report's arguments are split at commas, ` on ` and ` over `.
      let writable = { (path: String) in
        !path.contains(",") && !path.contains(" on ") && !path.contains(" over ") && nameWorksInBlocks(path)
      }
      let foregrounds = candidates.filter { foregroundNames.contains(last($0)) && writable($0) }
      let backgrounds = candidates.filter { backgroundNames.contains(last($0)) && writable($0) }
      if !foregrounds.isEmpty && !backgrounds.isEmpty {
        text += "\n## Contrast\n\nThe pairs of \(InitText.list(foregrounds.map(InitText.code))) on "
        text +=
          "\(InitText.list(backgrounds.map(InitText.code))) that fall below WCAG's 4.5:1, measured\(contexts).\n\n"
        text += block("contrast-pairs \(foregrounds.joined(separator: ", ")) on \(backgrounds.joined(separator: ", "))")
      }
    }
    return text
  }

  /// The raw palette a system's roles alias (`color/primitives`) after the roles a reader looks
  /// up first; otherwise the files' order.
  static let paletteNames: Set<String> = [
    "primitives", "primitive", "palette", "base", "core", "ref", "reference", "global", "scale",
  ]

  static func readingOrder(_ subgroups: [String]) -> [String] {
    let isPalette = { (path: String) in
      paletteNames.contains(String(path.split(separator: "/").last ?? "").lowercased())
    }
    return subgroups.filter { !isPalette($0) } + subgroups.filter(isPalette)
  }

  static func looseTokens(_ names: [String], order: Int, tokens: InitInputs.TokenInput) -> String {
    var text = frontMatter([
      ("title", "Ungrouped tokens"),
      ("summary", InitText.yaml("The tokens outside any group\(contextsPhrase(tokens)).")),
      ("section", "Foundations"), ("order", "\(order)"),
    ])
    text += "\n" + tokensBlock(names)
    return text
  }

  /// `token-list GROUP`, or a note where the group's name cannot be written in a block.
  static func tokenList(_ group: String) -> String {
    nameWorksInBlocks(group) ? block("token-list " + group) : unwritableTokens([group])
  }

  /// A `tokens` block of the names a block can hold, and a note naming the others.
  static func tokensBlock(_ names: [String]) -> String {
    let writable = names.filter(nameWorksInBlocks)
    let left = names.filter { !nameWorksInBlocks($0) }
    var text = writable.isEmpty ? "" : block("tokens", body: writable)
    if !left.isEmpty { text += (text.isEmpty ? "" : "\n") + unwritableTokens(left) }
    return text
  }

  static func unwritableTokens(_ names: [String]) -> String {
    block(
      "callout note",
      body: [
        "\(InitText.list(names.map(InitText.code))) begin or end with a space, or hold a comma, brace, backtick or "
          + "line break, which a block cannot name: rename \(names.count == 1 ? "it" : "them") in the token files "
          + "to show \(names.count == 1 ? "it" : "them") here."
      ])
  }

  // MARK: Components

  /// Whether blocks (`properties Name`) and references (`{{variants Name}}`) can name the set.
  static func nameWorksInBlocks(_ name: String) -> Bool {
    !name.contains(where: { ",{}`\n\r".contains($0) }) && name.trimmingCharacters(in: .whitespaces) == name
  }

  static func component(
    _ set: InitInputs.ComponentSetInput, summary: String?, order: Int, code: String?, hasTokens: Bool
  ) -> String {
    var text = frontMatter([
      ("title", InitText.yaml(set.name)), ("summary", summary.map(InitText.yaml)), ("section", "Components"),
      ("order", "\(order)"), ("figma", set.figmaURL.map(InitText.yaml)),
    ])
    let name = set.name
    guard nameWorksInBlocks(name) else {
      // A block lists sets by comma and a reference ends at `}}`: such a name cannot be written
      // in either, so the page says so instead of failing the build.
      text +=
        "\n"
        + block(
          "callout note",
          body: [
            "The set's name has a comma, brace, backtick or line break, which a block or reference cannot name: "
              + "rename the set in Figma to show its properties, variants and drawings here."
          ])
      return text
    }
    // The front matter's `figma:` already gives the page its "Open in Figma" link.
    text += "\nVariants of " + InitText.markdown(name) + " published in Figma: {{variants \(name)}}.\n"
    if let summary, set.description.trimmingCharacters(in: .whitespacesAndNewlines) != summary {
      text += "\n" + block("figma-description " + name)
    }
    if set.isDrawable {
      text += "\n## Specimens\n\n" + block("specimens " + name)
    }
    if set.propertyCount > 0 {
      text += "\n## Properties\n\n" + block("properties " + name)
    }
    if set.variantPropertyCount > 0 && set.variantCount > 1 {
      text += "\n## Variants\n\n" + block("variants " + name)
    }
    if hasTokens && !set.boundTokens.isEmpty {
      text += "\n## Tokens\n\nThe tokens the Figma file binds in \(InitText.markdown(name)).\n\n"
      text += block("tokens", body: set.boundTokens)
    }
    if let code {
      text += "\n## Code\n\n" + block("props " + code)
      text += "\n## Design and code\n\n" + block("parity " + name)
    }
    return text
  }
}
