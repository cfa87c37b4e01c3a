import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let releaseNoSite = Self("release.no-site")
  static let releaseNotInGit = Self("release.not-in-git")
  static let releasePreviousHasErrors = Self("release.previous-has-errors")
  static let releaseTemporaryFolder = Self("release.temporary-folder")
  static let releaseUnknownRef = Self("release.unknown-ref")
}
