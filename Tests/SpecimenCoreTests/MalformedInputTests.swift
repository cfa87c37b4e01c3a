import Testing

@testable import SpecimenCore

/// Bad input must give diagnostics, never a trap: mangled JSON and YAML from a fixed seed.
@Suite struct MalformedInputTests {
  /// A small deterministic generator, so a failure reproduces.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Deletes, duplicates and swaps random pieces of a valid document.
  static func mangle(_ text: String, seed: UInt64, count: Int) -> [String] {
    var generator = Generator(state: seed)
    let pieces: [Character] = [
      "{", "}", "[", "]", ":", ",", "\"", "\\", "\n", " ", "-", "&", "*", "#", "'", "é", "\u{0}",
    ]
    return (0..<count).map { _ in
      var characters = Array(text)
      for _ in 0..<(1 + generator.next(4)) {
        guard !characters.isEmpty else { break }
        let at = generator.next(characters.count)
        switch generator.next(3) {
        case 0: characters.remove(at: at)
        case 1: characters.insert(pieces[generator.next(pieces.count)], at: at)
        default: characters = Array(characters[..<at])
        }
      }
      return String(characters)
    }
  }

  @Test func mangledJSONNeverTraps() {
    let valid = #"{"a": [1, 2.5e3, "x\u00e9"], "b": {"c": null, "d": true}, "e": "\"q\""}"#
    var failures = 0
    for text in Self.mangle(valid, seed: 7, count: 400) {
      do { _ = try JSONReader.parse(text, file: "f.json") } catch {
        failures += 1
        #expect(error.location?.file == "f.json")
        #expect(error.location.map { $0.line >= 1 && $0.column >= 1 } == true)
      }
    }
    #expect(failures > 100)  // most mangled documents are invalid, and each said where
  }

  @Test func mangledYAMLNeverTraps() {
    let valid =
      "set: Toggle\nframe: { width: 52, height: 44 }\nlayers:\n  - name: track\n    fill: bg/soft-200\n  - &h {name: handle}\n  - *h\n"
    var parsed = 0, refused = 0
    for text in Self.mangle(valid, seed: 11, count: 400) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        let node = try YAMLReader.parse(text, file: "f.yml")
        #expect(node.location.file == "f.yml")
        parsed += 1
      } catch {
        // A refusal points inside the text it refused.
        #expect(error.location?.file == "f.yml")
        #expect((1...max(lines, 1)).contains(error.location?.line ?? 0), "\(text.debugDescription): \(error)")
        refused += 1
      }
    }
    // The mangling makes both kinds: a reader that accepted or refused everything would be wrong.
    #expect(parsed > 0 && refused > 0, "parsed \(parsed), refused \(refused)")
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: Diagnostic.self) { try JSONReader.parse(deep, file: "deep.json") }
    let deepYAML = String(repeating: "[", count: 5_000)
    #expect(throws: Diagnostic.self) { try YAMLReader.parse(deepYAML, file: "deep.yml") }
  }
}
