import SpecimenCore
import Testing

@testable import Tokens

/// Curly aliases, `$ref` JSON pointers (whole tokens and parts of values), and references
/// inside composite values.
@Suite struct AliasTests {
  static let base = """
    {
      "colors": {
        "$type": "color",
        "blue": { "$value": \(srgb("#0A84FF")) },
        "black": { "$value": \(srgb("#000000", alpha: 0.04)) }
      },
      "space": { "$type": "dimension", "small": { "$value": {"value": 8, "unit": "px"} } },
      "brand": { "$value": "{colors.blue}" },
      "link": { "$value": "{brand}", "$description": "Links." },
      "pointer": { "$ref": "#/colors/blue/$value" },
      "whole": { "$ref": "#/colors/blue" },
      "red-part": { "$type": "number", "$ref": "#/colors/blue/$value/components/2" },
      "mixed": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/colors/blue/$value/components/0"}, 0.5, 1]} },
      "layout": { "$type": "dimension", "wide": { "$value": {"value": 32, "unit": {"$ref": "#/space/small/$value/unit"}} } },
      "shadow": {
        "$type": "shadow",
        "one": { "$value": {"color": "{colors.black}", "offsetX": "{space.small}", "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}} },
        "layers": { "$value": ["{shadow.one}", {"color": {"$ref": "#/colors/blue/$value"}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 2, "unit": "px"}}] }
      }
    }
    """

  @Test func curlyAliasesChain() throws {
    let (system, diagnostics) = loadTokens(Self.base)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let link = try #require(system.token("link"))
    #expect(link.type == .color)
    #expect(link.chain.map(\.name) == ["link", "brand", "colors/blue"])
    #expect(link.chainText == "link → brand → colors/blue → #0A84FF")
    #expect(link.description == "Links.")
    #expect(link.resolvedValue.jsonText() == #"{"colorSpace":"srgb","components":[0.0392,0.5176,1]}"#)
  }

  @Test func pointersToWholeTokens() throws {
    let (system, _) = loadTokens(Self.base)
    #expect(try #require(system.token("pointer")).chain.map(\.name) == ["pointer", "colors/blue"])
    #expect(
      try #require(system.token("whole")).chain.map(\.name)
        == ["pointer", "colors/blue"].map { $0 == "pointer" ? "whole" : $0 })
  }

  @Test func pointersIntoValues() throws {
    let (system, _) = loadTokens(Self.base)
    let part = try #require(system.token("red-part"))
    #expect(part.value == .number(1))
    #expect(part.chain.map(\.label) == ["red-part", "colors/blue ($value/components/2)"])
    guard case .color(let mixed) = try #require(system.token("mixed")).value else {
      Issue.record()
      return
    }
    #expect(mixed.components == [0.0392, 0.5, 1])
    #expect(try #require(system.token("layout/wide")).value == .dimension(Dimension(32, .px)))
  }

  @Test func referencesInsideComposites() throws {
    let (system, _) = loadTokens(Self.base)
    let one = try #require(system.token("shadow/one"))
    #expect(one.subReferences.map(\.field) == ["color", "offsetX"])
    #expect(one.subReferences[0].chain.map(\.name) == ["colors/black"])
    guard case .shadow(let layers) = one.value else {
      Issue.record()
      return
    }
    #expect(layers[0].offsetX == Dimension(8) && layers[0].color.alpha == 0.04)
    // A layer reference stands for one layer; the JSON output has no alias left.
    let many = try #require(system.token("shadow/layers"))
    guard case .shadow(let both) = many.value else {
      Issue.record()
      return
    }
    #expect(both.count == 2 && both[1].spread == Dimension(2))
    #expect(!many.resolvedValue.jsonText().contains("{" + "shadow"))
    #expect(!many.resolvedValue.jsonText().contains("$ref"))
  }

  @Test func aliasKeepsTheTargetsExtensionsOwnDescription() throws {
    let json = """
      {
        "a": { "$type": "number", "$value": 1, "$extensions": {"com.example": {"keep": [1, "two"]}} },
        "b": { "$value": "{a}", "$extensions": {"org.other": true} }
      }
      """
    let (system, _) = loadTokens(json)
    #expect(system.token("a")?.extensions?.jsonText() == #"{"com.example":{"keep":[1,"two"]}}"#)
    #expect(system.token("b")?.extensions?.jsonText() == #"{"org.other":true}"#)
  }
}

