import SpecimenCore

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
