import Accessibility
import CodeProps
import Figma
import Foundation
import Geometry
import Parity
import SpecimenCore
import Tokens

/// A page that documents component sets, as the manifest needs it: Site reads it from the page
/// and what the page's directives read.
package struct DocumentingPage: Sendable, Hashable {
  /// Relative to the site root, ending in `/`: `components/toggle/`.
  package var url: String
  package var title: String
  package var summary: String?
  package var status: String?
  /// The page's sections as text, in page order.
  package var sections: [ComponentEntry.Section]
  /// The sets its directives and references read.
  package var sets: Set<String>

  package init(
    url: String, title: String, summary: String?, status: String?, sections: [ComponentEntry.Section],
    sets: Set<String>
  ) {
    self.url = url
    self.title = title
    self.summary = summary
    self.status = status
    self.sections = sections
    self.sets = sets
  }
}

/// Builds the manifest, the component files and the token listing from the site's data.
package enum AgentDocs {
  /// The manifest and one entry per component set, in the order the Figma files list the sets.
  /// A set's page is the one `documentingPage` picks; `accessibility` is the site's audit, when
  /// it makes one, and the level it reports at.
  package static func components(
    site: String, version: String?, sets: [ComponentSet], pages: [DocumentingPage], props: PropsLibrary,
    parity: [ParityReport], geometry: GeometryLibrary?, tokens: TokenSystem?,
    accessibility: (findings: [AccessibilityFinding], level: AccessibilityLevel)? = nil
  ) -> (manifest: ComponentsManifest, entries: [ComponentEntry]) {
    let files = ComponentFiles(
      sets: sets, pages: pages, props: props, parity: parity, geometry: geometry, tokens: tokens,
      accessibility: accessibility)
    let entries = sets.indices.map { files.entry($0, guidelines: files.page(of: $0)?.sections ?? []) }
    return (files.manifest(site: site, version: version, entries: entries.map(ComponentFiles.summary)), entries)
  }

  /// Of the pages that read a set: the one titled with its name, else one whose title is a word
  /// of its name (`Toggle` for `_Toggle Label`), else the one that reads the fewest sets (a
  /// component's page rather than an overview of many), the first of equals in `pages`' order.
  static func documentingPage(of name: String, in pages: [DocumentingPage]) -> DocumentingPage? {
    documentingPage(of: name, among: pages.indices.filter { pages[$0].sets.contains(name) }, in: pages).map {
      pages[$0]
    }
  }

  /// `documentingPage` among `candidates`, the numbers in `pages` of the pages that read the set,
  /// in order.
  static func documentingPage(of name: String, among candidates: [Int], in pages: [DocumentingPage]) -> Int? {
    let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber })
    var best: (rank: (Int, Int, Int), page: Int)? = nil
    for number in candidates {
      let page = pages[number]
      let title = page.title.lowercased()
      let rank = (title == name.lowercased() ? 0 : 1, words.contains(Substring(title)) ? 0 : 1, page.sets.count)
      if best == nil || rank < best!.rank { best = (rank, number) }
    }
    return best?.page
  }

  /// Each name's slug, a repeat numbered `-2`, `-3` in order.
  package static func slugs(for names: [String]) -> [String] {
    var taken = Set<String>()
    return names.map { name in
      var slug = slug(name)
      if taken.contains(slug) {
        var number = 2
        while taken.contains(slug + "-\(number)") { number += 1 }
        slug += "-\(number)"
      }
      taken.insert(slug)
      return slug
    }
  }

  /// `Toggle` → `toggle`, `_Toggle Label` → `toggle-label`: lower-case ASCII letters and digits,
  /// anything else one hyphen, so the name is one safe path segment.
  package static func slug(_ name: String) -> String {
    var slug = ""
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty, !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "component" : slug
  }

  static func entry(
    _ set: ComponentSet, slug: String, page: DocumentingPage?, props: PropsLibrary, parity: [ParityReport],
    geometry: GeometryLibrary?, tokens: TokenSystem?
  ) -> ComponentEntry {
    let properties = set.properties.map { property in
      ComponentEntry.Property(
        name: property.name, kind: kindName(property.kind), options: property.displayOptions,
        default: property.kind == .instanceSwap
          ? (property.defaultComponentName ?? property.defaultValue.text) : property.defaultValue.text)
    }
    let matrix = set.matrix
    var roles = TokenRoles()
    let variants = set.publishedVariants.map { variant(of: set, $0, geometry: geometry, roles: &roles) }
    let holes = matrix.holes.map { hole in Dictionary(hole.map { ($0.property, $0.value) }) { first, _ in first } }
    let codeSources = codeSources(of: set, parity: parity, props: props)
    return ComponentEntry(
      name: set.name, slug: slug, page: page?.url, markdown: page.map { $0.url + "index.md" },
      description: .init(figma: set.description.isEmpty ? nil : set.description, page: page?.summary),
      status: page?.status, figma: set.provenance.figmaURL, published: set.isPublished, properties: properties,
      variants: .init(combinations: matrix.total, published: variants, holes: holes),
      tokens: tokenUses(of: set.name, geometry: geometry, tokens: tokens, roles: roles), props: codeSources,
      parity: parity.map(summary), accessibility: nil, guidelines: page?.sections ?? [])
  }

  static func kindName(_ kind: PropertyKind) -> String {
    switch kind {
    case .variant: "variant"
    case .boolean: "boolean"
    case .text: "text"
    case .instanceSwap: "instance-swap"
    }
  }

  /// One published variant with its size: the laid-out drawing's when the site draws the set,
  /// Figma's bounds otherwise.
  static func variant(of set: ComponentSet, _ variant: Variant, geometry: GeometryLibrary?, roles: inout TokenRoles)
    -> ComponentEntry.Variant
  {
    let values = Dictionary(variant.values.map { ($0.property, $0.value) }) { a, _ in a }
    var width = variant.bounds?.width
    var height = variant.bounds?.height
    var parts: [ComponentEntry.Part] = []
    if let geometry, geometry.canDraw(set.name) {
      // The layout was made and checked when the site loaded; problems were reported then.
      var none = Diagnostics()
      if let laidOut = geometry.layout(set: set.name, variant: variant.propertyValues, into: &none) {
        width = laidOut.width
        height = laidOut.height
        roles.add(laidOut, values: values)
        parts = laidOut.layers.filter { $0.depth == 1 && !$0.isBackdrop }.compactMap { layer in
          layer.name.map { ComponentEntry.Part(name: $0, width: layer.frame.width, height: layer.frame.height) }
        }
      }
    }
    return ComponentEntry.Variant(
      name: variant.canonicalName, values: values,
      width: width, height: height, parts: parts)
  }

  /// The tokens the set's drawing reads (its instances' too), each in every shown context, with
  /// the layers that paint with it.
  static func tokenUses(of set: String, geometry: GeometryLibrary?, tokens: TokenSystem?, roles: TokenRoles)
    -> [ComponentEntry.TokenUse]
  {
    guard let geometry, let tokens, geometry.canDraw(set) else { return [] }
    return geometry.tokensRead(set: set, includingInstances: true).map { name in
      ComponentEntry.TokenUse(name: name, values: values(of: name, in: tokens), usedBy: roles.uses(of: name))
    }
  }

  static func values(of name: String, in tokens: TokenSystem) -> [ContextValue] {
    tokens.contexts.map { ContextValue(context: $0.name, value: tokens.resolve(name, in: $0)?.valueSummary) }
  }

  /// Each code component tied to the set (by parity, else by its name), once per source.
  static func codeSources(of set: ComponentSet, parity: [ParityReport], props: PropsLibrary)
    -> [ComponentEntry.CodeSource]
  {
    var names = parity.compactMap(\.component)
    if names.isEmpty { names = [set.name] }
    // Each code component once, by its name and file.
    var seen = Set<[String]>()
    var sources: [ComponentEntry.CodeSource] = []
    for name in names {
      for component in props.descriptions(named: name)
      where seen.insert([component.name, component.path]).inserted {
        sources.append(
          ComponentEntry.CodeSource(
            component: component.name, source: component.fileName, format: component.format.rawValue,
            props: component.props.map { prop in
              ComponentEntry.Prop(
                name: prop.name, type: prop.type, default: prop.defaultValue, required: !prop.isOptional,
                deprecated: prop.deprecation != nil, description: prop.description.isEmpty ? nil : prop.description)
            }))
      }
    }
    return sources
  }

  static func summary(_ report: ParityReport) -> ComponentEntry.ParitySummary {
    ComponentEntry.ParitySummary(
      component: report.component, matched: report.rows.count { $0.status == .matched },
      flagged: report.flaggedCount,
      rows: report.rows.map { row in
        ComponentEntry.ParityRow(
          subject: row.subject.rawValue, status: row.status.rawValue,
          figma: text(row.figmaName, row.figmaValue), code: text(row.codeName, row.codeValue), note: row.note)
      })
  }

  static func text(_ name: String?, _ value: String?) -> String? {
    switch (name, value) {
    case (let name?, let value?): "\(name) = \(value)"
    case (let name?, nil): name
    case (nil, let value?): value
    case (nil, nil): nil
    }
  }

  /// Every token of the default context, in source order, with its value in each shown context.
  package static func tokens(_ system: TokenSystem) -> TokenListing {
    TokenListing(
      contexts: system.contexts.map(\.name),
      tokens: system.defaultResolution.tokens.map { listed($0, in: system) })
  }

  /// One token of the listing.
  static func listed(_ token: ResolvedToken, in system: TokenSystem) -> TokenListing.Token {
    let syntax = token.figma?.codeSyntax ?? []
    return TokenListing.Token(
      name: token.name, type: token.typeName, description: token.description, cssVariable: token.cssVariable,
      values: values(of: token.name, in: system), aliasChain: token.chain.map(\.name),
      codeSyntax: syntax.isEmpty ? nil : Dictionary(syntax.map { ($0.platform, $0.code) }) { first, _ in first })
  }

  /// `tokens.json`'s text, the bytes `json(tokens(system))` gives, handed to `part` in pieces of
  /// about `partSize` bytes as it is written: each token is made, encoded and let go in turn, so
  /// neither the listing nor its text is ever held whole. A token's fields are strings, so no
  /// number can make the file the empty object `json` writes for one that is not finite. The
  /// first error `part` throws stops the writing and is thrown.
  package static func writeTokensJSON(
    _ system: TokenSystem, partSize: Int = 1 << 16, to part: (String) throws -> Void
  ) throws {
    let tokens = system.defaultResolution.tokens
    let contexts = system.contexts.map(\.name)
    var failure: (any Error)?
    func flush(_ out: inout String) {
      guard failure == nil else { return out.removeAll(keepingCapacity: true) }
      do { try part(out) } catch { failure = error }
      out.removeAll(keepingCapacity: true)
    }
    var out = ""
    out.reserveCapacity(partSize + partSize / 4)
    // The listing's members in key order, as `json` writes them.
    JSONOutput.writeObject(["contexts", "tokens"], lines: true, into: &out, spacing: .indented, indent: "") {
      member, out, indent in
      guard member == 1 else { return JSONOutputEncoder.write(contexts, .indented, indent: indent, into: &out) }
      JSONOutput.writeArray(tokens.count, lines: true, into: &out, spacing: .indented, indent: indent) {
        index, out, indent in
        JSONOutputEncoder.write(listed(tokens[index], in: system), .indented, indent: indent, into: &out)
        if out.utf8.count >= partSize { flush(&out) }
      }
    }
    out += "\n"
    flush(&out)
    if let failure { throw failure }
  }

  /// `tokens.json`'s text whole, as `writeTokensJSON` writes it.
  package static func tokensJSON(_ system: TokenSystem) -> String {
    var text = ""
    try? writeTokensJSON(system) { text += $0 }
    return text
  }
}

extension AgentDocs {
  /// The JSON text of a file through the one JSON encoder: keys sorted and indented, so the same
  /// site gives the same bytes. A number that is not finite has no JSON; a file holding one is
  /// written as an empty object.
  package static func json(_ value: some Encodable) -> String {
    String(decoding: jsonUTF8(value), as: UTF8.self)
  }

  /// `json(value)` as UTF-8 bytes, for a file written as they are.
  package static func jsonUTF8(_ value: some Encodable) -> [UInt8] {
    guard var bytes = JSONOutputEncoder.finiteUTF8(value, .indented) else { return Array("{}\n".utf8) }
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }
}
