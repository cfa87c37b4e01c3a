import TestSupport
import Testing

@testable import Figma
@testable import SpecimenCore

@Suite struct MalformedSnapshotTests {
  /// (line, column, severity, kind)
  static let expected: [(Int, Int, Diagnostic.Severity, Diagnostic.ID)] = [
    (3, 19, .error, .figmaLastModifiedInvalid),
    (21, 65, .error, .figmaWrongType),
    (22, 38, .error, .figmaPropertyUnknownType),
    (26, 38, .error, .figmaVariantNameInvalid),
    (28, 38, .error, .figmaVariantPropertyUnknown),
    (29, 38, .error, .figmaVariantValueNotAnOption),
    (30, 38, .error, .figmaVariantDuplicate),
    (31, 38, .error, .figmaVariantValueMissing),
    (32, 15, .warning, .figmaVariantNotComponent),
    (40, 60, .error, .figmaPropertyDefaultNotAnOption),
    (44, 39, .error, .figmaVariantNameInvalid),
    (47, 11, .error, .figmaPropertyDefinitionsMissing),
    (51, 25, .error, .figmaWrongType),
  ]

  @Test func everyProblemIsReportedAtItsPlace() throws {
    let path = Paths.fixture("malformed.json")
    let (library, diagnostics) = collecting { FigmaLibrary.load(files: [(path, nil)], into: &$0) }
    #expect(diagnostics.count == Self.expected.count, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    for (diagnostic, (line, column, severity, id)) in zip(diagnostics, Self.expected) {
      #expect(diagnostic.location == SourceLocation(file: path, line: line, column: column), "\(diagnostic)")
      #expect(diagnostic.severity == severity, "\(diagnostic)")
      #expect(diagnostic.id == id, "\(diagnostic)")
    }
    // The sets are still there, with what could be read.
    #expect(library.setNames == ["Chip", "Tag", "Pill"])
    #expect(library.componentSet(named: "Chip")?.matrix.count == 2)
  }

  @Test func hintsNameTheFix() {
    let (_, diagnostics) = collecting { FigmaLibrary.load(files: [(Paths.fixture("malformed.json"), nil)], into: &$0) }
    #expect(diagnostics[2].hint == "did you mean 'TEXT'?")
    #expect(diagnostics[4].hint == "its variant properties are Size, Tone")
    #expect(diagnostics[6].notes.first?.location?.line == 27)
    #expect(diagnostics[7].hint == "name it like 'Size=md, Tone=Neutral'")
  }

  @Test(arguments: [
    ("[1, 2]", Diagnostic.ID.figmaWrongType, 1),
    (#"{"status": 403, "err": "Invalid token"}"#, .figmaErrorResponse, 1),
    (#"{"error": true, "status": 404, "message": "Not found"}"#, .figmaErrorResponse, 1),
    (#"{"status":200,"error":false,"meta":{"variables":{},"variableCollections":{}}}"#, .figmaVariablesResponse, 1),
    (#"{"variables":[],"variableCollections":[]}"#, .figmaVariablesResponse, 1),
    (#"{"name": "x"}"#, .figmaNotAFileResponse, 1),
    (#"{"name": "x", "document": {"#, .jsonSyntax, 28),
  ])
  func notAFileAtAll(text: String, id: Diagnostic.ID, column: Int) {
    let (file, diagnostics) = parse(text)
    #expect(file == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.matches(id, at: TextPosition(line: 1, column: column)) == true, "\(diagnostics)")
  }

  @Test func aVariablesBodyPointsToTokensSource() {
    let (_, diagnostics) = parse(#"{"status":200,"error":false,"meta":{"variables":{},"variableCollections":{}}}"#)
    #expect(diagnostics.map(\.id) == [.figmaVariablesResponse])
    #expect(diagnostics.first?.hint?.contains("tokens: {source:") == true)
  }

  @Test func missingFieldsOfTheResponseAreReported() {
    let (file, diagnostics) = parse(#"{"document": {"type": "DOCUMENT", "children": []}}"#)
    #expect(file != nil)
    #expect(diagnostics.map(\.id) == [.figmaMissingKey, .figmaMissingKey, .figmaVersionMissing])
    // One kind for every missing key; the message names the key, which is data.
    #expect(
      diagnostics.prefix(2).map { $0.message.split(separator: "'").dropFirst().first } == ["name", "lastModified"])
  }

  @Test func aMissingFileIsReportedWhereTheSiteNamesIt() {
    let at = SourceLocation(file: "content/site.yml", line: 9, column: 11)
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: [FigmaSource(path: "/nonexistent/x.json", declaredAt: at)], into: &$0)
    }
    #expect(library.files.isEmpty)
    #expect(diagnostics.first?.location == at)
    #expect(diagnostics.map(\.id) == [.figmaSnapshotUnreadable])
  }

  @Test func variantNamesThatDoNotParse() {
    #expect(
      VariantName.parse("State=Pressed, Active=On").pairs == [
        VariantValue(property: "State", value: "Pressed"), VariantValue(property: "Active", value: "On"),
      ])
    #expect(VariantName.parse(" State = Pressed ,Active=On ").problems.isEmpty)
    #expect(VariantName.parse("State=Pressed,, Active=On").problems == ["has an empty part between commas"])
    #expect(VariantName.parse("State=").problems == ["has 'State=' with an empty value"])
    #expect(VariantName.parse("=On").problems == ["has '=On' with an empty property"])
    #expect(VariantName.parse("Pressed").problems == ["has 'Pressed', which is not property=value"])
  }

  /// A name cut at its bytes (ASCII) and at its Characters (anything else) gives the pairs and
  /// problems that cutting every name at Characters gives: a mark after a comma joins it.
  @Test func variantNamesCutByBytesAreCutByCharacters() {
    func byCharacters(_ name: String) -> [[String]] {
      name.split(separator: ",", omittingEmptySubsequences: false).map { part in
        part.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
      }
    }
    let names = [
      "State=Pressed, Active=On", "a=b,\u{301}c=d", "Größe=Groß, Zustand=Aktiv", "a=b\r\n,c=d", " x = y ,, z=", "=,=",
      "\u{00A0}State=On\u{00A0}", "a==b", "", "Size=L\u{2003}",
    ]
    for name in names {
      let parsed = VariantName.parse(name)
      let expected = byCharacters(name).filter { $0.count == 2 && !$0[0].isEmpty && !$0[1].isEmpty }
      #expect(parsed.pairs.map { [$0.property, $0.value] } == expected, "\(Array(name.unicodeScalars))")
      #expect(parsed.pairs.count + parsed.problems.count == byCharacters(name).count, "\(name)")
    }
    for text in [" a ", "a", "\ta\n", "a\u{301} ", "\u{00A0}a", "é", "", "  ", "a\r\n", "\u{2003}b\u{2003}"] {
      var expected = text[...]
      while let first = expected.first, first.isWhitespace { expected.removeFirst() }
      while let last = expected.last, last.isWhitespace { expected.removeLast() }
      #expect(text.trimmingSpaces == String(expected), "\(Array(text.unicodeScalars))")
    }
  }
}

@Suite struct SmallSnapshotTests {
  static func snapshot(setName: String, definitions: String, children: String) -> String {
    """
    {"name": "F", "lastModified": "2026-01-01T00:00:00Z", "version": "1", "document": {"type": "DOCUMENT", "children": [
    {"type": "CANVAS", "name": "P", "children": [
    {"id": "1:1", "type": "COMPONENT_SET", "name": "\(setName)",
     "componentPropertyDefinitions": {\(definitions)},
     "children": [\(children)]}]}]}}
    """
  }

  @Test func twoPropertiesShownAlikeAreAWarning() {
    let text = Self.snapshot(
      setName: "Chip",
      definitions:
        #""Size": {"type": "VARIANT", "defaultValue": "sm", "variantOptions": ["sm"]}, "Label#1:0": {"type": "TEXT", "defaultValue": "a"}, "Label#2:0": {"type": "TEXT", "defaultValue": "b"}"#,
      children: #"{"id": "1:2", "type": "COMPONENT", "name": "Size=sm"}"#)
    let (file, diagnostics) = parse(text)
    #expect(file?.componentSets.first?.otherProperties.map(\.rawName) == ["Label#1:0", "Label#2:0"])
    #expect(diagnostics.map(\.id) == [.figmaPropertyNameClash])
    #expect(diagnostics.first?.position == position(of: #""Label#2:0""#, in: text))
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.notes.first?.location?.line == 4)
  }

  @Test func aLeadingDotAlsoKeepsASetUnpublished() {
    let text = Self.snapshot(
      setName: ".Base",
      definitions: #""Size": {"type": "VARIANT", "defaultValue": "sm", "variantOptions": ["sm"]}"#,
      children: #"{"id": "1:2", "type": "COMPONENT", "name": "Size=sm"}"#)
    let (file, diagnostics) = parse(text)
    #expect(diagnostics.isEmpty)
    #expect(file?.componentSets.first?.isPublished == false)
  }

  @Test func aSetWithoutVariantsIsAWarning() {
    let text = Self.snapshot(
      setName: "Empty", definitions: #""Size": {"type": "VARIANT", "defaultValue": "sm", "variantOptions": ["sm"]}"#,
      children: "")
    let (_, diagnostics) = parse(text)
    #expect(diagnostics.map(\.id) == [.figmaComponentSetEmpty])
  }

  @Test func aSetNamedTwiceAcrossFilesIsAWarning() {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(
        files: [
          (Paths.fixture("nodes-toggle.json"), nil), (Paths.repo("content/figma/appetite-ui.json"), nil),
        ], into: &$0)
    }
    let duplicates = diagnostics.filter { $0.id == .figmaComponentSetDuplicate }
    #expect(duplicates.count == 1)
    #expect(library.componentSet(named: "Toggle")?.provenance.path == Paths.fixture("nodes-toggle.json"))
  }
}
