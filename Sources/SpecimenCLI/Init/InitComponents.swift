import CodeProps
import SpecimenCore

/// One component as init documents it: every source that describes it, gathered under one
/// name, so a Figma set, its code component and that component's React wrapper are one page.
struct InitComponent: Sendable, Equatable {
  var title: String
  var set: InitInputs.ComponentSetInput?
  var standalone: InitInputs.StandaloneInput?
  /// Its code components, each name once per source (a web component and its React wrapper of
  /// one name are both here, and one `props` block shows them side by side).
  var code: [InitInputs.CodeComponentInput] = []
  /// Where its first source puts it: the Figma page, else the first folder of its code.
  var group: String?
  /// What orders it in its section: its family's folder (or its own name), then its name.
  var orderKey: [String]
  var isIcon = false
  /// Code components declared in the file of its code and documented only there, shown on its
  /// page (SDS's `DialogTrigger`, `DialogTitle` … on the page of `Dialog`), in source order.
  var members: [InitInputs.CodeComponentInput] = []

  /// Its members' names, each once (a member a docgen and a Code Connect file both name is two
  /// entries of `members`).
  var memberNames: [String] { InitPages.unique(members.map(\.name)) }

  /// The code names whose props the page shows: its own, then its members'.
  var documentedCode: [String] { InitPages.unique((code + members).filter(\.hasProps).map(\.name)) }

  /// Whether only code documents it (no Figma set or component; a Code Connect mapping it may
  /// have), with props from a source that names its file.
  var isCodeOnly: Bool {
    self.set == nil && standalone == nil && !isIcon && sourceFile != nil
  }

  /// The file its props source says declares it.
  var sourceFile: String? { code.first { $0.hasProps && $0.sourceFile != nil }?.sourceFile }
}

/// Gathers every component of the inputs, and lays them out in sections and pages.
enum InitComponents {
  /// So many icon-like components (`IconArrowLeft`, a component under `icons/`, on a Figma page
  /// called Icons) are a family: one page lists them. Fewer get a page each.
  static let iconFamilyMinimum = 5

  /// Groups of a source become sections of the navigation when at least two hold this many
  /// components each: a folder per component is no grouping.
  static let sectionMinimum = 2
  /// At most so many groups become sections; past that, the smallest are folded into the
  /// Components section, so the navigation stays a list one reads at a glance.
  static let sectionLimit = 24

  static func folded(_ name: String) -> String { PropsLibrary.folded(name) }

  /// Every component once, in the order the sources give them: Figma sets, Figma components
  /// outside sets, then code components. A code component joins the set Code Connect or the
  /// build's own pairing ties it to, else the entry of the same name (ignoring case, spaces and
  /// hyphens), tag or alias. Linear in the number of components.
  static func gather(_ inputs: InitInputs) -> [InitComponent] {
    var components: [InitComponent] = []
    var byKey: [String: Int] = [:]
    var bySetName: [String: Int] = [:]
    // A name is the first component's that has it; a component takes it from an icon. (The
    // component claiming is appended after its claim.)
    func claim(_ names: [String], _ index: Int) {
      for key in names.map(folded) where !key.isEmpty {
        if let owner = byKey[key], owner >= components.count || !components[owner].isIcon { continue }
        byKey[key] = index
      }
    }
    for file in inputs.figma {
      for set in file.sets where bySetName[set.name] == nil {
        bySetName[set.name] = components.count
        claim([set.name], components.count)
        components.append(
          InitComponent(title: set.name, set: set, group: set.page, orderKey: [folded(set.name), set.name]))
      }
    }
    var standaloneNames = Set<String>()
    for file in inputs.figma {
      for standalone in file.standalones {
        let key = folded(standalone.name)
        guard standaloneNames.insert(standalone.name).inserted, key.isEmpty || byKey[key] == nil else { continue }
        claim([standalone.name], components.count)
        components.append(
          InitComponent(
            title: standalone.name, standalone: standalone, group: standalone.page,
            orderKey: [standalone.frame.map(folded) ?? key, key, standalone.name],
            isIcon: isIconName(standalone.name) || standalone.isIconShaped
              || [standalone.page, standalone.frame].contains { isIconFolder($0) }))
      }
    }
    var setOfCode: [String: String] = [:]
    for (set, code) in inputs.codeComponents.sorted(by: { $0.key < $1.key }) where setOfCode[code] == nil {
      setOfCode[code] = set
    }
    for source in inputs.props {
      for var code in source.components {
        code.source = source.contentPath
        let names = [code.name] + [code.tag].compactMap { $0 } + code.aliases
        let tied = setOfCode[code.name].flatMap { bySetName[$0] }
        // An icon of the Figma file is not the code component of its name: SDS's `Tag` is a
        // control, octicons' `tag` a drawing of one; joined, the control had no page.
        let named = names.lazy.compactMap({ byKey[folded($0)] }).first { !components[$0].isIcon }
        if let index = tied ?? named {
          if let same = components[index].code.firstIndex(where: { $0.name == code.name && $0.source == code.source }) {
            components[index].code[same].hasProps = components[index].code[same].hasProps || code.hasProps
            if components[index].code[same].codeConnectFile == nil {
              components[index].code[same].codeConnectFile = code.codeConnectFile
            }
          } else {
            components[index].code.append(code)
          }
          if components[index].group == nil { components[index].group = code.folders.first }
          claim(names, index)
          continue
        }
        // A helper the props tool took for a component (SDS's `formEventTargetToFormData`) gets
        // no page that would call it one.
        guard !isFunctionName(code) else { continue }
        claim(names, components.count)
        // A family's folder (`accordion` for accordion-item) keeps its members together.
        let family = code.folders.last.map(folded) ?? folded(code.name)
        components.append(
          InitComponent(
            title: code.name, code: [code], group: code.folders.first,
            orderKey: [family, folded(code.name), code.name],
            isIcon: isIconName(code.name)
              || (!isIconComponentName(code.name) && code.folders.contains(where: isIconFolder))
          ))
      }
    }
    components = mergedByMapping(mergedByFile(components))
    // Components of a set are never an icon family: their variants get a page.
    let icons = components.indices.filter { components[$0].isIcon && components[$0].set == nil }
    for index in components.indices { components[index].isIcon = false }
    if icons.count >= iconFamilyMinimum {
      for index in icons { components[index].isIcon = true }
    }
    return components
  }

