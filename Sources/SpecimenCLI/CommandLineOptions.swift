import Foundation
import SpecimenCore

/// One option of a command, declared once: the parser, the usage line, the help text and the
/// did-you-mean all read this declaration, so no option is spelled in two places.
struct Option: Sendable, Hashable {
  enum Arity: Sendable, Hashable {
    /// `--strict`: present or not.
    case flag
    /// `--site <dir>`: one value; given twice, the last wins.
    case single
    /// `--context <name=value>`: every value, in order.
    case repeating
  }

  var name: String
  /// The value's placeholder in usage and help, without the angle brackets.
  var valueName: String? = nil
  var arity: Arity = .flag
  var help: String
  /// The value when the option is not given; shown in help as `(default: …)`.
  var defaultValue: String? = nil
  /// A default that is not a literal value ("<site>/Public"); shown in help only.
  var defaultNote: String? = nil
  /// The values the option accepts; any other is a usage error with a did-you-mean.
  var choices: [String]? = nil
  var isRequired = false
  /// Options of one group exclude each other; usage shows them as `[a | b]`.
  var group: String? = nil

  static func flag(_ name: String, help: String) -> Option {
    Option(name: name, help: help)
  }

  static func value(
    _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil,
    defaultNote: String? = nil, choices: [String]? = nil, required: Bool = false, group: String? = nil
  ) -> Option {
    Option(
      name: name, valueName: valueName, arity: .single, help: help, defaultValue: defaultValue,
      defaultNote: defaultNote, choices: choices, isRequired: required, group: group)
  }

  static func repeating(_ name: String, _ valueName: String, help: String) -> Option {
    Option(name: name, valueName: valueName, arity: .repeating, help: help)
  }

  /// `--site <dir>`, as help lists it and messages quote it.
  var label: String { valueName.map { "\(name) <\($0)>" } ?? name }

  /// How the usage line shows it: `--file <key>`, `[--site <dir>]`, `[--context <name=value> ...]`.
  var synopsis: String {
    let body = arity == .repeating ? label + " ..." : label
    return isRequired ? body : "[\(body)]"
  }

  /// The help row's text: the help, then the default.
  var helpText: String {
    guard let shown = defaultValue ?? defaultNote else { return help }
    return help + " (default: \(shown))"
  }

  /// What a wrong choice is called in its message: `--diagnostics-format` → "diagnostics format".
  var choiceNoun: String {
    String(name.drop(while: { $0 == "-" })).replacingOccurrences(of: "-", with: " ")
  }

  /// An option whose value is one case of `Choice`, by its raw value: the parser refuses any
  /// other with a did-you-mean, and `ParsedArguments.choice` hands back the case itself.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, _ valueName: String, of type: Choice.Type, default defaultValue: Choice, help: String
  ) -> Option where Choice.RawValue == String {
    .value(
      name, valueName, help: help, default: defaultValue.rawValue, choices: Choice.allCases.map(\.rawValue))
  }

  /// `--diagnostics-format`, for the commands that report problems of a site or its tokens.
  static let diagnosticsFormat = Option.choice(
    "--diagnostics-format", "format", of: DiagnosticFormat.self, default: .text,
    help: "How problems print: text, json (one object per line) or github (workflow commands).")

  /// The folder a command reads as the site when `--site` is not given.
  static let defaultSite = "."

  /// `--site <dir>`, declared once for every command that reads a site.
  static let site = Option.value(
    "--site", "dir", help: "The site folder: site.yml, content/ and templates/.", default: defaultSite)

  /// `--site` as one of a command's sources (`--site`, `--resolver` or `--source`; `--site` or
  /// `--built`): no default value, so naming another source is not naming two.
  static let siteAmongSources: Option = {
    var option = site
    option.defaultValue = nil
    option.defaultNote = defaultSite
    option.group = "source"
    return option
  }()

  /// `-h, --help`, which every command has and the parser answers before anything else.
  static let helpRow = (label: "-h, --help", help: "Show help information.")
}

/// A positional argument of a command, for its usage line and help.
struct Argument: Sendable, Hashable {
  /// As usage shows it: `<set>`, `export [<dir>]`.
  var name: String
  var help: String
  var isOptional = false

  var synopsis: String { isOptional ? "[\(name)]" : name }
}
