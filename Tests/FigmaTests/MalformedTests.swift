import SpecimenCore
import TestSupport
import Testing

@testable import Figma

@Suite struct MalformedSnapshotTests {
  /// (line, column, severity, part of the message)
  static let expected: [(Int, Int, Diagnostic.Severity, String)] = [
    (3, 19, .error, "'lastModified' is not an ISO 8601 time: 'last tuesday'"),
    (21, 65, .error, "the default of BOOLEAN property 'Close' must be a boolean, not a string"),
    (22, 38, .error, "unknown type 'TXT'"),
    (26, 38, .error, "'Size=sm Tone=Brand' with more than one '=' (is a comma missing?)"),
    (28, 38, .error, "uses the property 'Colour', which the set does not define"),
    (29, 38, .error, "gives Size the value 'lg', which is not one of its options (sm, md)"),
    (30, 38, .error, "(1:8) of 'Chip' duplicates 1:5 'Size=md, Tone=Neutral'"),
    (31, 38, .error, "'Size=md' (1:9) of 'Chip' gives no value for Tone"),
    (32, 15, .warning, "'Chip' holds a TEXT node 'Notes'"),
    (40, 60, .error, "the default 'Solid' of 'Kind' is not one of its options (Outline, Ghost)"),
    (44, 39, .error, "the variant name 'Kind' (1:22) of 'Tag' has 'Kind', which is not property=value"),
    (47, 11, .error, "component set 'Pill' (1:30) has no 'componentPropertyDefinitions'"),
    (51, 25, .error, "'children' must be an array, not a string"),
  ]

  @Test func everyProblemIsReportedAtItsPlace() throws {
    let path = Paths.fixture("malformed.json")
    let (library, diagnostics) = collecting { FigmaLibrary.load(files: [(path, nil)], into: &$0) }
    #expect(diagnostics.count == Self.expected.count, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    for (diagnostic, (line, column, severity, message)) in zip(diagnostics, Self.expected) {
      #expect(diagnostic.location == SourceLocation(file: path, line: line, column: column), "\(diagnostic)")
      #expect(diagnostic.severity == severity, "\(diagnostic)")
      #expect(diagnostic.message.contains(message), "\(diagnostic)")
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
    ("[1, 2]", "a Figma snapshot must be a JSON object, not an array"),
    (
      #"{"status": 403, "err": "Invalid token"}"#,
      "this is a Figma error response (status 403: Invalid token), not a file"
    ),
    (#"{"name": "x"}"#, "not a Figma file response"),
    (#"{"name": "x", "document": {"#, "expected a string key"),
  ])
  func notAFileAtAll(text: String, message: String) {
    let (file, diagnostics) = parse(text)
    #expect(file == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
  }

  @Test func missingFieldsOfTheResponseAreReported() {
    let (file, diagnostics) = parse(#"{"document": {"type": "DOCUMENT", "children": []}}"#)
    #expect(file != nil)
    #expect(
      diagnostics.map(\.message) == [
        "the snapshot has no 'name' (the file's name)",
        "the snapshot has no 'lastModified' (the time of the last change)",
        "the snapshot has no 'version'; provenance lines will not name one",
      ])
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
    #expect(diagnostics.map(\.message) == ["'Chip' has two properties shown as 'Label' (Label#1:0 and Label#2:0)"])
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
    #expect(diagnostics.map(\.message) == ["component set 'Empty' has no variants"])
  }

  @Test func aSetNamedTwiceAcrossFilesIsAWarning() {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(
        files: [
          (Paths.fixture("nodes-toggle.json"), nil), (Paths.repo("content/figma/appetite-ui.json"), nil),
        ], into: &$0)
    }
    let duplicates = diagnostics.filter { $0.message.hasPrefix("two component sets are named 'Toggle'") }
    #expect(duplicates.count == 1)
    #expect(library.componentSet(named: "Toggle")?.provenance.path == Paths.fixture("nodes-toggle.json"))
  }
}
