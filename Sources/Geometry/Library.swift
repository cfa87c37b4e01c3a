import Foundation
import SpecimenCore

/// Every geometry model of a site, checked against its tokens, icons and Figma sets, ready to
/// lay out and draw any variant. Immutable after loading; layouts are cached behind a lock so
/// pages can render in parallel.
package final class GeometryLibrary: @unchecked Sendable {
  let models: [String: GeometryModel]
  /// Sets with a model, in the order of their files.
  package let setNames: [String]
  let shapes: [String: ComponentSetShape]
  /// The shapes of the sets that have a model: what an instance may place. Kept, since every
  /// layout's parser asks for it.
  let modeledShapes: [String: ComponentSetShape]
  let tokens: any GeometryTokenSource
  package let icons: IconLibrary
  package let measurer: TextMeasurer
  private var tokensReadBySet: [String: [String]]
  /// The sets each model places as instances, in file order (bindings excluded).
  var instanceSets: [String: [String]] = [:]
  private let lock = NSLockish()
  private var cache: [String: LaidOutComponent] = [:]

  private init(
    models: [String: GeometryModel], order: [String], shapes: [String: ComponentSetShape],
    tokens: any GeometryTokenSource, icons: IconLibrary, measurer: TextMeasurer,
    tokensRead: [String: [String]]
  ) {
    self.models = models
    self.setNames = order
    self.shapes = shapes
    self.modeledShapes = shapes.filter { models[$0.key] != nil }
    self.tokens = tokens
    self.icons = icons
    self.measurer = measurer
    self.tokensReadBySet = tokensRead
  }

  // MARK: Loading

  /// Loads every `*.yml` model of `directory` and every icon of `icons`, and checks them all.
  /// `fontDirectories` (a site's content/fonts) are searched before the system's fonts.
  package static func load(
    directory: String, icons iconDirectory: String, tokens: any GeometryTokenSource,
    sets: [ComponentSetShape], fontDirectories: [String] = [], measurer: TextMeasurer? = nil
  ) -> (GeometryLibrary, [Diagnostic]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    var files: [(file: String, text: String)] = []
    var diagnostics: [Diagnostic] = []
    for name in names {
      let path = directory + "/" + name
      if let text = try? String(contentsOfFile: path, encoding: .utf8) {
        files.append((path, text))
      } else {
        diagnostics.append(.error("cannot read the geometry model", at: SourceLocation(file: path)))
      }
    }
    let (icons, iconProblems) = IconLibrary.load(directory: iconDirectory)
    let (library, problems) = build(
      models: files, icons: icons, tokens: tokens, sets: sets,
      measurer: measurer ?? TextMeasurer(fontDirectories: fontDirectories))
    return (library, (diagnostics + iconProblems + problems).sortedByPosition())
  }

  /// Builds a library from model texts already read (tests, or a site that caches files).
  package static func build(
    models files: [(file: String, text: String)], icons: IconLibrary, tokens: any GeometryTokenSource,
    sets: [ComponentSetShape], measurer: TextMeasurer = TextMeasurer()
  ) -> (GeometryLibrary, [Diagnostic]) {
    let sink = DiagnosticSink()
    var shapes: [String: ComponentSetShape] = [:]
    for set in sets { shapes[set.name] = set }
    var models: [String: GeometryModel] = [:]
    var order: [String] = []
    for (file, text) in files {
      guard let model = GeometryModel.read(text: text, file: file, sink: sink) else { continue }
      if let earlier = models[model.set] {
        sink.add(
          Diagnostic(
            .error, "a second geometry model for '\(model.set)'", at: model.setLocation,
            hint: "one model draws one component set",
            notes: [Diagnostic(.note, "the first is here", at: earlier.setLocation)]))
        continue
      }
      guard shapes[model.set] != nil else {
        sink.error(
          "no component set named '\(model.set)' in the Figma file", at: model.setLocation,
          hint: Suggestion.hint(for: model.set, in: shapes.keys.sorted()))
        continue
      }
      for property in model.internalProperties {
        if shapes[model.set]!.allPropertyNames.contains(property.name) {
          sink.error(
            "'\(property.name)' is already a property of '\(model.set)' in the Figma file", at: property.location,
            hint: "an internal property names what the component sets inside itself; rename it or remove it")
          continue
        }
        let isFlag = property.defaultValue == "true" || property.defaultValue == "false"
        shapes[model.set]!.otherProperties.append(
          .init(name: property.name, kind: isFlag ? .boolean : .text, defaultValue: property.defaultValue))
      }
      models[model.set] = model
      order.append(model.set)
    }

    let library = GeometryLibrary(
      models: models, order: order, shapes: shapes, tokens: tokens, icons: icons, measurer: measurer,
      tokensRead: [:])
    // Still private to this function, so filling it in needs no lock.
    let cyclic = library.checkInstanceCycles(sink: sink)
    // Models check independently (each lays out every published variant): one per core, each
    // with its own sink, merged in file order so the diagnostics read the same on every run.
    let checkable = order.filter { !cyclic.contains($0) }
    let parsed = models
    let checked = ConcurrentMap.run(checkable) { set in
      let own = DiagnosticSink()
      let reads = parsed[set].map { library.check($0, sink: own) } ?? []
      return (reads, own.diagnostics)
    }
    for (set, (reads, diagnostics)) in zip(checkable, checked) {
      library.tokensReadBySet[set] = reads
      for diagnostic in diagnostics { sink.add(diagnostic) }
    }
    return (library, sink.diagnostics.sortedByPosition())
  }


  // MARK: Questions the site asks

  package func hasModel(for set: String) -> Bool { models[set] != nil }

  package func shape(of set: String) -> ComponentSetShape? { shapes[set] }

  /// The file that holds the model of `set`.
  package func modelFile(of set: String) -> String? { models[set]?.file }

  /// `sets` and every set whose model places one of them as an instance, however deep: what a
  /// change to those models redraws.
  package func setsDrawing(_ sets: Set<String>) -> Set<String> {
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
    guard includingInstances else { return tokensReadBySet[set] ?? [] }
    var names: [String] = []
    var seen = Set<String>()
    var visited = Set<String>()
    func collect(_ set: String) {
      guard visited.insert(set).inserted else { return }
      for name in tokensReadBySet[set] ?? [] where seen.insert(name).inserted { names.append(name) }
      for inner in instanceSets[set] ?? [] { collect(inner) }
    }
    collect(set)
    return names
  }

  /// Lays out one variant. `variant` may name only some variant properties (the rest take
  /// their defaults); `properties` sets text, boolean and instance-swap properties.
  package func layout(
    set: String, variant: [String: String] = [:], properties: [String: String] = [:],
    at location: SourceLocation? = nil
  ) throws(DiagnosticsError) -> LaidOutComponent {
    let (model, shape) = try lookUp(set, at: location)
    let values = try Self.values(for: shape, variant: variant, properties: properties, at: location)
    let key = Self.cacheKey(set, values)
    if let cached = lock.withLock({ cache[key] }) { return cached }
    let component = layOut(model: model, shape: shape, values: values, sink: DiagnosticSink()).component
    lock.withLock { cache[key] = component }
    return component
  }

  static func cacheKey(_ set: String, _ values: [String: String]) -> String {
    set + "\u{1}" + values.keys.sorted().map { $0 + "=" + values[$0]! }.joined(separator: "\u{1}")
  }

  /// Keeps a layout the load-time check already made, so pages do not lay it out again.
  func remember(_ component: LaidOutComponent, set: String, values: [String: String]) {
    let key = Self.cacheKey(set, values)
    lock.withLock { cache[key] = component }
  }

  func lookUp(_ set: String, at location: SourceLocation?) throws(DiagnosticsError) -> (GeometryModel, ComponentSetShape) {
    guard let model = models[set], let shape = shapes[set] else {
      let known = setNames
      throw DiagnosticsError([
        .error(
          shapes[set] == nil ? "no component set named '\(set)'" : "no geometry model draws '\(set)'",
          at: location,
          hint: Suggestion.hint(for: set, in: known)
            ?? (shapes[set] != nil ? "add a model to the geometry folder with 'set: \(set)'" : nil))
      ])
    }
    return (model, shape)
  }

  /// Defaults completed by the given values; unknown properties and values are errors.
  static func values(
    for shape: ComponentSetShape, variant: [String: String], properties: [String: String],
    at location: SourceLocation?
  ) throws(DiagnosticsError) -> [String: String] {
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
            .error(
              "'\(value)' is not a value of \(shape.name)'s \(name)", at: location,
              hint: Suggestion.hint(for: value, in: property.options)
                ?? "the values are \(Format.list(property.options, conjunction: "or"))"))
          continue
        }
      } else if let property = shape.otherProperties.first(where: { $0.name == name }) {
        if property.kind == .boolean, value != "true", value != "false" {
          problems.append(.error("'\(name)' is a boolean; write true or false", at: location))
          continue
        }
      } else {
        problems.append(
          .error(
            "\(shape.name) has no property '\(name)'", at: location,
            hint: Suggestion.hint(for: name, in: shape.allPropertyNames)))
        continue
      }
      values[name] = value
    }
    if !problems.isEmpty { throw DiagnosticsError(problems) }
    return values
  }

  // MARK: Layout of one variant

  /// The variant laid out, and the tokens its parse read (with where the model names them).
  func layOut(
    model: GeometryModel, shape: ComponentSetShape, values: [String: String], sink: DiagnosticSink
  ) -> (component: LaidOutComponent, tokensRead: [(name: String, location: SourceLocation)]) {
    var parser = SpecParser(
      tokens: tokens, shape: shape, values: values, icons: icons, modelSets: modeledShapes,
      sink: sink)
    let variant = values.filter { entry in shape.variantProperties.contains { $0.name == entry.key } }
    let properties = values.filter { entry in shape.otherProperties.contains { $0.name == entry.key } }
    let label = shape.label(of: variant).isEmpty ? shape.name : "\(shape.name) — \(shape.label(of: variant))"
    var component = LaidOutComponent(
      set: shape.name, variant: variant, properties: properties, label: label, width: 0, height: 0, bleed: 0,
      layers: [], targetIndex: 0)
    guard let (root, backdrop, bleed) = parser.parseRoot(model.effectiveRoot(for: values)) else {
      return (component, parser.tokensRead)
    }
    let engine = LayoutEngine(measurer: measurer) { [self] set, given, _ in
      instanceRoot(set: set, given: given, sink: sink)
    }
    let box = engine.layout(root, width: nil, height: nil)
    var layers: [LaidOutLayer] = []
    engine.flatten(box, originX: 0, originY: 0, parent: nil, depth: 0, pathPrefix: "", into: &layers)
    for layer in backdrop {
      let placed = engine.place(layer, inWidth: box.width, height: box.height)
      let start = layers.count
      engine.flatten(placed, originX: 0, originY: 0, parent: nil, depth: 1, pathPrefix: "backdrop", into: &layers)
      for index in start..<layers.count { layers[index].isBackdrop = true }
    }
    component.width = box.width
    component.height = box.height
    component.bleed = bleed
    component.layers = layers
    if let target = model.target, let index = component.index(of: target.name) { component.targetIndex = index }
    return (component, parser.tokensRead)
  }

  /// The root spec of an instance of `set` with `given` values over its defaults.
  private func instanceRoot(set: String, given: [String: String], sink: DiagnosticSink)
    -> (ShapeSpec, [String: String])?
  {
    guard let model = models[set], let shape = shapes[set] else { return nil }
    var values = shape.defaultVariant
    for property in shape.variantProperties {
      if let value = given[property.name] { values[property.name] = value }
    }
    values.merge(shape.otherDefaults(for: values)) { $1 }
    values.merge(given) { $1 }
    var parser = SpecParser(
      tokens: tokens, shape: shape, values: values, icons: icons,
      modelSets: modeledShapes, sink: sink)
    guard let (root, _, _) = parser.parseRoot(model.effectiveRoot(for: values)) else { return nil }
    return (root, values)
  }
}
