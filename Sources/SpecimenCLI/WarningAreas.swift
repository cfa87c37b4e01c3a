import SpecimenCore

/// The closing lines of a build or check that has warnings: that every page was written, then
/// what the warnings are about, by the part of the site they are in (the tokens, the Figma
/// files, the pages…), with the kinds and the files of each. An export's hundreds of warnings
/// are a few kinds about the files the site reads, not a site half made, and the summary says so.
enum WarningAreas {
  /// What a warning is about, in the order the summary names them.
  enum Area: Int, CaseIterable, Comparable {
    case tokens, figma, code, accessibility, models, siteFile, templates, pages, other

    static func < (a: Area, b: Area) -> Bool { a.rawValue < b.rawValue }

    var phrase: String {
      switch self {
      case .tokens: "the tokens"
      case .figma: "the Figma files"
      case .code: "the code metadata"
      case .accessibility: "the components' accessibility"
      case .models: "the geometry models"
      case .siteFile: "site.yml"
      case .templates: "the templates"
      case .pages: "the pages"
      case .other: "other files"
      }
    }
  }

  /// The area of a warning by its kind, else by its file; nil when neither says.
  static func area(id: Diagnostic.ID, file: String?) -> Area? {
    let id = id.rawValue
    if let file {
      if file.hasSuffix(".md") { return .pages }
      if file == "site.yml" || file.hasSuffix("/site.yml") { return .siteFile }
    }
    if id.hasPrefix("tokens.") || id.hasPrefix("json5.") { return .tokens }
    if id.hasPrefix("figma.") { return .figma }
    if id.hasPrefix("props.") || id.hasPrefix("parity.") { return .code }
    if id.hasPrefix("accessibility.") { return .accessibility }
    if id.hasPrefix("template.") { return .templates }
    if let file, file.hasSuffix(".yml") || file.hasSuffix(".yaml") { return .models }
    return nil
  }

  /// `116 warnings, each kind a line above: 114 about the tokens (3 kinds; content/tokens/tokens.json),
  /// 2 about the Figma files (2 kinds; content/figma/figma.files.json); none about the pages.`
  /// Files are named from the site folder; an area of several files names the folder they share.
  static func sentence(_ diagnostics: [Diagnostic], site: String, silenced: String = "") -> String {
    let warnings = diagnostics.filter { $0.severity == .warning }
    let prefix = site.hasSuffix("/") ? site : site + "/"
    func shown(_ file: String) -> String {
      let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
      return relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
    }
    // A warning whose kind and file say nothing takes the area another warning gave its file
    // (a missing font in a Figma file is about the Figma file).
    var areaOfFile: [String: Area] = [:]
    for warning in warnings {
      if let file = warning.location?.file, let area = area(id: warning.id, file: file), areaOfFile[file] == nil {
        areaOfFile[file] = area
      }
    }
    var counts: [Area: Int] = [:]
    var kinds: [Area: Set<Diagnostic.ID>] = [:]
    var files: [Area: [String]] = [:]
    var listed: [Area: Set<String>] = [:]
    for warning in warnings {
      let file = warning.location?.file
      let area = area(id: warning.id, file: file) ?? file.flatMap { areaOfFile[$0] } ?? .other
      counts[area, default: 0] += 1
      kinds[area, default: []].insert(warning.id)
      // Each file once in its area, found by a set: an export's thousands of warnings over
      // hundreds of files are not compared each with every file listed before.
      if let file, listed[area, default: []].insert(file).inserted { files[area, default: []].append(file) }
    }
    let parts = counts.keys.sorted().map { area in
      let count = kinds[area]?.count ?? 0
      var detail = "\(count) kind\(count == 1 ? "" : "s")"
      if let location = place(files[area] ?? [], shown) { detail += "; " + location }
      return "\(counts[area] ?? 0) about \(area.phrase) (\(detail))"
    }
    let total = warnings.count
    var text =
      "\(total) warning\(total == 1 ? "" : "s")\(silenced), each kind a line above: "
      + parts.joined(separator: ", ")
    if counts[.pages] == nil { text += "; none about the pages" }
    return text + "."
  }

  /// One file by its path, several by the folder they share (`content/tokens/design-tokens`).
  static func place(_ files: [String], _ shown: (String) -> String) -> String? {
    let paths = files.map(shown)
    guard let first = paths.first else { return nil }
    guard paths.count > 1 else { return first }
    var shared = first.split(separator: "/").dropLast().map(String.init)
    for path in paths.dropFirst() {
      let parts = path.split(separator: "/").dropLast().map(String.init)
      var count = 0
      while count < min(shared.count, parts.count) && shared[count] == parts[count] { count += 1 }
      shared = Array(shared.prefix(count))
    }
    return "\(paths.count) files" + (shared.isEmpty ? "" : " in " + shared.joined(separator: "/"))
  }
}
