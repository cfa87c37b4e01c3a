import SpecimenCore
import Tokens

/// A token block's `contexts` line: the contexts its table shows side by side, in place of the
/// site's. `contexts size=small, size=medium, size=large` shows a size scale; a context may set
/// several modifiers (`contexts theme=dark size=small, theme=dark size=large`), and the modifiers
/// it leaves out keep the values of the site's first shown context, so a scale reads in the
/// scheme the page opens in.
enum TokenContextChoice {
  static let keyword = "contexts"

  /// The contexts a line names, or nil with every problem reported at the context that has it.
  static func contexts(
    _ line: BodyLine, system: TokenSystem, into diagnostics: inout Diagnostics
  ) -> [TokenContext]? {
    var problems = Diagnostics()
    defer { diagnostics.merge(problems) }
    let base = system.contexts.first ?? system.defaultContext
    // The rest starts after the keyword and one space; each context is placed where it starts.
    var column = line.location.column + keyword.count + 1
    var chosen: [TokenContext] = []
    for part in line.rest.split(separator: ",", omittingEmptySubsequences: false) {
      defer { column += part.count + 1 }
      let leading = part.prefix { $0 == " " || $0 == "\t" }.count
      let text = part.trimmingSpaces
      if text.isEmpty { continue }
      let location = SourceLocation(file: line.location.file, line: line.location.line, column: column + leading)
      guard let selection = ContextSelection.parse(text, at: location, into: &problems) else { continue }
      let inputs = base.inputs + selection.inputs
      guard
        let context = system.context(for: ContextSelection(inputs, location: location), into: &problems)
      else { continue }
      if !chosen.contains(context) { chosen.append(context) }
    }
    if chosen.isEmpty, !problems.hasErrors {
      problems.error(
        "a contexts line names at least one context", at: line.location,
        hint: "contexts size=small, size=medium, size=large", id: .directiveTokenContextsEmpty)
    }
    return problems.hasErrors ? nil : chosen
  }
}
