import Foundation
import SpecimenCore

/// What the site's token tables and reports say about tokens, as data: labels for groups of
/// contexts, field names of composite values, and the color pairs below WCAG contrast.
extension TokenSystem {
  /// The shared modifier values of some contexts, for labels: `Light` for Light · iOS and Light · Android.
  package func label(for group: [TokenContext]) -> String {
    guard let first = group.first else { return "" }
    if group.count == 1 {
      // One context: named by what differs between the shown contexts (`Light`), as the token
      // tables' columns are, not by every modifier an export has.
      let varying = modifiers.filter { modifier in Set(contexts.compactMap { $0.value(for: modifier.name) }).count > 1 }
      let parts = varying.compactMap { modifier in first.value(for: modifier.name).map { modifier.displayName(of: $0) }
      }
      return parts.isEmpty ? first.name : parts.joined(separator: " · ")
    }
    // Only a modifier whose value differs between the contexts can name some of them: SDS's
    // sds_light and brand_b_light share a report, and the size modifier both have at Desktop
    // said "Desktop" of that table, as if the dark one were not Desktop too.
    let varying = modifiers.filter { modifier in Set(contexts.compactMap { $0.value(for: modifier.name) }).count > 1 }
    var parts: [String] = []
    for modifier in varying {
      let values = Set(group.compactMap { $0.value(for: modifier.name) })
      if values.count == 1, let value = values.first { parts.append(modifier.displayName(of: value)) }
    }
    if group.count == contexts.count && Set(group) == Set(contexts) && parts.isEmpty { return "All" }
    guard parts.isEmpty else { return parts.joined(separator: " · ") }
    // Each context by the values that tell it apart: `sds_light, brand_b_light`.
    return group.map { context in
      let values = varying.compactMap { modifier in
        context.value(for: modifier.name).map { modifier.displayName(of: $0) }
      }
      return values.isEmpty ? context.name : values.joined(separator: " · ")
    }.joined(separator: ", ")
  }

  /// A table's column headings: each context by the modifiers that vary between the columns
  /// (`Light`, `Dark`), not by all seven an export may have. One column is named by what varies
  /// between the site's shown contexts, or `Value` when nothing does.
  package func columnLabels(for columns: [TokenContext]) -> [String] {
    func varying(_ among: [TokenContext]) -> [TokenModifier] {
      modifiers.filter { modifier in Set(among.compactMap { $0.value(for: modifier.name) }).count > 1 }
    }
    var named = varying(columns)
    if named.isEmpty { named = varying(contexts) }
    return columns.map { column in
      let parts = named.compactMap { modifier in column.value(for: modifier.name).map { modifier.displayName(of: $0) } }
      if !parts.isEmpty { return parts.joined(separator: " · ") }
      return columns.count == 1 ? "Value" : column.name
    }
  }

  /// What a value shared by neighbouring columns says: `Same in Light and Dark`,
  /// `Light · same in iOS and Material 3`, `Same in all 4 contexts`.
  package func sharedLabel(for group: [TokenContext], among columns: [TokenContext]) -> String {
    if group.count == columns.count, group.count > 2 { return "Same in all \(group.count) contexts" }
    var named = modifiers.filter { modifier in Set(columns.compactMap { $0.value(for: modifier.name) }).count > 1 }
    if named.isEmpty { named = modifiers }
    var shared: [String] = []
    var differing: [TokenModifier] = []
    for modifier in named {
      let values = group.compactMap { $0.value(for: modifier.name) }
      if Set(values).count == 1, let value = values.first {
        shared.append(modifier.displayName(of: value))
      } else {
        differing.append(modifier)
      }
    }
    let names = group.map { context in
      let parts = differing.compactMap { modifier in
        context.value(for: modifier.name).map { modifier.displayName(of: $0) }
      }
      return parts.isEmpty ? context.name : parts.joined(separator: " · ")
    }
    let list = names.joinedAsList(conjunction: "and")
    return shared.isEmpty ? "Same in " + list : shared.joined(separator: " · ") + " · same in " + list
  }

  /// Groups contexts by a key, keeping first-seen order.
  package func grouped<K: Hashable>(_ contexts: [TokenContext], by key: (TokenContext) -> K) -> [(K, [TokenContext])] {
    grouped(contexts.map { ($0, key($0)) })
  }

  /// Groups contexts by the key each comes with, keeping first-seen order.
  package func grouped<K: Hashable>(_ keyed: [(TokenContext, K)]) -> [(K, [TokenContext])] {
    var order: [K] = []
    var groups: [K: [TokenContext]] = [:]
    for (context, k) in keyed {
      if groups[k] == nil { order.append(k) }
      groups[k, default: []].append(context)
    }
    return order.map { ($0, groups[$0]!) }
  }

