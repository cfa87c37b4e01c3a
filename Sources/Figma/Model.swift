import SpecimenCore
import Synchronization

/// One Figma file as saved from the REST API (`GET /v1/files/:key` or `GET /v1/files/:key/nodes`).
package struct FigmaFile: Sendable, Hashable {
  /// The file's name as the editor shows it ("Appetite UI").
  package var name: String
  /// The key from the file's URL; not part of the API response, so it comes from the site.
  package var key: String?
  /// The file version string the API reports; changes with every save.
  package var version: String?
  /// `lastModified` exactly as the API wrote it ("2026-10-02T09:30:00Z").
  package var lastModified: String
  /// The calendar day of `lastModified`, when it reads as ISO 8601.
  package var lastModifiedDay: FigmaDay?
  /// The snapshot's path as given to the loader (diagnostics name it).
  package var path: String
  /// Every component set found in the document tree, in document order.
  package var componentSets: [ComponentSet]
  /// Components that are no variant of a set (a logo, an icon), by name, in document order:
  /// hints that list the sets name them too, since a page may ask for one.
  package var standaloneComponents: [String] = []
  /// The same components with where they sit and what the file says of them, in document order.
  package var standalones: [StandaloneComponent] = []
  /// Each of them as a set of one variant (its own properties, its node tree), in document
  /// order, so the blocks that draw and list a set take it too.
  package var looseSets: [ComponentSet] = []
  /// The file's colour, text, effect and grid styles in the order its `styles` map lists them,
  /// each with the values a layer that uses it gives.
  package var styles: [FigmaStyle] = []
  /// The nodes a `/nodes` body was asked for, in its order: a style's own node among them gives
  /// that style's values to every snapshot of the same Figma file (a file body lists the styles,
  /// a `/nodes` body of their ids holds them).
  package var requestedNodes: [RequestedNode] = []
}

/// One entry of a `/nodes` body: what its node would give a style of each kind, and whether
/// anything under it (a component or set) is documented on its own.
package struct RequestedNode: Sendable, Hashable {
  package var id: String
  package var location: SourceLocation
  var styleValues: [FigmaStyle.Kind: FigmaStyle.Value]
  var holdsComponents: Bool
}

/// A COMPONENT node that is no variant of a set: a one-variant component (a logo, an icon).
package struct StandaloneComponent: Sendable, Hashable {
  package var name: String
  package var nodeID: String
  /// From the file's `components` metadata; empty when it has none.
  package var description: String
  /// The page (CANVAS) that holds it.
  package var page: String?
  /// The frame or section at the top of its page that holds it, when it is inside one.
  package var frame: String?

  package init(name: String, nodeID: String, description: String = "", page: String? = nil, frame: String? = nil) {
    self.name = name
    self.nodeID = nodeID
    self.description = description
    self.page = page
    self.frame = frame
  }

  /// `https://www.figma.com/design/KEY/?node-id=12-34`.
  package func figmaURL(fileKey: String) -> String? {
    guard !nodeID.isEmpty else { return nil }
    return Provenance(
      fileName: "", fileKey: fileKey, nodeID: nodeID, version: nil, lastModified: "", lastModifiedDay: nil, path: ""
    ).figmaURL
  }
}

