import Testing

@testable import Markdown

/// The scan that tells whether a page needs its references shielded at all, held to the rule it
/// reads by: a pair of bytes (`{{`, `\~`, `[^`, or a private-use or C1 lead byte and the byte
/// after it) anywhere in the text.
@Suite struct ShieldScanTests {
  /// The rule over each pair of neighbouring bytes, as the scan before a table of first bytes read it.
  static func rule(_ bytes: [UInt8]) -> Bool {
    zip(bytes, bytes.dropFirst()).contains { previous, byte in
      (previous == 0x7B && byte == 0x7B) || (previous == 0x5C && byte == 0x7E) || (previous == 0x5B && byte == 0x5E)
        || previous == 0xEE || (previous == 0xEF && byte < 0xA4) || (previous == 0xC2 && byte < 0xA0)
    }
  }

  /// Every text of up to three bytes drawn from the bytes the rule names, their neighbours and
  /// plain text: the scan answers as the rule does for each.
  @Test func theScanAnswersAsThePairRule() {
    let pieces: [UInt8] = [
      0x7B, 0x7D, 0x5C, 0x7E, 0x5B, 0x5E, 0x5D, 0xEE, 0xEF, 0xC2, 0x9F, 0xA0, 0xA3, 0xA4, 0x80, 0x61, 0x20, 0x0A,
    ]
    var texts: [[UInt8]] = [[]]
    for length in 1...3 {
      texts += texts.filter { $0.count == length - 1 }.flatMap { text in pieces.map { text + [$0] } }
    }
    for bytes in texts {
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(
        InlineReferenceShield.needsShielding(text) == Self.rule(Array(text.utf8)), "\(Array(text.utf8))")
    }
    #expect(InlineReferenceShield.needsShielding("a page {{token x}}"))
    #expect(!InlineReferenceShield.needsShielding("a page { {token x} }"))
  }
}
