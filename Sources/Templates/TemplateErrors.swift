import SpecimenCore

/// A template that cannot be compiled, with where the problem is.
public struct TemplateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, Equatable {
    /// `{{` with no `}}` after it (or `{{{` with no `}}}`).
    case unclosedTag
    /// `{{#x}}` or `{{^x}}` with no `{{/x}}`.
    case unclosedSection
    /// `{{/y}}` while `x` is the open section.
    case mismatchedClose
    /// `{{/x}}` with no section open.
    case unopenedClose
    /// `{{=…=}}` that does not name exactly two delimiters.
    case badDelimiters
    /// `{{}}`, `{{#}}`, `{{>}}` …
    case emptyName
    /// A name with whitespace inside, or an empty part between dots (`a..b`).
    case invalidName
    /// Sections nested deeper than the renderer allows.
    case nestedTooDeeply
  }

  /// The name the template was compiled under: a file path on the site, a partial's name.
  public var templateName: String
  public var line: Int
  public var column: Int
  public var kind: Kind
  public var message: String
  public var hint: String?

  public init(
    templateName: String, line: Int, column: Int, kind: Kind, message: String,
    hint: String? = nil
  ) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.kind = kind
    self.message = message
    self.hint = hint
  }

  /// `name:line:column: error: message`, then the hint on its own line.
  public var description: String {
    let head = "\(templateName):\(line):\(column): error: \(message)"
    return hint.map { head + "\nhint: " + $0 } ?? head
  }

  /// The same problem as a diagnostic of the site's build.
  package var diagnostic: Diagnostic {
    .error(
      message, at: SourceLocation(file: templateName, line: line, column: column), hint: hint, id: .templateSyntax)
  }
}

/// A problem found while rendering: a partial that includes itself without end, a template
/// name that is not in the library.
public struct TemplateRenderError: Error, Sendable, Equatable, CustomStringConvertible {
  public var templateName: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(templateName: String, line: Int, column: Int, message: String) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(templateName):\(line):\(column): error: \(message)" }

  package var diagnostic: Diagnostic {
    .error(message, at: SourceLocation(file: templateName, line: line, column: column), id: .templateRender)
  }
}