/// A calendar day, for "last modified 2026-10-02" and "October 2, 2026".
package struct FigmaDay: Sendable, Hashable, Comparable {
  var year: Int
  var month: Int
  package var day: Int

  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads the date part of an ISO 8601 timestamp: `2026-10-02T09:30:00Z` → 2026-10-02.
  package init?(iso8601 text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count >= 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
      utf8.count == 10 || utf8[10] == UInt8(ascii: "T"),
      let year = Int(String(decoding: utf8[0..<4], as: UTF8.self)),
      let month = Int(String(decoding: utf8[5..<7], as: UTF8.self)),
      let day = Int(String(decoding: utf8[8..<10], as: UTF8.self)),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `2026-10-02`
  var isoText: String {
    func pad(_ n: Int, _ width: Int) -> String {
      let text = String(n)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// `October 2, 2026`
  package var longText: String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return "\(months[month - 1]) \(day), \(year)"
  }

  package static func < (a: FigmaDay, b: FigmaDay) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }
}

/// The four kinds of component property Figma defines.
package enum PropertyKind: String, Sendable, Hashable, CaseIterable {
  case variant = "VARIANT"
  case boolean = "BOOLEAN"
  case text = "TEXT"
  case instanceSwap = "INSTANCE_SWAP"

  /// How tables name the kind.
  package var displayName: String {
    switch self {
    case .variant: return "Variant"
    case .boolean: return "Boolean"
    case .text: return "Text"
    case .instanceSwap: return "Instance swap"
    }
  }
}

/// A component's suggested replacement for an instance-swap property.
package struct PreferredValue: Sendable, Hashable {
  /// `COMPONENT` or `COMPONENT_SET`.
  package var type: String
  /// The published key of that component or set.
  package var key: String
  /// Its name, when the file's metadata lists the key.
  package var name: String?
}

/// One entry of a set's `componentPropertyDefinitions`.
package struct ComponentProperty: Sendable, Hashable {
  /// The key as Figma writes it, with the `#123:4` suffix of non-variant properties.
  var rawName: String
  /// The name without that suffix, as the Figma panel shows it ("Optional").
  package var name: String
  package var kind: PropertyKind
  /// The default as written: a boolean for BOOLEAN, text otherwise (a node id for INSTANCE_SWAP).
  package var defaultValue: DefaultValue
  /// VARIANT options in Figma's order; empty for other kinds.
  package var options: [String]
  /// INSTANCE_SWAP suggestions, in order.
  package var preferredValues: [PreferredValue]
  /// For INSTANCE_SWAP, the name of the default component when the file lists it.
  package var defaultComponentName: String?
  /// Where the definition's key is in the snapshot.
  package var location: SourceLocation

  package enum DefaultValue: Sendable, Hashable {
    case bool(Bool)
    case text(String)

    /// The value as a table shows it: `true`, `Email`.
    package var text: String {
      switch self {
      case .bool(let flag): return flag ? "true" : "false"
      case .text(let text): return text
      }
    }
  }

  /// Boolean properties offer both values; text and instance swap are free.
  package var displayOptions: [String] {
    switch kind {
    case .variant: return options
    case .boolean: return ["true", "false"]
    case .text, .instanceSwap: return []
    }
  }
}

/// A variant property with its values, the axis of the variant matrix.
package struct VariantProperty: Sendable, Hashable {
  package var name: String
  package var options: [String]
  package var defaultValue: String
  package var location: SourceLocation

  /// A name that says nothing of what varies: Figma's own `Property 1` for a property nobody
  /// renamed, or `variant` itself. Prose names the values instead ("Two variants: Default and
  /// Hover", not "Two variants of variant").
  var hasPlaceholderName: Bool {
    let words = name.lowercased().split(separator: " ")
    if words == ["variant"] || words == ["variants"] { return true }
    return words.count == 2 && words[0] == "property" && words[1].allSatisfy(\.isASCII) && Int(words[1]) != nil
  }
}

/// One property = value pair of a variant.
package struct VariantValue: Sendable, Hashable {
  package var property: String
  package var value: String

  package init(property: String, value: String) {
    self.property = property
    self.value = value
  }
}

extension PropertyValues {
  /// Variant values by property name. The reader gives each property one value; were one named
  /// twice, the first would count, as `Variant`'s subscript finds it.
  package init(_ values: [VariantValue]) {
    self.init(Dictionary(values.map { ($0.property, $0.value) }) { first, _ in first })
  }
}

/// A COMPONENT child of a set: one published variant.
package struct Variant: Sendable, Hashable {
  package var nodeID: String
  /// The component's name as Figma writes it: `State=Pressed, Active=On`.
  package var name: String
  /// One value per variant property, in the order of the set's definitions.
  package var values: [VariantValue]
  /// The component's `absoluteBoundingBox`, when the snapshot has one.
  package var bounds: Rect?
  package var location: SourceLocation
  /// What each TEXT property shows in this variant, by display name: the characters of the
  /// variant's text layers bound to it. Figma keeps one default per set, but each variant's
  /// layer carries its own text, so an Error variant can say what went wrong.
  package var texts: PropertyValues = [:]
  /// The variant's node tree as the file gives it, for drawing without a geometry model.
  package var tree: FigmaNode? {
    get { treeBox?.node }
    set { treeBox = newValue.map(NodeTreeBox.init) }
  }
  /// The tree in a box of its own: a variant without one takes a word for it, not a whole node,
  /// so a library that lets its trees go (`FigmaLibrary.withoutNodeTrees`) holds little.
  private var treeBox: NodeTreeBox?

  package init(
    nodeID: String, name: String, values: [VariantValue], bounds: Rect?, location: SourceLocation,
    texts: PropertyValues = [:], tree: FigmaNode? = nil
  ) {
    self.nodeID = nodeID
    self.name = name
    self.values = values
    self.bounds = bounds
    self.location = location
    self.texts = texts
    self.tree = tree
  }

  package subscript(property: String) -> String? {
    values.first { $0.property == property }?.value
  }

  /// The variant's values by property name, to lay it out or match it.
  package var propertyValues: PropertyValues { PropertyValues(values) }

  /// `State=Pressed, Active=On` in definition order, whatever order the name used.
  package var canonicalName: String {
    values.map { "\($0.property)=\($0.value)" }.joined(separator: ", ")
  }
}

/// A variant's node tree, shared by the copies of the variant; compared by the tree it holds.
private final class NodeTreeBox: Sendable, Hashable {
  let node: FigmaNode

  init(_ node: FigmaNode) { self.node = node }

  static func == (a: NodeTreeBox, b: NodeTreeBox) -> Bool { a === b || a.node == b.node }
  func hash(into hasher: inout Hasher) { hasher.combine(node) }
}

/// Where a set's data came from, for "Read from Figma file …" lines and "Open in Figma" links.
package struct Provenance: Sendable, Hashable {
  package var fileName: String
  package var fileKey: String?
  package var nodeID: String
  package var version: String?
  package var lastModified: String
  package var lastModifiedDay: FigmaDay?
  package var path: String

  /// `https://www.figma.com/design/KEY/?node-id=216-449`, when the file key is known.
  package var figmaURL: String? {
    guard let fileKey, !fileKey.isEmpty else { return nil }
    return "https://www.figma.com/design/\(URLText.component(fileKey))/?node-id="
      + URLText.component(nodeID.replacingOccurrences(of: ":", with: "-"))
  }
}

/// A COMPONENT_SET node with its property definitions and variants.
package struct ComponentSet: Sendable, Hashable {
  package var name: String
  package var nodeID: String
  /// From the file's `componentSets` metadata (the node itself carries none).
  package var description: String
  /// The published key from the metadata, when present.
  package var key: String?
  /// Documentation links from the metadata.
  var documentationLinks: [String]
  /// The page (CANVAS) that holds the set.
  package var page: String?
  /// Every definition in source order.
  package var properties: [ComponentProperty] { didSet { matrixCache = MatrixCache() } }
  /// The COMPONENT children whose names parsed, in layer order.
  package var publishedVariants: [Variant] { didSet { matrixCache = MatrixCache() } }
  package var provenance: Provenance
  /// The set node in the snapshot.
  package var location: SourceLocation
  /// A component outside any set, read as a set of one variant with no variant properties.
  package var isLoose = false
  /// Whether its variants are the states its frame stacks at one place, read as variants of
  /// `stackedStateProperty` (`splitStackedStates`): Figma's file gives it none.
  package var statesStacked = false

  /// Figma keeps sets whose names start with `_` or `.` out of the published library.
  package var isPublished: Bool {
    !(name.hasPrefix("_") || name.hasPrefix("."))
  }

  /// The VARIANT definitions in order, as matrix axes.
  package var variantProperties: [VariantProperty] {
    properties.filter { $0.kind == .variant }.map {
      VariantProperty(
        name: $0.name, options: $0.options, defaultValue: $0.defaultValue.text, location: $0.location)
    }
  }

  /// BOOLEAN, TEXT and INSTANCE_SWAP definitions in order.
  package var otherProperties: [ComponentProperty] {
    properties.filter { $0.kind != .variant }
  }

  /// A definition by its display name (`Optional`) or raw key (`Optional#12:0`).
  package func property(named name: String) -> ComponentProperty? {
    properties.first { $0.name == name } ?? properties.first { $0.rawName == name }
  }

  /// Made the first time it is asked for and shared by every copy of the set, so a page that
  /// names the set forty times (and every page of a build) reads one matrix.
  package var matrix: VariantMatrix {
    matrixCache.matrix { VariantMatrix(properties: variantProperties, variants: publishedVariants) }
  }

  /// How many times this set's matrix was computed (once, however many readers ask): for tests.
  var matrixComputations: Int { matrixCache.computations }

  private var matrixCache = MatrixCache()

  init(
    name: String, nodeID: String, description: String, key: String?, documentationLinks: [String], page: String?,
    properties: [ComponentProperty], publishedVariants: [Variant], provenance: Provenance, location: SourceLocation
  ) {
    self.name = name
    self.nodeID = nodeID
    self.description = description
    self.key = key
    self.documentationLinks = documentationLinks
    self.page = page
    self.properties = properties
    self.publishedVariants = publishedVariants
    self.provenance = provenance
    self.location = location
  }
}

/// A set's variant matrix, computed once and shared by the copies of the set; a change to the
/// set's properties or variants starts a new one. Never part of the set's equality.
struct MatrixCache: Sendable, Hashable {
  private final class Box: Sendable {
    let state = Mutex<(matrix: VariantMatrix?, computations: Int)>((nil, 0))
  }

  private let box = Box()

  func matrix(_ compute: () -> VariantMatrix) -> VariantMatrix {
    box.state.withLock { state in
      if let matrix = state.matrix { return matrix }
      let matrix = compute()
      state = (matrix, state.computations + 1)
      return matrix
    }
  }

  var computations: Int { box.state.withLock { $0.computations } }

  static func == (_: MatrixCache, _: MatrixCache) -> Bool { true }
  func hash(into _: inout Hasher) {}
}
