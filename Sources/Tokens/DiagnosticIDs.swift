import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let figmaVariablesDeleted = Self("tokens.figma-variables.deleted")
  package static let figmaVariablesMissingMode = Self("tokens.figma-variables.missing-mode")
  package static let figmaVariablesMixedScopes = Self("tokens.figma-variables.mixed-scopes")
  package static let figmaVariablesName = Self("tokens.figma-variables.name")
  package static let studioForm = Self("tokens.studio.form")
  package static let studioMath = Self("tokens.studio.math")
  package static let studioModify = Self("tokens.studio.modify")
  package static let styleDictionaryForm = Self("tokens.style-dictionary.form")
  static let tokensAliasCycle = Self("tokens.alias-cycle")
  static let tokensAliasTooDeep = Self("tokens.alias-too-deep")
  package static let tokensColorInvalid = Self("tokens.color-invalid")
  static let tokensCompositeInvalid = Self("tokens.composite-invalid")
  static let tokensContextMissing = Self("tokens.context-missing")
  static let tokensContextSyntax = Self("tokens.context-syntax")
  static let tokensCssVariableClash = Self("tokens.css-variable-clash")
  static let tokensCubicBezierInvalid = Self("tokens.cubic-bezier-invalid")
  static let tokensDeviationBareNumber = Self("tokens.deviation.bare-number")
  static let tokensDeviationColorChannels = Self("tokens.deviation.color-channels")
  static let tokensDeviationCssMath = Self("tokens.deviation.css-math")
  static let tokensDeviationGradientString = Self("tokens.deviation.gradient-string")
  static let tokensDeviationReferenceInString = Self("tokens.deviation.reference-in-string")
  static let tokensDeviationColorHex = Self("tokens.deviation.color-hex")
  static let tokensDeviationColorString = Self("tokens.deviation.color-string")
  static let tokensDeviationCubicBezierString = Self("tokens.deviation.cubic-bezier-string")
  static let tokensDeviationDimensionString = Self("tokens.deviation.dimension-string")
  static let tokensDeviationDurationString = Self("tokens.deviation.duration-string")
  static let tokensDeviationFontFamilyList = Self("tokens.deviation.font-family-list")
  static let tokensDeviationFontWeightSpelling = Self("tokens.deviation.font-weight-spelling")
  package static let tokensDeviationKeyBesideValue = Self("tokens.deviation.key-beside-value")
  package static let tokensDeviationLineHeightDimension = Self("tokens.deviation.line-height-dimension")
  static let tokensDeviationRelativeUnit = Self("tokens.deviation.relative-unit")
  static let tokensDeviationUnitOutsideDtcg = Self("tokens.deviation.unit-outside-dtcg")
  static let tokensDeviationUnknownProperty = Self("tokens.deviation.unknown-property")
  static let tokensDeviationTypographyWithoutFontFamily = Self(
    "tokens.deviation.typography-without-font-family")
  static let tokensDeviationTypographyWithoutLetterSpacing = Self(
    "tokens.deviation.typography-without-letter-spacing")
  static let tokensDeviationTypographyWithoutLineHeight = Self(
    "tokens.deviation.typography-without-line-height")
  static let tokensDeviationUnknownType = Self("tokens.deviation.unknown-type")
  static let tokensDimensionInvalid = Self("tokens.dimension-invalid")
  static let tokensExtendsCycle = Self("tokens.extends-cycle")
  static let tokensExtendsExpansion = Self("tokens.extends-expansion")
  static let tokensExtendsInvalid = Self("tokens.extends-invalid")
  static let tokensExtendsToken = Self("tokens.extends-token")
  static let tokensExtendsUnknownGroup = Self("tokens.extends-unknown-group")
  static let tokensFileUnreadable = Self("tokens.file-unreadable")
  static let tokensFontFamilyInvalid = Self("tokens.font-family-invalid")
  static let tokensFontWeightInvalid = Self("tokens.font-weight-invalid")
  static let tokensGradientInvalid = Self("tokens.gradient-invalid")
  static let tokensLineHeightInvalid = Self("tokens.line-height-invalid")
  static let tokensMissingReference = Self("tokens.missing-reference")
  static let tokensNameInvalid = Self("tokens.name-invalid")
  static let tokensNoTokenFiles = Self("tokens.no-token-files")
  static let tokensNumberInvalid = Self("tokens.number-invalid")
  static let tokensNumberOutOfRange = Self("tokens.number-out-of-range")
  static let tokensRefInvalid = Self("tokens.ref-invalid")
  static let tokensRefPointsNowhere = Self("tokens.ref-points-nowhere")
  static let tokensReferenceInArray = Self("tokens.reference-in-array")
  static let tokensReferenceToGroup = Self("tokens.reference-to-group")
  package static let tokensReferenceUnresolved = Self("tokens.reference-unresolved")
  static let tokensResolverDefaultInvalid = Self("tokens.resolver.default-invalid")
  static let tokensResolverInlineMissingName = Self("tokens.resolver.inline-missing-name")
  static let tokensResolverInlineTypeInvalid = Self("tokens.resolver.inline-type-invalid")
  static let tokensResolverModifierSingleContext = Self("tokens.resolver.modifier-single-context")
  static let tokensResolverModifierUnused = Self("tokens.resolver.modifier-unused")
  static let tokensResolverModifierWithoutContexts = Self("tokens.resolver.modifier-without-contexts")
  static let tokensResolverOrderDuplicate = Self("tokens.resolver.order-duplicate")
  static let tokensResolverOrderMissing = Self("tokens.resolver.order-missing")
  static let tokensResolverOrderRefInvalid = Self("tokens.resolver.order-ref-invalid")
  static let tokensResolverRefExtraKeys = Self("tokens.resolver.ref-extra-keys")
  static let tokensResolverRefIntoOrder = Self("tokens.resolver.ref-into-order")
  static let tokensResolverRefInvalid = Self("tokens.resolver.ref-invalid")
  static let tokensResolverRefPointsNowhere = Self("tokens.resolver.ref-points-nowhere")
  static let tokensResolverRefToModifier = Self("tokens.resolver.ref-to-modifier")
  static let tokensResolverRemoteSource = Self("tokens.resolver.remote-source")
  static let tokensResolverSetCycle = Self("tokens.resolver.set-cycle")
  static let tokensResolverSetWithoutSources = Self("tokens.resolver.set-without-sources")
  static let tokensResolverUnknownModifier = Self("tokens.resolver.unknown-modifier")
  static let tokensResolverUnknownSet = Self("tokens.resolver.unknown-set")
  static let tokensResolverUnreadable = Self("tokens.resolver.unreadable")
  static let tokensResolverVersionInvalid = Self("tokens.resolver.version-invalid")
  static let tokensResolverVersionMissing = Self("tokens.resolver.version-missing")
  static let tokensResolverWrongType = Self("tokens.resolver.wrong-type")
  static let tokensRootMisplaced = Self("tokens.root-misplaced")
  static let tokensSeveralResolvers = Self("tokens.several-resolvers")
  static let tokensShadowInvalid = Self("tokens.shadow-invalid")
  static let tokensStrokeStyleInvalid = Self("tokens.stroke-style-invalid")
  static let tokensTokenWithChildren = Self("tokens.token-with-children")
  static let tokensTooManyCombinations = Self("tokens.too-many-combinations")
  static let tokensTypeMismatch = Self("tokens.type-mismatch")
  static let tokensTypeMissing = Self("tokens.type-missing")
  package static let tokensTypeMix = Self("tokens.type-mix")
  static let tokensUnknownContext = Self("tokens.unknown-context")
  static let tokensUnknownModifier = Self("tokens.unknown-modifier")
  static let tokensUnknownType = Self("tokens.unknown-type")
  static let tokensValueAndRef = Self("tokens.value-and-ref")
  static let tokensWrongType = Self("tokens.wrong-type")
}

