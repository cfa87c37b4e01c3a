/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// invalid UTF-8 at byte offset …: …
  static let fileInvalidUtf8 = Self("file.invalid-utf8")
  /// unknown key '…' in front matter
  static let frontMatterUnknownKey = Self("front-matter.unknown-key")
  /// unknown key '…' in a geometry model (or a key of a paint, padding, stroke, layout)
  package static let geometryUnknownKey = Self("geometry.unknown-key")
  /// duplicate key '…'
  static let jsonDuplicateKey = Self("json.duplicate-key")
  /// JSON nested more than 512 levels deep
  static let jsonNestingTooDeep = Self("json.nesting-too-deep")
  /// the number … is out of range
  static let jsonNumberOutOfRange = Self("json.number-out-of-range")
  /// JSON that does not parse: an unexpected character, an unterminated string, …
  static let jsonSyntax = Self("json.syntax")
  /// the key '…' is written again; the later value replaces the earlier one (JSON5, a warning)
  package static let json5DuplicateKeyReplaced = Self("json5.duplicate-key-replaced")
  /// a path from content that leads outside the site (or the resolver's) folder
  package static let pathOutsideFolder = Self("path.outside-folder")
  /// unknown key '…' in a props file (a warning)
  static let propsUnknownKey = Self("props.unknown-key")
  /// unknown key '…' in site.yml (or one of its sections)
  static let siteYmlUnknownKey = Self("site-yml.unknown-key")
  /// unknown key '…' in a resolver document (a warning)
  static let tokensResolverUnknownKey = Self("tokens.resolver.unknown-key")
  /// unknown key '…' in a token file (a warning)
  static let tokensUnknownKey = Self("tokens.unknown-key")
  /// unknown member '…' in a composite token value
  package static let tokensValueUnknownKey = Self("tokens.value-unknown-key")
  /// missing required key '…'
  static let valueMissingKey = Self("value.missing-key")
  /// '…' must be a list
  static let valueNotAList = Self("value.not-a-list")
  /// … must be a mapping of keys to values, not …
  static let valueNotAMapping = Self("value.not-a-mapping")
  /// '…' must be a number, not …
  static let valueNotANumber = Self("value.not-a-number")
  /// '…' must be true or false, not …
  static let valueNotBoolean = Self("value.not-boolean")
  /// '…' must be text, not …
  static let valueNotText = Self("value.not-text")
  /// '…' is …, which is not a number Specimen can use
  static let valueNumberOutOfRange = Self("value.number-out-of-range")
  /// the aliases of this document stand for more than … values
  static let yamlAliasExpansion = Self("yaml.alias-expansion")
  /// a mapping key must be a plain value
  static let yamlComplexKey = Self("yaml.complex-key")
  /// duplicate key '…'
  static let yamlDuplicateKey = Self("yaml.duplicate-key")
  /// YAML nested too deeply
  static let yamlNestingTooDeep = Self("yaml.nesting-too-deep")
  /// could not start the YAML parser
  static let yamlParserUnavailable = Self("yaml.parser-unavailable")
  /// YAML that does not parse, in libyaml's words
  static let yamlSyntax = Self("yaml.syntax")
  /// unexpected YAML structure
  static let yamlUnexpectedStructure = Self("yaml.unexpected-structure")
  /// unknown alias '*…'
  static let yamlUnknownAlias = Self("yaml.unknown-alias")
}
