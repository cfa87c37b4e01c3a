import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// The forms the public files in `Fixtures/Public` showed, each at its edges: which single files
/// hold sets at the top, where keys beside a value go, Penpot's typography fields, the fields
/// Tokens Studio fills in, and untyped Style Dictionary tokens.
@Suite struct PublicFormsTests {
  static func load(_ json: String, _ format: TokenSourceFormat, file: String = "/s/tokens.json")
    -> (TokenSystem, Diagnostics)
  {
    collecting { TokenSystem.load(sourcePath: file, format: format, files: .memory([file: json]), into: &$0) }
  }

  static func studioForms(_ system: TokenSystem) -> [Diagnostic] {
    system.deviations.filter { $0.kind == .tokensStudioForm }.map(\.diagnostic)
  }

  /// References that leave the top-level key out make the top-level keys sets.
  @Test func referencesWithoutTheTopKeyMakeItASet() throws {
    let (system, diagnostics) = Self.load(
      ##"{"Base": {"grey": {"value": "#111111", "type": "color"}, "text": {"value": "{grey}", "type": "color"}}}"##,
      .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.color("text", in: system.defaultContext)?.hex == "#111111")
    #expect(system.token("Base/text") == nil)
  }

  /// A reference that starts with a top-level key keeps the file one set, its keys groups.
  @Test func referencesThroughTheTopKeyKeepOneSet() {
    let (system, diagnostics) = Self.load(
      ##"{"Base": {"grey": {"value": "#111111", "type": "color"}, "text": {"value": "{Base.grey}", "type": "color"}}}"##,
      .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.color("Base/text", in: system.defaultContext)?.hex == "#111111")
  }

  /// Keys beside a value are kept under `$extensions`, an `extensions` object merged in, never
  /// over an entry already there; one warning for the set, at the first such key.
  @Test func keysBesideAValueGoUnderExtensions() throws {
    let json = """
      {"c": {"value": "#111111", "type": "color", "blendMode": "normal",
             "extensions": {"org.example": {"id": 1}, "com.kept": "new"},
             "$extensions": {"com.kept": "old"}},
       "d": {"value": "#222222", "type": "color", "blendMode": "multiply"}}
      """
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    let extensions = try #require(system.token("c")?.extensions)
    #expect(extensions["com.kept"]?.string == "old")
    #expect(extensions["blendMode"]?.string == "normal")
    #expect(extensions["org.example"]?["id"]?.number == 1)
    // The legacy form at the first "value", the kept keys once, at the first of them.
    #expect(
      Self.studioForms(system).map(\.position) == [
        position(of: #""value""#, in: json), position(of: #""blendMode""#, in: json),
      ])
  }

