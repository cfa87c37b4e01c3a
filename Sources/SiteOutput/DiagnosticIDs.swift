import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let outputNotRegularFile = Self("output.not-regular-file")
  package static let outputWriteFailed = Self("output.write-failed")
  package static let versionsInvalid = Self("versions.invalid")
  package static let versionsPathInvalid = Self("versions.path-invalid")
  package static let versionsUnreadable = Self("versions.unreadable")
}
