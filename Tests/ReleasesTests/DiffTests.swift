import Foundation
import Site
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Releases

/// Two versions of the bundled site: the second re-points brand/pressed in Light, makes Toggle's
/// default State Pressed and drops its Disabled On variant, widens the Toggle frame to 56, and
/// adds and removes a page.
struct TwoVersions {
  let root: URL
  var old: String { root.path + "/v1" }
  var new: String { root.path + "/v2" }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-diff-\(UUID().uuidString)")
    let fileManager = FileManager.default
    for version in ["v1", "v2"] {
      for folder in ["content", "templates"] {
        try fileManager.createDirectory(atPath: root.path + "/" + version, withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: Repository.path(folder), toPath: root.path + "/\(version)/\(folder)")
      }
    }
    try Self.edit(new + "/content/tokens/semantic-light.tokens.json") {
      $0.replacingOccurrences(of: "\"$value\": \"{colors.blue.600}\"", with: "\"$value\": \"{colors.blue.400}\"")
    }
    try Self.edit(new + "/content/geometry/toggle.yml") {
      $0.replacingOccurrences(of: "frame: { width: 52, height: 44 }", with: "frame: { width: 56, height: 44 }")
    }
    try Self.editToggleSet(in: new + "/content/figma/appetite-ui.json")
    try fileManager.removeItem(atPath: new + "/content/pages/components/checkbox.md")
    try "---\ntitle: Switch\nsection: Components\n---\n# Switch\n".write(
      toFile: new + "/content/pages/components/switch.md", atomically: true, encoding: .utf8)
  }

  static func edit(_ path: String, _ change: (String) -> String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the edit of \(path) changed nothing")
    try changed.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Toggle's default State becomes Pressed, and its State=Disabled, Active=On variant goes.
  static func editToggleSet(in path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      var document = root["document"] as? [String: Any]
    else { throw CocoaError(.fileReadCorruptFile) }
    func visit(_ node: inout [String: Any]) {
      if node["type"] as? String == "COMPONENT_SET", node["name"] as? String == "Toggle" {
        if var definitions = node["componentPropertyDefinitions"] as? [String: Any],
          var state = definitions["State"] as? [String: Any]
        {
          state["defaultValue"] = "Pressed"
          definitions["State"] = state
          node["componentPropertyDefinitions"] = definitions
        }
        if let children = node["children"] as? [[String: Any]] {
          node["children"] = children.filter { $0["name"] as? String != "State=Disabled, Active=On" }
        }
      }
      if var children = node["children"] as? [[String: Any]] {
        for index in children.indices { visit(&children[index]) }
        node["children"] = children
      }
    }
    visit(&document)
    root["document"] = document
    try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct SiteDiffTests {
  func diff(_ versions: TwoVersions) -> SiteDiff {
    let before = SiteBuilder.loadData(BuildOptions(siteDirectory: versions.old, write: false))
    let after = SiteBuilder.loadData(BuildOptions(siteDirectory: versions.new, write: false))
    #expect(
      !(before.diagnostics + after.diagnostics).contains { $0.severity == .error },
      "\((before.diagnostics + after.diagnostics).prefix(3))")
    return SiteDiff.between(before.data, pages: before.pages, and: after.data, pages: after.pages)
  }

  @Test func sameVersionHasNoChanges() throws {
    let versions = try TwoVersions()
    defer { versions.remove() }
    let before = SiteBuilder.loadData(BuildOptions(siteDirectory: versions.old, write: false))
    let same = SiteDiff.between(before.data, pages: before.pages, and: before.data, pages: before.pages)
    #expect(same.isEmpty)
    #expect(
      DiffReport.render(same, from: "v1", to: "v1", as: .text)
        == "What changed from v1 to v1\n  nothing in the data changed\n")
  }

  @Test func everyKindOfChangeIsFound() throws {
    let versions = try TwoVersions()
    defer { versions.remove() }
    let diff = diff(versions)
    // Tokens: brand/pressed now points at blue/700 in the Light contexts only, and so does its value.
    let repoints = diff.tokens.repointed.filter { $0.name == "brand/pressed" }
    #expect(repoints.map(\.to) == ["colors/blue/400"])
    #expect(repoints.first?.contexts == ["Light · iOS"])
    #expect(diff.tokens.changed.contains { $0.name == "brand/pressed" && $0.contexts == ["Light · iOS"] })
    #expect(diff.tokens.added.isEmpty && diff.tokens.removed.isEmpty && diff.tokens.renamed.isEmpty)
    // Component sets.
    let toggle = try #require(diff.sets.changed.first { $0.name == "Toggle" })
    #expect(toggle.changedDefaults.map { [$0.property, $0.from, $0.to] } == [["State", "Default", "Pressed"]])
    #expect(toggle.removedVariants == ["State=Disabled, Active=On"])
    #expect(toggle.addedVariants.isEmpty && toggle.addedProperties.isEmpty)
    #expect(diff.isBreaking, "a removed variant is a breaking change")
    // Geometry: every Toggle variant still published is 4 wider; the label row grows with it, and
    // its Toggle instance, now Pressed by default, paints its track bg/sub-200.
    let toggleSizes = diff.geometry.filter { $0.set == "Toggle" }
    #expect(toggleSizes.count == 7)
    #expect(toggleSizes.allSatisfy { $0.frame == ValueChange(from: "52 × 44", to: "56 × 44") })
    // Pages.
    #expect(diff.pages.added == ["components/switch.md"])
    #expect(diff.pages.removed == ["components/checkbox.md"])
  }

  @Test func reportsInEveryFormat() throws {
    let versions = try TwoVersions()
    defer { versions.remove() }
    let diff = diff(versions)
    let text = DiffReport.render(diff, from: "v1", to: "v2", as: .text)
    #expect(text.hasPrefix("What changed from v1 to v2\n  breaking: "))
    #expect(text.contains("\nTokens\n  re-pointed (1)\n"))
    #expect(text.contains("    brand/pressed: colors/blue/600 → colors/blue/400 (Light · iOS)\n"))
    #expect(
      text.contains(
        "  Toggle (2)\n    State default Default → Pressed\n    variant State=Disabled, Active=On removed\n"))
    #expect(text.contains("    Active=Off, State=Default: frame 52 × 44 → 56 × 44\n"))
    #expect(
      text.contains(
        "  _Toggle Label (2)\n    Align=Left: toggle 52 × 44 → 56 × 44; toggle/track fill bg/soft-200 → bg/sub-200; text at 68, 0 → 72, 0; frame 340 × 48 → 344 × 48\n"
      ))
    let markdown = DiffReport.render(diff, from: "v1", to: "v2", as: .md)
    #expect(markdown.hasPrefix("# What changed from v1 to v2\n\n> **Breaking:**"))
    #expect(markdown.contains("- `brand/pressed`: `colors/blue/600` → `colors/blue/400` (Light · iOS)"))
    let json = DiffReport.render(diff, from: "v1", to: "v2", as: .json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["breaking"] as? Bool == true)
    let pages = try #require(object["pages"] as? [String: Any])
    #expect(pages["added"] as? [String] == ["components/switch.md"])
    // Same input, same bytes.
    #expect(DiffReport.render(self.diff(versions), from: "v1", to: "v2", as: .json) == json)
  }

  @Test func aGitRefIsReadWithoutTouchingTheWorkingTree() throws {
    let versions = try TwoVersions()
    defer { versions.remove() }
    let repository = versions.root.path + "/repo"
    try FileManager.default.createDirectory(atPath: repository + "/docs", withIntermediateDirectories: true)
    for folder in ["content", "templates"] {
      try FileManager.default.copyItem(atPath: versions.old + "/" + folder, toPath: repository + "/docs/" + folder)
    }
    try FixtureVersions.git(in: repository, "init", "-q")
    try FixtureVersions.git(in: repository, "add", "-A")
    try FixtureVersions.git(in: repository, "commit", "-q", "-m", "v1")
    try FixtureVersions.git(in: repository, "tag", "v1")
    // The working tree moves on to the second version.
    try FileManager.default.removeItem(atPath: repository + "/docs/content")
    try FileManager.default.copyItem(atPath: versions.new + "/content", toPath: repository + "/docs/content")
    let before = try String(contentsOfFile: repository + "/docs/content/geometry/toggle.yml", encoding: .utf8)

    var diagnostics = Diagnostics()
    let old = try #require(SiteVersion.resolve("v1", site: repository + "/docs", into: &diagnostics))
    defer { old.discard() }
    #expect(diagnostics.isEmpty)
    #expect(old.directory != repository + "/docs")
    #expect(
      try String(contentsOfFile: old.directory + "/content/geometry/toggle.yml", encoding: .utf8).contains("width: 52"))
    #expect(try String(contentsOfFile: repository + "/docs/content/geometry/toggle.yml", encoding: .utf8) == before)

    let missing = SiteVersion.resolve("v9", site: repository + "/docs", into: &diagnostics)
    #expect(missing == nil)
    #expect(diagnostics.first?.message.hasPrefix("'v9' is neither a folder nor a git ref") == true)
  }
}

