import Testing

@testable import SpecimenCore

/// `Node.members` finds many keys of an object in one pass, and answers what the subscript
/// answers for each of them, from a `JSONTree` and from nodes of their own alike.
@Suite struct JSONMembersTests {
  static let keys = JSONKeySet(["id", "type", "absoluteBoundingBox", "A", "café", "K", "missing", "a3"])

  @Test(arguments: [
    #"{"id":"1:2","type":"FRAME","absoluteBoundingBox":{"x":1},"extra":[1,2]}"#,
    // An escaped key, a key in another normalization form, and the Kelvin sign, which Swift's
    // strings take for "K".
    #"{"\u0041": 1, "a3": 0, "cafe\u0301": "decomposed", "\u212a": "kelvin", "type": null}"#,
    #"{}"#,
  ])
  func membersAnswerWhatTheSubscriptAnswers(text: String) throws {
    let tree = try JSONReader.parse(bytes: Array(text.utf8), file: "t.json")
    let made = try JSONReader.parse(text, file: "t.json")
    for node in [tree, made] {
      let found = try #require(node.members(Self.keys))
      #expect(found.count == Self.keys.count)
      for (index, key) in Self.keys.keys.enumerated() {
        #expect(found[index] == node[key], "\(key) in \(text)")
      }
    }
  }

  @Test func onlyAnObjectHasMembers() throws {
    for text in ["[1, 2]", "\"id\"", "3", "null"] {
      #expect(try JSONReader.parse(bytes: Array(text.utf8), file: "t.json").members(Self.keys) == nil)
      #expect(try JSONReader.parse(text, file: "t.json").members(Self.keys) == nil)
    }
  }

  @Test func aKeySetFindsEachOfItsKeysAndNoOther() {
    let names = (0..<200).map { "field\($0)" }
    let set = JSONKeySet(names)
    for (index, name) in names.enumerated() { #expect(set.index(of: name) == index) }
    #expect(set.index(of: "field200") == nil)
    #expect(set.index(of: "") == nil)
  }
}
