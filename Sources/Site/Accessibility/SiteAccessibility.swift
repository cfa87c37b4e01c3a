import Accessibility
import Geometry
import SpecimenCore
import Tokens

extension SiteData {
  /// The contexts the audit measures in: each shown token context (theme), named by the
  /// modifiers that differ between them, on the site's page background in it.
  func auditContexts(pageBackground: String?) -> [AuditContext] {
    guard let tokens else {
      return [AuditContext(values: [], page: ContrastBackdrop.lightPage.color, color: { _ in nil })]
    }
    let shown = tokens.contexts
    let varying = Set(
      shown.flatMap(\.inputs).map(\.modifier).filter { modifier in
        Set(shown.map { $0.value(for: modifier) ?? "" }).count > 1
      })
    return shown.map { context in
      let inputs = varying.isEmpty ? context.inputs : context.inputs.filter { varying.contains($0.modifier) }
      return AuditContext(
        values: inputs.map { NamedValue($0.modifier, $0.context) },
        page: tokens.backdrop(in: context, page: pageBackground).color,
        // specimen.css sets a drawing of fixed colours on white in the dark theme.
        fixedColorsPage: context.isDark ? TokenColor(red: 255, green: 255, blue: 255) : nil,
        color: { name in
          // The color alone: a checked variant asks for each of its paints.
          guard case .color(let color)? = tokens.resolve(name, in: context)?.value else { return nil }
          return color
        })
    }
  }

  /// Every drawable set as the audit reads it: its published variants laid out (the default one
  /// when Figma publishes none), in the library's order. Sets whose names start with `_` or `.`
  /// are Figma's private building blocks, drawn inside others and audited there, and are left
  /// out unless named; one with a model that no other model places (a row documented on its
  /// own page) is a component of its own and audited.
  func auditedSets(only names: Set<String>? = nil) -> [AuditedSet] {
    guard let geometry else { return [] }
    var sets: [AuditedSet] = []
    // Every variant here is a published one; one that cannot be laid out was reported when the
    // library was read.
    var reported = Diagnostics()
    for name in geometry.drawableSetNames {
      if let names {
        guard names.contains(name) else { continue }
      } else if name.hasPrefix("_") || name.hasPrefix("."),
        !geometry.hasModel(for: name) || geometry.isPlacedAsInstance(name)
      {
        continue
      }
      guard let shape = geometry.shape(of: name) else { continue }
      let variants = shape.publishedVariants.isEmpty ? [shape.defaultVariant] : shape.publishedVariants
      let drawn = variants.compactMap { geometry.layout(set: name, variant: $0, into: &reported) }
      guard !drawn.isEmpty else { continue }
      // A model says whether its set is a control; a Figma drawing says so by a state among its
      // variants, or by its name (figmagic's Checkbox and Slider have neither variants nor model).
      let interactive =
        geometry.interaction(of: name) != nil || shape.hasInteractiveState
        || (!geometry.hasModel(for: name) && AuditedSet.namesControl(name))
      sets.append(AuditedSet(name: name, shape: shape, variants: drawn, interactive: interactive))
    }
    return sets
  }

  /// The findings of `sets` (every set when nil), waivers applied: the build's audit when it
  /// made one, else measured now.
  func auditFindings(_ configuration: SiteConfiguration, only sets: Set<String>? = nil) -> [AccessibilityFinding] {
    if let accessibility {
      return sets.map { names in accessibility.filter { names.contains($0.component) } } ?? accessibility
    }
    let findings = accessibilityFindings(
      pageBackground: configuration.chrome?.entry(.background)?.token, only: sets)
    return configuration.accessibility?.apply(to: findings).findings ?? findings
  }

  /// The audit of every drawable set in every shown context, set by set.
  func accessibilityFindings(pageBackground: String?, only names: Set<String>? = nil)
    -> [AccessibilityFinding]
  {
    let audit = AccessibilityAudit(contexts: auditContexts(pageBackground: pageBackground), platforms: touchTargets)
    let sets = auditedSets(only: names)
    return ConcurrentMap.run(sets) { audit.findings(for: $0) }.flatMap { $0 }
  }
}

extension SiteBuilder {
  /// Audits every drawn variant into `state.sources.data.accessibility`, with site.yml's waivers; with
  /// `accessibility:` in site.yml, each failure at its level is a warning where the layer is
  /// written (a model's line), else where the set is, and a waiver that matched nothing is one too.
  static func auditAccessibility(_ state: inout BuildState) -> Diagnostics {
    var diagnostics = Diagnostics()
    // Without `accessibility:` nothing is measured here: every variant laid out and kept would
    // cost a large site a quarter of its build for pages that may show none of it.
    guard let geometry = state.sources.data.geometry, let settings = state.sources.configuration?.accessibility else {
      state.sources.data.accessibility = nil
      return diagnostics
    }
    let findings = state.sources.data.accessibilityFindings(
      pageBackground: state.sources.configuration?.chrome?.entry(.background)?.token)
    let (waived, unused) = settings.apply(to: findings)
    state.sources.data.accessibility = waived
    for waiver in unused {
      diagnostics.warning(
        "the waiver of \(waiver.component)\(waiver.criterion.map { " (\($0))" } ?? "") matches no failing finding",
        at: waiver.location, hint: "remove it, or check the component, criterion and layer against specimen a11y",
        id: .siteYmlAccessibilityWaiverUnused)
    }
    var setLocations: [String: SourceLocation] = [:]
    for set in state.sources.data.figma.componentSets where setLocations[set.name] == nil {
      setLocations[set.name] = set.location
    }
    // A set's findings come together: its fallback place is looked up once.
    var fallback: (component: String, location: SourceLocation?)?
    for finding in waived where finding.result == .fail && finding.level <= settings.level {
      if fallback?.component != finding.component {
        let component = finding.component
        fallback = (
          component, geometry.modelFile(of: component).map { SourceLocation(file: $0) } ?? setLocations[component]
        )
      }
      diagnostics.append(finding.diagnostic(at: fallback?.location))
    }
    return diagnostics
  }

  /// A site's accessibility audit without its pages rendered: what `specimen a11y` prints, with
  /// site.yml's waivers applied.
  package static func accessibilityAudit(_ options: BuildOptions) -> (
    findings: [AccessibilityFinding], diagnostics: [Diagnostic]
  ) {
    var state = BuildState(options: options)
    run(loadSteps.filter { $0.name != .readTemplates && $0.name != .readPages }, on: &state)
    guard let configuration = state.sources.configuration else { return ([], state.allDiagnostics) }
    return (state.sources.data.auditFindings(configuration), state.allDiagnostics)
  }
}
