import SpecimenCore

/// An sRGB color as three bytes, `0xRRGGBB`: what a finding keeps of a composited color, which
/// it writes as `#RRGGBB`.
package struct PackedColor: Sendable, Hashable {
  package var rgb: UInt32

  package init(rgb: UInt32) { self.rgb = rgb & 0xFF_FFFF }

  /// `#RRGGBB` or `RRGGBB`, either case; nil for anything else.
  package init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.utf8.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    rgb = value
  }

  /// Channels from 0 to 1, each rounded to the nearest of 256 steps.
  init(red: Double, green: Double, blue: Double) {
    func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
    rgb = byte(red) << 16 | byte(green) << 8 | byte(blue)
  }

  /// `#RRGGBB`, uppercase, as a token's hex is written.
  package var hex: String {
    let digits: StaticString = "0123456789ABCDEF"
    return digits.withUTF8Buffer { digit in
      String(unsafeUninitializedCapacity: 7) { bytes in
        bytes[0] = UInt8(ascii: "#")
        for index in 0..<6 { bytes[1 + index] = digit[Int(rgb >> UInt32(20 - 4 * index) & 0xF)] }
        return 7
      }
    }
  }
}

/// A finding as a check writes it, before the store of its set keeps it.
package struct FindingDraft: Sendable {
  package var variant: [NamedValue]
  package var context: [NamedValue]
  package var check: AccessibilityCheck
  package var criterion: String
  package var level: AccessibilityLevel
  package var layer: String?
  package var foreground: PackedColor?
  package var background: PackedColor?
  package var ratio: Double?
  package var width: Double?
  package var height: Double?
  package var required: Double?
  package var result: AccessibilityResult
  package var reason: String?
  package var location: SourceLocation?

  package init(
    variant: [NamedValue], context: [NamedValue], check: AccessibilityCheck, criterion: String,
    level: AccessibilityLevel, layer: String? = nil, result: AccessibilityResult, reason: String? = nil
  ) {
    self.variant = variant
    self.context = context
    self.check = check
    self.criterion = criterion
    self.level = level
    self.layer = layer
    self.result = result
    self.reason = reason
  }
}

/// One finding in a store: numbers, and indices into the store's tables of names and texts.
/// An index of -1, or a flag left clear, is a field the finding lacks.
struct FindingRow: Sendable, Hashable {
  var ratio: Double = 0
  var width: Double = 0
  var height: Double = 0
  var required: Double = 0
  var foreground: UInt32 = 0
  var background: UInt32 = 0
  var variant: Int32 = -1
  var context: Int32 = -1
  var criterion: Int32 = -1
  var layer: Int32 = -1
  var reason: Int32 = -1
  var location: Int32 = -1
  var check: AccessibilityCheck
  var level: AccessibilityLevel
  var result: AccessibilityResult
  var present: Present = []

  struct Present: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let foreground = Present(rawValue: 1)
    static let background = Present(rawValue: 2)
    static let ratio = Present(rawValue: 4)
    static let width = Present(rawValue: 8)
    static let height = Present(rawValue: 16)
    static let required = Present(rawValue: 32)
  }

  /// A measured value, when there is one, marked present.
  mutating func set<Value>(_ value: Value?, at field: WritableKeyPath<FindingRow, Value>, _ flag: Present) {
    guard let value else { return }
    self[keyPath: field] = value
    present.insert(flag)
  }

  /// Whether the two are alike but for their variant and where the layer is written (and, with
  /// `orContext`, their context): rows of one store, whose equal texts and names share an index.
  func isAlike(butForVariant other: FindingRow, orContext ignoresContext: Bool = false) -> Bool {
    check == other.check && result == other.result && level == other.level && present == other.present
      && layer == other.layer && criterion == other.criterion && (ignoresContext || context == other.context)
      && reason == other.reason && ratio == other.ratio && width == other.width && height == other.height
      && required == other.required && foreground == other.foreground && background == other.background
  }
}

