import Foundation
import SpecimenCore
import Synchronization

/// Every geometry model of a site, checked against its tokens, icons and Figma sets, ready to
/// lay out and draw any variant. Immutable after loading; layouts are cached behind a mutex so
/// pages can render in parallel.
package final class GeometryLibrary: Sendable {
  let models: [String: GeometryModel]
  /// Sets with a model, in the order of their files.
  package let setNames: [String]
  let shapes: [String: ComponentSetShape]
  /// The shapes of the sets that have a model: what an instance may place. Kept, since every
  /// layout's resolver asks for it.
  let modeledShapes: [String: ComponentSetShape]
  let tokens: any GeometryTokenSource
  package let icons: IconLibrary
  package let measurer: TextMeasurer
  /// The token names each model reads, as the load-time check found them.
  private let tokensReadBySet: [String: [String]]
  /// The sets each model places as instances, in file order (bindings excluded).
  let instanceSets: [String: [String]]
  let cache: LayoutCache
  /// Variants of sets without a model, drawn from Figma's node trees, by set.
  let drawn: [String: [LaidOutComponent]]
  /// The tokens each set drawn from Figma binds (`tokensBound(by:)`).
  let tokensBoundByDrawnSet: [String: [String]]
  /// What loading found, kept so `updated(…)` can read again only what changed.
  let sources: Sources
  /// How many differences from Figma's node trees each model compared with them has.
  let figmaDifferences: [String: Int]

  init(
    models: [String: GeometryModel], order: [String], shapes: [String: ComponentSetShape],
    tokens: any GeometryTokenSource, icons: IconLibrary, measurer: TextMeasurer,
    tokensRead: [String: [String]] = [:], instanceSets: [String: [String]] = [:], cache: LayoutCache = LayoutCache(),
    sources: Sources = Sources(), drawn: [String: [LaidOutComponent]] = [:], figmaDifferences: [String: Int] = [:]
  ) {
    self.drawn = drawn
    self.tokensBoundByDrawnSet = drawn.filter { models[$0.key] == nil }.mapValues(Self.tokensBound(by:))
    self.figmaDifferences = figmaDifferences
    self.models = models
    self.setNames = order
    self.shapes = shapes
    self.modeledShapes = shapes.filter { models[$0.key] != nil }
    self.tokens = tokens
    self.icons = icons
    self.measurer = measurer
    self.tokensReadBySet = tokensRead
    self.instanceSets = instanceSets
    self.cache = cache
    self.sources = sources
  }

  /// This library with what the load-time check found; the layouts it made stay cached.
  private func checked(tokensRead: [String: [String]], instanceSets: [String: [String]], sources: Sources)
    -> GeometryLibrary
  {
    GeometryLibrary(
      models: models, order: setNames, shapes: shapes, tokens: tokens, icons: icons, measurer: measurer,
      tokensRead: tokensRead, instanceSets: instanceSets, cache: cache, sources: sources, drawn: drawn,
      figmaDifferences: sources.checks.compactMapValues(\.figmaDifferences))
  }

  // MARK: Loading

  /// Loads every `*.yml` model of `directory` and every icon of `icons`, and checks them all.
  /// `fontDirectories` (a site's content/fonts) are searched before the system's fonts. With
  /// `updatable`, the library keeps what it read (every model's parsed file) so `updated(…)`
  /// can read again only what changed; a build that runs once lets that go and saves the memory.
  package static func load(
    directory: String, icons iconDirectory: String, tokens: any GeometryTokenSource,
    sets: [ComponentSetShape], fontDirectories: [String] = [], measurer: TextMeasurer? = nil,
    drawn: [String: [LaidOutComponent]] = [:], drawings: (any SetDrawings)? = nil, updatable: Bool = true,
    into diagnostics: inout Diagnostics
  ) -> GeometryLibrary {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    var files: [(file: String, text: String)] = []
    var found = Diagnostics()
    for name in names {
      let path = directory + "/" + name
      do {
        if let text = try SourceText.read(path) {
          files.append((path, text))
        } else {
          found.error("cannot read the geometry model", at: SourceLocation(file: path), id: .geometryUnreadable)
        }
      } catch {
        found.append(error)
      }
    }
    let icons = IconLibrary.load(directory: iconDirectory, into: &found)
    let library = build(
      models: files, icons: icons, tokens: tokens, sets: sets,
      measurer: measurer ?? TextMeasurer(fontDirectories: fontDirectories), directory: directory,
      loadDiagnostics: found.all, drawn: drawn, drawings: drawings, keepsDocuments: updatable, into: &found)
    diagnostics.append(contentsOf: found.all.sortedByPosition())
    return updatable ? library : library.withoutSources()
  }

  /// This library without what loading read: it answers the same, and `updated(…)` is nil.
  func withoutSources() -> GeometryLibrary {
    GeometryLibrary(
      models: models, order: setNames, shapes: shapes, tokens: tokens, icons: icons, measurer: measurer,
      tokensRead: tokensReadBySet, instanceSets: instanceSets, cache: cache, drawn: drawn,
      figmaDifferences: figmaDifferences)
  }

  /// Builds a library from model texts already read (tests, or a site that caches files).
  package static func build(
    models files: [(file: String, text: String)], icons: IconLibrary, tokens: any GeometryTokenSource,
    sets: [ComponentSetShape], measurer: TextMeasurer = TextMeasurer(), drawn: [String: [LaidOutComponent]] = [:],
    into diagnostics: inout Diagnostics
  ) -> GeometryLibrary {
    build(
      models: files, icons: icons, tokens: tokens, sets: sets, measurer: measurer, directory: nil,
      loadDiagnostics: [], drawn: drawn, drawings: nil, keepsDocuments: true, into: &diagnostics)
  }

  /// With `drawings`, the sets it draws that no model draws are drawn here, and each set a model
  /// draws only when its model is checked, so Figma's drawings of those sets are never all held.
  /// Without `keepsDocuments`, each model's parsed file is let go once the model is read from it.
  private static func build(
    models files: [(file: String, text: String)], icons: IconLibrary, tokens: any GeometryTokenSource,
    sets: [ComponentSetShape], measurer: TextMeasurer, directory: String?, loadDiagnostics: [Diagnostic],
    drawn given: [String: [LaidOutComponent]], drawings: (any SetDrawings)?, keepsDocuments: Bool,
    into diagnostics: inout Diagnostics
  ) -> GeometryLibrary {
    let figmaShapes = Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    // Each file is parsed and read on its own, one per core, each into its own diagnostics;
    // the results merge in file order so the diagnostics read the same on every run.
    let read = ConcurrentMap.run(files.map { FileText(file: $0.file, text: $0.text) }) { file in
      var own = Diagnostics()
      let document = GeometryModel.document(text: file.text, file: file.file, into: &own)
      var read = readModel(
        file: file.file, document: document, parsing: own.sorted(), figma: figmaShapes, tokens: tokens)
      // The model holds what it read; only `updated(…)` reads the file's nodes again.
      if !keepsDocuments, let node = read.document?.node { read.document?.node = Node(.null, at: node.position) }
      return read
    }
    var drawn = given
    if let drawings {
      let modeled = Set(read.compactMap { $0.model?.set })
      let unmodeled = drawings.setNames.filter { !modeled.contains($0) && drawn[$0] == nil }
      for (set, variants) in zip(unmodeled, ConcurrentMap.run(unmodeled) { drawings.drawing(of: $0) }) {
        drawn[set] = variants
      }
    }
    let sources = Sources(
      directory: directory, files: read, figmaShapes: figmaShapes, loadDiagnostics: loadDiagnostics, checks: [:],
      drawn: drawn)
    return assemble(
      sources, icons: icons, tokens: tokens, measurer: measurer, reusing: nil, drawings: drawings,
      into: &diagnostics)
  }

  /// One model file read against its set's Figma shape and the tokens.
  static func readModel(
    file: String, document: GeometryModel.Document?, parsing: [Diagnostic], figma: [String: ComponentSetShape],
    tokens: any GeometryTokenSource
  ) -> ReadModel {
    var own = Diagnostics(parsing)
    guard let document else {
      return ReadModel(
        file: file, document: nil, parsing: parsing, model: nil, shape: nil, diagnostics: own.sorted())
    }
    guard let figma = figma[document.set] else {
      return ReadModel(
        file: file, document: document, parsing: parsing, model: nil, shape: nil, diagnostics: own.sorted())
    }
    // The model's internal properties join the set's, so its bindings and rules may name them.
    let shape = GeometryModel.internalProperties(of: document, adding: figma, into: &own)
    var model = GeometryModel.read(document, shape: shape, tokens: tokens, into: &own)
    model.hadProblems = !own.isEmpty
    return ReadModel(
      file: file, document: document, parsing: parsing, model: model, shape: shape, diagnostics: own.sorted())
  }

  /// The library from files already read: the models by set, the instance cycles, and each
  /// model checked (laid out in every published variant). With `reusing`, the sets it names
  /// keep the check and the layouts of that earlier library.
  static func assemble(
    _ sources: Sources, icons: IconLibrary, tokens: any GeometryTokenSource, measurer: TextMeasurer,
    reusing previous: (library: GeometryLibrary, touched: Set<String>)?, drawings: (any SetDrawings)? = nil,
    into diagnostics: inout Diagnostics
  ) -> GeometryLibrary {
    var found = Diagnostics()
    var shapes = sources.figmaShapes
    var models: [String: GeometryModel] = [:]
    models.reserveCapacity(sources.files.count)
    var order: [String] = []
    // By index: a read model is a large value, and binding each would copy it.
    for i in sources.files.indices {
      found.append(contentsOf: sources.files[i].diagnostics)
      guard let document = sources.files[i].document else { continue }
      let result = (model: sources.files[i].model, shape: sources.files[i].shape)
      if let earlier = models[document.set] {
        found.append(
          .repeated(
            .error, "a second geometry model for '\(document.set)'", at: document.setLocation,
            hint: "one model draws one component set", first: earlier.setLocation, id: .geometryModelDuplicate))
        continue
      }
      guard let model = result.model, let shape = result.shape else {
        found.error(
          "no component set named '\(document.set)' in the Figma file", at: document.setLocation,
          hint: Suggestion.hint(for: document.set, in: sources.figmaShapes.keys.sorted()),
          id: .geometryUnknownComponentSet)
        continue
      }
      shapes[model.set] = shape
      models[model.set] = model
      order.append(model.set)
    }

    // A set a model draws is drawn from it; the others from Figma's node trees.
    let drawn = sources.drawn.filter { models[$0.key] == nil }
    var unchecked = GeometryLibrary(
      models: models, order: order, shapes: shapes, tokens: tokens, icons: icons, measurer: measurer, drawn: drawn)
    let (cyclic, instanceSets) = unchecked.checkInstanceCycles(into: &found)
    // A set keeps its earlier check and layouts unless it, or a set it places, was touched.
    var kept = Set<String>()
    if let previous {
      let redo = Self.setsDrawing(previous.touched, instanceSets: previous.library.instanceSets)
        .union(Self.setsDrawing(previous.touched, instanceSets: instanceSets))
      kept = Set(order).subtracting(redo)
      unchecked = GeometryLibrary(
        models: models, order: order, shapes: shapes, tokens: tokens, icons: icons, measurer: measurer,
        cache: previous.library.cache.replacing(redo), drawn: drawn)
    }
    // Models check independently (each lays out every published variant once): one per core.
    let checkable = order.filter { !cyclic.contains($0) }
    let toCheck = checkable.filter { !kept.contains($0) || previous?.library.sources.checks[$0] == nil }
    let parsed = models
    let checker = unchecked
    let figma = sources.drawn
    let fresh = ConcurrentMap.run(toCheck) { set in
      var own = Diagnostics()
      let reads = parsed[set].map { checker.check($0, into: &own) } ?? []
      // A model is checked against Figma once it is sound: differences after errors are noise.
      var differences: Int?
      // Figma's drawing of a set a model draws is made here when `drawings` makes it, and let go
      // once compared.
      let drawn = figma[set] ?? drawings?.drawing(of: set)
      if let model = parsed[set], let drawn, !model.hadProblems, !own.hasErrors {
        differences = checker.checkAgainstFigma(model, figma: drawn, into: &own)
      }
      return Check(tokensRead: reads, diagnostics: own.sorted(), figmaDifferences: differences)
    }
    var checks = Dictionary(uniqueKeysWithValues: zip(toCheck, fresh))
    var tokensRead: [String: [String]] = [:]
    for set in checkable {
      let check = checks[set] ?? previous!.library.sources.checks[set]!
      checks[set] = check
      tokensRead[set] = check.tokensRead
      found.append(contentsOf: check.diagnostics)
    }
    var keptSources = sources
    keptSources.checks = checks
    let library = unchecked.checked(tokensRead: tokensRead, instanceSets: instanceSets, sources: keptSources)
    diagnostics.append(contentsOf: found.sorted())
    return library
  }

  private struct FileText: Sendable {
    var file: String
    var text: String
  }

  /// One file read: its document (nil when it is no model) and, when its set exists, the model.
  struct ReadModel: Sendable {
    var file: String
    var document: GeometryModel.Document?
    /// What reading and parsing the file reported (before the model was read).
    var parsing: [Diagnostic]
    var model: GeometryModel?
    /// The set's shape with the model's internal properties.
    var shape: ComponentSetShape?
    /// Everything reading the file and the model reported.
    var diagnostics: [Diagnostic]
  }

  /// What the load-time check of one model found.
  struct Check: Sendable {
    var tokensRead: [String]
    var diagnostics: [Diagnostic]
    /// How many differences from Figma's node trees the model has; nil when it was not compared
    /// (no node trees, or problems of its own).
    var figmaDifferences: Int?
  }

  /// The inputs of a library as loading found them.
  struct Sources: Sendable {
    /// The folder the models were read from; nil when they were given as texts.
    var directory: String?
    var files: [ReadModel] = []
    var figmaShapes: [String: ComponentSetShape] = [:]
    /// What reading the folder and the icons reported.
    var loadDiagnostics: [Diagnostic] = []
    var checks: [String: Check] = [:]
    /// Variants drawn from Figma's node trees, by set.
    var drawn: [String: [LaidOutComponent]] = [:]
  }

  // MARK: Questions the site asks

  package func hasModel(for set: String) -> Bool { models[set] != nil }

  package func shape(of set: String) -> ComponentSetShape? { shapes[set] }

  /// The file that holds the model of `set`.
  package func modelFile(of set: String) -> String? { models[set]?.file }

  /// What draws a set's specimens: its Figma node trees, or its model and how the model compares
  /// with those trees (nil when the model has problems of its own, so it was not compared).
  package enum DrawingSource: Sendable, Equatable {
    case figma
    case model(file: String, differencesFromFigma: Int?)
  }

  /// What draws `set`, or nil when nothing does.
  package func drawingSource(of set: String) -> DrawingSource? {
    if let model = models[set] {
      return .model(file: model.file, differencesFromFigma: figmaDifferences[set])
    }
    return drawn[set] != nil ? .figma : nil
  }

  /// Whether some model places `set` as an instance.
  package func isPlacedAsInstance(_ set: String) -> Bool {
    instanceSets.values.contains { $0.contains(set) }
  }

  /// `sets` and every set whose model places one of them as an instance, however deep: what a
  /// change to those models redraws.
  package func setsDrawing(_ sets: Set<String>) -> Set<String> {
    Self.setsDrawing(sets, instanceSets: instanceSets)
  }

  private static func setsDrawing(_ sets: Set<String>, instanceSets: [String: [String]]) -> Set<String> {
    var found = sets
    var changed = true
    while changed {
      changed = false
      for (set, inner) in instanceSets where !found.contains(set) && inner.contains(where: found.contains) {
        found.insert(set)
        changed = true
      }
    }
    return found
  }

  /// The token names the model of `set` reads, in the order the file first names them; with
  /// `includingInstances`, followed by those of the sets it places as instances.
  package func tokensRead(set: String, includingInstances: Bool = false) -> [String] {
    guard includingInstances else { return tokensReadBySet[set] ?? tokensBound(bySet: set) }
    var names: [String] = []
    var seen = Set<String>()
    var visited = Set<String>()
    func collect(_ set: String) {
      guard visited.insert(set).inserted else { return }
      for name in tokensReadBySet[set] ?? tokensBound(bySet: set) where seen.insert(name).inserted {
        names.append(name)
      }
      for inner in instanceSets[set] ?? [] { collect(inner) }
    }
    collect(set)
    return names
  }

  /// Lays out one variant. `variant` may name only some variant properties (the rest take
  /// their defaults); `properties` sets text, boolean and instance-swap properties. Nil, with
  /// the problems reported, when the set or a property value is unknown.
  package func layout(
    set: String, variant: PropertyValues = [:], properties: PropertyValues = [:],
    at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> LaidOutComponent? {
    if models[set] == nil, let variants = drawn[set], let shape = shapes[set] {
      return drawnLayout(
        set: set, variants: variants, shape: shape, variant: variant, properties: properties,
        at: location, into: &diagnostics)
    }
    guard let (model, shape) = lookUp(set, at: location, into: &diagnostics),
      let values = Self.values(
        for: shape, variant: variant, properties: properties, at: location, into: &diagnostics)
    else { return nil }
    let (variant, other) = Self.split(values, shape: shape)
    let key = LayoutKey(set: set, variant: variant, properties: other)
    if let cached = cache.component(for: key) { return cached }
    var own = Diagnostics()
    let component = computeLayout(model: model, shape: shape, values: values, into: &own)
    // Instances an auto layout lays out twice report twice: each problem once, in order.
    diagnostics.append(contentsOf: own.sorted())
    cache.keep(component)
    return component
  }

  /// The values of the variant properties, and those of the others.
  static func split(_ values: PropertyValues, shape: ComponentSetShape) -> (
    variant: PropertyValues, properties: PropertyValues
  ) {
    (
      values.filter { entry in shape.variantProperties.contains { $0.name == entry.key } },
      values.filter { entry in shape.otherProperties.contains { $0.name == entry.key } }
    )
  }

  /// Keeps a layout the load-time check already made, so pages do not lay it out again.
  func remember(_ component: LaidOutComponent) {
    cache.keep(component)
  }

  func lookUp(_ set: String, at location: SourceLocation?, into diagnostics: inout Diagnostics) -> (
    GeometryModel, ComponentSetShape
  )? {
    guard let model = models[set], let shape = shapes[set] else {
      diagnostics.error(
        shapes[set] == nil ? "no component set named '\(set)'" : "no geometry model draws '\(set)'",
        at: location,
        hint: Suggestion.hint(for: set, in: setNames)
          ?? (shapes[set] != nil ? "add a model to the geometry folder with 'set: \(set)'" : nil),
        id: shapes[set] == nil ? .geometryUnknownComponentSet : .geometryUnknownModel)
      return nil
    }
    return (model, shape)
  }

  /// Defaults completed by the given values; unknown properties and values are errors.
  static func values(
    for shape: ComponentSetShape, variant: PropertyValues, properties: PropertyValues,
    at location: SourceLocation?, into diagnostics: inout Diagnostics
  ) -> PropertyValues? {
    // A whole variant of the set's options and nothing else (what a page's drawing and a
    // component file ask for, variant by variant) is the variant itself: nothing to complete.
    if properties.isEmpty, variant.count == shape.variantProperties.count,
      shape.variantProperties.allSatisfy({ property in variant[property.name].map(property.options.contains) ?? false })
    {
      var values = variant
      values.merge(shape.otherDefaults(for: values)) { $1 }
      return values
    }
    var values = shape.defaultVariant
    for property in shape.variantProperties {
      if let value = variant[property.name] ?? properties[property.name] { values[property.name] = value }
    }
    // Property values the call leaves out are the ones the chosen variant shows in Figma.
    values.merge(shape.otherDefaults(for: values)) { $1 }
    var problems: [Diagnostic] = []
    for (name, value) in (variant.merging(properties) { $1 }).sorted(by: { $0.key < $1.key }) {
      if let property = shape.variantProperties.first(where: { $0.name == name }) {
        guard property.options.contains(value) else {
          problems.append(
            .notAValue(
              value, of: "\(shape.name)'s \(name)", known: property.options, at: location, id: .geometryUnknownValue))
          continue
        }
      } else if let property = shape.otherProperties.first(where: { $0.name == name }) {
        if property.kind == .boolean, value != "true", value != "false" {
          problems.append(
            .error("'\(name)' is a boolean; write true or false", at: location, id: .geometryBooleanExpected))
          continue
        }
      } else {
        problems.append(
          .error(
            "\(shape.name) has no property '\(name)'", at: location,
            hint: Suggestion.hint(for: name, in: shape.allPropertyNames), id: .geometryUnknownProperty))
        continue
      }
      values[name] = value
    }
    guard problems.isEmpty else {
      diagnostics.append(contentsOf: problems)
      return nil
    }
    return values
  }

  // MARK: Layout of one variant

  /// The variant laid out.
  /// The rules matching `alsoMatching` apply too, and `adjustments` merge into the layers after
  /// the rules (a live preview's combined states, its text and its instances' states). A layer
  /// laid out twice (a fill in a hugging frame) reports twice: callers keep `sorted()`.
  func computeLayout(
    model: GeometryModel, shape: ComponentSetShape, values: PropertyValues, alsoMatching: [PropertyValues] = [],
    adjustments: [LayerOverride] = [], into diagnostics: inout Diagnostics
  ) -> LaidOutComponent {
    let resolver = LayerResolver(values: values, icons: icons, modelSets: modeledShapes)
    let (variant, properties) = Self.split(values, shape: shape)
    let label = shape.label(of: variant).isEmpty ? shape.name : "\(shape.name) — \(shape.label(of: variant))"
    var component = LaidOutComponent(
      set: shape.name, variant: variant, properties: properties, label: label, width: 0, height: 0, bleed: 0,
      layers: [], targetIndex: 0)
    var fields = model.effectiveRoot(for: values, alsoMatching: alsoMatching)
    for adjustment in adjustments {
      if let target = adjustment.target { GeometryModel.apply(adjustment.fields, toLayer: target, in: &fields) }
    }
    guard let (root, backdrop, bleed) = resolver.root(fields, into: &diagnostics) else { return component }
    let engine = LayoutEngine(measurer: measurer) { [self] set, given, _, found in
      instanceRoot(set: set, given: given, into: &found)
    }
    if let (count, crossing) = Self.overLayerLimit(root: root, backdrop: backdrop, engine: engine) {
      diagnostics.error(
        "this variant of \(shape.name) expands to \(count >= Self.layerCountCap ? "over " : "")\(NumberFormat.count(count)) layers, more than the \(NumberFormat.count(LayoutEngine.layerLimit)) one variant may draw",
        at: crossing,
        hint: "every instance draws all the layers of its set; place fewer instances, or fewer in the sets they place",
        id: .geometryTooManyLayers)
      return component
    }
    let box = engine.layout(root, width: nil, height: nil, into: &diagnostics)
    let placedBackdrop = backdrop.map {
      engine.place($0, inWidth: box.width, height: box.height, into: &diagnostics)
    }
    // The layers stay cached for the pages: room for exactly these, not an appended array's spare.
    var layers: [LaidOutLayer] = []
    layers.reserveCapacity(([box] + placedBackdrop).reduce(0) { $0 + $1.count })
    engine.flatten(box, originX: 0, originY: 0, parent: nil, depth: 0, pathPrefix: "", into: &layers)
    for placed in placedBackdrop {
      let start = layers.count
      engine.flatten(placed, originX: 0, originY: 0, parent: nil, depth: 1, pathPrefix: "backdrop", into: &layers)
      for index in start..<layers.count { layers[index].isBackdrop = true }
    }
    component.width = box.width
    component.height = box.height
    component.bleed = bleed
    component.layers = layers
    if let target = model.target, let index = component.index(of: target.name) { component.targetIndex = index }
    return component
  }

  /// Counts stop here: a count past it is reported as "over" it.
  static let layerCountCap = 1_000_000_000

  /// When a variant's layers, instances expanded, are more than the limit: their count and
  /// the layer whose expansion passed it. Counting reports nothing: what the instances say is
  /// reported by their layout.
  private static func overLayerLimit(root: ShapeSpec, backdrop: [ShapeSpec], engine: LayoutEngine)
    -> (count: Int, at: SourceLocation)?
  {
    var total = 1
    var crossing: SourceLocation?
    var reportedByLayout = Diagnostics()
    func add(_ spec: ShapeSpec) {
      let count = engine.expandedLayers(spec, cap: layerCountCap, into: &reportedByLayout)
      total = min(layerCountCap, total + count)
      if crossing == nil, total > LayoutEngine.layerLimit { crossing = spec.location }
    }
    // The root's own layers one by one, so the error points at the one that passes the limit.
    func walk(_ spec: ShapeSpec) {
      for child in spec.children {
        if case .instance = child.kind {
          add(child)
        } else {
          total = min(layerCountCap, total + 1)
          if crossing == nil, total > LayoutEngine.layerLimit { crossing = child.location }
          walk(child)
        }
      }
    }
    if case .instance = root.kind { return nil }
    walk(root)
    for layer in backdrop { add(layer) }
    guard let crossing else { return nil }
    return (total, crossing)
  }

  /// The root spec of an instance of `set` with `given` values over its defaults.
  private func instanceRoot(set: String, given: PropertyValues, into diagnostics: inout Diagnostics)
    -> (ShapeSpec, PropertyValues)?
  {
    guard let model = models[set], let shape = shapes[set] else { return nil }
    var values = shape.defaultVariant
    for property in shape.variantProperties {
      if let value = given[property.name] { values[property.name] = value }
    }
    values.merge(shape.otherDefaults(for: values)) { $1 }
    values.merge(given) { $1 }
    let resolver = LayerResolver(values: values, icons: icons, modelSets: modeledShapes)
    guard let (root, _, _) = resolver.root(model.effectiveRoot(for: values), into: &diagnostics) else { return nil }
    return (root, values)
  }
}
