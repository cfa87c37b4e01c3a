import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import FigmaGeometry

/// A bound paint names a Figma variable by id, or by key for a library's variable: the tokens'
/// `$extensions` say which token each stands for, in either of the forms exports write.
@Suite struct FigmaVariableNamesTests {
  static let file = "/site/content/tokens/figma.tokens.json"
  static let tokens = """
    {
      "bg": {"$type": "color",
        "default": {"$value": "#ffffff",
          "$extensions": {"com.figma": {"variableId": "VariableID:2:2", "key": "4f1c0a9e"}}},
        "muted": {"$value": "#f2f2f7", "$extensions": {"com.figma.variableId": "VariableID:2:3"}}},
      "spacing": {"$type": "dimension",
        "0-5": {"$value": "2px", "$extensions": {"com.figma": {"variableKey": "77aa01"}}}},
      "plain": {"$type": "color", "$value": "#000000"}
    }
    """

  static func names() throws -> FigmaVariableNames {
    let (system, diagnostics) = collecting {
      TokenSystem.load(tokenFiles: [file], files: .memory([file: tokens]), into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    return FigmaVariableNames(tokens: system.defaultResolution.tokens)
  }

  @Test func anIdOrAKeyNamesItsToken() throws {
    let names = try Self.names()
    #expect(names.token(for: "VariableID:2:2") == "bg/default")
    #expect(names.token(for: "4f1c0a9e") == "bg/default")
    #expect(names.token(for: "VariableID:2:3") == "bg/muted")
    #expect(names.token(for: "77aa01") == "spacing/0-5")
    #expect(names.names.count == 4, "a token without Figma's extension names nothing")
  }

  /// A library variable's id carries its key before a slash.
  @Test func aLibraryVariablesIdIsFoundByItsKey() throws {
    let names = try Self.names()
    #expect(names.token(for: "VariableID:77aa01/123:45") == "spacing/0-5")
    #expect(names.token(for: "VariableID:unknown/1:2") == nil)
  }
}
