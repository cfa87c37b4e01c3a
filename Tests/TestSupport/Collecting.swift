import SpecimenCore
import Testing

/// Runs a reader that reports into `Diagnostics` and hands back its value with what it reported:
/// `let (library, diagnostics) = collecting { FigmaLibrary.load(files: files, into: &$0) }`.
package func collecting<Value>(_ read: (inout Diagnostics) -> Value) -> (Value, Diagnostics) {
  var diagnostics = Diagnostics()
  let value = read(&diagnostics)
  return (value, diagnostics)
}

/// The same for async readers such as a Figma pull.
package func collecting<Value>(_ read: (inout Diagnostics) async -> Value) async -> (Value, Diagnostics) {
  var diagnostics = Diagnostics()
  let value = await read(&diagnostics)
  return (value, diagnostics)
}

/// The value of a reader that returns nil on failure; a failed test that lists what it reported
/// when it does: `let toggle = try required { library.layout(set: "Toggle", into: &$0) }`.
package func required<Value>(
  _ read: (inout Diagnostics) -> Value?, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Value {
  var diagnostics = Diagnostics()
  let value = read(&diagnostics)
  let reported = diagnostics.map(\.description).joined(separator: "\n")
  return try #require(value, "\(reported)", sourceLocation: sourceLocation)
}

/// Whether a reader failed as it should: nil, with at least one error.
package func fails<Value>(_ read: (inout Diagnostics) -> Value?) -> Bool {
  var diagnostics = Diagnostics()
  return read(&diagnostics) == nil && diagnostics.hasErrors
}
