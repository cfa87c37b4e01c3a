import SpecimenCore

/// A name for the variants whose values match every condition: `label default=true: empty`.
package struct VariantLabel: Sendable, Hashable {
  package var conditions: [VariantValue]
  package var text: String
  package var location: SourceLocation?

  package init(conditions: [VariantValue], text: String, location: SourceLocation? = nil) {
    self.conditions = conditions
    self.text = text
    self.location = location
  }

  func matches(_ values: [VariantValue]) -> Bool {
    conditions.allSatisfy { condition in values.contains(condition) }
  }
}

/// Names combinations of variant values, with labels where they tell them apart.
package struct CombinationNamer: Sendable {
  package var labels: [VariantLabel]

  package init(labels: [VariantLabel]) {
    self.labels = labels
  }

  /// The labels that match, joined in the order they were declared ("empty-error"); nil if none.
  func labelName(_ values: [VariantValue]) -> String? {
    let names = labels.filter { $0.matches(values) }.map(\.text)
    return names.isEmpty ? nil : names.joined(separator: "-")
  }

  /// `State=Pressed, Active=On`
  package static func plainName(_ values: [VariantValue]) -> String {
    values.map { "\($0.property)=\($0.value)" }.joined(separator: ", ")
  }

  /// Names for a group of combinations: label names where every one is matched and no two clash,
  /// otherwise the plain `property=value` form for those that would be ambiguous.
  package func names(_ combinations: [[VariantValue]]) -> [String] {
    let labelled = combinations.map(labelName)
    var uses: [String: Int] = [:]
    for name in labelled.compactMap({ $0 }) { uses[name, default: 0] += 1 }
    return zip(combinations, labelled).map { values, name in
      if let name, uses[name] == 1 { return name }
      return Self.plainName(values)
    }
  }
}

