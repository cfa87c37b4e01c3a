/// The published variants of a set laid against every combination of its variant options.
package struct VariantMatrix: Sendable, Hashable {
  /// Above this many combinations the holes are counted, not listed, and reading the set warns.
  static let enumerationLimit = 65_536
  /// Above this many combinations a page neither draws the grid nor compares rows: each would
  /// enumerate the combinations again for every block that shows the set.
  package static let tableLimit = 4_096

  package var properties: [VariantProperty]
  package var variants: [Variant]
  /// Combinations of every option of every property (Type 6 × State 5 = 30); saturates at Int.max.
  package var total: Int
  /// Combinations no variant publishes, in the order the options are defined; empty when
  /// `total` is past `enumerationLimit` (then only `holeCount` is known).
  package var holes: [[VariantValue]]

  /// Each variant's place by its values, keyed by the variant's own array of them (no key made
  /// per variant).
  private var index: [[VariantValue]: Int]

  package init(properties: [VariantProperty], variants: [Variant]) {
    self.properties = properties
    self.variants = variants
    var index: [[VariantValue]: Int] = [:]
    index.reserveCapacity(variants.count)
    for (i, variant) in variants.enumerated() where index[variant.values] == nil {
      index[variant.values] = i
    }
    self.index = index
    let total = properties.isEmpty ? variants.count : Self.total(of: properties)
    self.total = total
    if total <= Self.enumerationLimit {
      holes = Self.combinations(of: properties).filter { index[$0] == nil }
    } else {
      holes = []
    }
  }

  /// Combinations of every option of every property, saturating at Int.max: counted, never enumerated.
  static func total(of properties: [VariantProperty]) -> Int {
    var total = 1
    for property in properties {
      let (product, overflow) = total.multipliedReportingOverflow(by: property.options.count)
      total = overflow ? Int.max : product
    }
    return total
  }

  /// Published variants (each counted once).
  package var count: Int { index.count }

  var holeCount: Int { max(0, total - count) }

  var isComplete: Bool { holeCount == 0 }

  /// The variant that publishes exactly these values, in any order.
  package func variant(for values: [VariantValue]) -> Variant? {
    let ordered = properties.compactMap { property in
      values.first { $0.property == property.name }
    }
    guard ordered.count == properties.count else { return nil }
    return index[ordered].map { variants[$0] }
  }

  /// Whether some variant has every one of `values` (a partial combination).
  package func publishes(_ values: [VariantValue]) -> Bool {
    variants.contains { variant in values.allSatisfy { variant[$0.property] == $0.value } }
  }

  /// The cartesian product of the options, the last property varying fastest.
  package static func combinations(of properties: [VariantProperty]) -> [[VariantValue]] {
    var result: [[VariantValue]] = [[]]
    for property in properties {
      var next: [[VariantValue]] = []
      next.reserveCapacity(result.count * property.options.count)
      for prefix in result {
        for option in property.options {
          next.append(prefix + [VariantValue(property: property.name, value: option)])
        }
      }
      result = next
    }
    return result
  }

  static func key(_ values: [VariantValue]) -> String {
    values.map { "\($0.property)\u{1F}\($0.value)" }.joined(separator: "\u{1E}")
  }
}