@Suite struct GroupTests {
  @Test func typeInheritanceAndOverrides() throws {
    let json = """
      {
        "size": {
          "$type": "dimension",
          "a": { "$value": {"value": 1, "unit": "px"} },
          "inner": { "b": { "$value": {"value": 2, "unit": "px"} } },
          "n": { "$type": "number", "$value": 3 }
        }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(diagnostics.isEmpty)
    #expect(system.token("size/inner/b")?.type == .dimension)
    #expect(system.token("size/n")?.type == .number)
  }

  @Test func deprecationInheritsAndCanBeLifted() throws {
    let json = """
      {
        "old": {
          "$type": "number", "$deprecated": "Use new instead.",
          "a": { "$value": 1 },
          "b": { "$value": 2, "$deprecated": false },
          "c": { "$value": 3, "$deprecated": true }
        }
      }
      """
    let (system, _) = loadTokens(json)
    #expect(system.token("old/a")?.deprecation == .deprecated(reason: "Use new instead."))
    #expect(system.token("old/b")?.deprecation == nil)
    #expect(system.token("old/c")?.deprecation == .deprecated(reason: nil))
  }

  @Test func rootTokens() throws {
    let json = """
      {
        "color": {
          "$type": "color",
          "accent": {
            "$root": { "$value": \(srgb("#DD0000")) },
            "light": { "$value": \(srgb("#FF2222")) }
          },
          "alias": { "$value": "{color.accent.$root}" }
        }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let root = try #require(system.token("color/accent"))
    #expect(root.path.dotted == "color.accent.$root" && root.path.key == "color.accent")
    #expect(root.cssVariable == "--color-accent")
    #expect(system.token("color.accent.$root")?.name == "color/accent")
    #expect(system.token("color/alias")?.chain.map(\.name) == ["color/alias", "color/accent"])
    #expect(system.tokenNames == ["color/accent", "color/accent/light", "color/alias"])
    #expect(system.defaultResolution.jsonOutput().contains("\"color.accent\": {"))
  }

  @Test func extendsCopiesAndOverrides() throws {
    let json = """
      {
        "button": {
          "$type": "color",
          "background": { "$value": \(srgb("#0066CC")) },
          "text": { "$value": \(srgb("#FFFFFF")) },
          "state": { "hover": { "$value": \(srgb("#0055AA")) }, "press": { "$value": \(srgb("#004499")) } }
        },
        "button-primary": {
          "$extends": "{button}",
          "background": { "$value": \(srgb("#CC0066")) },
          "state": { "hover": { "$value": \(srgb("#AA0055")) } },
          "focus": { "$value": \(srgb("#FF3399")) }
        },
        "button-ref": { "$ref": "#/button", "text": { "$value": \(srgb("#000000")) } }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(
      system.tokenNames(inGroup: "button-primary") == [
        "button-primary/background", "button-primary/text", "button-primary/state/hover", "button-primary/state/press",
        "button-primary/focus",
      ])
    #expect(system.color("button-primary/background", in: system.defaultContext)?.hex == "#CC0066")
    #expect(system.color("button-primary/text", in: system.defaultContext)?.hex == "#FFFFFF")
    #expect(system.color("button-primary/state/hover", in: system.defaultContext)?.hex == "#AA0055")
    #expect(system.color("button-primary/state/press", in: system.defaultContext)?.hex == "#004499")
    #expect(system.token("button-primary/focus")?.type == .color, "the group's $type is inherited too")
    #expect(system.color("button-ref/text", in: system.defaultContext)?.hex == "#000000")
    #expect(system.color("button-ref/background", in: system.defaultContext)?.hex == "#0066CC")
  }

  @Test func extendsChainsThroughExtendedGroups() {
    let json = """
      {
        "$type": "number",
        "a": { "x": { "$value": 1 } },
        "b": { "$extends": "{a}", "y": { "$value": 2 } },
        "c": { "$extends": "#/b", "z": { "$value": 3 } }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(diagnostics.isEmpty)
    #expect(system.tokenNames(inGroup: "c") == ["c/x", "c/y", "c/z"])
  }

  @Test func sourceOrderIsKept() {
    let json = """
      { "$type": "number", "z": { "$value": 1 }, "a": { "$value": 2 }, "m": { "k": { "$value": 3 }, "b": { "$value": 4 } } }
      """
    let (system, _) = loadTokens(json)
    #expect(system.tokenNames == ["z", "a", "m/k", "m/b"])
    #expect(system.defaultResolution.tokens.map(\.path.key) == ["z", "a", "m.k", "m.b"])
  }
}
