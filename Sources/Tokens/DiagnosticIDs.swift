import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// … was deleted in Figma but is still referenced; it is read as it was
  package static let figmaVariablesDeleted = Self("tokens.figma-variables.deleted")
  /// … has no value in mode '…'; it takes the default mode's value
  package static let figmaVariablesMissingMode = Self("tokens.figma-variables.missing-mode")
  /// …: scoped to px fields (…) and to others (…); read as a number
  package static let figmaVariablesMixedScopes = Self("tokens.figma-variables.mixed-scopes")
  /// '…': a token name cannot hold '.', '{', '}', a leading '$' or an empty group; read as '…'
  package static let figmaVariablesName = Self("tokens.figma-variables.name")
  /// a Tokens Studio form outside 2025.10 (value/type, its type names, numbers as strings), read as …
  package static let studioForm = Self("tokens.studio.form")
  /// …: Tokens Studio math … computed to …
  package static let studioMath = Self("tokens.studio.math")
  /// …: a Tokens Studio color modifier computed to …
  package static let studioModify = Self("tokens.studio.modify")
  /// this file is Style Dictionary's JSON ("value", "type", "comment", …); read as DTCG
  package static let styleDictionaryForm = Self("tokens.style-dictionary.form")
  /// … refers to … here
  static let tokensAliasCycle = Self("tokens.alias-cycle")
  /// …: the alias chain is more than … tokens deep
  static let tokensAliasTooDeep = Self("tokens.alias-too-deep")
  /// … must be a color object, found the string "…"
  package static let tokensColorInvalid = Self("tokens.color-invalid")
  /// … must be … object {…}, found …
  static let tokensCompositeInvalid = Self("tokens.composite-invalid")
  /// no context given for modifier '…', which has no default
  static let tokensContextMissing = Self("tokens.context-missing")
  /// '…' is not a context: write MODIFIER=CONTEXT, e.g. theme=dark
  static let tokensContextSyntax = Self("tokens.context-syntax")
  /// … and … both become the CSS variable …
  static let tokensCssVariableClash = Self("tokens.css-variable-clash")
  /// … must be an array of 4 numbers [x1, y1, x2, y2], found …
  static let tokensCubicBezierInvalid = Self("tokens.cubic-bezier-invalid")
  /// a form outside 2025.10 with one clear reading: dimensions written as bare numbers
  static let tokensDeviationBareNumber = Self("tokens.deviation.bare-number")
  /// a form outside 2025.10 with one clear reading: color objects with channels, an earlier draft's name for components
  static let tokensDeviationColorChannels = Self("tokens.deviation.color-channels")
  /// a form outside 2025.10 with one clear reading: color objects with a 3-, 4- or 8-digit hex, or without components
  static let tokensDeviationColorHex = Self("tokens.deviation.color-hex")
  /// a form outside 2025.10 with one clear reading: colors written as strings ("#0a84ff")
  static let tokensDeviationColorString = Self("tokens.deviation.color-string")
  /// a form outside 2025.10 with one clear reading: timing functions written as CSS strings
  static let tokensDeviationCubicBezierString = Self("tokens.deviation.cubic-bezier-string")
  /// a form outside 2025.10 with one clear reading: dimensions written as strings ("16px")
  static let tokensDeviationDimensionString = Self("tokens.deviation.dimension-string")
  /// a form outside 2025.10 with one clear reading: durations written as strings ("200ms")
  static let tokensDeviationDurationString = Self("tokens.deviation.duration-string")
  /// a form outside 2025.10 with one clear reading: font family lists written as one string
  static let tokensDeviationFontFamilyList = Self("tokens.deviation.font-family-list")
  /// a form outside 2025.10 with one clear reading: font weights spelled outside the 2025.10 keywords
  static let tokensDeviationFontWeightSpelling = Self("tokens.deviation.font-weight-spelling")
  /// a form outside 2025.10 with one clear reading: keys beside a token's $value that are not tokens ("alpha": 0)
  package static let tokensDeviationKeyBesideValue = Self("tokens.deviation.key-beside-value")
  /// a form outside 2025.10 with one clear reading: line heights written as dimensions or strings
  package static let tokensDeviationLineHeightDimension = Self("tokens.deviation.line-height-dimension")
  /// a form outside 2025.10 with one clear reading: dimensions in em or %
  static let tokensDeviationRelativeUnit = Self("tokens.deviation.relative-unit")
  /// a form outside 2025.10 with one clear reading: dimensions in units outside 2025.10 (dp, sp, pt, vw, vh, ch, …) or an empty unit on 0
  static let tokensDeviationUnitOutsideDtcg = Self("tokens.deviation.unit-outside-dtcg")
  /// a form outside 2025.10 with one clear reading: unknown properties in composite values
  static let tokensDeviationUnknownProperty = Self("tokens.deviation.unknown-property")
  /// a form outside 2025.10 with one clear reading: typographies without a fontFamily (the inherited family)
  static let tokensDeviationTypographyWithoutFontFamily = Self(
    "tokens.deviation.typography-without-font-family")
  /// a form outside 2025.10 with one clear reading: typographies without a letterSpacing (read as 0)
  static let tokensDeviationTypographyWithoutLetterSpacing = Self(
    "tokens.deviation.typography-without-letter-spacing")
  /// a form outside 2025.10 with one clear reading: typographies without a lineHeight (the font's normal line height)
  static let tokensDeviationTypographyWithoutLineHeight = Self(
    "tokens.deviation.typography-without-line-height")
  /// a form outside 2025.10 with one clear reading: $type values outside 2025.10
  static let tokensDeviationUnknownType = Self("tokens.deviation.unknown-type")
  /// … must be … object {value, unit}, found the string "…"
  static let tokensDimensionInvalid = Self("tokens.dimension-invalid")
  /// …: $extends … names a group that contains … (circular extension)
  static let tokensExtendsCycle = Self("tokens.extends-cycle")
  /// …: the $extends of these tokens stand for more than … values
  static let tokensExtendsExpansion = Self("tokens.extends-expansion")
  /// …: $extends must be a reference such as "{group}" or "#/group", found …
  static let tokensExtendsInvalid = Self("tokens.extends-invalid")
  /// …: $extends … names a token; a group can only extend a group
  static let tokensExtendsToken = Self("tokens.extends-token")
  /// …: $extends … names no group
  static let tokensExtendsUnknownGroup = Self("tokens.extends-unknown-group")
  /// cannot read the token file …
  static let tokensFileUnreadable = Self("tokens.file-unreadable")
  /// …: a font family name must not be empty
  static let tokensFontFamilyInvalid = Self("tokens.font-family-invalid")
  /// …: font weight … is outside 1 to 1000
  static let tokensFontWeightInvalid = Self("tokens.font-weight-invalid")
  /// a gradient must be a non-empty array of stops {color, position}, found …
  static let tokensGradientInvalid = Self("tokens.gradient-invalid")
  /// lineHeight must be a number (a multiple of fontSize), found …
  static let tokensLineHeightInvalid = Self("tokens.line-height-invalid")
  /// …: … names no token
  static let tokensMissingReference = Self("tokens.missing-reference")
  /// '…': token and group names must not contain '{', '}' or '.'
  static let tokensNameInvalid = Self("tokens.name-invalid")
  /// no *.resolver.json or *.tokens.json found in …/content/tokens, …/tokens or …
  static let tokensNoTokenFiles = Self("tokens.no-token-files")
  /// … must be a number, found …
  static let tokensNumberInvalid = Self("tokens.number-invalid")
  /// ….value: … is out of range for …
  static let tokensNumberOutOfRange = Self("tokens.number-out-of-range")
  /// …: $ref "…" is not a same-document JSON pointer
  static let tokensRefInvalid = Self("tokens.ref-invalid")
  /// …: $ref "…": the value of … has no '…'
  static let tokensRefPointsNowhere = Self("tokens.ref-points-nowhere")
  /// …: … refers to …, which has … …; a reference in the array stands for a single …
  static let tokensReferenceInArray = Self("tokens.reference-in-array")
  /// …: … names a group, not a token
  static let tokensReferenceToGroup = Self("tokens.reference-to-group")
  /// …: {…} does not resolve, so this token has no value either (a reason shown in tables; named in the note of the error it comes down to)
  package static let tokensReferenceUnresolved = Self("tokens.reference-unresolved")
  /// modifier '…': default … is not one of its contexts (…)
  static let tokensResolverDefaultInvalid = Self("tokens.resolver.default-invalid")
  /// an inline set or modifier in resolutionOrder needs "name" and "type"
  static let tokensResolverInlineMissingName = Self("tokens.resolver.inline-missing-name")
  /// type must be "set" or "modifier", found "…"
  static let tokensResolverInlineTypeInvalid = Self("tokens.resolver.inline-type-invalid")
  /// modifier '…' has only one context; a set does the same
  static let tokensResolverModifierSingleContext = Self("tokens.resolver.modifier-single-context")
  /// modifier '…' is not in resolutionOrder, so it changes nothing
  static let tokensResolverModifierUnused = Self("tokens.resolver.modifier-unused")
  /// modifier '…' has no contexts
  static let tokensResolverModifierWithoutContexts = Self("tokens.resolver.modifier-without-contexts")
  /// '…' appears twice in resolutionOrder (first at …)
  static let tokensResolverOrderDuplicate = Self("tokens.resolver.order-duplicate")
  /// the resolver document has no resolutionOrder
  static let tokensResolverOrderMissing = Self("tokens.resolver.order-missing")
  /// resolutionOrder can refer to "#/sets/NAME" or "#/modifiers/NAME", found …
  static let tokensResolverOrderRefInvalid = Self("tokens.resolver.order-ref-invalid")
  /// …: keys beside a set reference are ignored
  static let tokensResolverRefExtraKeys = Self("tokens.resolver.ref-extra-keys")
  /// …: nothing may refer into resolutionOrder ("…")
  static let tokensResolverRefIntoOrder = Self("tokens.resolver.ref-into-order")
  /// …: "…" is not a JSON pointer
  static let tokensResolverRefInvalid = Self("tokens.resolver.ref-invalid")
  /// … has nothing at #/…
  static let tokensResolverRefPointsNowhere = Self("tokens.resolver.ref-points-nowhere")
  /// …: sets and modifiers must not refer to a modifier ("…")
  static let tokensResolverRefToModifier = Self("tokens.resolver.ref-to-modifier")
  /// …: remote sources (…) are not fetched; keep token files next to the resolver
  static let tokensResolverRemoteSource = Self("tokens.resolver.remote-source")
  /// set '…' includes itself: …
  static let tokensResolverSetCycle = Self("tokens.resolver.set-cycle")
  /// set '…' has no sources
  static let tokensResolverSetWithoutSources = Self("tokens.resolver.set-without-sources")
  /// resolutionOrder refers to the modifier '…', which is not defined
  static let tokensResolverUnknownModifier = Self("tokens.resolver.unknown-modifier")
  /// resolutionOrder refers to the set '…', which is not defined
  static let tokensResolverUnknownSet = Self("tokens.resolver.unknown-set")
  /// cannot read the resolver file …
  static let tokensResolverUnreadable = Self("tokens.resolver.unreadable")
  /// version must be "2025.10", found …
  static let tokensResolverVersionInvalid = Self("tokens.resolver.version-invalid")
  /// the resolver document has no version
  static let tokensResolverVersionMissing = Self("tokens.resolver.version-missing")
  /// a resolver document must be a JSON object, found …
  static let tokensResolverWrongType = Self("tokens.resolver.wrong-type")
  /// $root must sit inside a group
  static let tokensRootMisplaced = Self("tokens.root-misplaced")
  /// … holds … resolver files (…); pass one with --resolver
  static let tokensSeveralResolvers = Self("tokens.several-resolvers")
  /// ….inset must be true or false, found …
  static let tokensShadowInvalid = Self("tokens.shadow-invalid")
  /// …: unknown stroke style '…'
  static let tokensStrokeStyleInvalid = Self("tokens.stroke-style-invalid")
  /// …: an object with $value is a token and cannot also hold '…'
  static let tokensTokenWithChildren = Self("tokens.token-with-children")
  /// these contexts make … combinations; at most … can be shown
  static let tokensTooManyCombinations = Self("tokens.too-many-combinations")
  /// …: type mismatch: … says … but … is … token
  static let tokensTypeMismatch = Self("tokens.type-mismatch")
  /// …: the token has no type
  static let tokensTypeMissing = Self("tokens.type-missing")
  /// …: its $type says … but … is … token; read as the … (a lenient load; strict: the mismatch)
  static let tokensTypeMix = Self("tokens.type-mix")
  /// unknown context '…' for modifier '…'
  static let tokensUnknownContext = Self("tokens.unknown-context")
  /// unknown modifier '…'
  static let tokensUnknownModifier = Self("tokens.unknown-modifier")
  /// …: unknown $type '…'
  static let tokensUnknownType = Self("tokens.unknown-type")
  /// …: a token has either $value or $ref, not both
  static let tokensValueAndRef = Self("tokens.value-and-ref")
  /// a token source must be a JSON object, found …
  static let tokensWrongType = Self("tokens.wrong-type")
  /// '…': token and group names must not start or end with white space; a page names '…', never '…'
  static let tokensNameSpaces = Self("tokens.name-spaces")
  /// a form outside 2025.10 with one clear reading: dimensions written as CSS math (clamp(…), min(…), max(…), calc(…)), kept as written
  static let tokensDeviationCssMath = Self("tokens.deviation.css-math")
  /// a form outside 2025.10 with one clear reading: gradients written as CSS strings (linear-gradient(…)), kept as written
  static let tokensDeviationGradientString = Self("tokens.deviation.gradient-string")
  /// a form outside 2025.10 with one clear reading: '…': a token or group name containing '.' (a TextMate scope), reached by its dotted path as Terrazzo reaches it
  static let tokensDeviationDottedName = Self("tokens.deviation.dotted-name")
  /// a form outside 2025.10 with one clear reading: references inside a color string ({black}1A, rgba({black}, 0.5))
  static let tokensDeviationReferenceInString = Self("tokens.deviation.reference-in-string")
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
    case .referenceInString: .tokensDeviationReferenceInString
    case .gradientString: .tokensDeviationGradientString
    case .cssMath: .tokensDeviationCssMath
    case .dottedName: .tokensDeviationDottedName
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
