import SpecimenCore
import Testing

@Suite struct NodeSharingTests {
  static let file = "/t/a.tokens.json"

  func parse(_ text: String) throws -> Node { try JSONReader.parse(text, file: Self.file) }

  @Test func anUnchangedReadingIsTheEarlierOne() throws {
    let earlier = try parse(#"{ "a": { "$value": 1 }, "b": { "$value": [1, 2] } }"#)
    let again = try parse(#"{ "a": { "$value": 1 }, "b": { "$value": [1, 2] } }"#)
    let shared = again.sharingEqualParts(with: earlier)
    #expect(shared == again)
    #expect(shared.entries?[0].value == earlier.entries?[0].value)
  }

  @Test func anEditKeepsItsNewPartsAndSharesTheRest() throws {
    let earlier = try parse(#"{ "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$value": [3] } }"#)
    let edited = try parse(#"{ "a": { "$value": 1 }, "b": { "$value": 5 }, "c": { "$value": [3] } }"#)
    let shared = edited.sharingEqualParts(with: earlier)
    // The result reads exactly as the new text, positions included.
    #expect(shared == edited)
    #expect(shared["b"]?["$value"]?.number == 5)
    #expect(shared != earlier)
  }

  @Test func movedAndShiftedPartsAreTheNewReading() throws {
    let earlier = try parse(#"{ "a": { "$value": 1 }, "b": { "$value": 2 } }"#)
    let moved = try parse(#"{ "b": { "$value": 2 }, "a": { "$value": 1 } }"#)
    #expect(moved.sharingEqualParts(with: earlier) == moved)
    let shifted = try parse("{\n \"a\": { \"$value\": 1 },\n \"b\": { \"$value\": 2 } }")
    #expect(shifted.sharingEqualParts(with: earlier) == shifted)
    let shorter = try parse(#"{ "a": { "$value": [1] } }"#)
    let longer = try parse(#"{ "a": { "$value": [1, 2] } }"#)
    #expect(longer.sharingEqualParts(with: shorter) == longer)
    #expect(shorter.sharingEqualParts(with: longer) == shorter)
  }
}
