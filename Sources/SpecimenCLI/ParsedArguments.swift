import SpecimenCore

/// A command's arguments read against its declared options, in one pass from left to right.
///
/// As in swift-argument-parser: `--name value` and `--name=value`; a value never starts with
/// `--` unless written after `=`; `-h`/`--help` asks for help only where an option may stand,
/// never as an option's value; everything after `--` is positional; an unknown option is a usage
/// error with a did-you-mean from the declared names.
struct ParsedArguments {
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// The arguments that are not options, in order.
  private(set) var positionals: [String] = []
  /// `-h` or `--help` stood where an option may.
  private(set) var wantsHelp = false
  /// The names of the options the command declares: the only ones it may read, so its help
  /// lists every option it reads.
  private let declared: Set<String>

  /// Reads `arguments` for `command`; a mistake is a `UsageError`, unless help was asked for
  /// anywhere, which wins as it does in swift-argument-parser.
  init(_ arguments: [String], for command: CommandDescription) throws(UsageError) {
    declared = Set(command.options.map(\.name))
    var firstMistake: String?
    func mistake(_ message: String) { if firstMistake == nil { firstMistake = message } }
    var index = 0
    var afterSeparator = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if afterSeparator || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        afterSeparator = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      guard let option = command.options.first(where: { $0.name == name }) else {
        let known = command.options.map(\.name) + ["--help"]
        let hint = Suggestion.hint(for: name, in: known).map { " (\($0))" } ?? ""
        mistake("unexpected argument '\(argument)'\(hint)")
        continue
      }
      switch option.arity {
      case .flag:
        if inlineValue != nil { mistake("'\(name)' takes no value") }
        flags.insert(name)
      case .single, .repeating:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          mistake("missing value for '\(option.label)'")
          continue
        }
        if let choices = option.choices, !choices.contains(value) {
          let hint = Suggestion.hint(for: value, in: choices).map { " (\($0))" } ?? ""
          mistake("unknown \(option.choiceNoun) '\(value)'\(hint)")
          continue
        }
        values[name, default: []].append(value)
      }
    }
    if wantsHelp { return }
    // A command with positional arguments checks their count itself; one without takes none.
    if command.arguments.isEmpty, let extra = positionals.first {
      mistake("unexpected argument '\(extra)'")
    }
    for option in command.options where option.isRequired && values[option.name] == nil {
      mistake("missing '\(option.label)'")
    }
    // Options of one group exclude each other.
    var groupsChecked: Set<String> = []
    for option in command.options {
      guard let group = option.group, groupsChecked.insert(group).inserted else { continue }
      let given = command.options.filter { $0.group == group && values[$0.name] != nil }.map(\.name)
      if given.count == 2 {
        mistake("give \(given[0]) or \(given[1]), not both")
      } else if given.count > 2 {
        mistake("give only one of \(given.joined(separator: ", "))")
      }
    }
    if let firstMistake { throw UsageError(message: firstMistake, command: command) }
  }

  /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// A command reads only what it declares (a test runs every command's reading paths).
  private func checkDeclared(_ option: Option) {
    assert(
      declared.contains(option.name), "the command reads \(option.name) but does not declare it, so its help omits it")
  }

  func flag(_ option: Option) -> Bool {
    checkDeclared(option)
    return flags.contains(option.name)
  }

  /// Whether the command line gave the option, rather than its default standing in.
  func isGiven(_ option: Option) -> Bool {
    checkDeclared(option)
    return values[option.name] != nil || flags.contains(option.name)
  }

  /// The option's value (the last, if given twice), or its declared default.
  func value(_ option: Option) -> String? {
    checkDeclared(option)
    return values[option.name]?.last ?? option.defaultValue
  }

  /// The value of an option declared with a default: given, or the declared default, so the
  /// default is written once, in the declaration.
  func valueOrDefault(_ option: Option) -> String {
    assert(option.defaultValue != nil, "\(option.name) declares no default")
    return value(option) ?? ""
  }

  /// Every value of a repeatable option, in order.
  func values(_ option: Option) -> [String] {
    checkDeclared(option)
    return values[option.name] ?? []
  }

  /// The case an `Option.choice` names: given or its declared default, both checked against the
  /// cases when the arguments were read, so no value falls back to another in silence.
  func choice<Choice: RawRepresentable>(_ option: Option, as type: Choice.Type) -> Choice
  where Choice.RawValue == String {
    let text = value(option) ?? ""
    guard let chosen = Choice(rawValue: text) else {
      preconditionFailure("\(option.name) '\(text)' passed the check of its choices but is no \(Choice.self)")
    }
    return chosen
  }

  /// `--diagnostics-format`, already checked against its choices.
  var diagnosticsFormat: DiagnosticFormat { choice(.diagnosticsFormat, as: DiagnosticFormat.self) }

  /// The site folder: `--site` as given, else the current folder.
  var siteFolder: String { value(Option.site) ?? Option.defaultSite }
}

extension ParsedArguments {
  /// The arguments of `command`, or nil after printing its help when they ask for it: the
  /// first line of every command.
  static func orHelp(_ arguments: [String], command: CommandDescription, output: CommandOutput) throws(UsageError)
    -> ParsedArguments?
  {
    let parsed = try ParsedArguments(arguments, for: command)
    guard !parsed.wantsHelp else {
      output.out(Help.text(for: command))
      return nil
    }
    return parsed
  }
}
