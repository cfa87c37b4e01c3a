import Figma
import FigmaGeometry
import Geometry
import SpecimenCore
import Tokens

/// Which sources a set of changed files touches, by where they are in the site folder.
struct RebuildPlan {
  /// site.yml, or anything the plan cannot place: build everything again.
  var whole = false
  /// Pages and other files under content/pages, by path relative to it.
  var pages: Set<String> = []
  var pageAssets: Set<String> = []
  /// Files under templates/assets, relative to it.
  var templateAssets: Set<String> = []
  /// The page template or a partial: every page is laid out again.
  var templates = false
  var tokens = false
  /// The JSON files that changed, as absolute paths: token files (or the resolver).
  var tokenFiles: Set<String> = []
  var figma = false
  var geometry = false
  /// Geometry model files that changed (paths as diagnostics show them).
  var geometryFiles: Set<String> = []
  /// Icons or fonts changed: every drawing may differ.
  var allModels = false

  init(paths: Set<String>, state: BuildState) {
    let layout = state.options.layout
    let figmaFiles = Set((state.sources.configuration?.figma ?? []).map { SiteLayout.Name.content($0.path) })
    // Props sources site.yml names: files, or folders of Code Connect files.
    let propsSources = (state.sources.configuration?.props ?? []).map {
      SiteLayout.Name.content($0.path.split(separator: "/").filter { $0 != "." }.joined(separator: "/"))
    }
    let source = state.sources.configuration?.tokens?.source.map(ContainedPath.normalize)
    for path in paths {
      if let source, path == source || path.hasPrefix(source + "/") {  // a token source outside content/
        tokens = true
        continue
      }
      let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      guard parts.count >= 2, !parts.contains(where: { $0.hasPrefix(".") }) else { continue }
      let rest = parts.dropFirst(2).joined(separator: "/")
      switch (parts[0], parts[1]) {
      case ("content", "site.yml"): whole = true
      case ("content", "pages") where !rest.isEmpty:
        if PageSource.isPage(rest) { pages.insert(rest) } else { pageAssets.insert(rest) }
      case ("content", "pages"): whole = true  // the folder itself
      case ("content", "props") where path.hasSuffix(".json"): figma = true
      case ("content", "geometry") where !rest.hasSuffix(".yml") && !rest.hasSuffix(".yaml"): continue
      case ("content", "geometry"):
        geometry = true
        geometryFiles.insert(layout.geometry + "/" + rest)
      case ("content", "icons"), ("content", "fonts"):
        geometry = true
        allModels = true
      case ("content", _) where figmaFiles.contains(path): figma = true
      case ("content", _) where propsSources.contains(where: { path == $0 || path.hasPrefix($0 + "/") }): figma = true
      case ("content", _) where path.hasSuffix(".json"):  // the resolver and the token files it names
        tokens = true
        tokenFiles.insert(state.options.layout.path(path))
      case ("templates", "assets") where !rest.isEmpty: templateAssets.insert(rest)
      case ("templates", _) where path.hasSuffix(".mustache"): templates = true
      default: continue  // an editor's temporary file, or a file the build does not read
      }
    }
  }
}

/// How the site data differs between two loads, by name, and which pages that concerns.
struct DataDifference {
  /// Something every page shows changed (tokens appeared or went away, or their names did).
  var everything = false
  var tokens: Set<TokenName> = []
  var componentSets: Set<SetName> = []
  var models: Set<SetName> = []
  var codeComponents: Set<CodeComponentName> = []
  /// The touch-target minimums changed: every drawing that shows them.
  var touchTargets = false
  /// The Figma files' styles changed: every page that shows them.
  var figmaStyles = false

  var isEmpty: Bool {
    tokens.isEmpty && componentSets.isEmpty && models.isEmpty && codeComponents.isEmpty && !touchTargets
      && !figmaStyles
  }

