import Foundation
import TestSupport
import Testing

@testable import Site

/// site.yml's `diagnostics:` checks names against the generated list of every declared
/// identifier; `make diagnostic-ids` writes it again when a module declares a new one.
@Suite struct DeclaredDiagnosticIDsTests {
  @Test func theListIsEveryModulesDeclaredIdentifiers() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    var declared = Set<String>()
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let file = sources.appendingPathComponent(module).appendingPathComponent("DiagnosticIDs.swift")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for match in text.matches(of: /Self\(\s*"([^"]+)"\s*\)/) { declared.insert(String(match.1)) }
    }
    #expect(DeclaredDiagnosticIDs.all == declared.sorted(), "run `make diagnostic-ids`")
  }
}
