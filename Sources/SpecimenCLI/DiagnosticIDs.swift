import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let initFolderOutside = Self("init.folder-outside")
  package static let initWriteFailed = Self("init.write-failed")
}
