import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// The Android-flavoured set (dp and sp, fluid vw, vmin, vh and ch, shadows with empty-unit
/// zeros) resolved by Specimen and by `Wild/droidkit/resolve.py`, an independent reading that
/// shares no code with it: the same value for every token in every context, lenient and strict.
@Suite struct WildIndependentTests {
  static let folder = Fixtures.path("Wild/droidkit", target: "TokensTests")

  /// A value as resolve.py normalizes it.
  static func normalized(_ value: TokenValue) -> String? {
    func color(_ c: TokenColor) -> String { c.hex + (c.alpha < 1 ? "/" + formatNumber(c.alpha) : "") }
    switch value {
    case .dimension(let d): return d.written
    case .color(let c): return color(c)
    case .typography(let t):
      return [
        t.fontFamily?.joined(separator: ",") ?? "-", formatNumber(t.fontWeight), t.fontSize.written,
        t.letterSpacing.written, t.lineHeightMultiple.map { formatNumber($0) } ?? "-",
      ].joined(separator: "|")
    case .border(let b): return [b.width.written, b.style.css, color(b.color)].joined(separator: "|")
    case .shadow(let layers):
      return layers.map { l in
        ([color(l.color)] + [l.offsetX, l.offsetY, l.blur, l.spread].map(\.written)).joined(separator: " ")
      }.joined(separator: ", ")
    default: return nil
    }
  }

  @Test(arguments: [TokenStrictness.lenient, .strict])
  func everyValueAgreesWithTheIndependentReading(strictness: TokenStrictness) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/independent-values.json"))
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: String]])
    let system = collecting {
      TokenSystem.load(resolverPath: Self.folder + "/droidkit.resolver.json", strictness: strictness, into: &$0)
    }.0
    var actual: [String: [String: String]] = [:]
    for resolution in system.resolutions {
      var values: [String: String] = [:]
      for token in resolution.tokens { values[token.name] = Self.normalized(token.value) ?? "?" }
      actual[resolution.context.id] = values
    }
    // Strict reports each unit outside 2025.10 as an error, but reads every value the same way.
    #expect(actual == expected)
  }

  /// The file the test reads is what the script writes now.
  @Test func independentValuesAreCurrent() throws {
    let before = try String(contentsOfFile: Self.folder + "/independent-values.json", encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.folder + "/resolve.py"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try String(contentsOfFile: Self.folder + "/independent-values.json", encoding: .utf8) == before)
  }
}
