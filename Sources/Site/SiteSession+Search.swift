import Foundation
import SpecimenCore

extension SiteSession {
  /// Whether pages changed since Pagefind last indexed the output.
  package var searchIndexIsStale: Bool { current.withLock { $0.searchIsStale } }

  /// Indexes the output again with Pagefind, when pages changed since it last did: into a
  /// folder beside the output, swapped in for `pagefind/` at the end, so rebuilds go on while
  /// it runs and a browser never reads half an index. An index made while a whole rebuild put a
  /// new output in place (with its own fresh index) is thrown away. nil when all went well.
  package func refreshSearchIndex() -> Diagnostic? {
    let output = options.resolvedOutput
    let configuration = SourceLocation(file: options.contentDirectory + "/site.yml")
    let started: Int? = current.withLock { current in
      guard current.searchIsStale, current.build.configuration?.search == true else { return nil }
      current.searchIsStale = false
      return current.wholeOutputs
    }
    guard let started else { return nil }
    let parent = (output as NSString).deletingLastPathComponent
    let fresh = parent + "/.specimen-pagefind-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: fresh) }
    if let failure = SearchIndex.build(site: output, configuration: configuration, bundle: fresh) {
      current.withLock { $0.searchIsStale = true }
      return failure
    }
    return current.withLock { current -> Diagnostic? in
      guard current.wholeOutputs == started else { return nil }
      let bundle = output + "/pagefind"
      let retired = fresh + ".old"
      let fileManager = FileManager.default
      do {
        if fileManager.fileExists(atPath: bundle) { try fileManager.moveItem(atPath: bundle, toPath: retired) }
        try fileManager.moveItem(atPath: fresh, toPath: bundle)
        try? fileManager.removeItem(atPath: retired)
        return nil
      } catch {
        current.searchIsStale = true
        return SiteBuilder.writeError(error, options)
      }
    }
  }
}
