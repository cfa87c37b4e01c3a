import Foundation
import SpecimenCore

@testable import Figma

/// Paths of the repository and of this target's fixtures, found from this source file.
enum Paths {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  static func repo(_ relative: String) -> String {
    repository.appendingPathComponent(relative).path
  }
}

enum Bundled {
  static let appetiteKey = "AppetiteUI2026k7Q2ZmWx"
  static let eandKey = "EandDSLv12Consumer9xQ4"

  static func appetite() -> (FigmaLibrary, [Diagnostic]) {
    FigmaLibrary.load(files: [FigmaSource(path: Paths.repo("content/figma/appetite-ui.json"), key: appetiteKey)])
  }

  static func eand() -> (FigmaLibrary, [Diagnostic]) {
    FigmaLibrary.load(files: [FigmaSource(path: Paths.repo("examples/eand/content/figma/eand.json"), key: eandKey)])
  }
}

/// Parses a snapshot given as text (for small inline variations of a fixture).
func parse(_ text: String, path: String = "t.json", key: String? = nil) -> (FigmaFile?, [Diagnostic]) {
  FigmaLibrary.parse(text, path: path, key: key)
}

func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
  diagnostics.filter { $0.severity == .error }
}
