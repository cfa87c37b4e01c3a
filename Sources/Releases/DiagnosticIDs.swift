import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let releaseNoSite = Self("release.no-site")
  package static let releaseNotInGit = Self("release.not-in-git")
  package static let releasePreviousHasErrors = Self("release.previous-has-errors")
  package static let releaseTemporaryFolder = Self("release.temporary-folder")
  package static let releaseUnknownRef = Self("release.unknown-ref")
}
