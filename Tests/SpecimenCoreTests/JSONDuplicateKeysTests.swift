import Testing

@testable import SpecimenCore

/// Repeated keys of objects past sixteen members, found by their bytes while every key is plain
/// ASCII and as strings once one is not, with the answers a set of strings gives.
@Suite struct JSONDuplicateKeysTests {
  /// An object of `count` distinct plain keys `k0`, `k1`, … followed by `last`.
  static func object(_ count: Int, then last: String) -> String {
    "{" + (0..<count).map { "\"k\($0)\": 0, " }.joined() + last + ": 1}"
  }

  static func duplicate(in text: String) -> String? {
    do {
      _ = try JSONReader.parse(text, file: "t.json")
      return nil
    } catch {
      return error.id == .jsonDuplicateKey ? error.message : "other: \(error.message)"
    }
  }

  @Test(arguments: [16, 17, 40, 200])
  func aRepeatedPlainKeyIsFoundWhereverItFalls(count: Int) {
    #expect(Self.duplicate(in: Self.object(count, then: "\"k0\"")) == "duplicate key 'k0'")
    #expect(Self.duplicate(in: Self.object(count, then: "\"k\(count - 1)\"")) == "duplicate key 'k\(count - 1)'")
    // Keys that share a hash bucket or a prefix are still different keys.
    #expect(Self.duplicate(in: Self.object(count, then: "\"k\"")) == nil)
    #expect(Self.duplicate(in: Self.object(count, then: "\"k00\"")) == nil)
  }

  @Test func keysBeyondASCIIAreComparedAsStrings() {
    // An escape and the character itself are one key.
    #expect(Self.duplicate(in: Self.object(20, then: #""\u006b3""#)) == "duplicate key 'k3'")
    // A decomposed é is the same string as the composed one, met before or after the switch.
    let composed = "\"caf\u{E9}\""
    let decomposed = "\"cafe\u{301}\""
    #expect(Self.duplicate(in: "{" + composed + ": 0, " + Self.object(18, then: decomposed).dropFirst()) != nil)
    #expect(Self.duplicate(in: Self.object(18, then: composed + ": 0, " + decomposed)) != nil)
    // After a non-ASCII key, a later plain repeat is still found, and distinct keys pass.
    #expect(Self.duplicate(in: Self.object(18, then: composed + ": 0, \"k5\"")) == "duplicate key 'k5'")
    #expect(Self.duplicate(in: Self.object(18, then: composed + ": 0, \"k18\"")) == nil)
  }

  @Test func distinctKeysReadWhole() throws {
    let node = try JSONReader.parse(Self.object(300, then: "\"last\""), file: "t.json")
    #expect(node.entries?.count == 301)
    #expect(node["k299"]?.number == 0)
    #expect(node["last"]?.number == 1)
  }
}
