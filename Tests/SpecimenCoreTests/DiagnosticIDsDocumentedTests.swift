import Foundation
import TestSupport
import Testing

/// docs/DIAGNOSTICS.md lists every diagnostic identifier the modules declare, and no other, as
/// scripts/generate-diagnostics.py writes it from the line above each declaration.
@Suite struct DiagnosticIDsDocumentedTests {
  static let root = Repository.root

  /// The `Self("…")` strings of every module's DiagnosticIDs.swift, with the module of each.
  static func declared() throws -> [(id: String, file: String)] {
    let sources = root.appendingPathComponent("Sources")
    var found: [(String, String)] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let file = sources.appendingPathComponent(module).appendingPathComponent("DiagnosticIDs.swift")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      // The formatter may break a long one after `Self(`.
      for match in text.matches(of: /Self\(\s*"([^"]+)"\s*\)/) { found.append((String(match.1), module)) }
    }
    return found
  }

  /// The identifiers in the first column of docs/DIAGNOSTICS.md's table: "| `id` |".
  static func listed() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/DIAGNOSTICS.md"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^\| `([a-z0-9.\-]+)` \|/).map { String($0.1) }
    }
  }

  /// Every identifier has its `///` line, and the table is exactly what the script writes from them.
  @Test func theTableIsWhatTheScriptWrites() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.root.appendingPathComponent("scripts/generate-diagnostics.py").path, "--check"]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(said)")
  }

  @Test func everyDeclaredIdentifierIsListed() throws {
    let declared = try Self.declared()
    #expect(declared.count > 300)
    let listed = Set(try Self.listed())
    let missing = declared.filter { !listed.contains($0.id) }.map { "\($0.id) (\($0.file))" }
    #expect(missing.isEmpty, "missing from docs/DIAGNOSTICS.md: \(missing)")
  }

  @Test func everyListedIdentifierIsDeclared() throws {
    let declared = Set(try Self.declared().map(\.id))
    let stale = try Self.listed().filter { !declared.contains($0) }
    #expect(stale.isEmpty, "listed in docs/DIAGNOSTICS.md but declared nowhere: \(stale)")
  }

  @Test func identifiersAreDeclaredOnceAndWellFormed() throws {
    let ids = try Self.declared().map(\.id)
    #expect(
      Set(ids).count == ids.count, "declared twice: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys)")
    let malformed = ids.filter {
      $0.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z][a-z0-9]*(-[a-z0-9]+)*)+/) == nil
    }
    #expect(malformed.isEmpty, "\(malformed)")
  }

  /// A module declares its identifiers in one file, so the list of a module's problems is one read.
  @Test func identifiersAreDeclaredOnlyInEachModulesDiagnosticIDsFile() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/DiagnosticIDs.swift") }
    let strays = files.filter { path in
      (try? String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))?
        .contains("extension Diagnostic.ID {") ?? false
    }
    #expect(strays.isEmpty, "move these identifiers into their module's DiagnosticIDs.swift: \(strays)")
  }
}