  /// Each file's code-only components on the page of the component the file is named for:
  /// `Dialog.tsx` declares `Dialog` and seven parts of it, documented by the same tool and in no
  /// Figma file; eight pages of a line each read as one page does, so `Dialog`'s page shows
  /// them all, as Primer's and Polaris's pages show a component's parts. A file named for none
  /// of its components (a barrel `index.ts`) keeps a page each.
  static func mergedByFile(_ components: [InitComponent]) -> [InitComponent] {
    var byFile: [String: [Int]] = [:]
    for (index, component) in components.enumerated() where component.isCodeOnly {
      if let file = component.sourceFile { byFile[file, default: []].append(index) }
    }
    var mainOf: [String: Int] = [:]
    // A component only a Code Connect file names (SDS's `Button`, which its docgen output left
    // out) is the main of the file named for it, when no component declared there is.
    var mappedOnly: [String: Int] = [:]
    for (index, component) in components.enumerated() where !component.isIcon {
      if component.set == nil, component.standalone == nil, !component.code.isEmpty,
        component.code.allSatisfy({ !$0.hasProps }), mappedOnly[folded(component.title)] == nil
      {
        mappedOnly[folded(component.title)] = index
      }
      for file in Set(component.code.compactMap(\.sourceFile)) where (byFile[file]?.count ?? 0) > 0 {
        guard mainOf[file] == nil, let stem = namedFor(file), folded(component.title) == folded(stem) else { continue }
        mainOf[file] = index
      }
    }
    for file in byFile.keys where mainOf[file] == nil {
      if let stem = namedFor(file), let index = mappedOnly[folded(stem)] { mainOf[file] = index }
    }
    var merged = components
    var removed = Set<Int>()
    for (file, main) in mainOf {
      let members = (byFile[file] ?? []).filter { $0 != main }
      guard !members.isEmpty else { continue }
      merged[main].members = members.flatMap { components[$0].code }
      removed.formUnion(members)
    }
    return merged.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
  }

