import Figma
import Geometry
import Site
import SpecimenCore
import Tokens

/// What changed between two versions of a site's data: tokens per context, component sets,
/// their properties and variants, the laid-out geometry of every published variant, and pages.
/// Computed from the data itself, so a release note cannot drift from the release.
package struct SiteDiff: Sendable, Hashable {
  package var tokens = TokenChanges()
  package var sets = SetChanges()
  package var geometry: [GeometryChange] = []
  package var pages = PageChanges()

  package var isEmpty: Bool { tokens.isEmpty && sets.isEmpty && geometry.isEmpty && pages.isEmpty }

  /// Whether code that names the old tokens, variants or properties may stop working.
  var isBreaking: Bool {
    !tokens.removed.isEmpty || !sets.removed.isEmpty
      || sets.changed.contains { !$0.removedProperties.isEmpty || !$0.removedVariants.isEmpty }
  }
}

// MARK: Tokens

package struct TokenChanges: Sendable, Hashable {
  package var added: [TokenEntry] = []
  package var removed: [TokenEntry] = []
  /// Same type, value and description under a new path, in every context: found by heuristic.
  package var renamed: [TokenRename] = []
  /// The alias points elsewhere (the value may or may not have changed with it).
  var repointed: [TokenRepoint] = []
  package var changed: [TokenValueChange] = []

  package var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && renamed.isEmpty && repointed.isEmpty && changed.isEmpty
  }

}

/// A token found under a new path with the same type, value and description.
package struct TokenRename: Sendable, Hashable, Encodable {
  package var from: String
  package var to: String
}

/// A token as a release note names it: its path, type and value in the first context.
package struct TokenEntry: Sendable, Hashable, Encodable {
  package var name: String
  package var type: String
  package var value: String
}

struct TokenRepoint: Sendable, Hashable, Encodable {
  package var name: String
  package var from: String
  package var to: String
  /// The contexts in which it changed, by name; every context when it changed everywhere.
  package var contexts: [String]
}

package struct TokenValueChange: Sendable, Hashable, Encodable {
  package var name: String
  package var from: String
  package var to: String
  package var contexts: [String]
  /// A color before and after, for swatches.
  package var colors: ColorChange?

  /// The diff report leaves the swatches' colors out.
  enum CodingKeys: String, CodingKey { case name, from, to, contexts }
}

/// A color token's CSS color before and after.
package struct ColorChange: Sendable, Hashable {
  package var from: String
  package var to: String
}

// MARK: Component sets

package struct SetChanges: Sendable, Hashable {
  package var added: [String] = []
  package var removed: [String] = []
  package var changed: [SetChange] = []

  package var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
}

package struct SetChange: Sendable, Hashable, Encodable {
  package var name: String
  var addedProperties: [String] = []
  var removedProperties: [String] = []
  /// `State: options Default, Pressed → Default, Pressed, Hover`.
  var changedOptions: [OptionsChange] = []
  var changedDefaults: [DefaultChange] = []
  var addedVariants: [String] = []
  var removedVariants: [String] = []

  package var isEmpty: Bool {
    addedProperties.isEmpty && removedProperties.isEmpty && changedOptions.isEmpty && changedDefaults.isEmpty
      && addedVariants.isEmpty && removedVariants.isEmpty
  }
}

/// A property whose options changed: `State: Default, Pressed → Default, Pressed, Hover`.
struct OptionsChange: Sendable, Hashable, Encodable {
  package var property: String
  package var from: [String]
  package var to: [String]
}

/// A property whose default value changed.
struct DefaultChange: Sendable, Hashable, Encodable {
  package var property: String
  package var from: String
  package var to: String
}

// MARK: Pages

package struct PageChanges: Sendable, Hashable, Encodable {
  package var added: [String] = []
  package var removed: [String] = []
  /// Pages whose title changed, by path.
  var retitled: [PageRetitle] = []

  package var isEmpty: Bool { added.isEmpty && removed.isEmpty && retitled.isEmpty }
}

/// A page whose title changed, by its path.
struct PageRetitle: Sendable, Hashable, Encodable {
  package var path: String
  package var from: String
  package var to: String
}
