import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// '…' has no site at '…'
  static let releaseNoSite = Self("release.no-site")
  /// '…' is neither a folder nor a git ref: '…' is not in a git repository
  static let releaseNotInGit = Self("release.not-in-git")
  /// the previous version '…' has errors, so it cannot be compared: …
  static let releasePreviousHasErrors = Self("release.previous-has-errors")
  /// cannot make a temporary folder for '…': …
  static let releaseTemporaryFolder = Self("release.temporary-folder")
  /// '…' is neither a folder nor a git ref of …
  static let releaseUnknownRef = Self("release.unknown-ref")
}