  /// A component only a Code Connect file names, with no props source and no Figma component of
  /// its own (SDS's `PaginationGap`, mapped in `Pagination.figma.tsx` beside the parts of
  /// `Pagination`), on the page of the component that file is named for when that page holds
  /// another of the file's mappings and a props source documents it: the file maps them
  /// together, so they read as one page. With Code Connect files alone every mapping keeps its
  /// page, each as much a component's as the others.
  static func mergedByMapping(_ components: [InitComponent]) -> [InitComponent] {
    var pageOf: [String: Int] = [:]
    for (index, component) in components.enumerated() where !component.isIcon {
      let key = folded(component.title)
      if pageOf[key] == nil { pageOf[key] = index }
    }
    var merged = components
    var removed = Set<Int>()
    for (index, component) in components.enumerated()
    where component.set == nil && component.standalone == nil && !component.isIcon && component.members.isEmpty
      && !component.code.isEmpty && component.code.allSatisfy({ !$0.hasProps })
    {
      // A page that took parts itself stays.
      guard merged[index].members.isEmpty, let file = component.code.first?.codeConnectFile, let stem = namedFor(file),
        let target = pageOf[folded(stem)], target != index, !removed.contains(target),
        (merged[target].code + merged[target].members).contains(where: { $0.codeConnectFile == file }),
        (merged[target].code + merged[target].members).contains(where: \.hasProps)
      else { continue }
      merged[target].members += component.code
      removed.insert(index)
    }
    return merged.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
  }

  /// The component a file is named for: `src/Dialog/Dialog.tsx` → `Dialog`; an `index` file's
  /// folder (`Dialog/index.tsx` → `Dialog`).
  static func namedFor(_ file: String) -> String? {
    let parts = file.split(separator: "/")
    guard let last = parts.last else { return nil }
    let stem = String(last.split(separator: ".").first ?? last)
    if stem.lowercased() == "index" { return parts.dropLast().last.map(String.init) }
    return stem.isEmpty ? nil : stem
  }

  /// Whether a code entry is named as a JavaScript function is, not as a component: camelCase
  /// with a lowercase first letter (`formEventTargetToFormData`), no custom element tag. React,
  /// Vue and Svelte components are PascalCase or kebab-case, and JSX reads a lowercase name as
  /// an HTML element, so such an entry is a helper react-docgen-typescript listed with the
  /// components of its file.
  static func isFunctionName(_ code: InitInputs.CodeComponentInput) -> Bool {
    guard code.tag == nil, let first = code.name.unicodeScalars.first, ("a"..."z").contains(first) else {
      return false
    }
    return code.name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
      && code.name.unicodeScalars.contains { ("A"..."Z").contains($0) }
  }

  /// `IconArrowLeft`, `arrow-left-icon`, `Icons/Close`: a name of two words or more that begins or
  /// ends with "icon", unless it names a control that holds one (`IconButton`).
  static func isIconName(_ name: String) -> Bool {
    let words = InitText.words(name)
    guard words.count >= 2, let first = words.first, let last = words.last else { return false }
    return (first == "icon" || first == "icons" || last == "icon") && !iconControls.contains(last)
  }

  /// `Icon`, `Icons`: the component that draws an icon by its name (SDS's `Icon/Icon.tsx`), not
  /// one icon, though its folder is called so.
  static func isIconComponentName(_ name: String) -> Bool {
    ["icon", "icons"].contains(InitText.words(name))
  }

  /// The last words of a name that make it a control holding an icon, not an icon.
  static let iconControls: Set<String> = [
    "button", "link", "toggle", "group", "list", "picker", "menu", "tab", "badge",
  ]

  /// A folder, Figma page or frame that holds icons: `icons`, `Icon`, `Iconography`, `🔣 Icons`,
  /// an icon library's own name (`octicons-by-github`, `Ionicons`); not the folder of a control
  /// that holds one (`IconButton/`, `icon-toggle/`).
  static func isIconFolder(_ name: String?) -> Bool {
    guard let name else { return false }
    let words = InitText.words(name)
    guard let last = words.last, !iconControls.contains(last) else { return false }
    return words.contains { $0 == "icon" || $0 == "iconography" || $0.hasSuffix("icons") }
  }

  /// A section of the navigation and its pages.
  struct Section: Sendable, Equatable {
    var title: String
    var components: [InitComponent]
  }

