import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let codeConnectEmpty = Self("props.code-connect.empty")
  static let codeConnectURL = Self("props.code-connect.url")
  static let codeConnectUnsupported = Self("props.code-connect.unsupported")
  static let propsComponentDuplicate = Self("props.component-duplicate")
  static let propsDefaultInvalid = Self("props.default-invalid")
  static let propsDeprecatedInvalid = Self("props.deprecated-invalid")
  static let propsDescriptionNotText = Self("props.description-not-text")
  static let propsFormatMismatch = Self("props.format-mismatch")
  static let propsFormatUnknown = Self("props.format-unknown")
  static let propsInvalid = Self("props.invalid")
  package static let propsManifestModuleDuplicate = Self("props.manifest-module-duplicate")
  static let propsMissingComponent = Self("props.missing-component")
  static let propsMissingProps = Self("props.missing-props")
  static let propsOptionalNotBoolean = Self("props.optional-not-boolean")
  static let propsPropDuplicate = Self("props.prop-duplicate")
  static let propsPropMissingName = Self("props.prop-missing-name")
  static let propsPropMissingType = Self("props.prop-missing-type")
  package static let propsUnknownComponent = Self("props.unknown-component")
  static let propsUnreadable = Self("props.unreadable")
}