  /// `changedTokens`: what `changedTokens(_:_:)` found, nil when the tokens were not read again.
  init(
    old: SiteData, new: SiteData, geometryFiles: Set<String>, allModels: Bool, changedTokens: TokenChange
  ) {
    switch changedTokens {
    case .unchanged: break
    case .values(let changed): tokens = Set(changed.map { TokenName($0) })
    case .everything:
      everything = true
      return
    }
    componentSets = Self.changed(old.figma.drawableSets, new.figma.drawableSets) { SetName($0.name) }
    codeComponents = Self.changed(old.props.components, new.props.components) { CodeComponentName($0.name) }
    // A Code Connect example shows on the pages of the component its mapping names.
    codeComponents.formUnion(
      Self.changed(old.props.connections, new.props.connections) { CodeComponentName($0.component ?? "") })
    figmaStyles = old.figma.files.map(\.styles) != new.figma.files.map(\.styles)
    // A Code Connect mapping or a site.yml pairing can change a parity table with neither side changing.
    let parityBefore = Dictionary(grouping: old.parity, by: \.setName)
    let parityAfter = Dictionary(grouping: new.parity, by: \.setName)
    for name in Set(parityBefore.keys).union(parityAfter.keys) where parityBefore[name] != parityAfter[name] {
      componentSets.insert(SetName(name))
    }
    touchTargets = old.touchTargets != new.touchTargets

    guard let geometry = new.geometry else { return }
    let before = old.geometry
    var sets = Set<String>()
    for set in Set(geometry.setNames).union(before?.setNames ?? []) {
      let files = [geometry.modelFile(of: set), before?.modelFile(of: set)]
      if allModels || files.contains(where: { $0.map(geometryFiles.contains) ?? false }) || files[0] == nil
        || files[1] == nil
        || componentSets.contains(SetName(set))
        || (!tokens.isEmpty && geometry.tokensRead(set: set).contains { tokens.contains(TokenName($0)) })
      {
        sets.insert(set)
      }
    }
    // The sets placing a changed one as an instance draw it too (what they read through it).
    models = Set(geometry.setsDrawing(sets).union(before?.setsDrawing(sets) ?? []).map { SetName($0) })
  }

  /// Whether a page that read `reads` must be rendered again.
  func touches(_ reads: ReadSet) -> Bool {
    !reads.tokens.isDisjoint(with: tokens) || !reads.componentSets.isDisjoint(with: componentSets)
      || !reads.models.isDisjoint(with: models) || !reads.codeComponents.isDisjoint(with: codeComponents)
      || (touchTargets && !reads.models.isEmpty) || (figmaStyles && reads.figmaStyles)
  }

  /// How the tokens differ between two loads.
  enum TokenChange {
    case unchanged
    /// The tokens whose resolved value (or chain, description, anything shown) differs in a context.
    case values(Set<String>)
    /// Tokens came or went, or the contexts differ: every page may show that.
    case everything

    init(_ old: TokenSystem?, _ new: TokenSystem?) {
      switch (old, new) {
      case (nil, nil): self = .unchanged
      case (let before?, let after?):
        self = DataDifference.changedTokens(before, after).map { .values($0) } ?? .everything
      default: self = .everything
      }
    }
  }

  /// Tokens whose resolved value (or chain, description, anything shown) differs in any
  /// context; nil when the contexts or the set of token names differ, which every page shows.
  static func changedTokens(_ old: TokenSystem, _ new: TokenSystem) -> Set<String>? {
    guard old.contexts == new.contexts, old.resolutions.count == new.resolutions.count else { return nil }
    var changed = Set<String>()
    for (before, after) in zip(old.resolutions, new.resolutions) {
      guard before.context == after.context, before.allPaths == after.allPaths,
        before.tokens.count == after.tokens.count
      else { return nil }
      for (a, b) in zip(before.tokens, after.tokens) where a != b {
        guard a.name == b.name else { return nil }
        changed.insert(a.name)
      }
    }
    return changed
  }

  /// The names whose items differ; a name several items share (a component two props sources
  /// describe) differs when any of them does.
  static func changed<Item: Hashable, Name: Hashable>(_ old: [Item], _ new: [Item], name: (Item) -> Name) -> Set<Name> {
    var before: [Name: [Item]] = [:]
    for item in old { before[name(item), default: []].append(item) }
    var after: [Name: [Item]] = [:]
    for item in new { after[name(item), default: []].append(item) }
    return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
  }
}

extension SiteBuilder {
  /// Brings the geometry models up to date after `files` changed and the tokens were resolved
  /// again, reading and checking only the models those touch; false when the models must be
  /// loaded whole (tokens came or went, a model file came or went, nothing was loaded before).
  static func updateGeometry(
    _ state: inout BuildState, from old: BuildState, files: Set<String>, tokenChange: DataDifference.TokenChange
  ) -> Bool {
    guard case .read(let library) = old.sources.data.geometryReading, let tokens = state.sources.data.tokens,
      state.sources.configuration != nil,
      // Sets drawn from Figma name their variables through the tokens: drawn again whole.
      library.drawableSetNames.count == library.setNames.count
    else { return false }
    var changedTokens = Set<String>()
    switch tokenChange {
    case .unchanged: break
    case .values(let changed): changedTokens = changed
    case .everything: return false
    }
    var diagnostics = Diagnostics()
    guard
      let updated = library.updated(
        changedFiles: files, tokens: TokenGeometrySource(system: tokens, measurer: library.measurer),
        changedTokens: changedTokens,
        into: &diagnostics)
    else { return false }
    state.sources.data.geometryReading = .read(updated)
    state.sources.data.touchTargets = touchTargets(tokens)
    diagnostics.merge(SiteBuilder.auditAccessibility(&state))
    state.stepDiagnostics[.layOutGeometry] = Diagnostics(diagnostics.sorted())
    return true
  }
}