  /// The components in sections, the sources' own: a section per Figma page or top folder of
  /// the code that holds two components or more, when there are two such groups at least (at
  /// most `sectionLimit`, the largest), and one "Components" section for the rest; icon families
  /// after them, on one page. Within a section, components of one family folder stay together,
  /// in name order.
  static func sections(_ components: [InitComponent]) -> (sections: [Section], icons: [InitComponent]) {
    let icons = components.filter(\.isIcon)
    let documented = components.filter { !$0.isIcon }
    var groups: [String] = []
    var counts: [String: Int] = [:]
    for component in documented {
      guard let group = component.group?.trimmingCharacters(in: .whitespacesAndNewlines), !group.isEmpty else {
        continue
      }
      if counts[group] == nil { groups.append(group) }
      counts[group, default: 0] += 1
    }
    // A group of one component (a folder per component, `Notification/Notification.tsx`) is no
    // section: its component joins the Components section (a group of that name keeps its
    // place). Past the limit, the smallest groups join it too (the later of two of one size
    // first), so the navigation keeps the large ones.
    groups.removeAll { counts[$0, default: 0] < sectionMinimum && sectionTitle($0) != "Components" }
    if groups.count > sectionLimit {
      let kept = Set(
        groups.enumerated().sorted { a, b in
          counts[a.element, default: 0] != counts[b.element, default: 0]
            ? counts[a.element, default: 0] > counts[b.element, default: 0] : a.offset < b.offset
        }.prefix(sectionLimit).map(\.element))
      groups.removeAll { !kept.contains($0) }
    }
    let useGroups = groups.count >= 2
    var titles: [String: String] = [:]
    // A Figma page called Components is the Components section: the ungrouped join it, and it is
    // never written "Components 2".
    var taken: Set<String> = ["foundations", "icons"]
    if useGroups {
      for group in groups {
        var title = sectionTitle(group)
        if !taken.insert(title.lowercased()).inserted {
          var number = 2
          while !taken.insert("\(title) \(number)".lowercased()).inserted { number += 1 }
          title = "\(title) \(number)"
        }
        titles[group] = title
      }
    }
    var order: [String] = []
    var members: [String: [InitComponent]] = [:]
    for component in documented {
      let group = component.group?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      let title = titles[group] ?? "Components"
      if members[title] == nil { order.append(title) }
      members[title, default: []].append(component)
    }
    // The generic section first, then the groups as the sources order them (a group of that name
    // keeps its place).
    if !titles.values.contains("Components"), let generic = order.firstIndex(of: "Components") {
      order.insert(order.remove(at: generic), at: 0)
    }
    let sections = order.map { title in
      Section(
        title: title, components: (members[title] ?? []).sorted { $0.orderKey.lexicographicallyPrecedes($1.orderKey) })
    }
    return (sections, icons.sorted { $0.orderKey.lexicographicallyPrecedes($1.orderKey) })
  }

  /// Figma components that are drawings and nothing more (no variants, properties, description
  /// or code: figma-export's four coloured logos on its page `monochrome`) are shown side by side
  /// on one page per Figma page, not a page of one drawing each.
  struct Gallery: Sendable, Equatable {
    var title: String
    /// The Figma page they are on, when they share one.
    var figmaPage: String?
    var components: [InitComponent]
  }

  /// The navigation's section of the gallery pages.
  static let gallerySection = "Drawings"
  /// So many drawings of a section share a gallery page; one alone keeps its page.
  static let galleryMinimum = 2

  static func isDrawingOnly(_ component: InitComponent) -> Bool {
    guard let standalone = component.standalone, component.set == nil, component.code.isEmpty,
      component.members.isEmpty
    else { return false }
    return standalone.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      && standalone.propertyCount == 0 && standalone.isDrawable && standalone.isAddressable
      && InitPages.nameWorksInBlocks(standalone.name)
  }

  /// Each section's drawings, when it has so many, as a gallery; the sections without them (a
  /// section left empty is gone).
  static func galleries(_ sections: [Section]) -> (sections: [Section], galleries: [Gallery]) {
    var kept: [Section] = []
    var galleries: [Gallery] = []
    for var section in sections {
      let drawings = section.components.filter(isDrawingOnly)
      if drawings.count >= galleryMinimum {
        let pages = Set(drawings.map { $0.standalone?.page ?? "" })
        let figmaPage = pages.count == 1 ? pages.first.flatMap { $0.isEmpty ? nil : $0 } : nil
        let title = section.title == "Components" ? "Drawings" : section.title
        galleries.append(Gallery(title: title, figmaPage: figmaPage, components: drawings))
        section.components.removeAll(where: isDrawingOnly)
      }
      if !section.components.isEmpty { kept.append(section) }
    }
    return (kept, galleries)
  }

  /// A group's name as a section's title: a code folder in words (`form-controls` → "Form
  /// controls"), a Figma page as the designers wrote it, without leading emoji and symbols.
  static func sectionTitle(_ group: String) -> String {
    let trimmed = String(group.drop { !$0.isLetter && !$0.isNumber }).trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return "Components" }
    let isCodeName =
      !trimmed.contains(" ") && (trimmed.contains("-") || trimmed.contains("_") || trimmed == trimmed.lowercased())
    let single = trimmed.replacingOccurrences(of: "\n", with: " ")
    return isCodeName ? InitText.title(single) : single
  }
}
