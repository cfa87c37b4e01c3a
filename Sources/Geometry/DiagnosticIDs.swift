import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// an alignment is …, found '…'
  static let geometryAlignmentInvalid = Self("geometry.alignment-invalid")
  /// the anatomy names no layer '…'
  static let geometryAnatomyUnknownLayer = Self("geometry.anatomy-unknown-layer")
  /// '…' binds to '…', a … property; it needs a boolean
  static let geometryBindingNotBoolean = Self("geometry.binding-not-boolean")
  /// '{' without a closing '}' in '…'
  static let geometryBindingUnclosed = Self("geometry.binding-unclosed")
  /// '…' binds to '…', a variant property
  static let geometryBindingVariantProperty = Self("geometry.binding-variant-property")
  /// '…' is a boolean; write true or false
  static let geometryBooleanExpected = Self("geometry.boolean-expected")
  /// only a frame or rect holds layers
  static let geometryChildrenNotAllowed = Self("geometry.children-not-allowed")
  /// write the children under 'layers' or 'children', not both
  static let geometryChildrenTwice = Self("geometry.children-twice")
  /// a circle needs 'r' (or 'size', its diameter)
  static let geometryCircleMissingRadius = Self("geometry.circle-missing-radius")
  /// '…' is not a color
  static let geometryColorInvalid = Self("geometry.color-invalid")
  /// 'direction' is row or column
  static let geometryDirectionInvalid = Self("geometry.direction-invalid")
  /// Figma publishes no variant of … with …
  static let geometryDrawnVariantMissing = Self("geometry.drawn.variant-missing")
  /// ….x is … in the model but … in Figma (State=…, and … other variants): a position, size, radius, paint, stroke, opacity, effect, text or text style that differs from the set's node trees
  package static let geometryFigmaDifference = Self("geometry.figma.difference")
  /// the model of … draws '…', which Figma does not have (…)
  package static let geometryFigmaLayerMissing = Self("geometry.figma.layer-missing")
  /// Figma has a layer '…' (W × H at x, y) that the model of … does not draw (…)
  package static let geometryFigmaLayerUnmodelled = Self("geometry.figma.layer-unmodelled")
  /// no font file for the family '…' (read through '…'); text is measured with …
  package static let geometryFontMissing = Self("geometry.font-missing")
  /// the attribute '…' is not allowed in an icon
  static let geometryIconAttributeNotAllowed = Self("geometry.icon-attribute-not-allowed")
  /// <…> is not allowed in an icon
  static let geometryIconElementNotAllowed = Self("geometry.icon-element-not-allowed")
  /// <…> outside the <svg> element
  static let geometryIconElementOutsideSvg = Self("geometry.icon-element-outside-svg")
  /// an icon is an <svg> file
  static let geometryIconNotSvg = Self("geometry.icon-not-svg")
  /// </…> does not close an open element
  static let geometryIconSyntax = Self("geometry.icon-syntax")
  /// cannot read the icon
  static let geometryIconUnreadable = Self("geometry.icon-unreadable")
  /// the viewBox '…' is not four numbers
  static let geometryIconViewboxInvalid = Self("geometry.icon-viewbox-invalid")
  /// the icon has no viewBox
  static let geometryIconViewboxMissing = Self("geometry.icon-viewbox-missing")
  /// instances form a cycle: …
  static let geometryInstanceCycle = Self("geometry.instance-cycle")
  /// no geometry model for the component set '…'
  static let geometryInstanceUnknownSet = Self("geometry.instance-unknown-set")
  /// 'clear' empties typed text, and a … control has none
  static let geometryInteractionClearWithoutText = Self("geometry.interaction-clear-without-text")
  /// … starts at '…', which is not a number
  static let geometryInteractionDefaultNotANumber = Self("geometry.interaction-default-not-a-number")
  /// … starts at …, outside 'min' … to 'max' …
  static let geometryInteractionDefaultOutOfRange = Self("geometry.interaction-default-out-of-range")
  /// 'digits' has … cells and … text layers; each cell shows one digit
  static let geometryInteractionDigitsMismatch = Self("geometry.interaction-digits-mismatch")
  /// 'focusedCell' is one of the cells, and '…' is not
  static let geometryInteractionFocusedCellInvalid = Self("geometry.interaction-focused-cell-invalid")
  /// '…' belongs to a … control, and this one is a …
  static let geometryInteractionKeyOfOtherControl = Self("geometry.interaction-key-of-other-control")
  /// '…' names a property of '…', which is not an instance of another set
  static let geometryInteractionLayerNotInstance = Self("geometry.interaction-layer-not-instance")
  /// 'lines' is the most lines the text grows to: a whole number from 1 to …, found …
  static let geometryInteractionLinesInvalid = Self("geometry.interaction-lines-invalid")
  /// 'interaction' needs 'control': the kind of control the reader uses
  static let geometryInteractionMissingKey = Self("geometry.interaction-missing-key")
  /// '…' is … layer; typed text goes into a text layer
  static let geometryInteractionNotTextLayer = Self("geometry.interaction-not-text-layer")
  /// 'max' (…) must be more than 'min' (…)
  static let geometryInteractionRangeInvalid = Self("geometry.interaction-range-invalid")
  /// 'reveal' shows hidden text, but this text is never hidden
  static let geometryInteractionRevealWithoutSecure = Self("geometry.interaction-reveal-without-secure")
  /// 'step' must be more than 0, found …
  static let geometryInteractionStepInvalid = Self("geometry.interaction-step-invalid")
  /// Enter starts a new line in a text that grows, so it presses nothing
  static let geometryInteractionSubmitMultiline = Self("geometry.interaction-submit-multiline")
  /// 'submit' is the clear layer Enter presses, and '…' is not in 'clear'
  static let geometryInteractionSubmitNotCleared = Self("geometry.interaction-submit-not-cleared")
  /// 'toggle' flips a property between two values, and …'s … has …
  static let geometryInteractionToggleInvalid = Self("geometry.interaction-toggle-invalid")
  /// '…' is not a value of …
  static let geometryInteractionUnknownControl = Self("geometry.interaction-unknown-control")
  /// '…' is not a value of 'accepts' (email, url, tel, number)
  static let geometryInteractionUnknownAccepts = Self("geometry.interaction-unknown-accepts")
  /// the state 'invalid' shows while the text breaks a rule, and 'text' gives none
  static let geometryInteractionInvalidWithoutRule = Self("geometry.interaction-invalid-without-rule")
  /// the interaction names no layer '…'
  static let geometryInteractionUnknownLayer = Self("geometry.interaction-unknown-layer")
  /// … has no text property '…'
  static let geometryInteractionUnknownTextProperty = Self("geometry.interaction-unknown-text-property")
  /// a … control never reaches the state '…'
  static let geometryInteractionUnreachableState = Self("geometry.interaction-unreachable-state")
  /// the internal property '…' needs a default: true, false or a text
  static let geometryInternalDefaultInvalid = Self("geometry.internal-default-invalid")
  /// '…' is already a property of '…' in the Figma file
  static let geometryInternalPropertyClash = Self("geometry.internal-property-clash")
  /// '…' belongs to the model's top level
  static let geometryKeyAtWrongLevel = Self("geometry.key-at-wrong-level")
  /// two layers are named '…'
  static let geometryLayerDuplicate = Self("geometry.layer-duplicate")
  /// a layer draws one thing, found …
  static let geometryLayerKindConflict = Self("geometry.layer-kind-conflict")
  /// '…' cannot name a layer: rules use it for themselves
  static let geometryLayerNameReserved = Self("geometry.layer-name-reserved")
  /// 'maxLines' is a whole number above 0
  static let geometryMaxLinesInvalid = Self("geometry.max-lines-invalid")
  /// a … needs 'width'
  static let geometryMissingSize = Self("geometry.missing-size")
  /// a second geometry model for '…'
  static let geometryModelDuplicate = Self("geometry.model-duplicate")
  /// the model does not say which component set it draws
  static let geometryModelMissingSet = Self("geometry.model-missing-set")
  /// no font files at all; text widths are zero
  package static let geometryNoFonts = Self("geometry.no-fonts")
  /// no published variant of … has …
  static let geometryNoPublishedVariant = Self("geometry.no-published-variant")
  /// '…' is …, which is not a number a drawing can use
  static let geometryNumberOutOfRange = Self("geometry.number-out-of-range")
  /// 'opacity' is between 0 and 1, found …
  static let geometryOpacityOutOfRange = Self("geometry.opacity-out-of-range")
  /// 'padding' takes one, two or four values
  static let geometryPaddingInvalid = Self("geometry.padding-invalid")
  /// a paint written as a mapping needs 'color'
  static let geometryPaintMissingColor = Self("geometry.paint-missing-color")
  /// a path needs 'd', SVG path data of commands and numbers
  static let geometryPathMissingData = Self("geometry.path-missing-data")
  /// the model of … says nothing about how a reader uses it
  static let geometryPreviewNoInteraction = Self("geometry.preview-no-interaction")
  /// a preview shows one variant at a time; fix … to one value, not …
  static let geometryPreviewSeveralValues = Self("geometry.preview-several-values")
  /// the preview of … starts at … '…', which is not a number from … to …
  static let geometryPreviewStartOutOfRange = Self("geometry.preview-start-out-of-range")
  /// the preview of … reaches ……, which Figma does not publish
  static let geometryPreviewUnpublishedVariant = Self("geometry.preview-unpublished-variant")
  /// a geometry query starts with 'geometry' or 'size', found '…'
  static let geometryQueryInvalid = Self("geometry.query-invalid")
  /// the layer '…' has no auto layout, so no gap
  static let geometryQueryNoGap = Self("geometry.query-no-gap")
  /// … has no layer '…'
  package static let geometryQueryUnknownLayer = Self("geometry.query-unknown-layer")
  /// unknown metric '…'
  static let geometryQueryUnknownMetric = Self("geometry.query-unknown-metric")
  /// 'radius' is one value or four (top-left, top-right, bottom-right, bottom-left)
  static let geometryRadiusInvalid = Self("geometry.radius-invalid")
  /// 'reverse' reorders an auto layout; this layer has no 'layout'
  static let geometryReverseWithoutLayout = Self("geometry.reverse-without-layout")
  /// a variant rule needs 'when'
  static let geometryRuleMissingWhen = Self("geometry.rule-missing-when")
  /// the rule names no layer or property '…'
  static let geometryRuleUnknownTarget = Self("geometry.rule-unknown-target")
  /// the rule names …, which … does not publish
  static let geometryRuleUnpublishedVariant = Self("geometry.rule-unpublished-variant")
  /// expected 'Property: value' in '…'
  static let geometrySelectionInvalid = Self("geometry.selection-invalid")
  /// '…' is …, below 0: sizes cannot be negative
  static let geometrySizeNegative = Self("geometry.size-negative")
  /// a stroke's 'align' is inside, center or outside
  static let geometryStrokeAlignInvalid = Self("geometry.stroke-align-invalid")
  /// a stroke needs 'color'
  static let geometryStrokeMissingColor = Self("geometry.stroke-missing-color")
  /// a text layer needs 'style', a typography token
  static let geometryTextMissingStyle = Self("geometry.text-missing-style")
  /// the typography token '…' has no fontFamily, which a drawing needs to measure its text
  static let geometryTokenIncomplete = Self("geometry.token-incomplete")
  /// the … token '…' is …, which has no size in px for a drawing
  static let geometryTokenUnitUnsupported = Self("geometry.token-unit-unsupported")
  /// the token '…' has no value to read (lenient: a warning, and the drawing shows a stand-in such as magenta in its place)
  static let geometryTokenUnresolved = Self("geometry.token-unresolved")
  /// '…' reads '…', a … token; it needs a dimension
  static let geometryTokenWrongType = Self("geometry.token-wrong-type")
  /// this variant of … expands to …… layers, more than the … one variant may draw
  static let geometryTooManyLayers = Self("geometry.too-many-layers")
  /// no platform context gives platform/min-touch-target
  package static let geometryTouchTargetTokenMissing = Self("geometry.touch-target-token-missing")
  /// 'touchTarget' names no layer: '…'
  static let geometryTouchTargetUnknownLayer = Self("geometry.touch-target-unknown-layer")
  /// no component set named '…' in the Figma file
  static let geometryUnknownComponentSet = Self("geometry.unknown-component-set")
  /// no icon named '…'
  static let geometryUnknownIcon = Self("geometry.unknown-icon")
  /// no geometry model for a set at the start of '…'
  package static let geometryUnknownModel = Self("geometry.unknown-model")
  /// … has no property '…'
  static let geometryUnknownProperty = Self("geometry.unknown-property")
  /// no token named '…'
  static let geometryUnknownToken = Self("geometry.unknown-token")
  /// '…' is not a value of …
  static let geometryUnknownValue = Self("geometry.unknown-value")
  /// cannot read the geometry model
  static let geometryUnreadable = Self("geometry.unreadable")
  /// the variant … draws nothing (… × …)…
  static let geometryVariantEmpty = Self("geometry.variant-empty")
  /// 'icon' names a file in the icons folder
  static let geometryWrongType = Self("geometry.wrong-type")
  /// the anatomy of '…' has … parts; it numbers the first 32
  static let geometryAnatomyTooManyParts = Self("geometry.anatomy-too-many-parts")
}