extension DeviationKind {
  /// The identifier of this kind of departure: `tokens.deviation.` and the kind's name for the
  /// DTCG forms; a foreign source's forms keep its reader's identifier (`tokens.studio.math`).
  package var id: Diagnostic.ID {
    switch self {
    case .dimensionString: .tokensDeviationDimensionString
    case .durationString: .tokensDeviationDurationString
    case .colorString: .tokensDeviationColorString
    case .colorHex: .tokensDeviationColorHex
    case .colorChannels: .tokensDeviationColorChannels
    case .referenceInString: .tokensDeviationReferenceInString
    case .gradientString: .tokensDeviationGradientString
    case .cssMath: .tokensDeviationCssMath
    case .relativeUnit: .tokensDeviationRelativeUnit
    case .unitOutsideDTCG: .tokensDeviationUnitOutsideDtcg
    case .bareNumber: .tokensDeviationBareNumber
    case .lineHeightDimension: .tokensDeviationLineHeightDimension
    case .typographyWithoutLetterSpacing: .tokensDeviationTypographyWithoutLetterSpacing
    case .typographyWithoutLineHeight: .tokensDeviationTypographyWithoutLineHeight
    case .typographyWithoutFontFamily: .tokensDeviationTypographyWithoutFontFamily
    case .fontWeightSpelling: .tokensDeviationFontWeightSpelling
    case .fontFamilyList: .tokensDeviationFontFamilyList
    case .cubicBezierString: .tokensDeviationCubicBezierString
    case .unknownType: .tokensDeviationUnknownType
    case .unknownProperty: .tokensDeviationUnknownProperty
    case .keyBesideValue: .tokensDeviationKeyBesideValue
    case .tokensStudioForm: .studioForm
    case .tokensStudioMath: .studioMath
    case .tokensStudioModify: .studioModify
    case .styleDictionaryForm: .styleDictionaryForm
    case .figmaName: .figmaVariablesName
    case .figmaMixedScopes: .figmaVariablesMixedScopes
    case .figmaMissingMode: .figmaVariablesMissingMode
    case .figmaDeleted: .figmaVariablesDeleted
    }
  }
}