  package static func fieldLabel(_ type: TokenType, _ field: String) -> String {
    let parts = field.split(separator: ".").map(String.init)
    switch type {
    case .shadow where parts.count == 2: return "layer \(parts[0]) \(parts[1])"
    case .gradient where parts.count == 2: return "stop \(parts[0]) \(parts[1])"
    default: return field.isEmpty ? "value" : field
    }
  }

  /// A text, glyph or icon color on a background, below 4.5:1 somewhere.
  package struct ContrastPair: Sendable, Hashable {
    package var foreground: String
    package var background: String
    package var result: ContrastResult
    /// Disabled controls are exempt from WCAG 1.4.3.
    package var exempt: Bool
  }

  /// Every foreground (`text/*`, `fg/*`, `icon/*`) on every background (`bg/*`) below 4.5:1 in
  /// a context, in token order. A group is a whole path prefix: `color/text` holds
  /// `color/text/default/tertiary`, not `color/text-inverse` or `color/background`.
  func lowContrastPairs(
    in context: TokenContext, foregrounds: [String] = ["text", "fg", "icon"], backgrounds: [String] = ["bg"],
    over backdrop: ContrastBackdrop? = nil
  ) -> [ContrastPair] {
    lowContrastScan(in: context, foregrounds: foregrounds, backgrounds: backgrounds, over: backdrop).pairs
  }

  /// What a contrast report found in one context: the pairs below 4.5:1 among the first `limit`
  /// measured, how many pairs the groups make (foregrounds × backgrounds) and how many were measured.
  package struct ContrastScan: Sendable {
    package var pairs: [ContrastPair]
    package var candidates: Int
    package var measured: Int
  }

  /// `lowContrastPairs`, measuring at most `limit` pairs (in token order, foreground by
  /// foreground): the groups are counted first, so a product too large is never measured whole.
  package func lowContrastScan(
    in context: TokenContext, foregrounds: [String] = ["text", "fg", "icon"], backgrounds: [String] = ["bg"],
    over backdrop: ContrastBackdrop? = nil, limit: Int = .max
  ) -> ContrastScan {
    let tokens = resolution(for: context).tokens.filter { $0.type == .color }
    func inside(_ groups: [String]) -> [ResolvedToken] {
      let paths = groups.map { TokenPath(parsing: $0.trimmingCharacters(in: CharacterSet(charactersIn: " /."))) }
      return tokens.filter { token in paths.contains { token.path.isInside($0) && token.path != $0 } }
    }
    let fgs = inside(foregrounds)
    let bgs = inside(backgrounds)
    let (candidates, overflow) = fgs.count.multipliedReportingOverflow(by: bgs.count)
    // The context's page, found once for every pair.
    let backdrop = backdrop ?? self.backdrop(in: context, page: nil)
    var scan = ContrastScan(pairs: [], candidates: overflow ? .max : candidates, measured: 0)
    measuring: for fg in fgs {
      for bg in bgs {
        guard scan.measured < limit else { break measuring }
        scan.measured += 1
        guard let result = contrast(fg.name, on: bg.name, in: context, over: backdrop), !result.passesText else {
          continue
        }
        scan.pairs.append(
          ContrastPair(foreground: fg.name, background: bg.name, result: result, exempt: fg.name.contains("disabled")))
      }
    }
    return scan
  }
}

extension TokenContext {
  /// A length as the docs write it in this context: `16 pt` (or dp, px), `1.5 rem`, `0.5 em`, `50%`.
  package func lengthText(_ d: Dimension) -> String {
    switch d.unit {
    case .px: return "\(formatNumber(d.value)) \(pixelUnit)"
    case .percent: return "\(formatNumber(d.value))%"
    case .none: return "0"
    default: return "\(formatNumber(d.value)) \(d.unit.rawValue)"
    }
  }
}

/// The names type designers give font weights: `Medium 500`.
package enum FontWeightName {
  static let names: [Int: String] = [
    100: "Thin", 200: "Extra Light", 300: "Light", 400: "Regular", 500: "Medium", 600: "Semi Bold", 700: "Bold",
    800: "Extra Bold", 900: "Black", 950: "Extra Black",
  ]

  package static func text(_ weight: Double) -> String {
    if weight == weight.rounded(), abs(weight) < 10_000, let name = names[Int(weight)] {
      return "\(name) \(formatNumber(weight))"
    }
    return formatNumber(weight)
  }
}
