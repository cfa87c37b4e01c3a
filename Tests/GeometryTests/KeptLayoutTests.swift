import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// What a library keeps after loading: the layouts the check made, for the pages, and what it
/// read, for `updated(…)`, only when asked to.
@Suite struct KeptLayoutTests {
  @Test func keptLayoutsHaveNoSpareRoom() throws {
    let row = try required { Bundled.library.layout(set: "_Toggle Label", into: &$0) }
    #expect(row.layers.count > 3)
    #expect(row.layers.capacity == row.layers.count)
  }

  @Test func theVariantsOfASetShareWhatTheirLayersRepeat() throws {
    let plain = try required {
      Bundled.library.layout(set: "Toggle", variant: ["Active": "Off", "State": "Default"], into: &$0)
    }
    let focused = try required {
      Bundled.library.layout(set: "Toggle", variant: ["Active": "Off", "State": "Focused"], into: &$0)
    }
    let (track, handle) = (try #require(plain.index(of: "track")), try #require(plain.index(of: "handle")))
    // Only the track's effect differs between the two: its name and shape stay shared.
    #expect(plain.layers[0].partsShared(with: focused.layers[0]) == ["identity", "form", "appearance"])
    #expect(plain.layers[handle].partsShared(with: focused.layers[handle]) == ["identity", "form", "appearance"])
    #expect(plain.layers[track].partsShared(with: focused.layers[track]) == ["identity", "form"])
    #expect(plain.layers[track].effects.isEmpty && focused.layers[track].effects.count == 1)
    // A changed copy takes a box of its own; the cached layer keeps its values.
    var renamed = plain.layers[track]
    renamed.name = "rail"
    renamed.appearance.opacity = 0.5
    #expect(renamed.partsShared(with: plain.layers[track]) == ["form"])
    #expect(plain.layers[track].name == "track" && plain.layers[track].opacity == 1)
    #expect(renamed.name == "rail" && renamed.path == "track" && renamed.opacity == 0.5)
  }

  @Test func aLibraryLoadedOnceDrawsTheSameAndCannotBeUpdated() throws {
    let (once, reported) = collecting {
      GeometryLibrary.load(
        directory: Repo.content + "/geometry", icons: Repo.content + "/icons", tokens: TestTokens.appetite,
        sets: TestSets.appetite, measurer: Bundled.measurer, updatable: false, into: &$0)
    }
    #expect(reported.map(\.description) == [])
    #expect(once.setNames == Bundled.library.setNames)
    for set in once.setNames {
      let drawn = try required { once.svg(set: set, into: &$0) }
      #expect(drawn == (try required { Bundled.library.svg(set: set, into: &$0) }))
    }
    var none = Diagnostics()
    #expect(once.updated(changedFiles: [], tokens: TestTokens.appetite, changedTokens: [], into: &none) == nil)
    let updated = Bundled.library.updated(
      changedFiles: [], tokens: TestTokens.appetite, changedTokens: [], into: &none)
    #expect(updated?.setNames == Bundled.library.setNames)
  }

  @Test func theCacheFindsALayoutByItsValuesAndForgetsTheSetsAnUpdateReplaced() {
    func drawn(_ set: String, width: Double) -> LaidOutComponent {
      LaidOutComponent(
        set: set, variant: ["State": "On", "Size": "md"], properties: ["Label": "Go"], label: set, width: width,
        height: 1, bleed: 0, layers: [], targetIndex: 0)
    }
    func key(_ set: String, state: String = "On", label: String = "Go") -> LayoutKey {
      LayoutKey(set: set, variant: ["Size": "md", "State": state], properties: ["Label": label])
    }
    let cache = LayoutCache()
    cache.keep(drawn("A", width: 1))
    cache.keep(drawn("B", width: 2))
    #expect(cache.component(for: key("A"))?.width == 1)
    #expect(cache.component(for: key("A", state: "Off")) == nil)
    #expect(cache.component(for: key("A", label: "Stop")) == nil)
    let updated = cache.replacing(["A"])
    #expect(updated.component(for: key("A")) == nil)
    #expect(updated.component(for: key("B"))?.width == 2)
    updated.keep(drawn("A", width: 3))
    // A long chain of updates is folded into one cache; the newest layout of each set wins.
    var chain = updated
    for _ in 0..<40 { chain = chain.replacing([]) }
    #expect(chain.component(for: key("A"))?.width == 3)
    #expect(chain.component(for: key("B"))?.width == 2)
    #expect(chain.replacing(["B"]).component(for: key("B")) == nil)
  }

  /// A key hashes its set and variant values only: keys that differ in a property's name or in
  /// another property's value share a hash, and the cache still tells them apart.
  @Test func keysThatHashAlikeAreStillToldApart() {
    func drawn(_ properties: PropertyValues, width: Double) -> LaidOutComponent {
      LaidOutComponent(
        set: "A", variant: ["State": "On"], properties: properties, label: "A", width: width, height: 1, layers: [])
    }
    let go = LayoutKey(set: "A", variant: ["State": "On"], properties: ["Label": "Go"])
    let stop = LayoutKey(set: "A", variant: ["State": "On"], properties: ["Label": "Stop"])
    let renamed = LayoutKey(set: "A", variant: ["Mode": "On"], properties: ["Label": "Go"])
    #expect(go.hashValue == stop.hashValue && go.hashValue == renamed.hashValue)
    #expect(go != stop && go != renamed)
    let cache = LayoutCache()
    cache.keep(drawn(["Label": "Go"], width: 1))
    cache.keep(drawn(["Label": "Stop"], width: 2))
    #expect(cache.component(for: go)?.width == 1)
    #expect(cache.component(for: stop)?.width == 2)
    #expect(cache.component(for: renamed) == nil)
  }

  @Test func paintsAndTypographyAreValuesThoughTheyShareABox() {
    let paint = GeometryPaint(color: GeometryColor(hex: "#102030"), token: "brand/base", cssVariable: "--brand-base")
    var dimmed = paint
    dimmed.opacity = 0.5
    #expect(paint.opacity == 1 && dimmed.opacity == 0.5)
    #expect(dimmed.token == "brand/base" && dimmed.cssVariable == "--brand-base")
    let same = GeometryPaint(color: GeometryColor(hex: "#102030"), token: "brand/base", cssVariable: "--brand-base")
    #expect(paint == same && paint != dimmed)
    #expect(Set([paint, same, dimmed]).count == 2)

    let style = GeometryTypography(fontFamily: "Inter", fontWeight: 500, fontSize: 16, lineHeight: 1.5)
    var larger = style
    larger.fontSize = 18
    #expect(style.fontSize == 16 && larger.fontSize == 18 && larger.fontFamily == "Inter")
    #expect(style.lineHeightPixels == 24)
    #expect(style == GeometryTypography(fontFamily: "Inter", fontWeight: 500, fontSize: 16, lineHeight: 1.5))
    #expect(style != larger)
    #expect(Set([style, larger, style]).count == 2)
  }
}
