import SpecimenCore

/// A token's place in the tree: the DTCG path segments, with `$root` kept as the spec writes it.
///
/// Three spellings come out of one path: the DTCG reference path (`color.accent.$root`), the
/// name people read (`color/accent`, slash-separated as Figma shows it, `$root` folded into its
/// group) and the output key (`color.accent`), which is also what the CSS variable is built from.
package struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  package let segments: [String]
  /// `color.accent.$root`: the path curly references use; kept, since every lookup by path
  /// (references, the memo, tables) asks for it.
  package let dotted: String

  package init(_ segments: [String]) {
    self.segments = segments
    dotted = segments.joined(separator: ".")
  }

  /// Parses `a.b.c` (dotted, DTCG) or `a/b/c` (slash, as Figma and the site write names).
  package init(parsing name: String) {
    let separator: Character = name.utf8.contains(UInt8(ascii: "/")) ? "/" : "."
    self.init(name.split(separator: separator, omittingEmptySubsequences: false).map(String.init))
  }

  /// `color.accent`: the path with `$root` folded into its group; keys of the JSON output.
  package var key: String { visibleSegments.joined(separator: ".") }

  /// `color/accent`: the name the site shows.
  package var name: String { visibleSegments.joined(separator: "/") }

  /// A group's own token: `$root`, or `_` as Style Dictionary and Tokens Studio sets write it
  /// (`{"button": {"_": {…}, "hover": {…}}}` is `button` and `button/hover`, `--button`).
  package var isRoot: Bool {
    segments.last == "$root" || (segments.count > 1 && segments.last == Self.underscoreRoot)
  }

  /// The key Style Dictionary and Tokens Studio sets give a group's own token.
  static let underscoreRoot = "_"

  var visibleSegments: [String] { isRoot ? Array(segments.dropLast()) : segments }

  package var description: String { name }

  package var parent: TokenPath { TokenPath(Array(segments.dropLast())) }

  /// Whether `self` lies inside the group `group` (or is it).
  package func isInside(_ group: TokenPath) -> Bool {
    segments.count >= group.segments.count && Array(segments.prefix(group.segments.count)) == group.segments
  }

  func appending(_ segment: String) -> TokenPath {
    // Every token of every context is named this way: the dotted form grows, not joined again.
    TokenPath(segments: segments + [segment], dotted: segments.isEmpty ? segment : dotted + "." + segment)
  }

  private init(segments: [String], dotted: String) {
    self.segments = segments
    self.dotted = dotted
  }

  package static func < (a: TokenPath, b: TokenPath) -> Bool { a.dotted < b.dotted }
}

/// The CSS custom property of a token: segments joined by `-`, anything outside `[A-Za-z0-9_-]`
/// replaced by `-`, so `bg/sub-200` and `bg.sub-200` both give `--bg-sub-200`. A `$root` token
/// takes its group's name. Every module names token variables through this one function.
package func cssVariableName(forTokenPath path: String) -> String {
  TokenPath(parsing: path).cssVariable
}

extension TokenPath {
  package var cssVariable: String { CSS.customProperty(segments: visibleSegments) }
}
