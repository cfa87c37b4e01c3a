import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Figma

/// Paths of the repository and of this target's fixtures, found from this source file.
enum Paths {
  static let testsDirectory = Repository.tests("FigmaTests")
  static let repository = Repository.root

  static func fixture(_ name: String) -> String { Fixtures.path(name, target: "FigmaTests") }

  static func repo(_ relative: String) -> String {
    repository.appendingPathComponent(relative).path
  }
}

enum Bundled {
  static let appetiteKey = "AppetiteUI2026k7Q2ZmWx"
  static let eandKey = "EandDSLv12Consumer9xQ4"

  static func appetite() -> (FigmaLibrary, Diagnostics) {
    collecting {
      FigmaLibrary.load(
        files: [FigmaSource(path: Paths.repo("content/figma/appetite-ui.json"), key: appetiteKey)], into: &$0)
    }
  }

  static func eand() -> (FigmaLibrary, Diagnostics) {
    collecting {
      FigmaLibrary.load(
        files: [FigmaSource(path: Paths.repo("examples/eand/content/figma/eand.json"), key: eandKey)], into: &$0)
    }
  }
}

/// Parses a snapshot given as text (for small inline variations of a fixture).
func parse(_ text: String, path: String = "t.json", key: String? = nil) -> (FigmaFile?, Diagnostics) {
  collecting { FigmaLibrary.parse(text, path: path, key: key, into: &$0) }
}

func errors(_ diagnostics: some Sequence<Diagnostic>) -> [Diagnostic] {
  diagnostics.filter { $0.severity == .error }
}

/// Compares `text` with the golden file `Snapshots/NAME`; `SPECIMEN_RECORD=1` rewrites it instead.
func expectSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let url = Paths.testsDirectory.appendingPathComponent("Snapshots").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("no snapshot \(name); run the tests with SPECIMEN_RECORD=1", sourceLocation: sourceLocation)
    return
  }
  #expect(text == expected, "differs from Snapshots/\(name)", sourceLocation: sourceLocation)
}
