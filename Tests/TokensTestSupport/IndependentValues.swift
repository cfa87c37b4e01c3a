import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens

// What the tests of Tokens and of TokenImport share: a token by name, and the comparison of a
// resolved system with the values an independent script wrote.

extension TokenSystem {
  /// The token `name` in the default context.
  package func token(_ name: String) -> ResolvedToken? { resolve(name, in: defaultContext) }
}

/// The errors, and the values a lenient load left out with a warning (no tool reads them; strict
/// makes them errors): what has no reading.
package func errors(_ diagnostics: some Sequence<Diagnostic>) -> [Diagnostic] {
  diagnostics.filter { $0.severity == .error || ($0.severity == .warning && unreadIDs.contains($0.id)) }
}

let unreadIDs: Set<Diagnostic.ID> = TokenSystem.unreadableValueIDs.union([
  Diagnostic.ID("tokens.studio.math-invalid"), Diagnostic.ID("tokens.studio.modify-invalid"),
])

/// Every token's CSS declarations in every context, every diagnostic (paths relative to the
/// repository), and the count of each kind of deviation.
package func tokenSnapshot(_ system: TokenSystem, _ diagnostics: Diagnostics) -> [String: Any] {
  var contexts: [String: Any] = [:]
  for resolution in system.resolutions {
    var values: [String: String] = [:]
    for token in resolution.tokens {
      for declaration in token.cssDeclarations { values[declaration.name] = declaration.value }
    }
    contexts[resolution.context.id] = values
  }
  var counts: [String: Int] = [:]
  for deviation in system.deviations { counts[deviation.kind.rawValue, default: 0] += 1 }
  return [
    "contexts": contexts,
    "diagnostics": diagnostics.map { $0.description.replacingOccurrences(of: Repository.root.path + "/", with: "") },
    "deviations": counts,
  ]
}

/// Compares every value an independent script resolved (`independent.json`: per source, per
/// context id or "(default)", per token name, a color, px, number, typography, border or text) with what the
/// system resolves, and returns how many were compared.
package func compareWithIndependentValues(
  _ system: TokenSystem, _ contexts: [String: [String: [String: Any]]]
) throws -> Int {
  var compared = 0
  for (id, tokens) in contexts {
    // "(default)": the context the system shows first, whatever its id.
    let context =
      id == "(default)"
      ? system.defaultContext
      : try #require(system.resolutions.first { $0.context.id == id }?.context, "context \(id)")
    for (name, expected) in tokens {
      compared += 1
      if let hex = expected["color"] as? String {
        let color = try #require(system.color(name, in: context), "\(name) in \(id)")
        #expect(color.hex.lowercased() == hex, "\(name) in \(id)")
        #expect(abs(color.alpha - (expected["alpha"] as? Double ?? 1)) < 0.001, "\(name) alpha in \(id)")
      } else if let px = expected["px"] as? Double {
        #expect(system.dimension(name, in: context).map { abs($0 - px) < 0.001 } == true, "\(name) in \(id)")
      } else if let number = expected["number"] as? Double {
        #expect(system.number(name, in: context).map { abs($0 - number) < 0.001 } == true, "\(name) in \(id)")
      } else if let typography = expected["typography"] as? [String: Any] {
        let actual = try #require(system.typography(name, in: context), "\(name) in \(id)")
        guard case .typography(let value)? = system.resolve(name, in: context)?.value else { continue }
        // A family or line height the script leaves out is one the value does not have either.
        #expect(actual.family == typography["family"] as? String, "\(name) in \(id)")
        #expect(actual.weight == typography["weight"] as? Double, "\(name) in \(id)")
        #expect(
          (value.lineHeight == nil) == (typography["lineHeight"] == nil && typography["lineHeightPx"] == nil),
          "\(name) lineHeight in \(id)")
        for (key, value) in [
          ("size", actual.sizePx), ("lineHeight", value.lineHeightMultiple), ("lineHeightPx", value.lineHeightPx),
          ("letterSpacing", actual.letterSpacingPx),
        ] {
          guard let value, let expected = typography[key] as? Double else { continue }
          #expect(abs(value - expected) < 0.001, "\(name) \(key) in \(id)")
        }
      } else if let border = expected["border"] as? [String: Any] {
        let actual = try #require(system.border(name, in: context), "\(name) in \(id)")
        #expect(abs(actual.width.px - (border["width"] as? Double ?? .nan)) < 0.001, "\(name) width in \(id)")
        #expect(actual.style.css == border["style"] as? String, "\(name) style in \(id)")
        #expect(actual.color.hex.lowercased() == border["color"] as? String, "\(name) color in \(id)")
      } else if let text = expected["text"] as? String {
        guard case .opaque(_, let actual)? = system.resolve(name, in: context)?.value else {
          Issue.record("\(name) in \(id): not kept as written")
          continue
        }
        #expect(actual == text, "\(name) in \(id)")
      } else {
        Issue.record("\(name) in \(id): nothing to compare")
      }
    }
  }
  return compared
}

/// The independent values a script wrote for one source (`independent.json` in `folder`).
package func independentValues(in folder: String, for source: String) throws -> [String: [String: [String: Any]]] {
  let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/independent.json"))
  let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: [String: Any]]]])
  return try #require(all[source])
}

/// Whether `script` run with python3 in `folder` prints exactly the committed `independent.json`.
package func expectIndependentOutputIsCurrent(script: String, arguments: [String] = [], in folder: String) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments = [script] + arguments
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  let committed = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/independent.json"))
  #expect(String(decoding: output, as: UTF8.self) == String(decoding: committed, as: UTF8.self))
}
