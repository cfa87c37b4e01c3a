import SpecimenCore
import Synchronization

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
///
/// Immutable and shared: every context, table and memo entry that holds the token holds one
/// reference to the same storage, so passing it around copies a pointer, not its dozen fields.
package struct ResolvedToken: Sendable, Hashable {
  private struct Fields: Sendable, Hashable {
    var path: TokenPath
    var type: TokenType
    var value: TokenValue
    var resolvedValue: Node
    var chain: [ChainStep]
    var subReferences: [SubReference]
    var description: String?
    var deprecation: Deprecation?
    var extensions: Node?
    var location: SourceLocation
    var deviations: [TokenDeviation]
    var extraProperties: [ExtraProperty]
    var typeName: String
    var name: String
    var cssVariable: String
  }

  private final class Storage: Sendable {
    let fields: Fields
    /// Made the first time a stylesheet asks: a token shared by several contexts, or kept from
    /// the load before, is written out many times.
    let cssDeclarations = Mutex<[(name: String, value: String)]?>(nil)
    init(_ fields: Fields) { self.fields = fields }
  }

  private let storage: Storage

  package var path: TokenPath { storage.fields.path }
  package var type: TokenType { storage.fields.type }
  package var value: TokenValue { storage.fields.value }
  /// The value in the DTCG shape with every reference replaced (what `--format json` prints).
  var resolvedValue: Node { storage.fields.resolvedValue }
  /// From this token down to the token that holds the literal value (one step when it is literal).
  package var chain: [ChainStep] { storage.fields.chain }
  /// References inside a composite value, each with its own chain.
  package var subReferences: [SubReference] { storage.fields.subReferences }
  package var description: String? { storage.fields.description }
  package var deprecation: Deprecation? { storage.fields.deprecation }
  /// `$extensions`, untouched.
  package var extensions: Node? { storage.fields.extensions }
  /// Where the token is defined (its key).
  package var location: SourceLocation { storage.fields.location }
  /// The token's own departures from 2025.10 (not those of the tokens it refers to): what the
  /// docs mark as non-standard.
  package var deviations: [TokenDeviation] { storage.fields.deviations }
  /// Properties of a composite value that 2025.10 does not define, kept as written.
  package var extraProperties: [ExtraProperty] { storage.fields.extraProperties }
  /// The `$type` as written: a 2025.10 name, or the name of an opaque type.
  package var typeName: String { storage.fields.typeName }
  /// `bg/sub-200`; kept, since tables, lookups and the stylesheet ask for it again and again.
  package var name: String { storage.fields.name }
  /// `--bg-sub-200`
  package var cssVariable: String { storage.fields.cssVariable }

  package init(
    path: TokenPath, type: TokenType, value: TokenValue, resolvedValue: Node, chain: [ChainStep],
    subReferences: [SubReference], description: String?, deprecation: Deprecation?, extensions: Node?,
    location: SourceLocation, deviations: [TokenDeviation] = [], extraProperties: [ExtraProperty] = []
  ) {
    let typeName: String
    if case .opaque(let name, _) = value { typeName = name } else { typeName = type.rawValue }
    storage = Storage(
      Fields(
        path: path, type: type, value: value, resolvedValue: resolvedValue, chain: chain,
        subReferences: subReferences, description: description, deprecation: deprecation, extensions: extensions,
        location: location, deviations: deviations, extraProperties: extraProperties, typeName: typeName,
        name: path.name, cssVariable: path.cssVariable))
  }

  package static func == (a: ResolvedToken, b: ResolvedToken) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  package func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  /// The token's CSS declarations (see `makeCSSDeclarations`), made once per token.
  package var cssDeclarations: [(name: String, value: String)] {
    if let made = storage.cssDeclarations.withLock({ $0 }) { return made }
    let made = makeCSSDeclarations()
    storage.cssDeclarations.withLock { $0 = made }
    return made
  }

  package var isAlias: Bool { chain.count > 1 }
  /// Whether the token itself is written outside 2025.10.
  var isNonStandard: Bool { !deviations.isEmpty }
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
    case .dimension(let d): return d.unit == .none ? "0" : formatNumber(d.value) + d.unit.rawValue
    case .typography(let t):
      // What the value does not have is left out, not shown as 0 or a family it does not name.
      let family = t.fontFamily.map { ($0.first ?? "") + " " } ?? ""
      return "\(family)\(formatNumber(t.fontWeight)) \(t.fontSize.summaryText)\(t.lineHeightSummary ?? "")"
    case .shadow(let layers):
      return layers.map { layer in
        "\(layer.inset ? "inset " : "")\(layer.offsetX.summaryText) \(layer.offsetY.summaryText) \(layer.blur.summaryText) \(layer.spread.summaryText) \(TokenValue.color(layer.color).summary)"
      }.joined(separator: ", ")
    case .border(let b):
      let width = [.px, .rem, .em, .percent].contains(b.width.unit) ? formatNumber(b.width.px) + "px" : b.width.written
      return "\(width) \(b.style.css) \(TokenValue.color(b.color).summary)"
    case .gradient(let stops):
      return stops.map { "\(TokenValue.color($0.color).summary) \(formatNumber($0.position * 100))%" }.joined(
        separator: ", ")
    case .opaque(_, let text): return text
    default: return css
    }
  }
}

/// A token that exists in a context but has no value there, and the error that says why (its
/// own, or the one it shares with the other tokens of a cycle).
package struct TokenFailure: Sendable, Hashable {
  package var path: TokenPath
  package var error: Diagnostic

  package var name: String { path.name }

  /// The error without the token's name in front: what a row beside the name shows.
  package var reason: String {
    let prefix = name + ": "
    return error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
  }
}
