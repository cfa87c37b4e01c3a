import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// Alias chains: per token and context, down to the primitive, with positions.
@Suite struct ChainTests {
  @Test func chainPerContextWithPositions() throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    for (context, primitive, hex) in [
      (system.contexts[0], "colors/blue/500", "#0A84FF"), (system.contexts[3], "colors/blue/400", "#409CFF"),
    ] {
      let token = try #require(system.resolve("input/border/focus", in: context))
      #expect(token.chain.map(\.name) == ["input/border/focus", "brand/base", primitive])
      #expect(token.valueSummary == hex)
      #expect(token.chain[0].location.file.hasSuffix("content/tokens/components.tokens.json"))
      #expect(
        token.chain[1].location.file.hasSuffix(
          context.value(for: "theme") == "dark" ? "semantic-dark.tokens.json" : "semantic-light.tokens.json"))
      #expect(token.chain[2].location.file.hasSuffix("primitives.tokens.json"))
      #expect(token.primitive.name == primitive)
    }
  }

  @Test func literalTokensAreTheirOwnChain() throws {
    let (system, _) = loadTokens(#"{ "n": { "$type": "number", "$value": 1 } }"#)
    let token = try #require(system.token("n"))
    #expect(token.chain.map(\.name) == ["n"] && !token.isAlias)
    #expect(token.chainText == "n → 1")
  }

  @Test func compositeChainsFollowEachPart() throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let ring = try #require(system.resolve("focusRing/brand", in: system.contexts[2]))
    #expect(ring.subReferences.map(\.field) == ["1.color", "2.color"])
    #expect(
      ring.subReferences.map { $0.chain.map(\.name) } == [
        ["bg/white-0", "colors/gray/950"], ["brand/base", "colors/blue/400"],
      ])
    let label = try #require(system.resolve("typography/label-lg", in: system.defaultContext))
    #expect(label.subReferences.map(\.field) == ["fontFamily", "fontWeight"])
  }

  @Test func aliasOfACompositeKeepsItsParts() throws {
    let json = """
      { "n": { "$type": "number", "one": { "$value": 1 } },
        "g": { "$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": "{n.one}"}] },
        "alias": { "$value": "{g}" } }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(diagnostics.isEmpty)
    let alias = try #require(system.token("alias"))
    #expect(alias.chain.map(\.name) == ["alias", "g"])
    #expect(alias.subReferences.map(\.field) == ["1.position"])
  }
}
