import SpecimenCore

/// One step of an alias chain: the token, where it is defined, and how it was reached.
package struct ChainStep: Sendable, Hashable {
  package var path: TokenPath
  package var location: SourceLocation
  /// Set when the step was reached through a JSON pointer into part of a value (`$value/components/0`).
  package var pointer: String?

  package var name: String { path.name }
  /// `colors/blue/500`, or `colors/blue/500 ($value/components/0)` for a pointer into a value.
  package var label: String { pointer.map { "\(path.name) (\($0))" } ?? path.name }
}

/// A reference inside a composite value (`color` of shadow layer 2, `fontWeight` of a typography)
/// and the chain it follows.
package struct SubReference: Sendable, Hashable {
  /// Where in the value: `color`, `1.color`, `fontFamily`.
  package var field: String
  package var chain: [ChainStep]
}

/// A token in one context with every alias followed: its type, value, and the way there.
package struct ResolvedToken: Sendable, Hashable {
  package var path: TokenPath
  package var type: TokenType
  package var value: TokenValue
  /// The value in the DTCG shape with every reference replaced (what `--format json` prints).
  package var resolvedValue: Node
  /// From this token down to the token that holds the literal value (one step when it is literal).
  package var chain: [ChainStep]
  /// References inside a composite value, each with its own chain.
  package var subReferences: [SubReference]
  package var description: String?
  package var deprecation: Deprecation?
  /// `$extensions`, untouched.
  package var extensions: Node?
  /// Where the token is defined (its key).
  package var location: SourceLocation
  /// The token's own departures from 2025.10 (not those of the tokens it refers to): what the
  /// docs mark as non-standard.
  package var deviations: [TokenDeviation]
  /// Properties of a composite value that 2025.10 does not define, kept as written.
  package var extraProperties: [ExtraProperty]
  /// The `$type` as written: a 2025.10 name, or the name of an opaque type.
  package var typeName: String

  /// `bg/sub-200`; kept, since tables, lookups and the stylesheet ask for it again and again.
  package let name: String
  /// `--bg-sub-200`
  package let cssVariable: String

  package init(
    path: TokenPath, type: TokenType, value: TokenValue, resolvedValue: Node, chain: [ChainStep],
    subReferences: [SubReference], description: String?, deprecation: Deprecation?, extensions: Node?,
    location: SourceLocation, deviations: [TokenDeviation] = [], extraProperties: [ExtraProperty] = []
  ) {
    self.path = path
    self.type = type
    self.value = value
    self.resolvedValue = resolvedValue
    self.chain = chain
    self.subReferences = subReferences
    self.description = description
    self.deprecation = deprecation
    self.extensions = extensions
    self.location = location
    self.deviations = deviations
    self.extraProperties = extraProperties
    if case .opaque(let typeName, _) = value { self.typeName = typeName } else { self.typeName = type.rawValue }
    self.name = path.name
    self.cssVariable = path.cssVariable
  }
  package var isAlias: Bool { chain.count > 1 }
  /// Whether the token itself is written outside 2025.10.
  package var isNonStandard: Bool { !deviations.isEmpty }
  /// The token at the end of the chain: the primitive.
  package var primitive: ChainStep { chain.last! }

  /// `input/border/focus → brand/base → colors/blue/500 → #0A84FF`
  package var chainText: String {
    (chain.map(\.name) + [valueSummary]).joined(separator: " → ")
  }

  /// A short human reading of the value: `#0A84FF`, `44px`, `Inter 500 18/28`.
  package var valueSummary: String { value.summary }
}

extension TokenValue {
  /// Short text for tables and chains.
  package var summary: String {
    switch self {
    case .color(let c):
      return c.isOpaque ? c.hex : "\(c.hex) \(formatNumber(c.alpha * 100, decimals: 2))%"
    case .dimension(let d): return formatNumber(d.value) + d.unit.rawValue
    case .typography(let t):
      return
        "\(t.fontFamily.first ?? "") \(formatNumber(t.fontWeight)) \(formatNumber(t.fontSize.px))/\(formatNumber(t.lineHeightPx))"
    case .shadow(let layers):
      return layers.map { layer in
        "\(layer.inset ? "inset " : "")\(formatNumber(layer.offsetX.px)) \(formatNumber(layer.offsetY.px)) \(formatNumber(layer.blur.px)) \(formatNumber(layer.spread.px)) \(TokenValue.color(layer.color).summary)"
      }.joined(separator: ", ")
    case .border(let b): return "\(formatNumber(b.width.px))px \(b.style.css) \(TokenValue.color(b.color).summary)"
    case .gradient(let stops):
      return stops.map { "\(TokenValue.color($0.color).summary) \(formatNumber($0.position * 100))%" }.joined(
        separator: ", ")
    case .opaque(_, let text): return text
    default: return css
    }
  }
}
