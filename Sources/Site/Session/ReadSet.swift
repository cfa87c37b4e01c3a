/// The site data a page's output depends on, by name.
package struct ReadSet: Sendable, Hashable {
  /// Tokens by the name the site shows (`brand/base`), in every context the site shows.
  package var tokens: Set<TokenName> = []
  /// Figma component sets by name.
  package var componentSets: Set<SetName> = []
  /// Geometry models, by the set they draw.
  package var models: Set<SetName> = []
  /// Code components from content/props.
  package var codeComponents: Set<CodeComponentName> = []
  /// Other pages whose titles or anchors this one shows.
  package var pages: Set<PagePath> = []
  /// Whether the page shows the Figma files' styles.
  package var figmaStyles = false

  package init(
    tokens: Set<TokenName> = [], componentSets: Set<SetName> = [], models: Set<SetName> = [],
    codeComponents: Set<CodeComponentName> = [], pages: Set<PagePath> = []
  ) {
    self.tokens = tokens
    self.componentSets = componentSets
    self.models = models
    self.codeComponents = codeComponents
    self.pages = pages
  }

  package mutating func formUnion(_ other: ReadSet) {
    tokens.formUnion(other.tokens)
    componentSets.formUnion(other.componentSets)
    models.formUnion(other.models)
    codeComponents.formUnion(other.codeComponents)
    pages.formUnion(other.pages)
    figmaStyles = figmaStyles || other.figmaStyles
  }

  package var isEmpty: Bool {
    tokens.isEmpty && componentSets.isEmpty && models.isEmpty && codeComponents.isEmpty && pages.isEmpty
      && !figmaStyles
  }
}

/// The name of one kind of site data, typed by that kind, so that a component set's name cannot
/// be recorded or looked up where a token's is expected. `Kind` only tells the kinds apart.
package struct DataName<Kind>: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  package let rawValue: String

  package init(rawValue: String) { self.rawValue = rawValue }
  package init(_ rawValue: String) { self.rawValue = rawValue }
  package init(stringLiteral value: String) { rawValue = value }

  package var description: String { rawValue }

  package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The kinds of site data a page reads, for `DataName`.
package enum DataKind {
  package enum Token {}
  package enum ComponentSet {}
  package enum CodeComponent {}
  package enum Page {}
}

/// A token by the name the site shows: `brand/base`.
package typealias TokenName = DataName<DataKind.Token>
/// A Figma component set, and the geometry model that draws it, by name: `_Toggle Label`.
package typealias SetName = DataName<DataKind.ComponentSet>
/// A code component from content/props by name: `AcButton`.
package typealias CodeComponentName = DataName<DataKind.CodeComponent>
/// A page by its path under content/pages: `components/toggle.md`.
package typealias PagePath = DataName<DataKind.Page>
