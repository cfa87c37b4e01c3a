import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// '…' has no Code Connect mapping Specimen can read
  static let codeConnectEmpty = Self("props.code-connect.empty")
  /// the Figma URL of figma.connect must be a string literal
  static let codeConnectURL = Self("props.code-connect.url")
  /// Specimen reads the component of figma.connect only when it is a name
  static let codeConnectUnsupported = Self("props.code-connect.unsupported")
  /// '…' is described twice in one file or folder, differently; the first is shown (a warning)
  static let propsComponentDuplicate = Self("props.component-duplicate")
  /// 'default' must be a string, number or boolean, not …
  static let propsDefaultInvalid = Self("props.default-invalid")
  /// 'deprecated' must be true or a note
  static let propsDeprecatedInvalid = Self("props.deprecated-invalid")
  /// 'description' must be a string
  static let propsDescriptionNotText = Self("props.description-not-text")
  /// the manifest's schemaVersion is …; Specimen reads 2.x
  static let propsFormatMismatch = Self("props.format-mismatch")
  /// cannot tell the format of the props file '…'
  static let propsFormatUnknown = Self("props.format-unknown")
  /// 'subcomponents' must be a list
  static let propsInvalid = Self("props.invalid")
  /// the manifest lists the module '…' twice; it is read once (a warning)
  package static let propsManifestModuleDuplicate = Self("props.manifest-module-duplicate")
  /// a props file needs a 'component' name
  static let propsMissingComponent = Self("props.missing-component")
  /// '…' needs a 'props' array
  static let propsMissingProps = Self("props.missing-props")
  /// 'optional' must be true or false
  static let propsOptionalNotBoolean = Self("props.optional-not-boolean")
  /// '…' lists the prop '…' twice
  static let propsPropDuplicate = Self("props.prop-duplicate")
  /// a prop of '…' has no 'name'
  static let propsPropMissingName = Self("props.prop-missing-name")
  /// the prop '…' of '…' has no 'type'
  static let propsPropMissingType = Self("props.prop-missing-type")
  /// no props for the component '…'
  package static let propsUnknownComponent = Self("props.unknown-component")
  /// cannot read the props file '…'
  static let propsUnreadable = Self("props.unreadable")
}
