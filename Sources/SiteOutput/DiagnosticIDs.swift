import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// '…' is not a regular file or folder and is not copied into the site
  static let outputNotRegularFile = Self("output.not-regular-file")
  /// cannot …: …
  package static let outputWriteFailed = Self("output.write-failed")
  /// the list of versions has no 'versions' array
  static let versionsInvalid = Self("versions.invalid")
  /// a version path that is not one plain folder name
  package static let versionsPathInvalid = Self("versions.path-invalid")
  /// cannot read the list of versions
  static let versionsUnreadable = Self("versions.unreadable")
}
