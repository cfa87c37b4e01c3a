import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// `$extends` copies its target: groups extending groups that extend groups multiply, so the
/// values they stand for are counted and bounded.
@Suite struct ExtendsLimitTests {
  /// `levels` groups, each with `width` children extending the group before.
  func bomb(levels: Int, width: Int) -> String {
    let keys = (0..<width).map { "k\($0)" }
    var groups = [
      #""l0": { "$type": "number", "# + keys.map { "\"\($0)\": { \"$value\": 1 }" }.joined(separator: ", ") + " }"
    ]
    for level in 1...levels {
      groups.append(
        "\"l\(level)\": { " + keys.map { "\"\($0)\": { \"$extends\": \"{l\(level - 1)}\" }" }.joined(separator: ", ")
          + " }")
    }
    return "{\n" + groups.joined(separator: ",\n") + "\n}"
  }

  func extend(_ json: String) throws -> (node: Node, pass: ExtendsPass) {
    var pass = ExtendsPass(root: try JSONReader.parse(json, file: "/t/a.tokens.json"))
    let node = pass.resolveGroup(pass.root, at: [])
    return (node, pass)
  }

  @Test func aBombStopsAtTheLimitWithOneError() throws {
    // Ten levels of ten: 21 × 10¹⁰ values if every copy were made.
    let (node, pass) = try extend(bomb(levels: 10, width: 10))
    #expect(pass.inheritedValues <= ExtendsPass.maxInheritedValues)
    #expect(ExtendsPass.valueCount(node) <= 3 * ExtendsPass.maxInheritedValues)
    let errors = pass.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.map(\.id) == [.tokensExtendsExpansion])
    #expect(errors.first?.location?.line == 6)
    #expect(errors.first?.hint?.contains("extensions of extensions multiply") == true)
  }

  @Test func extensionsWithinTheLimitAreCountedAndKept() throws {
    // 3 levels of 4: l0 holds 10 values (itself, $type, 4 tokens of 2); l1 4 copies of it, each
    // beside its own 2 (49); l2 4 of l1 (205).
    let (node, pass) = try extend(bomb(levels: 3, width: 4))
    #expect(pass.diagnostics.isEmpty)
    #expect(pass.inheritedValues == 4 * (10 + 49 + 205))
    #expect(node.descendant(["l3", "k3", "k2", "k1", "k0"])?["$value"]?.number == 1)
  }
}
