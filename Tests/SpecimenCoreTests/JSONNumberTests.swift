import Testing

@testable import SpecimenCore

/// Numbers without an exponent are read without making a string of each; every number reads to
/// the very double `Double(text)` gives, whichever way it is read.
@Suite struct JSONNumberTests {
  static func read(_ spellings: [String]) throws -> [Double] {
    let node = try JSONReader.parse("[" + spellings.joined(separator: ",") + "]", file: "n.json")
    return try #require(node.array).map { try #require($0.number) }
  }

  @Test func everyNumberIsTheCorrectlyRoundedDouble() throws {
    var spellings = [
      "0", "-0", "-0.0", "1", "0.1", "0.07000000029802322", "-12.5", "176", "1.2345678901234567",
      "9007199254740992", "9007199254740993", "-9007199254740993.5", "123456789012345678901234567890",
      "0.0000000000000000000001", "0.00000000000000000000001", "1.5e3", "-2E-7", "0.30000000000000004",
      "4.35", "0.000001", "99999999999999999.9",
    ]
    // Fractions of every length up to past the exact powers of ten, and a spread of values.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 1...25 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let digits = String(state % 10_000_000_000_000_000)
      spellings.append(String(digits.prefix(max(1, length % 8))) + "." + String(repeating: "3", count: length))
      spellings.append("-0." + String(digits.prefix(length)))
    }
    let read = try Self.read(spellings)
    for (spelling, value) in zip(spellings, read) {
      let expected = try #require(Double(spelling))
      #expect(value.bitPattern == expected.bitPattern, "\(spelling)")
    }
  }
}
