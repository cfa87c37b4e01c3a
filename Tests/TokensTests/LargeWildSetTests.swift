import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// Thousands of tokens in draft forms over four files and two modifiers, written by a small
/// deterministic generator: every deviation is reported once, and values follow their aliases
/// across files in every context.
@Suite struct LargeWildSetTests {
  static let ramps = 100
  static let components = 1800

  /// A hex color that depends only on its index.
  static func hex(_ i: Int, alpha: Bool = false) -> String {
    let v = (i &* 2_654_435_761) & 0xFF_FFFF
    let text = "#" + String(v, radix: 16).leftPadded(6)
    return alpha ? text + "80" : text
  }

  static let files: [String: String] = {
    var core: [String] = []
    for r in 0..<ramps {
      var steps = (1...10).map { "\"\($0 * 100)\": {\"$value\": \"\(hex(r * 10 + $0))\"}" }
      steps.append("\"alpha\": {\"$value\": \"\(hex(r, alpha: true))\"}")
      core.append("\"r\(r)\": {\(steps.joined(separator: ", "))}")
    }
    let sizes = (1...40).map { "\"s\($0)\": {\"$value\": \"\($0 * 2)px\"}" }
    let coreFile = """
      {"color": {"$type": "color", \(core.joined(separator: ",\n"))},
       "size": {"$type": "dimension", \(sizes.joined(separator: ", "))}}
      """
    func theme(_ step: Int) -> String {
      "{\"semantic\": {\"$type\": \"color\", "
        + (0..<ramps).map {
          "\"r\($0)\": {\"bg\": {\"$value\": \"{color.r\($0).\(step)}\"}, \"fg\": {\"$value\": \"{color.r\($0).\(1100 - step)}\"}, \"tint\": {\"$value\": \"{color.r\($0).alpha}\"}}"
        }
        .joined(separator: ",\n") + "}}"
    }
    func density(_ scale: Int) -> String {
      "{\"space\": {\"$type\": \"dimension\", "
        + (1...20).map { "\"x\($0)\": {\"$value\": \($0 * scale)}" }.joined(separator: ", ") + "}}"
    }
    let parts = (0..<components / 3).map { i in
      "\"c\(i)\": {\"bg\": {\"$type\": \"color\", \"$value\": \"{semantic.r\(i % ramps).bg}\"}, "
        + "\"pad\": {\"$type\": \"dimension\", \"$value\": \"{space.x\(i % 20 + 1)}\"}, "
        + "\"edge\": {\"$type\": \"border\", \"$value\": {\"color\": \"{semantic.r\(i % ramps).tint}\", \"width\": \"1px\", \"style\": \"solid\"}}}"
    }
    let resolver = """
      {"version": "2025.10", "resolutionOrder": [
        {"type": "set", "name": "core", "sources": [{"$ref": "core.tokens.json"}]},
        {"type": "modifier", "name": "theme", "default": "light", "contexts": {
          "light": [{"$ref": "themes.tokens.json#/light"}], "dark": [{"$ref": "themes.tokens.json#/dark"}]}},
        {"type": "modifier", "name": "density", "default": "roomy", "contexts": {
          "tight": [{"$ref": "density.tokens.json#/tight"}], "roomy": [{"$ref": "density.tokens.json#/roomy"}]}},
        {"type": "set", "name": "components", "sources": [{"$ref": "components.tokens.json"}]}
      ]}
      """
    return [
      "/w/wild.resolver.json": resolver,
      "/w/core.tokens.json": coreFile,
      "/w/themes.tokens.json": "{\"light\": \(theme(100)), \"dark\": \(theme(1000))}",
      "/w/density.tokens.json": "{\"tight\": \(density(3)), \"roomy\": \(density(4))}",
      "/w/components.tokens.json": "{" + parts.joined(separator: ",\n") + "}",
    ]
  }()

  static func load(_ strictness: TokenStrictness) -> (TokenSystem, Diagnostics) {
    collecting {
      TokenSystem.load(resolverPath: "/w/wild.resolver.json", strictness: strictness, files: .memory(files), into: &$0)
    }
  }

  @Test(arguments: [TokenStrictness.lenient, .strict]) func everyDeviationOnce(strictness: TokenStrictness) {
    let (system, diagnostics) = Self.load(strictness)
    let tokensPerContext = Self.ramps * 11 + 40 + Self.ramps * 3 + 20 + Self.components / 3 * 3
    #expect(system.resolutions.count == 4)
    #expect(
      system.resolutions.allSatisfy { $0.tokens.count == tokensPerContext && $0.allPaths.count == tokensPerContext })
    #expect(tokensPerContext > 3000)
    var counts: [DeviationKind: Int] = [:]
    for deviation in system.deviations { counts[deviation.kind, default: 0] += 1 }
    // Hex strings in core; "Npx" sizes and border widths; bare numbers in both density contexts.
    #expect(counts == [.colorString: Self.ramps * 11, .dimensionString: 40 + Self.components / 3, .bareNumber: 40])
    #expect(diagnostics.count == system.deviations.count, "nothing else is reported")
    let severity: Diagnostic.Severity = strictness == .strict ? .error : .warning
    #expect(diagnostics.allSatisfy { $0.severity == severity })
    // Each deviation's diagnostic carries the identifier of its kind.
    #expect(system.deviations.allSatisfy { $0.diagnostic.id == $0.kind.id })
    #expect(
      Set(diagnostics.map(\.id)) == [
        .tokensDeviationColorString, .tokensDeviationDimensionString, .tokensDeviationBareNumber,
      ])
  }

  @Test func deviationIdentifiersNameTheirKind() {
    #expect(
      DeviationKind.allCases.map(\.id.rawValue) == DeviationKind.allCases.map { "tokens.deviation." + $0.rawValue })
  }

  @Test func aliasesFollowEachContext() throws {
    let (system, _) = Self.load(.lenient)
    for (theme, step) in [("light", 100), ("dark", 1000)] {
      for (density, scale) in [("tight", 3), ("roomy", 4)] {
        let context = try #require(
          collecting { system.context(for: ContextSelection(["theme": theme, "density": density]), into: &$0) }.0)
        for i in [0, 7, 499] {
          let bg = try #require(system.resolve("c\(i)/bg", in: context))
          #expect(
            bg.chain.map(\.name) == ["c\(i)/bg", "semantic/r\(i % Self.ramps)/bg", "color/r\(i % Self.ramps)/\(step)"])
          #expect(bg.value.css == Self.hex(i % Self.ramps * 10 + step / 100).uppercased())
          #expect(
            system.resolve("c\(i)/pad", in: context)?.value == .dimension(Dimension(Double((i % 20 + 1) * scale))))
          guard case .border(let edge)? = system.resolve("c\(i)/edge", in: context)?.value else {
            Issue.record("edge")
            return
          }
          #expect(edge.color.alpha == 0x80 / 255 && edge.width == Dimension(1))
        }
      }
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
