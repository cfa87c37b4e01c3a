import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let codeConnectEmpty = Self("props.code-connect.empty")
  package static let codeConnectURL = Self("props.code-connect.url")
  package static let codeConnectUnsupported = Self("props.code-connect.unsupported")
  package static let propsComponentDuplicate = Self("props.component-duplicate")
  package static let propsDefaultInvalid = Self("props.default-invalid")
  package static let propsDeprecatedInvalid = Self("props.deprecated-invalid")
  package static let propsDescriptionNotText = Self("props.description-not-text")
  package static let propsFormatMismatch = Self("props.format-mismatch")
  package static let propsFormatUnknown = Self("props.format-unknown")
  package static let propsInvalid = Self("props.invalid")
  package static let propsManifestModuleDuplicate = Self("props.manifest-module-duplicate")
  package static let propsMissingComponent = Self("props.missing-component")
  package static let propsMissingProps = Self("props.missing-props")
  package static let propsOptionalNotBoolean = Self("props.optional-not-boolean")
  package static let propsPropDuplicate = Self("props.prop-duplicate")
  package static let propsPropMissingName = Self("props.prop-missing-name")
  package static let propsPropMissingType = Self("props.prop-missing-type")
  package static let propsUnknownComponent = Self("props.unknown-component")
  package static let propsUnreadable = Self("props.unreadable")
}
