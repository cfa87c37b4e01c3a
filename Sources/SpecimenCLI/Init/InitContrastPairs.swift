import Tokens

/// The text and icon colors a system means to be used on each background, read from the names
/// Tokens Studio, Figma variables and DTCG exports give them: a color that says it goes on
/// something (`text/brand/on-brand-secondary`, `icon/utilities/icon-on-measurement`,
/// `onPrimaryContainer`, a group called `on`) goes on the background that something names
/// (`background/brand/secondary`, `background/utilities/measurement`, `primaryContainer`), and
/// every other one on the default background (`background/default/default`, `bg/default`,
/// `surface/base`). Nothing is paired by guess: a color whose `on-…` names no background goes on
/// none, and without a default background the other colors go on none.
enum InitContrastPairs {
  struct Pair: Equatable {
    var foreground: String
    var background: String
  }

  /// Words a background's name may carry without narrowing what it is: `brand/default` is `brand`.
  static let neutralWords: Set<String> = ["default", "base"]
  /// A background whose name has only these words is the default background (the page's).
  static let defaultBackgroundWords: Set<String> = ["default", "base", "page", "canvas", "main", "body"]

  /// The pairs, in the order of the foregrounds, each once.
  static func infer(colors: [String], foregrounds: [String], backgrounds: [String]) -> [Pair] {
    let fgs = members(of: foregrounds, in: colors)
    let bgs = members(of: backgrounds, in: colors).map {
      (name: $0.name, key: $0.words.filter { !neutralWords.contains($0) }, words: $0.words)
    }
    let defaults = bgs.filter { bg in !bg.words.isEmpty && bg.words.allSatisfy(defaultBackgroundWords.contains) }
    var pairs: [Pair] = []
    for fg in fgs where !bgs.contains(where: { $0.name == fg.name }) {
      let matched: [String]
      if let target = onTarget(fg) {
        let exact = bgs.filter { $0.key == target }
        let ending = bgs.filter { $0.key.count > target.count && Array($0.key.suffix(target.count)) == target }
        matched = (exact.isEmpty ? ending : exact).map(\.name)
      } else {
        matched = defaults.map(\.name)
      }
      for background in matched where !pairs.contains(Pair(foreground: fg.name, background: background)) {
        pairs.append(Pair(foreground: fg.name, background: background))
      }
    }
    return pairs
  }

  /// The words after a foreground's last `on` (`on-brand-secondary` → brand, secondary), neutral
  /// words left out; every word of its name inside a group called `on`; nil when it says neither.
  static func onTarget(_ fg: (name: String, group: String, words: [String])) -> [String]? {
    let target: ArraySlice<String>
    if let last = fg.words.lastIndex(of: "on"), last < fg.words.count - 1 {
      target = fg.words[(last + 1)...]
    } else if fg.group.split(separator: "/").last.map({ words(String($0)) }) == ["on"], !fg.words.isEmpty {
      target = fg.words[...]
    } else {
      return nil
    }
    let kept = target.filter { !neutralWords.contains($0) }
    return kept.isEmpty ? nil : kept
  }

  /// Whether a foreground is named for a background, read as `infer` reads it.
  static func onTarget(for name: String, in groups: [String]) -> [String]? {
    members(of: groups, in: [name]).first.flatMap(onTarget)
  }

  /// Each color inside one of the groups (a whole path prefix), with the words of its name below
  /// the group, in the colors' order.
  static func members(of groups: [String], in colors: [String]) -> [(name: String, group: String, words: [String])] {
    colors.compactMap { name in
      guard let group = groups.first(where: { name.hasPrefix($0 + "/") }) else { return nil }
      return (name, group, words(String(name.dropFirst(group.count + 1))))
    }
  }

  /// A name's words, lowercased: split at `/`, `-`, `_`, `.`, spaces and lower-to-upper case
  /// changes (`onPrimaryContainer` → on, primary, container).
  static func words(_ name: String) -> [String] {
    Contrast.nameWords(name) { "/-_. ".contains($0) }
  }
}
