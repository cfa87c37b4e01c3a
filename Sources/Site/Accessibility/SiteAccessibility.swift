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
        color: { name in tokens.color(name, in: context)?.color })
    }
  }

  /// Every drawable set as the audit reads it: its published variants laid out (the default one
  /// when Figma publishes none), in the library's order. Sets whose names start with `_` or `.`
  /// are Figma's private building blocks, drawn inside others, and are left out.
  func auditedSets(only names: Set<String>? = nil) -> [AuditedSet] {
    guard let geometry else { return [] }
    var sets: [AuditedSet] = []
    // Every variant here is a published one; one that cannot be laid out was reported when the
    // library was read.
    var reported = Diagnostics()
    for name in geometry.drawableSetNames where !name.hasPrefix("_") && !name.hasPrefix(".") {
      if let names, !names.contains(name) { continue }
      guard let shape = geometry.shape(of: name) else { continue }
      let variants = shape.publishedVariants.isEmpty ? [shape.defaultVariant] : shape.publishedVariants
      let drawn = variants.compactMap { geometry.layout(set: name, variant: $0, into: &reported) }
      guard !drawn.isEmpty else { continue }
      let interactive = geometry.interaction(of: name) != nil || shape.hasInteractiveState
      sets.append(AuditedSet(name: name, shape: shape, variants: drawn, interactive: interactive))
    }
    return sets
  }

  /// The audit of every drawable set in every shown context, set by set.
  package func accessibilityFindings(pageBackground: String?, only names: Set<String>? = nil)
    -> [AccessibilityFinding]
  {
    let audit = AccessibilityAudit(contexts: auditContexts(pageBackground: pageBackground), platforms: touchTargets)
    let sets = auditedSets(only: names)
    return ConcurrentMap.run(sets) { audit.findings(for: $0) }.flatMap { $0 }
  }
}

extension SiteBuilder {
  /// A site's accessibility audit without its pages rendered: what `specimen a11y` prints.
  package static func accessibilityAudit(_ options: BuildOptions) -> (
    findings: [AccessibilityFinding], diagnostics: [Diagnostic]
  ) {
    var state = BuildState(options: options)
    run(loadSteps.filter { $0.name != .readTemplates && $0.name != .readPages }, on: &state)
    let page = state.configuration?.chrome?.entry(.background)?.token
    return (state.data.accessibilityFindings(pageBackground: page), state.allDiagnostics)
  }
}