  /// Thousands of tokens each with its own extra key make one warning naming the first five.
  @Test func manyKeptKeysMakeOneShortWarning() {
    let tokens = (0..<3000).map { "\"t\($0)\": {\"value\": \"#111111\", \"type\": \"color\", \"k\($0)\": 1}" }
    let json = "{" + tokens.joined(separator: ",") + "}"
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    let kept = position(of: #""k0""#, in: json)
    let forms = Self.studioForms(system).filter { $0.position == kept }
    #expect(forms.count == 1)
    #expect(Self.studioForms(system).count == 2, "the legacy form and the kept keys, once each")
    // How thousands of names are cut short is the point of the wording.
    #expect(forms.first?.message.contains("'k0', 'k1', 'k2', 'k3', 'k4' and 2995 more") == true)
    #expect(system.token("t2999")?.extensions?["k2999"]?.number == 1)
  }

  /// A line height written as a JSON number is the multiple, as its string form is.
  @Test func aNumericLineHeightIsANumber() {
    let (system, _) = Self.load(#"{"lh": {"value": 1.4, "type": "lineHeights"}}"#, .tokensStudio)
    #expect(system.number("lh", in: system.defaultContext) == 1.4)
  }

  /// `fontSizes` and the other type names as typography fields, a family list holding one
  /// reference, and a letter spacing left out: read, with one warning each for the set.
  @Test func penpotTypographyFields() throws {
    let json = """
      {"serif": {"$value": ["Lora"], "$type": "fontFamilies"},
       "quote": {"$type": "typography", "$value": {"fontFamilies": ["{serif}"], "fontSizes": "16.8",
                 "fontWeights": "300", "lineHeights": "1.31"}}}
      """
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    let quote = try #require(system.typography("quote", in: system.defaultContext))
    #expect(quote.families == ["Lora"])
    #expect(quote.sizePx == 16.8)
    #expect(quote.weight == 300)
    #expect(quote.letterSpacingPx == 0)
    // Tokens Studio's type name once, at the first; the plural field names once, at the first;
    // the letter spacing left out once, at the value that leaves it out.
    #expect(
      Self.studioForms(system).map(\.position) == [
        position(of: #""fontFamilies""#, in: json), position(of: #""fontFamilies""#, in: json, occurrence: 2),
        position(of: #"{"fontFamilies""#, in: json),
      ])
  }

  /// A field written under both names is not renamed: the plural stays as written, the
  /// misspelling-like key error it always was, and no rename is reported.
  @Test func aPluralBesideItsSingularStaysAsWritten() throws {
    let json = """
      {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "12", "fontSizes": "99",
             "fontWeight": "400", "lineHeight": "1.5", "letterSpacing": "0"}}}
      """
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    #expect(errors(diagnostics).map(\.id) == [Diagnostic.ID("tokens.value-unknown-key")])
    #expect(errors(diagnostics).first?.position == position(of: #""fontSizes""#, in: json))
    #expect(Self.studioForms(system).isEmpty, "no field is renamed")
  }

  /// A multi-value spacing or border radius is kept as written, its references written out, with
  /// one unknown-type warning; math on sizes stays math; a part naming no token fails alone.
  @Test func multiValueSizes() throws {
    let json = """
      {"s": {"sm": {"value": "8", "type": "spacing"}, "pad": {"value": "{s.sm} 4px", "type": "spacing"},
             "twice": {"value": "{s.sm} * 2", "type": "spacing"}, "bad": {"value": "{s.none} 4px", "type": "spacing"}},
       "r": {"value": "4px 0 8px 0", "type": "borderRadius"}}
      """
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    let context = system.defaultContext
    #expect(system.token("s/pad")?.value == .opaque(typeName: "spacing", text: "8px 4px"))
    #expect(system.token("s/pad")?.cssDeclarations.first?.value == "8px 4px")
    #expect(system.token("r")?.value == .opaque(typeName: "borderRadius", text: "4px 0px 8px 0px"))
    #expect(system.dimension("s/twice", in: context) == 16)
    #expect(errors(diagnostics).count == 1)
    #expect(errors(diagnostics).map(\.id) == [.studioMathInvalid])
    #expect(errors(diagnostics).first?.position == position(of: #""{s.none} 4px""#, in: json))
    #expect(system.deviations.filter { $0.kind == .unknownType }.count == 3)
  }

  /// A border without a style is a solid stroke, as Figma draws it.
  @Test func aBorderWithoutStyleIsSolid() throws {
    let json = ##"{"b": {"value": {"color": "#000000", "width": "2"}, "type": "border"}}"##
    let (system, diagnostics) = Self.load(json, .tokensStudio)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.border("b", in: system.defaultContext)?.style.css == "solid")
    // Where the border's value leaves the style out (the other form is the legacy "value", at the set).
    #expect(Self.studioForms(system).contains { $0.position == position(of: #"{"color""#, in: json) })
  }

  /// Untyped Style Dictionary tokens outside color, size and time: a number is a number, a
  /// string kept as written with its warning, a reference takes its target's type.
  @Test func untypedStyleDictionaryTokens() throws {
    let json = """
      {"size": {"base": {"value": 1}},
       "component": {"gap": {"value": "{size.base.value}"}, "scale": {"value": 2}, "align": {"value": "center"}}}
      """
    let (system, diagnostics) = Self.load(json, .styleDictionary)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.dimension("component/gap", in: system.defaultContext) == 16)
    #expect(system.number("component/scale", in: system.defaultContext) == 2)
    #expect(system.token("component/align")?.value == .opaque(typeName: "string", text: "center"))
    let unknown = system.deviations.filter { $0.kind == .unknownType }
    #expect(unknown.count == 1)
    #expect(unknown.first?.diagnostic.location?.line == 2)
  }
}