/// The sentences a page says about a set's variant matrix, generated from the data.
///
/// "Eight variants, State by Active, no holes." When rows (the values of the first property, or
/// the chosen row property) publish different subsets of the other properties' combinations,
/// each row is compared against the union of all rows: "text, dropdown, picker and comment
/// support all eight combinations. otp has no empty-error and no filled-active variant."
package struct VariantSummary: Sendable {
  package var set: ComponentSet
  package var namer: CombinationNamer
  package var rowProperty: String?

  /// Up to this many holes are named in the first sentence.
  static let namedHoleLimit = 6
  /// Up to this many values of a set's one property are named in its sentence.
  static let listedValueLimit = 6

  package init(set: ComponentSet, labels: [VariantLabel] = [], rowProperty: String? = nil) {
    self.set = set
    self.namer = CombinationNamer(labels: labels)
    self.rowProperty = rowProperty
  }

  package var text: String { sentences.joined(separator: " ") }

  package var sentences: [String] {
    let matrix = set.matrix
    let properties = matrix.properties
    let count = matrix.count
    guard !properties.isEmpty else {
      return ["\(Prose.sentenceNumber(count)) \(count == 1 ? "variant" : "variants"), no variant properties."]
    }
    let opening = Prose.sentenceNumber(count) + " " + (count == 1 ? "variant" : "variants") + axes(properties)
    if matrix.isComplete {
      // One property cannot have a hole where all its values are published: the values say more.
      if properties.count == 1, let only = properties.first {
        let values = only.options.count <= Self.listedValueLimit ? ": " + Self.join(only.options) : ""
        return [opening + values + "."]
      }
      return [opening + ", no holes."]
    }
    // Past the table limit the rows are not compared (that enumerates the combinations again).
    if matrix.total > VariantMatrix.tableLimit {
      return [opening + ", \(matrix.holeCount) holes."]
    }

    let rows = RowComparison(matrix: matrix, rowProperty: rowProperty)
    if rows.others.isEmpty || rows.union.count == rows.fullCount {
      // True holes: every combination of the other properties exists somewhere.
      let holes = matrix.holes
      let holeText = Prose.counted(holes.count, "hole")
      if holes.count <= Self.namedHoleLimit {
        return [opening + ", \(holeText): " + Self.join(namer.names(holes)) + "."]
      }
      return [opening + ", \(holeText)."] + rowSentences(rows)
    }
    return [opening + "."] + rowSentences(rows)
  }

  /// ", State by Active" or " of Align" (nothing for a placeholder like `Property 1`) or " over six
  /// properties (a, b, … and f)".
  private func axes(_ properties: [VariantProperty]) -> String {
    let names = properties.map(\.name)
    switch names.count {
    case 1: return properties[0].hasPlaceholderName ? "" : " of \(names[0])"
    case 2, 3: return ", " + names.joined(separator: " by ")
    default: return " over \(Prose.counted(names.count, "property", "properties")) (\(Prose.list(names)))"
    }
  }

  private func rowSentences(_ rows: RowComparison) -> [String] {
    let unionNames = namer.names(rows.union)
    var nameByKey: [String: String] = [:]
    for (values, name) in zip(rows.union, unionNames) { nameByKey[VariantMatrix.key(values)] = name }
    let all = rows.union.count
    let allText =
      all == 2 ? "both combinations" : all == 1 ? "the one combination" : "all \(Prose.number(all)) combinations"

    // Group rows with the same outcome, in row order.
    var groups: [(missing: [[VariantValue]], present: [[VariantValue]], rows: [String])] = []
    for row in rows.rows {
      let missing = rows.union.filter { !row.published.contains(VariantMatrix.key($0)) }
      if let index = groups.firstIndex(where: { $0.missing == missing }) {
        groups[index].rows.append(row.value)
      } else {
        let present = rows.union.filter { row.published.contains(VariantMatrix.key($0)) }
        groups.append((missing, present, [row.value]))
      }
    }

    // Values stay as Figma writes them, so "text" is not capitalised even first in a sentence.
    var sentences: [String] = []
    for group in groups {
      let subject = Prose.list(group.rows)
      let plural = group.rows.count > 1
      if group.missing.isEmpty {
        if group.rows.count == rows.rows.count {
          sentences.append("Every \(rows.property) has the same \(Prose.counted(all, "combination")).")
        } else {
          sentences.append(subject + (plural ? " support " : " supports ") + allText + ".")
        }
      } else if group.present.isEmpty {
        sentences.append(subject + (plural ? " have" : " has") + " no variants.")
      } else if group.missing.count <= 4 {
        let names = group.missing.map { nameByKey[VariantMatrix.key($0)]! }
        let listed =
          names.contains { $0.contains(",") }
          ? "no " + names.joined(separator: "; no ")
          : Prose.list(names.map { "no " + $0 })
        sentences.append(subject + (plural ? " have " : " has ") + listed + " variant.")
      } else if group.present.count <= 4 {
        let names = group.present.map { nameByKey[VariantMatrix.key($0)]! }
        sentences.append(subject + (plural ? " have" : " has") + " only " + Self.join(names) + ".")
      } else {
        sentences.append(
          subject + (plural ? " have " : " has ")
            + "\(Prose.number(group.present.count)) of the \(Prose.number(all)) combinations.")
      }
    }
    return sentences
  }

  /// "a, b and c", or "a; b; c" when the names hold commas themselves.
  package static func join(_ names: [String]) -> String {
    names.contains { $0.contains(",") } ? names.joined(separator: "; ") : Prose.list(names)
  }
}

/// Each value of the row property against the combinations of the other properties.
package struct RowComparison {
  struct Row {
    var value: String
    /// Keys of the other properties' combinations this row publishes.
    var published: Set<String>
  }

  var property: String
  var others: [VariantProperty]
  var rows: [Row]
  /// Combinations of the other properties published by at least one row, in option order.
  package var union: [[VariantValue]]
  /// How many combinations the other properties have in all.
  package var fullCount: Int

  package init(matrix: VariantMatrix, rowProperty: String?) {
    let rowAxis = matrix.properties.first { $0.name == rowProperty } ?? matrix.properties[0]
    property = rowAxis.name
    others = matrix.properties.filter { $0.name != rowAxis.name }
    let names = others.map(\.name)
    rows = rowAxis.options.map { option in
      var published = Set<String>()
      for variant in matrix.variants where variant[rowAxis.name] == option {
        published.insert(VariantMatrix.key(variant.values.filter { names.contains($0.property) }))
      }
      return Row(value: option, published: published)
    }
    let everyRow = rows.reduce(into: Set<String>()) { $0.formUnion($1.published) }
    let combinations = VariantMatrix.combinations(of: others)
    fullCount = combinations.count
    union = combinations.filter { everyRow.contains(VariantMatrix.key($0)) }
  }
}
