import SpecimenCore

/// `contexts: {theme: [light, dark], platform: [ios, android]}`: every combination of some
/// contexts of some modifiers, the first modifier varying slowest.
///
/// The combinations multiply: a few lines can ask for millions. The names are checked against
/// the resolver's modifiers and the count against a limit before a single combination is made.
package struct ContextProduct: Sendable {
  /// A name as written, and where.
  package struct Name: Sendable {
    package var text: String
    package var location: SourceLocation?
    package init(_ text: String, at location: SourceLocation?) {
      self.text = text
      self.location = location
    }
  }

  /// One modifier and the contexts of it to combine.
  package struct Axis: Sendable {
    package var modifier: Name
    package var contexts: [Name]
    package init(modifier: Name, contexts: [Name]) {
      self.modifier = modifier
      self.contexts = contexts
    }
  }

  package var axes: [Axis]
  /// Where the product is written, for the error about its size.
  package var location: SourceLocation?

  /// More combinations than a docs site can show, each resolved and written as CSS.
  static let maxCombinations = 4_096

  package init(_ axes: [Axis], at location: SourceLocation?) {
    self.axes = axes
    self.location = location
  }

  /// How many combinations the product stands for; nil past `Int.max`.
  package var count: Int? {
    var count = 1
    for axis in axes {
      let (product, overflow) = count.multipliedReportingOverflow(by: axis.contexts.count)
      if overflow { return nil }
      count = product
    }
    return count
  }

  /// Every combination, as selections; none, with every problem reported, when a name is not
  /// one of the resolver's or the combinations are more than `maxCombinations`.
  package func selections(modifiers: [TokenModifier], into diagnostics: inout Diagnostics) -> [ContextSelection] {
    var problems = Diagnostics()
    defer { diagnostics.merge(problems) }
    var chosen: [(modifier: String, contexts: [String])] = []
    for axis in axes {
      guard let modifier = modifiers.named(axis.modifier.text, at: axis.modifier.location, into: &problems) else {
        continue
      }
      var contexts: [String] = []
      for written in axis.contexts {
        guard let context = modifier.context(named: written.text, at: written.location, into: &problems) else {
          continue
        }
        contexts.append(context)
      }
      chosen.append((modifier.name, contexts))
    }
    let count = count
    if count.map({ $0 > Self.maxCombinations }) ?? true {
      problems.append(
        .error(
          "these contexts make \(count.map(String.init) ?? "more than \(Int.max)") combinations; at most \(Self.maxCombinations) can be shown",
          at: location,
          hint:
            "list the combinations the docs show instead: contexts: [{theme: light}, {theme: dark, density: compact}]",
          id: .tokensTooManyCombinations))
    }
    guard !problems.contains(where: { $0.severity == .error }) else { return [] }
    var combinations: [[ContextInput]] = [[]]
    for (modifier, contexts) in chosen {
      combinations = combinations.flatMap { prefix in
        contexts.map { prefix + [ContextInput(modifier: modifier, context: $0)] }
      }
    }
    return combinations.map { ContextSelection($0, location: location) }
  }
}

extension [TokenModifier] {
  /// The modifier `name` names, its case aside; otherwise nil, with the error at `location`.
  func named(_ name: String, at location: SourceLocation?, into diagnostics: inout Diagnostics) -> TokenModifier? {
    if let modifier = first(where: { $0.name == name }) ?? first(where: { $0.name.lowercased() == name.lowercased() }) {
      return modifier
    }
    let hint =
      Suggestion.hint(for: name, in: map(\.name))
      ?? (isEmpty ? "these tokens have no modifiers" : "the modifiers are " + map(\.name).joined(separator: ", "))
    diagnostics.append(.error("unknown modifier '\(name)'", at: location, hint: hint, id: .tokensUnknownModifier))
    return nil
  }
}

extension TokenModifier {
  /// The context `written` names; otherwise nil, with the error at `location`.
  func context(named written: String, at location: SourceLocation?, into diagnostics: inout Diagnostics) -> String? {
    if let context = canonicalContext(written) { return context }
    let hint = Suggestion.hint(for: written, in: contexts) ?? "\(name) is one of " + contexts.joined(separator: ", ")
    diagnostics.append(
      .error("unknown context '\(written)' for modifier '\(name)'", at: location, hint: hint, id: .tokensUnknownContext)
    )
    return nil
  }
}
