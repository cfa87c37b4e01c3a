import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// 'content' (a symlink to '…') leads outside the site folder; init writes only inside it
  static let initFolderOutside = Self("init.folder-outside")
  /// cannot write '…': …; nothing was written (init leaves the folder as it was)
  static let initWriteFailed = Self("init.write-failed")
}
