import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// The Resolver Module: sets, modifiers, their contexts, resolution order, inline and `$ref`
/// sources, and inputs.
@Suite struct ResolverTests {
  static let files: [String: String] = [
    "/t/r.resolver.json": """
    {
      "version": "2025.10",
      "name": "Test",
      "sets": {
        "base": { "sources": [{ "$ref": "tokens/base.tokens.json" }, { "size": { "$type": "dimension", "m": { "$value": {"value": 8, "unit": "px"} } } }] },
        "extra": { "sources": [{ "$ref": "#/sets/base" }, { "$ref": "tokens/more.json#/only" }] }
      },
      "modifiers": {
        "theme": {
          "contexts": {
            "light": [{ "$ref": "tokens/light.tokens.json" }],
            "dark": [{ "$ref": "tokens/light.tokens.json" }, { "$ref": "tokens/dark.tokens.json" }]
          },
          "default": "light"
        }
      },
      "resolutionOrder": [
        { "$ref": "#/sets/base" },
        { "$ref": "#/modifiers/theme" },
        { "type": "modifier", "name": "density", "contexts": {
            "regular": [],
            "compact": [{ "size": { "m": { "$value": {"value": 4, "unit": "px"} } } }]
          }, "default": "regular" },
        { "type": "set", "name": "late", "sources": [{ "$ref": "tokens/late.tokens.json" }] }
      ]
    }
    """,
    "/t/tokens/base.tokens.json": """
    { "colors": { "$type": "color", "white": { "$value": \(srgb("#FFFFFF")) }, "black": { "$value": \(srgb("#000000")) }, "blue": { "$value": \(srgb("#0A84FF")) } } }
    """,
    "/t/tokens/light.tokens.json": """
    { "bg": { "$type": "color", "surface": { "$value": "{colors.white}" }, "text": { "$value": "{colors.black}" } } }
    """,
    "/t/tokens/dark.tokens.json": """
    { "bg": { "surface": { "$value": "{colors.black}" } }, "only-dark": { "$type": "number", "$value": 1 } }
    """,
    "/t/tokens/late.tokens.json": """
    { "accent": { "$value": "{bg.surface}" } }
    """,
    "/t/tokens/more.json": """
    { "only": { "extra": { "$type": "number", "$value": 2 } }, "ignored": { "$type": "number", "$value": 3 } }
    """,
  ]

  @Test func contextsAndNames() {
    let (system, diagnostics) = loadResolver(Self.files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(system.name == "Test")
    #expect(system.modifiers.map(\.name) == ["theme", "density"])
    #expect(system.contexts.map(\.name) == ["Light · Regular", "Light · Compact", "Dark · Regular", "Dark · Compact"])
    #expect(system.defaultContext.id == "theme=light,density=regular")
  }

  @Test func laterSourcesWinAndGroupsMerge() throws {
    let (system, _) = loadResolver(Self.files)
    let light = system.contexts[0], dark = system.contexts[2], compact = system.contexts[1]
    #expect(system.color("bg/surface", in: light)?.hex == "#FFFFFF")
    #expect(system.color("bg/surface", in: dark)?.hex == "#000000")
    // dark.tokens.json overrides only bg.surface; bg.text from light.tokens.json stays.
    #expect(system.color("bg/text", in: dark)?.hex == "#000000")
    #expect(system.resolve("only-dark", in: dark) != nil && system.resolve("only-dark", in: light) == nil)
    #expect(system.dimension("size/m", in: compact) == 4)
    #expect(system.dimension("size/m", in: light) == 8)
    // Aliases resolve after merging: a later set may point at a themed token.
    #expect(system.resolve("accent", in: dark)?.chain.map(\.name) == ["accent", "bg/surface", "colors/black"])
    #expect(system.resolve("accent", in: dark)?.location.file == "/t/tokens/late.tokens.json")
    #expect(system.resolve("bg/surface", in: dark)?.location.file == "/t/tokens/dark.tokens.json")
  }

  @Test func orderFollowsFirstAppearance() {
    let (system, _) = loadResolver(Self.files)
    let dark = system.resolution(for: system.contexts[2])
    #expect(
      dark.tokens.map(\.name) == [
        "colors/white", "colors/black", "colors/blue", "size/m", "bg/surface", "bg/text", "only-dark", "accent",
      ])
  }

  @Test func setReferencesAndFilePointers() {
    var files = Self.files
    files["/t/r.resolver.json"] = """
      { "version": "2025.10", "sets": {
          "base": { "sources": [{ "$ref": "tokens/base.tokens.json" }] },
          "extra": { "sources": [{ "$ref": "#/sets/base" }, { "$ref": "tokens/more.json#/only" }] }
        },
        "resolutionOrder": [{ "$ref": "#/sets/extra" }] }
      """
    let (system, diagnostics) = loadResolver(files)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(system.tokenNames == ["colors/white", "colors/black", "colors/blue", "extra"])
    #expect(system.contexts.map(\.name) == ["Default"])
  }

  @Test func referenceObjectOverridesAreShallow() {
    var files = Self.files
    files["/t/r.resolver.json"] = """
      { "version": "2025.10", "resolutionOrder": [
          { "type": "set", "name": "s", "sources": [{ "$ref": "tokens/more.json", "ignored": { "$type": "number", "$value": 30 } }] }
      ] }
      """
    let (system, _) = loadResolver(files)
    #expect(system.number("ignored", in: system.defaultContext) == 30)
    #expect(system.number("only/extra", in: system.defaultContext) == 2)
  }

