import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// two component sets are named '…' (… in … and … in …); pages get the first
  static let figmaComponentSetDuplicate = Self("figma.component-set-duplicate")
  /// component set '…' has no variants
  static let figmaComponentSetEmpty = Self("figma.component-set-empty")
  /// a COMPONENT_SET node has no string 'id'
  static let figmaComponentSetMissingId = Self("figma.component-set-missing-id")
  /// component set … has no string 'name'
  static let figmaComponentSetMissingName = Self("figma.component-set-missing-name")
  /// this is a Figma error response (status …: …), not a file
  static let figmaErrorResponse = Self("figma.error-response")
  /// 'lastModified' is not an ISO 8601 time: '…'
  static let figmaLastModifiedInvalid = Self("figma.last-modified-invalid")
  /// the snapshot has no '…' (…)
  static let figmaMissingKey = Self("figma.missing-key")
  /// node id '…' appears again (first at line …); only the first node with it is found by id
  static let figmaNodeIdDuplicate = Self("figma.node-id-duplicate")
  /// node … has no 'document'
  static let figmaNodeMissingDocument = Self("figma.node-missing-document")
  /// node … was not found in the file (the API answered null)
  static let figmaNodeNotFound = Self("figma.node-not-found")
  /// … of the … nodes of this /nodes body are no component, component set or style of the file, and are not shown
  static let figmaNodesUnused = Self("figma.nodes-unused")
  /// … vector layers have no path data; drawn as their boxes (pull with geometry=paths)
  static let figmaNodeTreeNoPaths = Self("figma.node-tree.no-paths")
  /// layers nested deeper than … are not drawn
  static let figmaNodeTreeTooDeep = Self("figma.node-tree.too-deep")
  /// this variant has more than … layers; the rest are not drawn
  static let figmaNodeTreeTooLarge = Self("figma.node-tree.too-large")
  /// unknown blend mode '…' (a layer's, paint's or effect's; drawn as normal)
  static let figmaNodeTreeUnknownBlendMode = Self("figma.node-tree.unknown-blend-mode")
  /// … layers have a '…' this version does not know; they are drawn with the field's default
  static let figmaNodeTreeUnknownValue = Self("figma.node-tree.unknown-value")
  /// not a Figma file response: it has neither 'document' (GET /v1/files/:key) nor 'nodes' (GET /v1/files/:key/nodes)
  static let figmaNotAFileResponse = Self("figma.not-a-file-response")
  /// a preferred value needs a string 'type' and 'key'
  static let figmaPreferredValueInvalid = Self("figma.preferred-value-invalid")
  /// the default '…' of '…' is not one of its options (…)
  static let figmaPropertyDefaultNotAnOption = Self("figma.property-default-not-an-option")
  /// component set '…' (…) has no 'componentPropertyDefinitions'
  static let figmaPropertyDefinitionsMissing = Self("figma.property-definitions-missing")
  /// 'variantOptions' of … property '…' are ignored
  static let figmaPropertyFieldIgnored = Self("figma.property-field-ignored")
  /// property '…' of '…' has no 'defaultValue'
  static let figmaPropertyMissingDefault = Self("figma.property-missing-default")
  /// property '…' of '…' has no 'type'
  static let figmaPropertyMissingType = Self("figma.property-missing-type")
  /// '…' has two properties shown as '…' (… and …)
  static let figmaPropertyNameClash = Self("figma.property-name-clash")
  /// property '…' of '…' has an unknown type '…'
  static let figmaPropertyUnknownType = Self("figma.property-unknown-type")
  /// Figma refused access to the file … (…: …)
  static let figmaPullAccessDenied = Self("figma.pull.access-denied")
  /// '…' is not an http(s) address (--api-base)
  static let figmaPullApiBaseInvalid = Self("figma.pull.api-base-invalid")
  /// Figma has no file … (404: …)
  static let figmaPullFileNotFound = Self("figma.pull.file-not-found")
  /// Figma answered HTTP … for …: …
  static let figmaPullHttpError = Self("figma.pull.http-error")
  /// '…' is not a Figma file key
  static let figmaPullKeyInvalid = Self("figma.pull.key-invalid")
  /// figma pull could not load libcurl: …
  static let figmaPullLibcurlMissing = Self("figma.pull.libcurl-missing")
  /// FIGMA_TOKEN is not set
  static let figmaPullNoToken = Self("figma.pull.no-token")
  /// '…' is not a node id (--nodes)
  static let figmaPullNodeIdInvalid = Self("figma.pull.node-id-invalid")
  /// … did not answer over HTTP
  static let figmaPullNotHttp = Self("figma.pull.not-http")
  /// Figma's answer is not JSON: …
  static let figmaPullNotJson = Self("figma.pull.not-json")
  /// Figma still answers 429 (too many requests) after …
  static let figmaPullRateLimited = Self("figma.pull.rate-limited")
  /// Figma's answer came at less than … a second for …, … into it
  static let figmaPullTooSlow = Self("figma.pull.too-slow")
  /// figma pull stopped after …, its time limit: …
  static let figmaPullTimeout = Self("figma.pull.timeout")
  /// Figma's answer is larger than … (counted decompressed), the most a pull reads
  static let figmaPullTooLarge = Self("figma.pull.too-large")
  /// could not reach …: …
  static let figmaPullUnreachable = Self("figma.pull.unreachable")
  /// could not write …: …
  static let figmaPullWriteFailed = Self("figma.pull.write-failed")
  /// cannot read the Figma snapshot '…'
  static let figmaSnapshotUnreadable = Self("figma.snapshot-unreadable")
  /// unknown component set '…'
  static let figmaUnknownComponentSet = Self("figma.unknown-component-set")
  /// this is a variables/local response (GET /v1/files/:key/variables/local), not a file
  package static let figmaVariablesResponse = Self("figma.snapshot.variables-response")
  /// the variant '…' (…) of '…' duplicates … '…'
  static let figmaVariantDuplicate = Self("figma.variant-duplicate")
  /// a variant of '…' has no string 'id'
  static let figmaVariantMissingId = Self("figma.variant-missing-id")
  /// variant … of '…' has no string 'name'
  static let figmaVariantMissingName = Self("figma.variant-missing-name")
  /// the variant name '…' (…) of '…' …
  static let figmaVariantNameInvalid = Self("figma.variant-name-invalid")
  /// '…' holds a … node…; only COMPONENT children are variants, so it is skipped
  static let figmaVariantNotComponent = Self("figma.variant-not-component")
  /// variant property '…' lists the option '…' twice
  static let figmaVariantOptionDuplicate = Self("figma.variant-option-duplicate")
  /// variant property '…' of '…' has no options
  static let figmaVariantOptionsEmpty = Self("figma.variant-options-empty")
  /// variant property '…' of '…' has no 'variantOptions'
  static let figmaVariantOptionsMissing = Self("figma.variant-options-missing")
  /// the variant '…' (…) of '…' sets '…', a … property; only VARIANT properties name variants
  static let figmaVariantPropertyNotVariant = Self("figma.variant-property-not-variant")
  /// the variant '…' (…) of '…' names … twice
  static let figmaVariantPropertyRepeated = Self("figma.variant-property-repeated")
  /// the variant '…' (…) of '…' uses the property '…', which the set does not define
  static let figmaVariantPropertyUnknown = Self("figma.variant-property-unknown")
  /// the variant '…' (…) of '…' gives no value for …
  static let figmaVariantValueMissing = Self("figma.variant-value-missing")
  /// the variant '…' (…) of '…' gives … the value '…', which is not one of its options (…)
  static let figmaVariantValueNotAnOption = Self("figma.variant-value-not-an-option")
  /// the snapshot has no 'version'; provenance lines will not name one
  static let figmaVersionMissing = Self("figma.version-missing")
  /// property '…' of '…' must be an object, not …
  static let figmaWrongType = Self("figma.wrong-type")
  /// '…' has … combinations of its … variant properties' options; past 65536 its holes are counted, not listed
  static let figmaVariantMatrixTooLarge = Self("figma.variant-matrix-too-large")
}
