import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let outputNotRegularFile = Self("output.not-regular-file")
  package static let outputWriteFailed = Self("output.write-failed")
  static let versionsInvalid = Self("versions.invalid")
  package static let versionsPathInvalid = Self("versions.path-invalid")
  static let versionsUnreadable = Self("versions.unreadable")
}