  @Test func selections() throws {
    let (system, diagnostics) = loadResolver(
      Self.files, show: [ContextSelection(["theme": "DARK"]), ContextSelection(["density": "compact"])])
    #expect(diagnostics.isEmpty)
    #expect(system.contexts.map(\.name) == ["Dark · Regular", "Light · Compact"])

    let (_, bad) = collecting { system.context(for: ContextSelection(["them": "dark", "theme": "drak"]), into: &$0) }
    #expect(bad.map(\.id) == [.tokensUnknownModifier, .tokensUnknownContext])
    #expect(bad.map(\.hint) == ["did you mean 'theme'?", "did you mean 'dark'?"])

    let (parsed, problems) = collecting { ContextSelection.parse("theme=dark, density=compact", into: &$0) }
    #expect(problems.isEmpty && parsed?.inputs.count == 2)
    #expect(
      collecting { ContextSelection.parse("theme", into: &$0) }.1.map(\.id) == [.tokensContextSyntax])
  }

  @Test func modifierWithoutDefaultNeedsAnInput() {
    let files: [String: String] = [
      "/t/r.resolver.json": """
      { "version": "2025.10", "modifiers": { "brand": { "contexts": { "a": [], "b": [] } } },
        "resolutionOrder": [{ "$ref": "#/modifiers/brand" }] }
      """
    ]
    let (system, _) = loadResolver(files)
    let (context, problems) = collecting { system.context(for: ContextSelection([]), into: &$0) }
    #expect(context == nil)
    #expect(problems.map(\.id) == [.tokensContextMissing])
    #expect(collecting { system.context(for: ContextSelection(["brand": "b"]), into: &$0) }.0?.name == "B")
  }

  @Test func resolverDocumentErrors() {
    let files: [String: String] = [
      "/t/r.resolver.json": """
      {
        "version": "2024.1",
        "sets": { "s": { "sources": [{ "$ref": "missing.tokens.json" }, { "$ref": "#/modifiers/m" }] } },
        "modifiers": {
          "m": { "contexts": { "x": [], "y": [] }, "default": "z" },
          "lonely": { "contexts": { "only": [] } },
          "none": { "contexts": {} }
        },
        "resolutionOrder": [
          { "$ref": "#/sets/s" },
          { "$ref": "#/sets/t" },
          { "$ref": "#/modifiers/m" },
          { "$ref": "#/modifiers/lonely" },
          { "$ref": "#/modifiers/none" },
          { "type": "set", "sources": [] },
          { "type": "set", "name": "m", "sources": [] },
          { "$ref": "#/resolutionOrder/0" }
        ]
      }
      """
    ]
    let (_, diagnostics) = loadResolver(files)
    let found = diagnostics.map {
      "\($0.severity.rawValue) \($0.location.map { "\($0.line)" } ?? "-") \($0.id.rawValue)"
    }
    let expected = [
      "error 2 tokens.resolver.version-invalid",
      "error 3 tokens.resolver.ref-to-modifier",
      "error 11 tokens.resolver.unknown-set",
      "error 5 tokens.resolver.default-invalid",
      "warning 6 tokens.resolver.modifier-single-context",
      "error 7 tokens.resolver.modifier-without-contexts",
      "error 15 tokens.resolver.inline-missing-name",
      "error 16 tokens.resolver.order-duplicate",
      "error 17 tokens.resolver.order-ref-invalid",
      "error 3 tokens.file-unreadable",
    ]
    #expect(found == expected, "\(found.joined(separator: "\n"))")
    // The note names where the name first appears.
    #expect(
      diagnostics.all.first { $0.id == .tokensResolverOrderDuplicate }?.message.hasSuffix(
        "(first at /t/r.resolver.json:12:15)") == true)
  }

  @Test func problemsInSomeContextsSayWhich() {
    var files = Self.files
    files["/t/tokens/dark.tokens.json"] = """
      { "bg": { "surface": { "$value": "{colors.blak}" } } }
      """
    let (_, diagnostics) = loadResolver(files)
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].id == .tokensMissingReference)
    #expect(diagnostics[0].location?.file == "/t/tokens/dark.tokens.json")
    #expect(diagnostics[0].position == position(of: #""{colors.blak}""#, in: files["/t/tokens/dark.tokens.json"]!))
    // Which contexts it fails in is said in words only.
    #expect(diagnostics[0].message.hasSuffix("(in Dark · Regular, Dark · Compact)"))
  }

  @Test func siteDirectoryLookup() {
    let files = Dictionary(
      uniqueKeysWithValues: Self.files.map { path, text in
        (path.replacingOccurrences(of: "/t/", with: "/site/content/tokens/"), text)
      })
    let (system, diagnostics) = collecting {
      TokenSystem.load(siteDirectory: "/site", files: .memory(files), into: &$0)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(system.name == "Test")

    let plain = [
      "/p/tokens/b.tokens.json": #"{"y": {"$type": "number", "$value": 2}}"#,
      "/p/tokens/a.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
    ]
    let (plainSystem, plainDiagnostics) = collecting {
      TokenSystem.load(siteDirectory: "/p", files: .memory(plain), into: &$0)
    }
    #expect(plainDiagnostics.isEmpty)
    #expect(plainSystem.tokenNames == ["x", "y"])
  }
}
