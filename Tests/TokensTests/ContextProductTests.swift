import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// site.yml's `contexts: {theme: [light, dark], …}`: names checked and the count bounded before
/// any combination is made.
@Suite struct ContextProductTests {
  static let file = "/s/content/site.yml"

  func modifier(_ name: String, _ contexts: [String]) -> TokenModifier {
    TokenModifier(
      name: name, description: nil, contexts: contexts, defaultContext: contexts.first, contextNames: [:],
      pixelUnits: [:], location: nil)
  }

  func product(_ axes: [(String, [String])]) -> ContextProduct {
    var line = 3
    return ContextProduct(
      axes.map { name, contexts in
        line += 1
        return ContextProduct.Axis(
          modifier: .init(name, at: SourceLocation(file: Self.file, line: line, column: 5)),
          contexts: contexts.enumerated().map {
            .init($1, at: SourceLocation(file: Self.file, line: line, column: 12 + $0))
          })
      }, at: SourceLocation(file: Self.file, line: 3, column: 3))
  }

  @Test func makesEveryCombinationFirstModifierSlowest() {
    var diagnostics = Diagnostics()
    let selections = product([("theme", ["light", "Dark"]), ("density", ["compact", "comfy"])])
      .selections(
        modifiers: [modifier("theme", ["light", "dark"]), modifier("density", ["comfy", "compact"])],
        into: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(
      selections.map { $0.inputs.map(\.context) } == [
        ["light", "compact"], ["light", "comfy"], ["dark", "compact"], ["dark", "comfy"],
      ])
  }

  @Test func tooManyCombinationsMakeNoneAndSayHowMany() {
    // Seven modifiers of ten contexts: ten million combinations asked for.
    let contexts = (0..<10).map { "c\($0)" }
    let names = (0..<7).map { "m\($0)" }
    var diagnostics = Diagnostics()
    let selections = product(names.map { ($0, contexts) })
      .selections(modifiers: names.map { modifier($0, contexts) }, into: &diagnostics)
    #expect(selections.isEmpty)
    #expect(diagnostics.map(\.id) == [.tokensTooManyCombinations])
    #expect(diagnostics.first?.location?.line == 3)
    // How many there would be, and the limit, are said in words only.
    #expect(
      diagnostics.first?.message
        == "these contexts make 10000000 combinations; at most \(ContextProduct.maxCombinations) can be shown")
    #expect(diagnostics.first?.hint?.hasPrefix("list the combinations") == true)
  }

  @Test func theLimitItselfIsAllowed() {
    let contexts = (0..<16).map { "c\($0)" }
    let names = ["a", "b", "c"]
    var diagnostics = Diagnostics()
    let selections = product(names.map { ($0, contexts) })
      .selections(modifiers: names.map { modifier($0, contexts) }, into: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(selections.count == ContextProduct.maxCombinations)
  }

  @Test func countSaysPastIntMax() {
    let contexts = (0..<1000).map { "c\($0)" }
    #expect(product(Array(repeating: ("m", contexts), count: 7)).count == nil)
  }

  @Test func unknownNamesAreErrorsWhereTheyAreWrittenBeforeAnyCombination() {
    // Made-up names: each reported at its line, none combined, however many they would make.
    let made = (0..<10).map { "x\($0)" }
    var diagnostics = Diagnostics()
    let selections = product([("them", ["light", "drak"])] + (0..<6).map { ("made\($0)", made) })
      .selections(modifiers: [modifier("theme", ["light", "dark"])], into: &diagnostics)
    #expect(selections.isEmpty)
    #expect(
      diagnostics.contains {
        $0.matches(.tokensUnknownModifier, line: 4) && $0.hint == "did you mean 'theme'?"
      })
    #expect(diagnostics.contains { $0.matches(.tokensUnknownModifier, line: 10) })
    // Only the names that exist are counted: the count is said in words only.
    #expect(
      diagnostics.contains {
        $0.id == .tokensTooManyCombinations && $0.message.hasPrefix("these contexts make 2000000 combinations")
      })

    var typo = Diagnostics()
    _ = product([("theme", ["light", "drak"])]).selections(
      modifiers: [modifier("theme", ["light", "dark"])], into: &typo)
    #expect(typo.map(\.id) == [.tokensUnknownContext])
    #expect(typo.first?.hint == "did you mean 'dark'?")
    #expect(typo.first?.location?.column == 13)
  }
}
