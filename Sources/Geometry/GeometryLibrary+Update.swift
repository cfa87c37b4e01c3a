import Foundation
import SpecimenCore

extension GeometryLibrary {
  // MARK: Loading again what changed

  /// This library after the model files `changedFiles` changed on disk and the tokens took
  /// `tokens`, in which only the values of `changedTokens` differ (no token came or went).
  /// Only the models those touch are read and checked again, with every set that places them
  /// as instances; the others keep their checks and their cached layouts. nil when the
  /// library was not loaded from a folder, or a model file came or went: load it whole.
  package func updated(
    changedFiles: Set<String>, tokens: any GeometryTokenSource, changedTokens: Set<String>,
    into diagnostics: inout Diagnostics
  ) -> GeometryLibrary? {
    guard let directory = sources.directory else { return nil }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    guard names.map({ directory + "/" + $0 }) == sources.files.map(\.file) else { return nil }
    let figma = sources.figmaShapes
    var touched = Set<String>()
    var again: [Int] = []
    for (index, file) in sources.files.enumerated() {
      let readsChanged = file.model?.reads(anyOf: changedTokens)
      // A model with problems goes again too: its hints may list tokens by their type.
      if changedFiles.contains(file.file) || readsChanged == true || !file.diagnostics.isEmpty {
        again.append(index)
        if let set = file.document?.set { touched.insert(set) }
      }
    }
    let read = ConcurrentMap.run(again) { [sources] index in
      let old = sources.files[index]
      guard changedFiles.contains(old.file) else {
        return Self.readModel(
          file: old.file, document: old.document, parsing: old.parsing, figma: figma, tokens: tokens)
      }
      var own = Diagnostics()
      var document: GeometryModel.Document?
      do throws(Diagnostic) {
        if let text = try SourceText.read(old.file) {
          document = GeometryModel.document(text: text, file: old.file, into: &own)
        } else {
          own.error("cannot read the geometry model", at: SourceLocation(file: old.file), id: .geometryUnreadable)
        }
      } catch {
        own.append(error)
      }
      return Self.readModel(file: old.file, document: document, parsing: own.sorted(), figma: figma, tokens: tokens)
    }
    var next = sources
    for (index, result) in zip(again, read) {
      next.files[index] = result
      if let set = result.document?.set { touched.insert(set) }
    }
    var found = Diagnostics()
    let library = Self.assemble(
      next, icons: icons, tokens: tokens, measurer: measurer, reusing: (self, touched), into: &found)
    diagnostics.append(contentsOf: (sources.loadDiagnostics + found.all).sortedByPosition())
    return library
  }
}
