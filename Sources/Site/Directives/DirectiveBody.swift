import Figma
import SpecimenCore

/// One instruction line of a directive body: `label default=true: empty`.
struct BodyLine {
  var keyword: String
  var rest: String
  var location: SourceLocation
}

/// The one reader of directive bodies and arguments, for every directive.
enum DirectiveBody {
  /// The body's non-blank lines that are not `#` comments. `fence` is the position of the
  /// opening fence line; the body starts on the next line.
  static func lines(_ body: String, fence: SourceLocation) -> [BodyLine] {
    var result: [BodyLine] = []
    for (offset, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let text = line.trimmingSpaces
      if text.isEmpty || text.hasPrefix("#") { continue }
      let location = SourceLocation(file: fence.file, line: fence.line + 1 + offset, column: 1 + indent)
      let keyword = text.prefix { !$0.isWhitespace }
      result.append(
        BodyLine(keyword: String(keyword), rest: text.dropFirst(keyword.count).trimmingSpaces, location: location))
    }
    return result
  }

  static func unknownKeyword(_ line: BodyLine, directive: String, known: [String]) -> Diagnostic {
    .error(
      "unknown instruction '\(line.keyword)' in a \(directive) block", at: line.location,
      hint: Suggestion.hint(for: line.keyword, in: known)
        ?? "a \(directive) block understands \(Prose.list(known.map { "'\($0)'" }, conjunction: "and"))",
      id: .directiveUnknownInstruction)
  }

  /// The directive's argument as a list of names: `Text Input, Text Area`.
  static func names(_ argument: String) -> [String] {
    // Split on commas outside double quotes; a name in quotes (`"Card, large"`) loses them.
    var names: [String] = []
    var current = ""
    var quoted = false
    func flush() {
      var name = current.trimmingSpaces
      if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
      if !name.isEmpty { names.append(name) }
      current = ""
    }
    for character in argument {
      if character == "\"" { quoted.toggle() }
      if character == ",", !quoted {
        flush()
      } else {
        current.append(character)
      }
    }
    flush()
    return names
  }

  /// The names a block must list at least one of (`properties Text Input, Text Area`); none is an
  /// error that shows how to write the block.
  static func names(
    _ argument: String, block: String, naming what: String, example: @autoclosure () -> String,
    at fence: SourceLocation, id: Diagnostic.ID, into diagnostics: inout Diagnostics
  ) -> [String] {
    let names = names(argument)
    if names.isEmpty {
      diagnostics.error(
        "a \(block) block names at least one \(what)", at: fence, hint: "write ```\(block) \(example())", id: id)
    }
    return names
  }

  /// `a=b, c=d` → pairs, checked against the set's variant properties.
  static func conditions(
    _ text: String, set: ComponentSet, at location: SourceLocation, diagnostics: inout Diagnostics
  ) -> [VariantValue]? {
    let (pairs, problems) = VariantName.parse(text)
    var ok = problems.isEmpty
    for problem in problems {
      diagnostics.error(
        "the condition '\(text)' \(problem)", at: location, hint: "write it like 'State=Pressed, Active=On'",
        id: .directiveConditionInvalid)
    }
    let properties = set.variantProperties
    for pair in pairs {
      guard let property = properties.first(where: { $0.name == pair.property }) else {
        ok = false
        diagnostics.error(
          "'\(set.name)' has no variant property '\(pair.property)'", at: location,
          hint: Suggestion.hint(for: pair.property, in: properties.map(\.name))
            ?? "its variant properties are \(Prose.list(properties.map(\.name)))", id: .directiveUnknownVariantProperty)
        continue
      }
      if !property.options.contains(pair.value) {
        ok = false
        diagnostics.error(
          "'\(pair.value)' is not a value of \(property.name) in '\(set.name)' (\(property.options.joined(separator: ", ")))",
          at: location, hint: Suggestion.hint(for: pair.value, in: property.options), id: .directiveUnknownVariantValue)
      }
    }
    return ok ? pairs : nil
  }
}
