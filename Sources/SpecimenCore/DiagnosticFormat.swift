/// How a command prints its problems (`--diagnostics-format`): as a compiler does, for people;
/// as JSON Lines, for editors and scripts; or as GitHub Actions workflow commands, so CI marks
/// the lines in a pull request. The same diagnostics in the same order in every format.
package enum DiagnosticFormat: String, Sendable, CaseIterable {
  case text, json, github

  /// The lines that print one diagnostic (its notes included).
  package func lines(for diagnostic: Diagnostic) -> [String] {
    switch self {
    case .text: [diagnostic.description]
    case .json: [Self.json(diagnostic)]
    case .github: Self.github(diagnostic)
    }
  }

  // MARK: JSON Lines

  /// One object, keys in a fixed order: `id`, `severity`, `file`, `line`, `column` (null without
  /// a position), `message`, `hint` (null without one), then `notes`, objects of the same shape
  /// without notes of their own.
  package static func json(_ diagnostic: Diagnostic) -> String {
    JSONOutputEncoder.text(JSONLine(diagnostic, notes: diagnostic.notes.map { JSONLine($0, notes: nil) }), .compact)
  }

  /// One diagnostic as its JSON line writes it; a note has no `notes` key.
  private struct JSONLine: Encodable {
    var id: String
    var severity: String
    var file: JSONNullable<String>
    var line: JSONNullable<Int>
    var column: JSONNullable<Int>
    var message: String
    var hint: JSONNullable<String>
    var notes: [JSONLine]?

    init(_ diagnostic: Diagnostic, notes: [JSONLine]?) {
      let location = diagnostic.location
      id = diagnostic.id.rawValue
      severity = diagnostic.severity.rawValue
      file = JSONNullable(location?.file)
      line = JSONNullable(location?.line)
      column = JSONNullable(location?.column)
      message = Diagnostic.shortened(diagnostic.message)
      hint = JSONNullable(diagnostic.hint.map(Diagnostic.shortened))
      self.notes = notes
    }
  }

  // MARK: GitHub workflow commands

  /// `::error file=F,line=L,col=C,title=ID::message`, the hint on a second line of the message;
  /// each note follows as a `::notice`.
  package static func github(_ diagnostic: Diagnostic) -> [String] {
    [githubLine(diagnostic)] + diagnostic.notes.map(githubLine)
  }

  private static func githubLine(_ diagnostic: Diagnostic) -> String {
    let command =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var properties: [String] = []
    if let location = diagnostic.location {
      properties.append("file=" + githubProperty(location.file))
      properties.append("line=\(location.line)")
      properties.append("col=\(location.column)")
    }
    properties.append("title=" + githubProperty(diagnostic.id.rawValue))
    var message = Diagnostic.printable(diagnostic.message)
    if let hint = diagnostic.hint { message += "\nhint: " + Diagnostic.printable(hint) }
    return "::\(command) \(properties.joined(separator: ","))::\(githubData(message))"
  }

  /// The escaping GitHub's runner undoes in a command's message.
  static func githubData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// The escaping GitHub's runner undoes in a property value, where `:` and `,` separate.
  static func githubProperty(_ text: String) -> String {
    githubData(Escape.controls(text)).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
