import Figma
import FigmaGeometry
import Foundation
import SpecimenCore

extension FigmaModelStarter {
  /// The model's text for `set`, from the site's Figma snapshots or from `figmaFile`, its tokens
  /// named through the site's; nil, with the problems reported, when the set or its trees cannot
  /// be found. Runs the build's own reading steps, so the site is read as `build` reads it.
  package static func model(
    set name: String, siteDirectory: String, figmaFile: String?, into diagnostics: inout Diagnostics
  ) -> String? {
    var state = BuildState(options: BuildOptions(siteDirectory: siteDirectory, write: false))
    let hasSite = FileManager.default.fileExists(atPath: state.options.layout.siteFile)
    if hasSite {
      var reading: [BuildStepName] = [.checkSymlinks, .readConfiguration, .resolveTokens]
      if figmaFile == nil { reading.append(.readFigma) }
      let steps = reading.map(SiteBuilder.step)
      SiteBuilder.run(steps, on: &state)
    }
    var found = Diagnostics(state.allDiagnostics.filter { $0.severity == .error })
    var library = state.sources.data.figma
    if let figmaFile { library = FigmaLibrary.load(files: [(figmaFile, nil)], into: &found) }
    guard !found.all.contains(where: { $0.severity == .error }) else {
      diagnostics.merge(found)
      return nil
    }
    return model(
      set: name, in: library, tokens: state.sources.data.tokens, place: figmaFile ?? "the site's Figma files",
      location: figmaFile.map { SourceLocation(file: $0) }, into: &diagnostics)
  }
}