@Suite struct TokenChangeTests {
  func system(_ json: String) -> TokenSystem {
    let path = "/t/a.tokens.json"
    return collecting { TokenSystem.load(tokenFiles: [path], files: .memory([path: json]), into: &$0) }.0
  }

  @Test func addedRemovedRenamedAndChanged() {
    let old = system(
      """
      { "a": { "$type": "color", "$value": "#FFFFFF" },
        "b": { "$type": "color", "$value": "#000000", "$description": "Ink." },
        "gone": { "$type": "number", "$value": 1 },
        "alias": { "$value": "{a}" } }
      """)
    let new = system(
      """
      { "a": { "$type": "color", "$value": "#EEEEEE" },
        "ink": { "$type": "color", "$value": "#000000", "$description": "Ink." },
        "fresh": { "$type": "number", "$value": 2 },
        "alias": { "$value": "{ink}" } }
      """)
    let changes = TokenChanges.between(old, new)
    #expect(changes.renamed.map { [$0.from, $0.to] } == [["b", "ink"]])
    #expect(changes.added.map(\.name) == ["fresh"])
    #expect(changes.removed.map(\.name) == ["gone"])
    #expect(changes.repointed.map { [$0.name, $0.from, $0.to] } == [["alias", "a", "ink"]])
    #expect(changes.changed.map(\.name) == ["a", "alias"])
    #expect(changes.changed.first?.colors != nil, "a color change carries both colors for swatches")
  }

  @Test func twoChangesWithOtherColorsAreNotEqual() {
    let red = TokenValueChange(
      name: "a", from: "x", to: "y", contexts: [], colors: ColorChange(from: "#000000", to: "#FF0000"))
    var blue = red
    blue.colors = ColorChange(from: "#000000", to: "#0000FF")
    #expect(red != blue)
    #expect(Set([red, blue]).count == 2)
  }
}
