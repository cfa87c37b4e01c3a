import Geometry
import SpecimenCore
import Synchronization
import Tokens

/// One context the site shows components in (a theme): its modifier values, its colors and the
/// page the components are shown on.
package struct AuditContext: Sendable {
  package var values: [NamedValue]
  /// A color token's value in this context; nil when the name is not a color here.
  package var color: @Sendable (String) -> TokenColor?
  /// The page beneath every drawing; a translucent page color is laid over white.
  package var page: TokenColor
  /// What lies beneath a drawing whose colours no token names (`LaidOutComponent.fixedColors`)
  /// when it is not the page: the white tile the dark theme sets such a drawing on.
  package var fixedColorsPage: TokenColor?

  package init(
    values: [NamedValue], page: TokenColor, fixedColorsPage: TokenColor? = nil,
    color: @escaping @Sendable (String) -> TokenColor?
  ) {
    self.values = values
    self.page = page.isOpaque ? page : page.composited(over: TokenColor(red: 255, green: 255, blue: 255))
    self.fixedColorsPage = fixedColorsPage
    self.color = color
  }

  var pageColor: OpaqueColor { OpaqueColor(page) }

  /// The colour beneath `component` as the page paints it.
  func backdrop(of component: LaidOutComponent) -> OpaqueColor {
    guard component.fixedColors, let fixedColorsPage else { return pageColor }
    return OpaqueColor(fixedColorsPage)
  }
}

/// One component set as the audit reads it: its shape and every published variant laid out.
package struct AuditedSet: Sendable {
  package var name: String
  package var shape: ComponentSetShape
  package var variants: [LaidOutComponent]
  /// Whether the set is a control a reader operates (a model's `interaction:` or hit target,
  /// or a variant option such as Pressed, Focused, Hover or Disabled).
  package var interactive: Bool

  package init(name: String, shape: ComponentSetShape, variants: [LaidOutComponent], interactive: Bool? = nil) {
    self.name = name
    self.shape = shape
    self.variants = variants
    self.interactive = interactive ?? shape.hasInteractiveState
  }
}

extension AuditedSet {
  /// Words of a set's name that name a control a reader operates.
  static let controlWords: Set<String> = [
    "button", "checkbox", "radio", "switch", "toggle", "slider", "input", "select", "dropdown", "textfield",
    "textarea", "combobox", "stepper", "field",
  ]

  /// Whether a set's name names a control: one of its words ("ButtonWithFrames", "$my-design-system-button",
  /// "Checkbox", "Slider") is a control's. A drawing from Figma with no variant states and no model
  /// is known for a control by this alone.
  package static func namesControl(_ name: String) -> Bool {
    words(of: name).contains { controlWords.contains($0) }
  }

  /// The words of a name, lower-cased: split at anything not a letter or digit, and where a
  /// lower-case letter meets an upper-case one.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previousLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !word.isEmpty {
        words.append(word.lowercased())
        word = ""
      }
      word.append(character)
      previousLower = character.isLowercase
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
  }
}

extension ComponentSetShape {
  static let interactiveOptions: Set<String> = [
    "pressed", "focus", "focused", "hover", "hovered", "disabled", "active",
  ]

  /// Whether a variant option names a state only a control has.
  package var hasInteractiveState: Bool {
    variantProperties.contains { property in
      property.options.contains { Self.interactiveOptions.contains($0.lowercased()) }
    }
  }

  /// The variant property with a Focus or Focused option, and that option.
  var focusOption: (property: String, option: String)? {
    for property in variantProperties {
      if let option = property.options.first(where: { ["focus", "focused"].contains($0.lowercased()) }) {
        return (property.name, option)
      }
    }
    return nil
  }

  /// The variant's values in the set's property order.
  func namedValues(of variant: PropertyValues) -> [NamedValue] {
    variantProperties.compactMap { property in variant[property.name].map { NamedValue(property.name, $0) } }
  }

  /// A disabled variant: a value named Disabled, or a Disabled property set to true.
  func isDisabled(_ variant: PropertyValues) -> Bool {
    variantProperties.contains { property in
      guard let value = variant[property.name]?.lowercased() else { return false }
      return value == "disabled" || (property.name.lowercased() == "disabled" && ["true", "yes", "on"].contains(value))
    }
  }
}