/// The findings of one component set, kept compactly: one row of numbers and indices a finding,
/// with the names, texts and positions they share in tables of the set. A large site's audit
/// holds hundreds of thousands of findings to the end of its build, mostly the same few layers,
/// reasons, variants and contexts over and over.
package final class FindingStore: Sendable {
  let component: String
  let variants: [[NamedValue]]
  let contexts: [[NamedValue]]
  /// Criteria, layer paths and reasons.
  let texts: [String]
  let locations: [SourceLocation]
  let rows: [FindingRow]

  fileprivate init(
    component: String, variants: [[NamedValue]], contexts: [[NamedValue]], texts: [String],
    locations: [SourceLocation], rows: [FindingRow]
  ) {
    self.component = component
    self.variants = variants
    self.contexts = contexts
    self.texts = texts
    self.locations = locations
    self.rows = rows
  }

  /// Every finding of the store, in the order they were added.
  package var findings: [AccessibilityFinding] { rows.indices.map { AccessibilityFinding(store: self, index: $0) } }

  /// The findings of one component, added in order; each name and text is kept once.
  package struct Builder {
    private let component: String
    private var variants: [[NamedValue]] = []
    private var variantIndex: [[NamedValue]: Int32] = [:]
    private var lastVariant: (values: [NamedValue], index: Int32)?
    private var contexts: [[NamedValue]] = []
    private var contextIndex: [[NamedValue]: Int32] = [:]
    private var texts: [String] = []
    private var textIndex: [String: Int32] = [:]
    private var locations: [SourceLocation] = []
    private var locationIndex: [SourceLocation: Int32] = [:]
    private var rows: [FindingRow] = []

    package init(component: String) { self.component = component }

    fileprivate init(copying store: FindingStore) {
      component = store.component
      variants = store.variants
      contexts = store.contexts
      texts = store.texts
      for (index, text) in texts.enumerated() where textIndex[text] == nil { textIndex[text] = Int32(index) }
      locations = store.locations
      rows = store.rows
    }

    package var count: Int { rows.count }

    package mutating func append(_ draft: FindingDraft) {
      var row = FindingRow(check: draft.check, level: draft.level, result: draft.result)
      row.variant = variant(draft.variant)
      row.context = context(draft.context)
      row.criterion = text(draft.criterion)
      if let layer = draft.layer { row.layer = text(layer) }
      if let reason = draft.reason { row.reason = text(reason) }
      if let location = draft.location { row.location = self.location(location) }
      row.set(draft.foreground?.rgb, at: \.foreground, .foreground)
      row.set(draft.background?.rgb, at: \.background, .background)
      row.set(draft.ratio, at: \.ratio, .ratio)
      row.set(draft.width, at: \.width, .width)
      row.set(draft.height, at: \.height, .height)
      row.set(draft.required, at: \.required, .required)
      rows.append(row)
    }

    package mutating func append(contentsOf drafts: some Sequence<FindingDraft>) {
      for draft in drafts { append(draft) }
    }

    /// The row at `index` with another result and reason.
    fileprivate mutating func change(_ index: Int, result: AccessibilityResult, reason: String) {
      rows[index].result = result
      rows[index].reason = text(reason)
    }

    package func build() -> FindingStore {
      FindingStore(
        component: component, variants: variants, contexts: contexts, texts: texts, locations: locations, rows: rows)
    }

    private mutating func variant(_ values: [NamedValue]) -> Int32 {
      if values.isEmpty { return -1 }
      // A variant's findings come together, under the one array its checks were given.
      if let lastVariant, lastVariant.values == values { return lastVariant.index }
      let index = Self.intern(values, in: &variants, index: &variantIndex)
      lastVariant = (values, index)
      return index
    }

    private mutating func context(_ values: [NamedValue]) -> Int32 {
      if values.isEmpty { return -1 }
      return Self.intern(values, in: &contexts, index: &contextIndex)
    }

    private mutating func text(_ text: String) -> Int32 { Self.intern(text, in: &texts, index: &textIndex) }

    private mutating func location(_ location: SourceLocation) -> Int32 {
      Self.intern(location, in: &locations, index: &locationIndex)
    }

    private static func intern<T: Hashable>(_ value: T, in table: inout [T], index: inout [T: Int32]) -> Int32 {
      if let known = index[value] { return known }
      let position = Int32(table.count)
      table.append(value)
      index[value] = position
      return position
    }
  }
}

extension Array where Element == AccessibilityFinding {
  /// The findings with those at `changes`' indices given another result and reason (a waiver):
  /// each store they change is copied once, the others kept as they are.
  package func changing(_ changes: [Int: (result: AccessibilityResult, reason: String)]) -> [AccessibilityFinding] {
    guard !changes.isEmpty else { return self }
    var builders: [ObjectIdentifier: FindingStore.Builder] = [:]
    for (position, change) in changes.sorted(by: { $0.key < $1.key }) {
      let finding = self[position]
      let key = ObjectIdentifier(finding.store)
      var builder = builders.removeValue(forKey: key) ?? FindingStore.Builder(copying: finding.store)
      builder.change(finding.index, result: change.result, reason: change.reason)
      builders[key] = builder
    }
    let stores = builders.mapValues { $0.build() }
    return map { finding in
      stores[ObjectIdentifier(finding.store)].map { AccessibilityFinding(store: $0, index: finding.index) } ?? finding
    }
  }
}
