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
  package static let tokensAliasCycle = Self("tokens.alias-cycle")
  package static let tokensAliasTooDeep = Self("tokens.alias-too-deep")
  package static let tokensColorInvalid = Self("tokens.color-invalid")
  package static let tokensCompositeInvalid = Self("tokens.composite-invalid")
  package static let tokensContextMissing = Self("tokens.context-missing")
  package static let tokensContextSyntax = Self("tokens.context-syntax")
  package static let tokensCssVariableClash = Self("tokens.css-variable-clash")
  package static let tokensCubicBezierInvalid = Self("tokens.cubic-bezier-invalid")
  package static let tokensDeviationBareNumber = Self("tokens.deviation.bare-number")
  package static let tokensDeviationColorChannels = Self("tokens.deviation.color-channels")
  package static let tokensDeviationColorHex = Self("tokens.deviation.color-hex")
  package static let tokensDeviationColorString = Self("tokens.deviation.color-string")
  package static let tokensDeviationCubicBezierString = Self("tokens.deviation.cubic-bezier-string")
  package static let tokensDeviationDimensionString = Self("tokens.deviation.dimension-string")
  package static let tokensDeviationDurationString = Self("tokens.deviation.duration-string")
  package static let tokensDeviationFontFamilyList = Self("tokens.deviation.font-family-list")
  package static let tokensDeviationFontWeightSpelling = Self("tokens.deviation.font-weight-spelling")
  package static let tokensDeviationKeyBesideValue = Self("tokens.deviation.key-beside-value")
  package static let tokensDeviationLineHeightDimension = Self("tokens.deviation.line-height-dimension")
  package static let tokensDeviationRelativeUnit = Self("tokens.deviation.relative-unit")
  package static let tokensDeviationUnitOutsideDtcg = Self("tokens.deviation.unit-outside-dtcg")
  package static let tokensDeviationUnknownProperty = Self("tokens.deviation.unknown-property")
  package static let tokensDeviationTypographyWithoutFontFamily = Self(
    "tokens.deviation.typography-without-font-family")
  package static let tokensDeviationTypographyWithoutLetterSpacing = Self(
    "tokens.deviation.typography-without-letter-spacing")
  package static let tokensDeviationTypographyWithoutLineHeight = Self(
    "tokens.deviation.typography-without-line-height")
  package static let tokensDeviationUnknownType = Self("tokens.deviation.unknown-type")
  package static let tokensDimensionInvalid = Self("tokens.dimension-invalid")
  package static let tokensExtendsCycle = Self("tokens.extends-cycle")
  package static let tokensExtendsExpansion = Self("tokens.extends-expansion")
  package static let tokensExtendsInvalid = Self("tokens.extends-invalid")
  package static let tokensExtendsToken = Self("tokens.extends-token")
  package static let tokensExtendsUnknownGroup = Self("tokens.extends-unknown-group")
  package static let tokensFileUnreadable = Self("tokens.file-unreadable")
  package static let tokensFontFamilyInvalid = Self("tokens.font-family-invalid")
  package static let tokensFontWeightInvalid = Self("tokens.font-weight-invalid")
  package static let tokensGradientInvalid = Self("tokens.gradient-invalid")
  package static let tokensLineHeightInvalid = Self("tokens.line-height-invalid")
  package static let tokensMissingReference = Self("tokens.missing-reference")
  package static let tokensNameInvalid = Self("tokens.name-invalid")
  package static let tokensNoTokenFiles = Self("tokens.no-token-files")
  package static let tokensNumberInvalid = Self("tokens.number-invalid")
  package static let tokensNumberOutOfRange = Self("tokens.number-out-of-range")
  package static let tokensRefInvalid = Self("tokens.ref-invalid")
  package static let tokensRefPointsNowhere = Self("tokens.ref-points-nowhere")
  package static let tokensReferenceInArray = Self("tokens.reference-in-array")
  package static let tokensReferenceToGroup = Self("tokens.reference-to-group")
  package static let tokensReferenceUnresolved = Self("tokens.reference-unresolved")
  package static let tokensResolverDefaultInvalid = Self("tokens.resolver.default-invalid")
  package static let tokensResolverInlineMissingName = Self("tokens.resolver.inline-missing-name")
  package static let tokensResolverInlineTypeInvalid = Self("tokens.resolver.inline-type-invalid")
  package static let tokensResolverModifierSingleContext = Self("tokens.resolver.modifier-single-context")
  package static let tokensResolverModifierUnused = Self("tokens.resolver.modifier-unused")
  package static let tokensResolverModifierWithoutContexts = Self("tokens.resolver.modifier-without-contexts")
  package static let tokensResolverOrderDuplicate = Self("tokens.resolver.order-duplicate")
  package static let tokensResolverOrderMissing = Self("tokens.resolver.order-missing")
  package static let tokensResolverOrderRefInvalid = Self("tokens.resolver.order-ref-invalid")
  package static let tokensResolverRefExtraKeys = Self("tokens.resolver.ref-extra-keys")
  package static let tokensResolverRefIntoOrder = Self("tokens.resolver.ref-into-order")
  package static let tokensResolverRefInvalid = Self("tokens.resolver.ref-invalid")
  package static let tokensResolverRefPointsNowhere = Self("tokens.resolver.ref-points-nowhere")
  package static let tokensResolverRefToModifier = Self("tokens.resolver.ref-to-modifier")
  package static let tokensResolverRemoteSource = Self("tokens.resolver.remote-source")
  package static let tokensResolverSetCycle = Self("tokens.resolver.set-cycle")
  package static let tokensResolverSetWithoutSources = Self("tokens.resolver.set-without-sources")
  package static let tokensResolverUnknownModifier = Self("tokens.resolver.unknown-modifier")
  package static let tokensResolverUnknownSet = Self("tokens.resolver.unknown-set")
  package static let tokensResolverUnreadable = Self("tokens.resolver.unreadable")
  package static let tokensResolverVersionInvalid = Self("tokens.resolver.version-invalid")
  package static let tokensResolverVersionMissing = Self("tokens.resolver.version-missing")
  package static let tokensResolverWrongType = Self("tokens.resolver.wrong-type")
  package static let tokensRootMisplaced = Self("tokens.root-misplaced")
  package static let tokensSeveralResolvers = Self("tokens.several-resolvers")
  package static let tokensShadowInvalid = Self("tokens.shadow-invalid")
  package static let tokensStrokeStyleInvalid = Self("tokens.stroke-style-invalid")
  package static let tokensTokenWithChildren = Self("tokens.token-with-children")
  package static let tokensTooManyCombinations = Self("tokens.too-many-combinations")
  package static let tokensTypeMismatch = Self("tokens.type-mismatch")
  package static let tokensTypeMix = Self("tokens.type-mix")
  package static let tokensTypeMissing = Self("tokens.type-missing")
  package static let tokensUnknownContext = Self("tokens.unknown-context")
  package static let tokensUnknownModifier = Self("tokens.unknown-modifier")
  package static let tokensUnknownType = Self("tokens.unknown-type")
  package static let tokensValueAndRef = Self("tokens.value-and-ref")
  package static let tokensWrongType = Self("tokens.wrong-type")
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