/// The accessibility audit of component drawings: every published variant of every set, in
/// every context, against WCAG 2.2's contrast, target-size and focus criteria.
package struct AccessibilityAudit: Sendable {
  package var contexts: [AuditContext]
  /// The platforms' minimum touch targets (`platform/min-touch-target` per platform context).
  package var platforms: [TouchTargetPlatform]

  package init(contexts: [AuditContext], platforms: [TouchTargetPlatform]) {
    self.contexts = contexts
    self.platforms = platforms
  }

  /// Every finding for `set`: per variant, each context's contrast, then target sizes, then focus.
  /// A context whose page and every color the set's checks asked for equal an earlier context's
  /// (a platform context beside its theme's other one) takes that context's findings under its
  /// own name: every check reads colors only through the context, so it would measure the same.
  /// The set's findings share one store.
  package func findings(for set: AuditedSet) -> [AccessibilityFinding] { store(for: set).findings }

  /// Every finding for `set`, in one store.
  package func store(for set: AuditedSet) -> FindingStore {
    var runs: [ContextRun] = []
    for context in contexts {
      if let same = runs.first(where: { $0.gives(context) }) {
        runs.append(same.named(context.values))
      } else {
        runs.append(ContextRun(set: set, context: context))
      }
    }
    var findings = FindingStore.Builder(component: set.name)
    for (index, component) in set.variants.enumerated() {
      for run in runs { findings.append(contentsOf: run.contrast[index]) }
      if set.interactive {
        findings.append(
          contentsOf: TargetSizeChecks.findings(
            component: component, variant: set.shape.namedValues(of: component.variant),
            disabled: set.shape.isDisabled(component.variant), platforms: platforms))
      }
    }
    if set.interactive {
      if set.shape.focusOption == nil {
        findings.append(
          FindingDraft(
            variant: [], context: [], check: .focusAppearance, criterion: "2.4.7", level: .aa,
            result: .unknown, reason: "an interactive set with no focused variant: the drawing cannot show its focus"))
      } else {
        for run in runs { findings.append(contentsOf: run.focus) }
      }
      for run in runs { findings.append(contentsOf: run.state) }
    }
    return findings.build()
  }
}

/// The colors a context was asked for, by token name.
final class AskedColors: Sendable {
  let colors = Mutex<[String: TokenColor?]>([:])
}

/// One set's checks that depend on the context, measured in one context, with every color they
/// asked it for.
struct ContextRun {
  /// Per variant, its contrast findings.
  var contrast: [[FindingDraft]] = []
  var focus: [FindingDraft] = []
  var state: [FindingDraft] = []
  var page: TokenColor
  var fixedColorsPage: TokenColor?
  var asked: [String: TokenColor?] = [:]

  init(set: AuditedSet, context: AuditContext) {
    page = context.page
    fixedColorsPage = context.fixedColorsPage
    let log = AskedColors()
    var recording = context
    recording.color = { name in
      // Each name once: the variants of a set ask for the same few colors again and again.
      if let asked = log.colors.withLock({ $0[name] }) { return asked }
      let color = context.color(name)
      log.colors.withLock { $0[name] = color }
      return color
    }
    for component in set.variants {
      let compositor = LayerCompositor(component: component, context: recording)
      var checks = ContrastChecks(
        set: set, compositor: compositor, variant: set.shape.namedValues(of: component.variant),
        context: context.values, disabled: set.shape.isDisabled(component.variant))
      checks.text()
      checks.nonText()
      contrast.append(checks.findings)
    }
    if set.interactive {
      if set.shape.focusOption != nil { focus = FocusChecks(set: set, context: recording).findings() }
      state = StateChecks(set: set, context: recording).findings()
    }
    asked = log.colors.withLock { $0 }
  }

  /// Whether `context` shows the page and every color asked for as this run's context did.
  func gives(_ context: AuditContext) -> Bool {
    context.page == page && context.fixedColorsPage == fixedColorsPage
      && asked.allSatisfy { context.color($0.key) == $0.value }
  }

  /// The same findings under another context's name.
  func named(_ values: [NamedValue]) -> ContextRun {
    func renamed(_ findings: [FindingDraft]) -> [FindingDraft] {
      findings.map {
        var finding = $0
        finding.context = values
        return finding
      }
    }
    var run = self
    run.contrast = contrast.map(renamed)
    run.focus = renamed(focus)
    run.state = renamed(state)
    return run
  }
}

extension LaidOutLayer {
  /// The layer as a finding names it: its path, the root by its own name.
  var findingPath: String { path.isEmpty ? (name ?? "root") : path }
}

extension LaidOutComponent {
  /// Each drawn layer's index by its path, the first of a path: where a layer of one variant is
  /// found in another to compare the two.
  var layerIndexByPath: [String: Int] {
    var byPath: [String: Int] = [:]
    for (index, layer) in layers.enumerated() where !layer.isBackdrop && byPath[layer.path] == nil {
      byPath[layer.path] = index
    }
    return byPath
  }
}
