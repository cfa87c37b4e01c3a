import Foundation
import SpecimenCore
import Tokens

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

  /// ` in Light and Dark` for the contexts the pages show, as their column headings name them, or nothing.
  static func contextsPhrase(_ tokens: InitInputs.TokenInput) -> String {
    guard let shown = tokens.shownModifier, shown.contexts.count > 1 else { return "" }
    return " in " + InitText.list(shown.contexts.map(shown.displayName(of:)))
  }

  /// ` in Light and Dark` and ` for each size (Medium, Large and Small)` for the shown and picked
  /// modifiers a page's tokens read otherwise across; nothing when they read alike in all.
  static func variesPhrase(_ tokens: InitInputs.TokenInput, varying: Set<String>) -> String {
    var parts: [String] = []
    if let shown = tokens.shownModifier, varying.contains(shown.name), shown.contexts.count > 1 {
      // As the tables' column headings name them: `SDS light`, not the export's `sds_light`.
      parts.append("in " + InitText.list(shown.contexts.map(shown.displayName(of:))))
    }
    for picked in tokens.pickedModifiers where varying.contains(picked.name) {
      parts.append(
        "for each \(singularNames[picked.name.lowercased()] ?? picked.name.lowercased()) "
          + "(\(InitText.list(picked.contexts.map(picked.displayName(of:)))))"
      )
    }
    return parts.isEmpty ? "" : " " + parts.joined(separator: " and ")
  }

  static let singularNames = ["brands": "brand", "sizes": "size", "densities": "density"]

  // MARK: Home

  /// "The Acme design system: …"; a name that already says it is one ("Figmagic — Design
  /// System template 4.0") is not called a design system twice.
  static func homeSummary(_ name: String) -> String {
    let rest = "its foundations and components, from its own files."
    return name.lowercased().contains("design system") ? "\(name): \(rest)" : "The \(name) design system: \(rest)"
  }

  static func home(_ inputs: InitInputs, foundations: [InitPlanner.Page], components: [InitPlanner.Page]) -> String {
    var text = frontMatter([
      ("title", InitText.yaml(inputs.name)),
      ("summary", InitText.yaml(homeSummary(inputs.name))),
    ])
    if foundations.isEmpty && components.isEmpty {
      text += """

        This site has no tokens or components yet. Run `specimen init` in a new folder with
        `--tokens` (a DTCG resolver, token file or Tokens Studio, Style Dictionary or Figma
        variables export), `--figma` (a file saved with `specimen figma pull`) and `--props` (a
        Custom Elements Manifest, react-docgen output or Code Connect files) to get a page for
        each, or add them to `content/site.yml` by hand and write the pages under `content/pages/`.

        """
    }
    if !foundations.isEmpty {
      text += "\n## Foundations\n\n"
      for page in foundations {
        text += listItem(page)
      }
    }
    if !components.isEmpty {
      text += "\n## Components\n\n" + componentCounts(inputs) + "\n"
      var sections: [String] = []
      for page in components where !sections.contains(page.section ?? "") { sections.append(page.section ?? "") }
      // In the navigation's order, each under its heading as there when there are several (a
      // Figma page called Components too), so no list sits unheaded above the others.
      if sections.count > compactSectionMinimum {
        text += "\n" + sectionTable(sections, components)
      } else {
        for section in sections {
          if sections.count > 1 { text += "\n### \(InitText.markdown(section.isEmpty ? "Components" : section))\n" }
          text += "\n"
          for page in components where page.section ?? "" == section {
            text += listItem(page)
          }
        }
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
      sources.append("the code in " + InitText.code(SiteLayout.Name.content(file.contentPath)))
    }
    // For whoever edits the site, not its readers: a comment in the page's source.
    text += "\n<!--\n"
    if !sources.isEmpty {
      text +=
        "Every table, swatch and drawing of this site is read from \(InitText.list(sources)) each time it is built.\n"
    }
    text +=
      "Edit the pages under content/pages/ to add guidance; `specimen serve` shows each change as you save it.\n-->\n"
    return text
  }

  /// Past so many sections of components, the home page lists them as one table, a row a
  /// section, not a heading and a list each: SDS's 24 folders of two to nineteen components
  /// read as a page of headings, each over a short list.
  static let compactSectionMinimum = 6

  /// The components by section, a row each: the section, then its pages' links in order.
  static func sectionTable(_ sections: [String], _ components: [InitPlanner.Page]) -> String {
    var text = "| Group | Pages |\n| --- | --- |\n"
    for section in sections {
      let links = components.filter { $0.section ?? "" == section }.map {
        "[\(InitText.markdown($0.title))](\($0.file))"
      }
      text += "| \(InitText.markdown(section.isEmpty ? "Components" : section)) | \(links.joined(separator: " · ")) |\n"
    }
    return text
  }

  /// What the component pages come from: "12 pages: 3 Figma component sets, 2 Figma components
  /// with no variants and 9 code components; 2 of them are in both."
  /// The home page's line for a page: its link, then what it holds when the sources say.
  static func listItem(_ page: InitPlanner.Page) -> String {
    "- [\(InitText.markdown(page.title))](\(page.file))" + (page.blurb.map { ": " + InitText.markdown($0) } ?? "")
      + "\n"
  }

  static func componentCounts(_ inputs: InitInputs) -> String {
    let components = InitComponents.gather(inputs)
    let icons = components.filter(\.isIcon).count
    let galleries = InitComponents.galleries(InitComponents.sections(components).sections).galleries
    let drawings = galleries.reduce(0) { $0 + $1.components.count }
    let pages = components.count - icons + (icons > 0 ? 1 : 0) - drawings + galleries.count
    var kinds: [String] = []
    let sets = components.filter { $0.set != nil }.count
    let standalones = components.filter { $0.standalone != nil }.count
    // A page's members (the parts declared beside its component) are code components too.
    let code = components.filter { !$0.code.isEmpty }.count + components.reduce(0) { $0 + $1.memberNames.count }
    let both = components.filter { ($0.set != nil || $0.standalone != nil) && !$0.code.isEmpty }.count
    if sets > 0 { kinds.append(InitText.count(sets, "Figma component set")) }
    if standalones > 0 {
      kinds.append(
        standalones == 1 ? "1 Figma component with no variants" : "\(standalones) Figma components with no variants")
    }
    if code > 0 { kinds.append(InitText.count(code, "code component")) }
    var text = "\(InitText.count(pages, "page")) for \(InitText.list(kinds))"
    if both > 0 { text += " (\(both == 1 ? "1 is" : "\(both) are") in Figma and in code, on one page)" }
    if icons > 0 { text += "; the \(InitText.count(icons, "icon")) share the Icons page" }
    if drawings > 0 {
      text +=
        "; \(drawings) Figma components that are drawings alone share "
        + (galleries.count == 1 ? "a page" : "a page per Figma page")
    }
    if let merged = components.first(where: { !$0.members.isEmpty }), let member = merged.memberNames.first {
      let parts = components.reduce(0) { $0 + $1.memberNames.count }
      text +=
        "; \(parts == 1 ? "1 part" : "\(parts) parts") declared beside a component (\(InitText.code(member)) "
      text += "beside \(InitText.code(merged.title))) \(parts == 1 ? "is" : "are") on its page"
    }
    return text + "."
  }

  // MARK: Foundations

  /// The most tokens a page's one `token-list` shows open: 60 rows stay under 5,000 px at
  /// 1400 px and 12,000 px on a phone, where each row stacks.
  static let openTableLimit = 60

  static let foregroundNames: Set<String> = ["text", "fg", "foreground", "icon", "content", "on"]
  static let backgroundNames: Set<String> = ["background", "bg", "surface", "backgrounds"]

  static func foundation(_ page: InitPlanner.FoundationPage, order: Int, tokens: InitInputs.TokenInput) -> String {
    let count = page.groups.reduce(0) { $0 + $1.tokenCount }
    let types = Set(page.groups.map(\.mainType))
    // "135 color tokens" only when every one is a colour (digdir's designsystemet group holds
    // its font family and weights beside 132 colours).
    let type = types.count == 1 && page.groups.allSatisfy(\.isOneType) ? types.first ?? "" : ""
    let noun = type.isEmpty || type == "opaque" ? "token" : "\(type == "color" ? "color" : type) token"
    let contexts = variesPhrase(
      tokens, varying: page.groups.reduce(into: Set<String>()) { $0.formUnion($1.varyingModifiers) })
    let summary = InitText.count(count, noun) + (contexts.isEmpty ? "." : ",\(contexts).")
    var text = frontMatter([
      ("title", InitText.yaml(page.title)), ("summary", InitText.yaml(summary)), ("section", "Foundations"),
      ("order", "\(order)"),
    ])
    let names = InitText.list(page.groups.map { InitText.code($0.path) })
    text += "\nEvery token of \(names), resolved\(contexts), with the aliases it goes through.\n"
    text +=
      "\n<!-- The tables are read from the token files at each build: edit those, not this page, to change a value. -->\n"
    // One group: its subgroups are the page's sections. Several: a section per group.
    let level = page.groups.count == 1 ? "##" : "###"
    for group in page.groups {
      if page.groups.count > 1 {
        text += "\n## \(InitText.markdown(InitText.title(group.path)))\n"
      }
      if group.subgroups.isEmpty {
        // The page's one table is what the page is for: it starts open, up to a length that
        // keeps the page within a few screens.
        let open = page.groups.count == 1 && group.tokenCount <= openTableLimit
        text += "\n" + tokenList(group.path, open: open)
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
        text += contrastSection(foregrounds: foregrounds, backgrounds: backgrounds, tokens: tokens)
      }
    }
    return text
  }

  /// The Color page's pairs: those the token names say are used together, each measured in
  /// every shown context; or, when the names say none, a sentence saying so and how to list them.
  static func contrastSection(foregrounds: [String], backgrounds: [String], tokens: InitInputs.TokenInput) -> String {
    let pairs = InitContrastPairs.infer(colors: tokens.colorTokens, foregrounds: foregrounds, backgrounds: backgrounds)
      .filter {
        nameWorksInBlocks($0.foreground) && nameWorksInBlocks($0.background) && !$0.foreground.contains(" on ")
      }
    let fgNames = InitText.list(foregrounds.map(InitText.code))
    let bgNames = InitText.list(backgrounds.map(InitText.code))
    var text = "\n## Contrast\n\n"
    guard !pairs.isEmpty else {
      text += "The token names do not say which of \(fgNames) go on which of \(bgNames): no color is named "
      text += "for a background (`on-brand` for `brand`) and none is the default background (`default`, `base`), "
      text += "so no pairs are measured here.\n\n"
      text += "<!-- List the pairs your components use in a `contrast-pairs` block, one `pair FOREGROUND on "
      text += "BACKGROUND` line each, and each is measured\(contextsPhrase(tokens)). -->\n"
      return text
    }
    let onPairs = pairs.filter { InitContrastPairs.onTarget(for: $0.foreground, in: foregrounds) != nil }
    let plain = pairs.filter { InitContrastPairs.onTarget(for: $0.foreground, in: foregrounds) == nil }
    var rules: [String] = []
    if let example = onPairs.first {
      rules.append(
        "each color named for a background on that background (\(InitText.code(example.foreground)) on "
          + "\(InitText.code(example.background)))")
    }
    let surfaces = unique(plain.map(\.background))
    if !surfaces.isEmpty {
      let which = onPairs.isEmpty ? "each" : "every other one"
      rules.append("\(which) on the default background \(InitText.list(surfaces.map(InitText.code)))")
    }
    text += "The colors of \(fgNames) on the colors of \(bgNames) they are named for: \(InitText.list(rules)). "
    // An icon's color is held to 1.4.11's 3:1, as the block measures it.
    let minimums =
      pairs.contains { Contrast.namesGraphic($0.foreground) }
      ? "WCAG's 4.5:1 for text and 3:1 for icons and borders" : "WCAG's 4.5:1 for text"
    text += "Each pair is measured\(contextsPhrase(tokens)) against \(minimums).\n\n"
    text += "<!-- Add or remove `pair` lines below for the pairs your components use. -->\n\n"
    text += block("contrast-pairs", body: pairs.map { "pair \($0.foreground) on \($0.background)" })
    return text
  }

  /// Figma's own word for a kind of style, as its panels name them.
  static func styleTitle(_ kind: String) -> String {
    ["color": "Color styles", "text": "Text styles", "effect": "Effect styles", "grid": "Grid styles"][kind] ?? kind
  }

  static func styleNoun(_ kind: String) -> String {
    ["color": "color style", "text": "text style", "effect": "effect style", "grid": "grid style"][kind] ?? "style"
  }

  /// A foundations page of the Figma files' styles of one kind.
  static func styles(_ kind: String, title: String, count: Int, files: [String], order: Int) -> String {
    let noun = styleNoun(kind)
    var text = frontMatter([
      ("title", InitText.yaml(title)),
      ("summary", InitText.yaml(InitText.count(count, noun) + " of the Figma file.")),
      ("section", "Foundations"), ("order", "\(order)"),
    ])
    text += "\n" + stylesParagraph(kind, files: files)
    return text
  }

  /// The Figma files' styles of one kind as the last section of the token page of the same
  /// subject: one page for color, tokens first, then the styles the Figma file paints with.
  static func stylesSection(_ kind: String, files: [String]) -> String {
    "\n## \(styleTitle(kind)) in Figma\n\n" + stylesParagraph(kind, files: files)
  }

  private static func stylesParagraph(_ kind: String, files: [String]) -> String {
    let names = InitText.list(files.map { InitText.code(SiteLayout.Name.content($0)) })
    var text = "The \(styleNoun(kind))s of the Figma file \(names), with the values the layers that use them give. "
    text += "The table is read from the file at each build.\n\n"
    text += block("figma-styles " + kind)
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
    let categories = names.compactMap { tokens.looseCategories[$0] }
    guard categories.count == names.count, Set(categories).count > 1 else {
      return text + "\n" + tokensBlock(names)
    }
    // Sectioned by category, in the order the categories are first met, each under the name
    // Theo's `html` format gives it (`background-color` → Background Colors).
    var order: [String] = []
    var members: [String: [String]] = [:]
    for name in names {
      let category = tokens.looseCategories[name] ?? ""
      if members[category] == nil { order.append(category) }
      members[category, default: []].append(name)
    }
    for category in order {
      text += "\n## " + (theoCategoryNames[category] ?? category) + "\n\n" + tokensBlock(members[category] ?? [])
    }
    return text
  }

  /// The display names Theo's `html` format gives its categories (its README, "Supported categories").
  static let theoCategoryNames: [String: String] = [
    "spacing": "Spacing", "sizing": "Sizing", "font": "Fonts", "font-style": "Font Styles",
    "font-weight": "Font Weights", "font-size": "Font Sizes", "line-height": "Line Heights",
    "font-family": "Font Families", "border-style": "Border Styles", "border-color": "Border Colors",
    "radius": "Radius", "border-radius": "Border Radii", "hr-color": "Horizontal Rule Colors",
    "background-color": "Background Colors", "gradient": "Gradients", "background-gradient": "Background Gradients",
    "drop-shadow": "Drop Shadows", "box-shadow": "Box Shadows", "inner-shadow": "Inner Drop Shadows",
    "text-color": "Text Colors", "text-shadow": "Text Shadows", "time": "Time", "media-query": "Media Queries",
  ]

  /// `token-list GROUP` (with `open`, a table that starts open however long), or a note where
  /// the group's name cannot be written in a block.
  static func tokenList(_ group: String, open: Bool = false) -> String {
    nameWorksInBlocks(group) ? block("token-list " + group, body: open ? ["open"] : []) : unwritableTokens([group])
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

  /// A component's page, with what each of its sources holds, and its line on the home page.
  /// A page another page links to.
  struct Link: Equatable {
    var title: String
    /// Relative to content/pages, as the planner names it (`components/textarea-field.md`).
    var file: String
  }

  static func component(
    _ component: InitComponent, section: String, order: Int, hasParity: Bool, hasTokens: Bool,
    declaredWith: [Link] = [], systemName: String? = nil, hasFigma: Bool = false, importable: Set<String> = []
  ) -> (text: String, blurb: String?) {
    let descriptions =
      [component.set?.description, component.standalone?.description] + component.code.map(\.description)
    let summary = descriptions.lazy.compactMap { $0.flatMap(InitText.firstSentence) }.first
    var text = frontMatter([
      ("title", InitText.yaml(component.title)), ("summary", summary.map(InitText.yaml)),
      ("section", InitText.yaml(section)), ("order", "\(order)"),
      ("figma", (component.set?.figmaURL ?? component.standalone?.figmaURL).map(InitText.yaml)),
    ])
    var blurb = summary
    if let set = component.set {
      text += setSections(set, summary: summary, hasTokens: hasTokens)
      blurb = blurb ?? InitText.count(set.variantCount, "variant")
    } else if let standalone = component.standalone {
      // The front matter's `figma:` gives the page its "Open in Figma" link.
      let place = figmaPlace(
        page: standalone.page, frame: standalone.frame, file: standalone.fileName, systemName: systemName,
        name: standalone.name)
      text += "\n" + InitText.markdown(standalone.name) + " is a Figma component with no variants" + place
      // Its states lie one over another in its frame; Figma shows the top one, the page each.
      if standalone.stackedStates.count > 1 {
        text +=
          "; its frame stacks \(standalone.stackedStates.count) states at one place, drawn each on its own: "
          + InitText.list(standalone.stackedStates.map(InitText.markdown))
      }
      text += ".\n"
      if standalone.isAddressable && nameWorksInBlocks(standalone.name) {
        if standalone.isDrawable { text += "\n## Specimen\n\n" + block("specimens " + standalone.name) }
        if standalone.propertyCount > 0 { text += "\n## Properties\n\n" + block("properties " + standalone.name) }
        if standalone.isDrawable, !standalone.name.hasPrefix("_"), !standalone.name.hasPrefix(".") {
          text += "\n## Accessibility\n\n" + block("accessibility " + standalone.name)
        }
      }
    }
    let documented = component.documentedCode
    let writable = documented.filter(nameWorksInBlocks)
    let imports = importBlock(component, importable: importable)
    let mapped = (component.code + component.members).filter { !$0.hasProps }
    if !documented.isEmpty || !mapped.isEmpty {
      if !documented.isEmpty && component.set == nil && component.standalone == nil {
        text += "\n" + codeOnlyLead(component, hasFigma: hasFigma) + "\n"
      }
      text += "\n## Code\n\n" + imports
      // For whoever edits the site: where the props come from, in the page's source only.
      let sources = unique(
        (component.code + component.members).map {
          InitText.code(SiteLayout.Name.content($0.hasProps ? $0.source : $0.codeConnectFile ?? $0.source))
        })
      text += "<!-- The code API is read from \(InitText.list(sources)) at each build."
      if component.set == nil && component.standalone == nil && !hasFigma && !mapped.isEmpty {
        text += " Give `specimen init` the Figma file (`--figma`, saved with `specimen figma pull`) to draw it."
      }
      if (component.code + component.members).contains(where: { $0.tool?.hasPrefix("react-docgen") == true }) {
        text +=
          " react-docgen lists no props for a component whose props type comes from a package that was not"
          + " installed when it ran: run it with the project's dependencies installed to read them."
      }
      text += " -->\n\n"
      // The page's own component first: the parts' props below are not its own.
      if let own = ownPropsNote(component) { text += own + "\n\n" }
    }
    if !documented.isEmpty {
      text += codeFacts(component, declaredWith: declaredWith)
      if !writable.isEmpty { text += block("props " + writable.joined(separator: ", ")) }
      if writable.count < documented.count {
        let left = documented.filter { !nameWorksInBlocks($0) }
        text +=
          (writable.isEmpty ? "" : "\n")
          + block(
            "callout note",
            body: [
              "\(InitText.list(left.map(InitText.code))) begin or end with a space, or hold a comma, brace, backtick or "
                + "line break, which a block cannot name: rename \(left.count == 1 ? "it" : "them") in the code to show "
                + "\(left.count == 1 ? "its" : "their") props here."
            ])
      }
      blurb = blurb ?? component.code.compactMap(\.tag).first.map { "Web component " + $0 } ?? membersBlurb(component)
    }
    if !mapped.isEmpty {
      if !documented.isEmpty { text += "\n" }
      // What is mapped, and to what: the files it is read from are the builder's business and
      // named in the comment above.
      text += mappingSentence(mapped) + "\n"
      // "Code Connect mapping" on the home page would say only what every mapped page is.
      blurb = blurb ?? membersBlurb(component)
    }
    let examples = unique((component.code + component.members).filter(\.hasExample).map(\.name))
      .filter(nameWorksInBlocks)
    if !examples.isEmpty {
      text +=
        "\n## Example\n\nThe code Code Connect gives for \(InitText.markdown(component.title)) in Figma's Dev Mode"
      text += component.set == nil ? ", as its mapping writes it.\n\n" : ", with the Figma defaults filled in.\n\n"
      text += block("code-connect " + examples.joined(separator: ", "))
    }
    if hasParity, let set = component.set, nameWorksInBlocks(set.name) {
      text += "\n## Design and code\n\n" + block("parity " + set.name)
    }
    // Without a description the home page lists the page by its title alone: a line saying
    // "Figma component" under a heading that counts Figma components tells the reader nothing.
    return (text, blurb)
  }

  /// What a page only code documents is: its kind, as the tool that read it says, and the parts
  /// declared in its file it is documented with; then, with a Figma file given, why it has no
  /// drawings: its Code Connect mapping points elsewhere, or the file has no component of its name.
  static func codeOnlyLead(_ component: InitComponent, hasFigma: Bool) -> String {
    let all = component.code + component.members
    let isReact = all.contains { $0.tool?.hasPrefix("react-docgen") == true }
    let kind = isReact ? "React component" : "code component"
    var text = "\(InitText.code(component.title)) is a \(kind)"
    // A few named; more counted, as the props block below names each.
    let names = component.memberNames.map(InitText.code)
    switch names.count {
    case 0: break
    case 1...3: text += ", documented here with \(InitText.list(names)), declared in the same file"
    default: text += ", documented here with the \(names.count) other components declared in the same file"
    }
    text += "."
    guard hasFigma else { return text }
    let many = !names.isEmpty
    text += many ? " They have no drawings here: " : " It has no drawings here: "
    text +=
      all.contains(where: { $0.codeConnectFile != nil })
      ? "Code Connect maps this code to another Figma file than this site's."
      : "the Figma file of this site has no component of \(many ? "their names" : "its name")."
    return text
  }

  /// "Code Connect maps `Label` to [its component in Figma](…)." The first few of a file's many
  /// (SDS's Text.figma.tsx maps 17), as the examples below name each; a link to each component
  /// in Figma where its mapping gives a web address, not a placeholder.
  static func mappingSentence(_ mapped: [InitInputs.CodeComponentInput]) -> String {
    var seen = Set<String>()
    let components = mapped.filter { seen.insert($0.name).inserted }
    let shown = components.count > 4 ? Array(components.prefix(3)) : components
    var names = shown.map { InitText.code($0.name) }
    if shown.count < components.count { names.append("\(components.count - 3) more") }
    let one = components.count == 1
    let linked = shown.compactMap { component in component.figmaURL.map { (component.name, $0) } }
    var text = "Code Connect maps \(InitText.list(names)) to "
    if one, let url = linked.first?.1 {
      text += "[its component in Figma](<\(url)>)"
    } else {
      text += one ? "its component in Figma" : "their components in Figma"
      if !linked.isEmpty {
        text += " (" + linked.map { "[\(InitText.markdown($0.0))](<\($0.1)>)" }.joined(separator: ", ") + ")"
      }
    }
    return text + "."
  }

  /// What a page says first when no props source describes its own component (SDS's `Button`,
  /// whose docgen output has entries for `ButtonDanger` and `ButtonGroup` only): so, and the
  /// props its Code Connect mapping sets; nil when a source describes it.
  static func ownPropsNote(_ component: InitComponent) -> String? {
    guard !component.code.isEmpty, component.code.allSatisfy({ !$0.hasProps }) else { return nil }
    let name = InitText.code(component.title)
    let set = unique(component.code.flatMap(\.mappedProps)).map(InitText.code)
    guard !set.isEmpty else { return "No props source describes \(name)." }
    return "No props source describes \(name); its Code Connect mapping sets \(InitText.list(set))."
  }

  /// The home page's line for a page of a component and its parts: `With DialogTrigger, … and 3 more`.
  static func membersBlurb(_ component: InitComponent) -> String? {
    guard !component.members.isEmpty else { return nil }
    let names = component.memberNames
    let shown = names.count > 4 ? Array(names.prefix(3)) + ["\(names.count - 3) more"] : names
    return "With " + InitText.list(shown)
  }

  /// Where the code is, as its props source records it, and the pages of the components declared
  /// beside it: a list, or nothing when the source records no file.
  /// How many of the components declared in a page's source file it links.
  static let sameFileLinks = 12

  static func codeFacts(_ component: InitComponent, declaredWith: [Link]) -> String {
    // Its own file, else (a component only Code Connect names) the file its parts are declared in.
    let own = component.code.filter(\.hasProps)
    let documented = own.contains { $0.sourceFile != nil } ? own : component.members.filter(\.hasProps)
    let files = unique(documented.compactMap(sourceFile))
    guard !files.isEmpty else { return "" }
    let tools = unique(documented.compactMap(\.tool))
    var text = "- Source: \(InitText.list(files))"
    text += tools.isEmpty ? "\n" : ", as \(InitText.list(tools)) records it\n"
    if !declaredWith.isEmpty {
      // The first dozen, then how many more: a file declaring hundreds would list them all on
      // each of their pages, a list as long as the file on every page.
      var links = declaredWith.prefix(sameFileLinks).map { link in
        "[\(InitText.markdown(link.title))](\(link.file.split(separator: "/").last.map(String.init) ?? link.file))"
      }
      if declaredWith.count > sameFileLinks { links.append("\(declaredWith.count - sameFileLinks) more") }
      text += "- Declared in the same file: \(InitText.list(links))\n"
    }
    return text + "\n"
  }

  /// The `import` block of the components a page documents that a source says how to import
  /// (a Code Connect file's imports), in the page's order; nothing when none does.
  static func importBlock(_ component: InitComponent, importable: Set<String>) -> String {
    let names = unique((component.code + component.members).map(\.name)).filter {
      importable.contains($0) && nameWorksInBlocks($0)
    }
    return names.isEmpty ? "" : block("import " + names.joined(separator: ", ")) + "\n"
  }

  /// A source file as the page names it: a `source-file` reference, which links it into
  /// site.yml's repository, when its path can be placed there; the path in code type otherwise.
  static func sourceFile(_ input: InitInputs.CodeComponentInput) -> String? {
    guard let file = input.sourceFile else { return nil }
    if let path = input.sourcePath, !path.contains("}"), !path.contains("\n"), path.trimmingSpaces == path {
      return "{{source-file \(path)}}"
    }
    return InitText.code(file)
  }

  static func unique(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }

  /// What a Figma component set's page shows of it, each section only when the file holds it.
  static func setSections(_ set: InitInputs.ComponentSetInput, summary: String?, hasTokens: Bool) -> String {
    let name = set.name
    guard nameWorksInBlocks(name) else {
      // A block lists sets by comma and a reference ends at `}}`: such a name cannot be written
      // in either, so the page says so instead of failing the build.
      return "\n"
        + block(
          "callout note",
          body: [
            "The set's name has a comma, brace, backtick or line break, which a block or reference cannot name: "
              + "rename the set in Figma to show its properties, variants and drawings here."
          ])
    }
    // The front matter's `figma:` already gives the page its "Open in Figma" link.
    var text = "\nVariants of " + InitText.markdown(name) + " published in Figma: {{variants \(name)}}.\n"
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
    // Figma's private sets (`_`, `.`) are drawn inside others, and audited there.
    if set.isDrawable, !name.hasPrefix("_"), !name.hasPrefix(".") {
      text += "\n## Accessibility\n\n" + block("accessibility " + name)
    }
    return text
  }

  /// Where a Figma component is, as a page says it: ` on the page `Elements`, in `Frame``, and
  /// the file when it is named otherwise than the system (figma-export's test file "Figma
  /// Export" beside SDS's tokens and code), so its components read as what they are.
  /// A frame named as the component itself (`CloseAlt` holding `close-alt`) is not said again.
  static func figmaPlace(page: String?, frame: String?, file: String?, systemName: String?, name: String? = nil)
    -> String
  {
    var place = page.map { " on the page " + InitText.code($0) } ?? ""
    if let frame, name.map({ InitComponents.folded($0) != InitComponents.folded(frame) }) ?? true {
      place += ", in " + InitText.code(frame)
    }
    if let file, let systemName, !file.isEmpty, file != systemName {
      place += (place.isEmpty ? " in" : " of") + " the Figma file “\(InitText.markdown(file))”"
    }
    return place
  }

  /// A gallery page: the drawings of one Figma page side by side, each at its size with its name,
  /// then their links into Figma.
  static func gallery(_ gallery: InitComponents.Gallery, order: Int, systemName: String?) -> String {
    let blurb =
      InitText.count(gallery.components.count, "drawing")
      + (gallery.figmaPage.map { " from the Figma page “\($0)”" } ?? "")
    var text = frontMatter([
      ("title", InitText.yaml(gallery.title)), ("summary", InitText.yaml(blurb)),
      ("section", InitText.yaml(InitComponents.gallerySection)), ("order", "\(order)"),
    ])
    let files = Set(gallery.components.compactMap { $0.standalone?.fileName })
    let place = figmaPlace(
      page: gallery.figmaPage, frame: nil, file: files.count == 1 ? files.first : nil, systemName: systemName)
    text +=
      "\nThe Figma components" + place + " that are drawings alone, with no variants, properties, "
      + "description or code: each drawn from its node tree at its own size, its name and size under it.\n\n"
    let names = gallery.components.compactMap { $0.standalone?.name }
    text += block("icons own-size", body: names)
    // Each drawing's place in Figma, for the designer who would change it.
    let linked = gallery.components.compactMap { component in
      component.standalone.flatMap { standalone in standalone.figmaURL.map { (standalone.name, $0) } }
    }
    if !linked.isEmpty {
      text += "\nIn Figma: " + linked.map { "[\(InitText.markdown($0.0))](<\($0.1)>)" }.joined(separator: " · ") + "\n"
    }
    return text
  }

  /// The page of an icon family: each icon by name, with its Figma link or custom-element tag.
  static func icons(_ icons: [InitComponent]) -> String {
    var text = frontMatter([
      ("title", "Icons"), ("summary", InitText.yaml("The icon components, by name.")), ("section", "Icons"),
      ("order", "1"),
    ])
    let figma = icons.filter { $0.standalone != nil }
    let code = icons.filter { $0.standalone == nil }
    if !figma.isEmpty {
      text += "\n## In Figma\n\n"
      // Those the build draws from their node trees with their outlines are drawn, a grid of
      // them; the rest listed (an icon without outlines would be drawn as boxes).
      let isDrawn = { (icon: InitComponent) in
        icon.standalone.map { $0.isDrawable && $0.isAddressable && $0.hasOutlines } ?? false
      }
      let drawn = figma.filter(isDrawn)
      if !drawn.isEmpty { text += "```icons\n" + drawn.map { $0.title + "\n" }.joined() + "```\n" }
      let listed = figma.filter { !isDrawn($0) }
      if !listed.isEmpty, !drawn.isEmpty { text += "\n" }
      if listed.contains(where: { $0.standalone?.hasOutlines == false }) {
        text += "The Figma file was saved without the icons' outlines, so they are listed by name.\n\n"
        text +=
          "<!-- Pull the file again with `specimen figma pull`, which asks for the outlines, and take `names` "
          + "off the `icons` blocks below to draw them. -->\n\n"
      }
      // By where they sit in the file, each place said once.
      var places: [String] = []
      var byPlace: [String: [InitComponent]] = [:]
      for icon in listed {
        let place = [icon.standalone?.page, icon.standalone?.frame].compactMap { $0 }.map(InitText.code)
          .joined(separator: ", ")
        if byPlace[place] == nil { places.append(place) }
        byPlace[place, default: []].append(icon)
      }
      for (index, place) in places.enumerated() {
        if index > 0 { text += "\n" }
        if !place.isEmpty { text += "On \(place):\n\n" }
        // Those blocks find by name are listed by the `icons names` block, in columns a reader
        // scans (each linked to Figma); the rest as a Markdown list.
        let icons = byPlace[place] ?? []
        let isNamed = { (icon: InitComponent) in
          icon.standalone.map { $0.isAddressable && nameWorksInBlocks($0.name) } ?? false
        }
        let named = icons.compactMap { icon in isNamed(icon) ? icon.standalone?.name : nil }
        if !named.isEmpty { text += "```icons names\n" + named.map { $0 + "\n" }.joined() + "```\n" }
        let rest = icons.filter { !isNamed($0) }
        if !rest.isEmpty, !named.isEmpty { text += "\n" }
        for icon in rest {
          let name = InitText.markdown(icon.title)
          text += "- " + (icon.standalone?.figmaURL.map { "[\(name)](<\($0)>)" } ?? name) + "\n"
        }
      }
    }
    if !code.isEmpty {
      text += "\n## In code\n\n"
      for icon in code {
        let tags = icon.code.compactMap(\.tag).map { InitText.code("<\($0)>") }
        text += "- " + InitText.code(icon.title) + (tags.isEmpty ? "" : " " + tags.joined(separator: " ")) + "\n"
      }
    }
    return text
  }
}
