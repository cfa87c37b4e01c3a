/// What coding agents and tools read of a site, as `Encodable` values: the components manifest
/// (`components.json`), one file a component (`components/<slug>.json`) and the token listing
/// (`tokens.json`). Their JSON Schemas are docs/schemas/*.schema.json; a field added here is added
/// there.

/// `components.json`: every component set of the site, one line each, with where to read more.
package struct ComponentsManifest: Codable, Sendable, Hashable {
  /// site.yml's name and version.
  package var site: String
  package var version: String?
  package var components: [ComponentSummary]
}

/// One line of the manifest.
package struct ComponentSummary: Codable, Sendable, Hashable {
  package var name: String
  package var slug: String
  /// The component's own file, relative to the site root: `components/toggle.json`.
  package var file: String
  /// The page that documents it (relative to the site root, ending in `/`), when one does.
  package var page: String?
  package var description: String?
  package var status: String?
  package var variantCount: Int
}

/// `components/<slug>.json`: everything the site knows of one component set.
package struct ComponentEntry: Codable, Sendable, Hashable {
  package var name: String
  package var slug: String
  package var page: String?
  /// The page's Markdown twin, relative to the site root.
  package var markdown: String?
  package var description: Description
  package var status: String?
  package var figma: String?
  /// Figma keeps sets whose names start with `_` or `.` out of the published library.
  package var published: Bool
  package var properties: [Property]
  package var variants: Variants
  package var tokens: [TokenUse]
  package var props: [CodeSource]
  package var parity: [ParitySummary]
  /// The accessibility audit of its drawings, when site.yml asks for one (`accessibility:`).
  package var accessibility: AccessibilityStatus?
  package var guidelines: [Section]

  package struct Description: Codable, Sendable, Hashable {
    /// What the Figma file says of the set.
    package var figma: String?
    /// The summary of the page that documents it.
    package var page: String?
  }

  package struct Property: Codable, Sendable, Hashable {
    package var name: String
    /// `variant`, `boolean`, `text` or `instance-swap`.
    package var kind: String
    package var options: [String]
    package var `default`: String
  }

  package struct Variants: Codable, Sendable, Hashable {
    /// Every combination of the variant options.
    package var combinations: Int
    package var published: [Variant]
    /// Combinations no variant publishes, each as its values.
    package var holes: [[String: String]]
  }

  package struct Variant: Codable, Sendable, Hashable {
    package var name: String
    package var values: [String: String]
    /// The laid-out frame, when the site draws the set; Figma's bounds otherwise.
    package var width: Double?
    package var height: Double?
    /// The named layers directly inside the frame, with their sizes: the track, the handle.
    package var parts: [Part]
  }

  package struct Part: Codable, Sendable, Hashable {
    package var name: String
    package var width: Double
    package var height: Double
  }

  /// A token the component reads, with its value in each context the site shows and, when the
  /// site draws the set, the layers that paint with it.
  package struct TokenUse: Codable, Sendable, Hashable {
    package var name: String
    package var values: [ContextValue]
    /// Each layer and role the token paints in the published variants (`track` `fill` in 4 of 8);
    /// empty for a token the drawing reads for a size or a space.
    package var usedBy: [LayerRole]
  }

  /// A layer's use of a token: the layer's path in the drawing, what it paints, and in how many
  /// of the published variants.
  package struct LayerRole: Codable, Sendable, Hashable {
    package var layer: String
    /// `fill`, `text` (a text layer's colour), `stroke`, `effect` (a shadow) or `type` (a text style).
    package var role: String
    package var variants: Int
    /// The property values all those variants share (`Active: On`): when the layer paints with
    /// the token. Empty when they share none.
    package var when: [String: String]
  }

  package struct CodeSource: Codable, Sendable, Hashable {
    package var component: String
    /// The file the props were read from, relative to the site.
    package var source: String
    package var format: String
    package var props: [Prop]
  }

  package struct Prop: Codable, Sendable, Hashable {
    package var name: String
    package var type: String
    package var `default`: String?
    package var required: Bool
    package var deprecated: Bool
    package var description: String?
  }

  package struct ParitySummary: Codable, Sendable, Hashable {
    package var component: String?
    package var matched: Int
    package var flagged: Int
    package var rows: [ParityRow]
  }

  package struct ParityRow: Codable, Sendable, Hashable {
    package var subject: String
    package var status: String
    package var figma: String?
    package var code: String?
    package var note: String?
  }

  /// A section of the page that documents the component, as text.
  package struct Section: Codable, Sendable, Hashable {
    package var heading: String
    package var text: String

    package init(heading: String, text: String) {
      self.heading = heading
      self.text = text
    }
  }
}

/// A token's value in one context.
package struct ContextValue: Codable, Sendable, Hashable {
  package var context: String
  /// nil when the token does not resolve there.
  package var value: String?
}

/// `tokens.json`: every token, resolved in every context the site shows.
package struct TokenListing: Codable, Sendable, Hashable {
  package var contexts: [String]
  package var tokens: [Token]

  package struct Token: Codable, Sendable, Hashable {
    package var name: String
    package var type: String
    package var description: String?
    package var cssVariable: String
    package var values: [ContextValue]
    /// The tokens the default context's value passes through, this one first.
    package var aliasChain: [String]
    /// Figma's code syntax by platform (`WEB`: `var(--brand-base)`), for tokens read from variables.
    package var codeSyntax: [String: String]?
  }
}
