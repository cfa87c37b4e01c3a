import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// the chrome's … on its … has contrast … in …, below 4.5:1
  static let chromeLowContrast = Self("site-yml.chrome-low-contrast")
  /// chrome.… names '…', which is not a color in …
  static let chromeNotAColor = Self("site-yml.chrome-not-a-color")
  /// chrome must be a mapping of the theme's colors to token names, not …
  static let chromeNotAMapping = Self("site-yml.chrome-invalid")
  /// chrome.… names '…', which is not a token
  static let chromeUnknownToken = Self("site-yml.chrome-unknown-token")
  /// chrome maps the theme's colors to tokens, but site.yml names no tokens
  static let chromeWithoutTokens = Self("site-yml.chrome-without-tokens")
  /// unknown callout kind '…'
  static let directiveCalloutUnknownKind = Self("directive.callout-unknown-kind")
  /// the condition '…' …
  static let directiveConditionInvalid = Self("directive.condition-invalid")
  /// '…' after 'over' must be a color token
  static let directiveContrastBackdropNotColor = Self("directive.contrast-backdrop-not-color")
  /// write {{contrast FOREGROUND on BACKGROUND}}
  static let directiveContrastInvalid = Self("directive.contrast-invalid")
  /// contrast needs color tokens; … is … token
  static let directiveContrastNotColor = Self("directive.contrast-not-color")
  /// accessibility audits the drawings of component sets, and this site has none
  static let directiveAccessibilityNeedsDrawings = Self("directive.accessibility-needs-drawings")
  /// no drawn component set named '…'
  static let directiveAccessibilityUnknownSet = Self("directive.accessibility-unknown-set")
  /// write the groups as 'FOREGROUNDS on BACKGROUNDS'
  static let directiveContrastPairsInvalid = Self("directive.contrast-pairs-invalid")
  /// contrast-pairs components needs geometry models
  static let directiveContrastPairsNeedsGeometry = Self("directive.contrast-pairs-needs-geometry")
  /// '…' of '…' is described twice; the later line wins
  static let directiveDescribeDuplicate = Self("directive.describe-duplicate")
  /// a describe line needs ': ' before its text
  static let directiveDescribeInvalid = Self("directive.describe-invalid")
  /// no tokens in group '…'
  static let directiveEmptyTokenGroup = Self("directive.empty-token-group")
  /// '…' has no description in the Figma file
  static let directiveFigmaDescriptionMissing = Self("directive.figma-description-missing")
  /// 'hide' takes 'grid' or 'summary', not '…'
  static let directiveHideInvalid = Self("directive.hide-invalid")
  /// the label after ':' is empty
  static let directiveLabelEmpty = Self("directive.label-empty")
  /// a label line needs ': ' before its name
  static let directiveLabelInvalid = Self("directive.label-invalid")
  /// min-touch-target takes no arguments
  static let directiveMinTouchTargetArguments = Self("directive.min-touch-target-arguments")
  /// figma-styles names a kind of style that is not color, text, effect or grid
  static let directiveUnknownStyleKind = Self("directive.unknown-style-kind")
  /// figma-styles names a kind of style the Figma files have none of
  static let directiveNoFigmaStyles = Self("directive.no-figma-styles")
  /// the icons block names no component
  static let directiveIconsEmpty = Self("directive.icons-empty")
  /// the icons block takes no argument but `names`
  static let directiveIconsArgument = Self("directive.icons-argument")
  /// no Code Connect mapping for the component a code-connect block names
  static let directiveUnknownCodeConnect = Self("directive.unknown-code-connect")
  /// no source says how to import '…', so the import block leaves it out
  static let directiveImportUnknown = Self("directive.import-unknown")
  /// a source-file reference names a file
  static let directiveSourceFileMissing = Self("directive.source-file-missing")
  /// a props block names at least one component
  static let directiveMissingComponent = Self("directive.missing-component")
  /// figma-description names a component set
  static let directiveMissingComponentSet = Self("directive.missing-component-set")
  /// this site has no geometry models
  static let directiveNoGeometry = Self("directive.no-geometry")
  /// this site has no design tokens
  static let directiveNoTokens = Self("directive.no-tokens")
  /// rows and columns are both '…'
  static let directiveRowsColumnsSame = Self("directive.rows-columns-same")
  /// a contexts line names at least one context
  static let directiveTokenContextsEmpty = Self("directive.token-contexts-empty")
  /// token-list needs a group
  static let directiveTokenListMissingGroup = Self("directive.token-list-missing-group")
  /// the token table shows …, which does not resolve
  static let directiveTokenUnresolved = Self("directive.token-unresolved")
  /// no geometry model for '…'
  static let directiveUnknownGeometryModel = Self("directive.unknown-geometry-model")
  /// unknown instruction '…' in a … block
  static let directiveUnknownInstruction = Self("directive.unknown-instruction")
  /// no listed component set has a property '…'
  static let directiveUnknownProperty = Self("directive.unknown-property")
  /// unknown token '…'
  static let directiveUnknownToken = Self("directive.unknown-token")
  /// no token group '…'
  static let directiveUnknownTokenGroup = Self("directive.unknown-token-group")
  /// '…' has no variant property '…'
  static let directiveUnknownVariantProperty = Self("directive.unknown-variant-property")
  /// '…' is not a value of … in '…' (…)
  static let directiveUnknownVariantValue = Self("directive.unknown-variant-value")
  /// a variants block that names no component set, or more than one
  static let directiveVariantsSetCount = Self("directive.variants-set-count")
  /// '…/…' is a symlink to nothing; it is left out
  static let outputDanglingSymlink = Self("output.dangling-symlink")
  /// two sources written to the same output path
  static let outputPathCollision = Self("output.path-collision")
  /// a source written to a path, or into a folder, where the build writes its own file
  static let outputPathReserved = Self("output.path-reserved")
  /// empty link destination
  static let pageEmptyLink = Self("page.empty-link")
  /// 'figma' must be an https URL
  static let pageFigmaUrlInvalid = Self("page.figma-url-invalid")
  /// link to '…' uses the scheme '…'
  static let pageLinkScheme = Self("page.link-scheme")
  /// link to a missing anchor '#…' on '…'
  static let pageMissingAnchor = Self("page.missing-anchor")
  /// link to a missing file '…'
  static let pageMissingFile = Self("page.missing-file")
  /// the page has no front matter
  static let pageMissingFrontMatter = Self("page.missing-front-matter")
  /// link to a missing page '…'
  static let pageMissingPage = Self("page.missing-page")
  /// '…' is not a directive; shown as code
  static let pageUnknownDirective = Self("page.unknown-directive")
  /// unknown reference '{{…}}'
  static let pageUnknownReference = Self("page.unknown-reference")
  /// unknown status '…'
  static let pageUnknownStatus = Self("page.unknown-status")
  /// cannot read the page
  static let pageUnreadable = Self("page.unreadable")
  /// a parity block names at least one component set
  static let parityDirectiveNoSet = Self("directive.parity.no-set")
  /// nothing ties the component set '…' to a code component
  static let parityDirectiveUntied = Self("directive.parity.untied")
  /// cannot read the release notes '…'
  static let releaseNotesUnreadable = Self("release.notes-unreadable")
  /// the release page for … would replace the page '…'
  static let releasePageCollision = Self("release.page-collision")
  /// each accepted difference is a name or property=option
  static let siteParityEntry = Self("site.parity.entry")
  /// each props entry is a file path or {file, format}
  static let sitePropsEntry = Self("site.props.entry")
  /// unknown props format '…'
  static let sitePropsFormat = Self("site.props.format-unknown")
  /// tokens: format names the format of a source, but there is no source
  static let siteTokensFormatWithoutSource = Self("site-yml.tokens-format-without-source")
  /// tokens: needs resolver: or source:
  static let siteTokensNoSource = Self("site-yml.tokens-no-source")
  /// tokens: give a resolver or a source, not both
  static let siteTokensSourceAndResolver = Self("site-yml.tokens-source-and-resolver")
  /// cannot read the token source '…'
  static let siteTokensSourceMissing = Self("site-yml.tokens-source-missing")
  /// the token source '…' lies outside the site folder
  static let siteTokensSourceOutside = Self("site-yml.tokens-source-outside")
  /// accessibility.level is '…'; the levels are AA and AAA (or a waiver without a reason)
  static let siteYmlAccessibilityInvalid = Self("site-yml.accessibility-invalid")
  /// a waiver in accessibility.waive matches no failing finding
  static let siteYmlAccessibilityWaiverUnused = Self("site-yml.accessibility-waiver-unused")
  /// a baseURL that is not an absolute http(s) URL
  static let siteYmlBaseUrlInvalid = Self("site-yml.base-url-invalid")
  /// the contexts of '…' must be a list
  static let siteYmlContextsInvalid = Self("site-yml.contexts-invalid")
  /// each figma entry is a file path or {file, key}
  static let siteYmlFigmaEntryInvalid = Self("site-yml.figma-entry-invalid")
  /// release must be a mapping
  static let siteYmlReleaseInvalid = Self("site-yml.release-invalid")
  /// release.previous is empty
  static let siteYmlReleasePreviousEmpty = Self("site-yml.release-previous-empty")
  /// the release names no version, and site.yml has none
  static let siteYmlReleaseVersionMissing = Self("site-yml.release-version-missing")
  /// the repository must be an http(s) URL
  static let siteYmlRepositoryInvalid = Self("site-yml.repository-invalid")
  /// cannot read the site configuration
  static let siteYmlUnreadable = Self("site-yml.unreadable")
  /// the geometry models need design tokens
  static let siteGeometryWithoutTokens = Self("site.geometry-without-tokens")
  /// no pages found
  static let siteNoPages = Self("site.no-pages")
  /// a second page titled '…' in section '…'
  static let siteRepeatedPageTitle = Self("site.repeated-page-title")
  /// cannot read the resolver '…'
  static let siteResolverUnreadable = Self("site.resolver-unreadable")
  /// unknown section '…'
  static let siteUnknownSection = Self("site.unknown-section")
  /// the theme folder named here has no …
  static let templatePageMissing = Self("template.page-missing")
  /// the template names a partial '…' that does not exist
  static let templatePartialMissing = Self("template.partial-missing")
  /// cannot read the template
  static let templateUnreadable = Self("template.unreadable")
  /// these groups make … pairs in … contexts; only the first 20000 are measured
  static let directiveContrastPairsTooMany = Self("directive.contrast-pairs-too-many")
  /// '…' is drawn from its Figma node trees and has no geometry model; … needs one
  static let directiveGeometryModelRequired = Self("directive.geometry-model-required")
  /// the file name '…' is not UTF-8, so the build cannot publish it
  static let pageFileNameNotUTF8 = Self("page.file-name-not-utf8")
  /// diagnostics must map identifiers to error, warning or ignore; diagnostics.… is '…'
  static let diagnosticsInvalid = Self("site-yml.diagnostics-invalid")
  /// diagnostics sets … to ignore, but it is an error here, so it is not ignored
  static let diagnosticsRefused = Self("site-yml.diagnostics-refused")
  /// diagnostics names '…', which is no diagnostic identifier (did you mean …?)
  static let diagnosticsUnknownID = Self("site-yml.diagnostics-unknown-id")
}
