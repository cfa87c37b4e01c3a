import Foundation
import SpecimenCore

/// Writes a finished build into a staging folder beside the output, then swaps it into place,
/// so a failed or interrupted build never leaves a half-written site.
enum OutputWriter {
  static func write(state: BuildState, to output: String) throws {
    let fileManager = FileManager.default
    let outputURL = URL(fileURLWithPath: output).standardizedFileURL
    let parent = outputURL.deletingLastPathComponent()
    let name = outputURL.lastPathComponent
    let pid = ProcessInfo.processInfo.processIdentifier
    let staging = parent.appendingPathComponent(".\(name).staging-\(pid)")
    let retired = parent.appendingPathComponent(".\(name).previous-\(pid)")
    try? fileManager.removeItem(at: staging)
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    do {
      let assets = state.options.templatesDirectory + "/assets"
      if fileManager.fileExists(atPath: assets) {
        try fileManager.copyItem(atPath: assets, toPath: staging.appendingPathComponent("assets").path)
      }
      let pagesDirectory = state.options.contentDirectory + "/pages/"
      for asset in state.assets {
        let destination = staging.appendingPathComponent(asset)
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: pagesDirectory + asset, toPath: destination.path)
      }
      for (index, page) in state.pages.enumerated() {
        try writeFile(state.rendered[index].html, to: staging.appendingPathComponent(page.outputPath))
      }
      for file in state.extraFiles {
        try writeFile(file.contents, to: staging.appendingPathComponent(file.path))
      }
      // Swap: the old site leaves only once the new one is complete.
      if fileManager.fileExists(atPath: outputURL.path) {
        try fileManager.moveItem(at: outputURL, to: retired)
      }
      try fileManager.moveItem(at: staging, to: outputURL)
      try? fileManager.removeItem(at: retired)
    } catch {
      try? fileManager.removeItem(at: staging)
      if !fileManager.fileExists(atPath: outputURL.path), fileManager.fileExists(atPath: retired.path) {
        try? fileManager.moveItem(at: retired, to: outputURL)
      }
      throw error
    }
  }

  private static func writeFile(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
