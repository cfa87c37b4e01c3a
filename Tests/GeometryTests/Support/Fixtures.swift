import Foundation
import SpecimenCore
import TestSupport

@testable import Geometry

/// Paths of the repository, so tests run from any directory.
enum Repo {
  static let root = Repository.root.path
  static let content = root + "/content"
  static let snapshots = root + "/Tests/GeometryTests/Snapshots"
}

/// The bundled Appetite UI models, loaded once for every test that reads them.
enum Bundled {
  static let measurer = TextMeasurer()
  static let loaded: (GeometryLibrary, Diagnostics) = collecting {
    GeometryLibrary.load(
      directory: Repo.content + "/geometry", icons: Repo.content + "/icons", tokens: TestTokens.appetite,
      sets: TestSets.appetite, measurer: measurer, into: &$0)
  }
  static var library: GeometryLibrary { loaded.0 }
}
