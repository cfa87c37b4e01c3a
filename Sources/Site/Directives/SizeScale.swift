import Tokens

/// The order a reader expects of a size modifier's contexts: smallest to largest, whatever order
/// the export lists them in (digdir's designsystemet lists `medium, large, small`). A modifier is
/// read as a size only when every one of its context names is a size word; any other modifier
/// keeps the export's order, as do the CSS and the resolution, which this never touches.
enum SizeScale {
  /// Where a size word sits on the scale, medium at 0: `xs` −2, `sm` −1, `lg` 1, `2xl` 3; nil
  /// for a name that is no size word. Case, `-`, `_` and spaces aside, a size is `small`, `sm`,
  /// `s`, `medium`, `md`, `m`, `default`, `large`, `lg` or `l`, and a small or large one may
  /// step out by `x` or `extra` repeated (`xxs`, `extra-large`, `x-small`) or by a count of them
  /// (`2xl`, `3xs`).
  static func rank(_ name: String) -> Int? {
    var rest = Substring(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    if ["medium", "md", "m", "default"].contains(rest) { return 0 }
    var steps = 0
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty {
      // `2xl`: a count, then one `x`; `1xl` or `2l` is no size.
      guard digits.count <= 2, let count = Int(digits), count >= 2 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard rest.first == "x" else { return nil }
      rest = rest.dropFirst()
      steps = count
    } else {
      while true {
        if rest.hasPrefix("extra") {
          rest = rest.dropFirst("extra".count)
        } else if rest.first == "x", rest.count > 1 {
          rest = rest.dropFirst()
        } else {
          break
        }
        steps += 1
      }
    }
    if ["small", "sm", "s"].contains(rest) { return -1 - steps }
    if ["large", "lg", "l"].contains(rest) { return 1 + steps }
    return nil
  }

  /// The contexts with each size modifier's values from smallest to largest, every other
  /// modifier's as they came: the value the export lists first gives its place to the smallest,
  /// and so on, so the contexts nest as they did. Unchanged when no modifier of the contexts is a
  /// size, or when the contexts are not every combination the reordering needs.
  static func readingOrder(_ contexts: [TokenContext], modifiers: [TokenModifier]) -> [TokenContext] {
    var ordered = contexts
    for modifier in modifiers {
      var ranks: [String: Int] = [:]
      for context in modifier.contexts {
        guard let rank = rank(context) else { break }
        ranks[context] = rank
      }
      guard ranks.count == modifier.contexts.count, !ranks.isEmpty else { continue }
      var seen: [String] = []
      for context in ordered {
        if let value = context.value(for: modifier.name), !seen.contains(value) { seen.append(value) }
      }
      guard seen.count > 1, seen.allSatisfy({ ranks[$0] != nil }) else { continue }
      // A stable sort: two names of one size keep the export's order.
      let sorted = seen.enumerated().sorted { a, b in
        let (x, y) = (ranks[a.element]!, ranks[b.element]!)
        return x != y ? x < y : a.offset < b.offset
      }.map(\.element)
      guard sorted != seen else { continue }
      let replacement = Dictionary(uniqueKeysWithValues: zip(seen, sorted))
      let byID = Dictionary(ordered.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let moved = ordered.compactMap { context -> TokenContext? in
        var inputs = context.inputs
        guard let index = inputs.firstIndex(where: { $0.modifier == modifier.name }) else { return context }
        inputs[index].context = replacement[inputs[index].context] ?? inputs[index].context
        return byID[inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")]
      }
      if moved.count == ordered.count, Set(moved.map(\.id)).count == moved.count { ordered = moved }
    }
    return ordered
  }
}
