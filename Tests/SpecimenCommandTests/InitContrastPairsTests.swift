import Testing

@testable import SpecimenCLI

/// Which text and icon colors `init` measures on which backgrounds, from their names alone.
@Suite struct InitContrastPairsTests {
  typealias Pair = InitContrastPairs.Pair

  /// Figma's Simple Design System, as its variables name them: an `on-…` color on the
  /// background it names (with the variant it names), every other one on the default background;
  /// never `text/brand/default` on `background/brand/default`, the same #2C2C2C (1.00:1).
  @Test func simpleDesignSystemNames() {
    let colors = [
      "@color/background/default/default", "@color/background/default/default-hover",
      "@color/background/default/secondary", "@color/background/brand/default", "@color/background/brand/hover",
      "@color/background/brand/secondary", "@color/background/disabled/default",
      "@color/background/utilities/overlay", "@color/text/default/default", "@color/text/default/secondary",
      "@color/text/brand/default", "@color/text/brand/on-brand", "@color/text/brand/on-brand-secondary",
      "@color/text/disabled/on-disabled", "@color/text/utilities/text-on-overlay", "@color/icon/brand/on-brand",
      "@color/border/brand/default",
    ]
    let pairs = InitContrastPairs.infer(
      colors: colors, foregrounds: ["@color/text", "@color/icon"], backgrounds: ["@color/background"])
    #expect(
      pairs == [
        Pair(foreground: "@color/text/default/default", background: "@color/background/default/default"),
        Pair(foreground: "@color/text/default/secondary", background: "@color/background/default/default"),
        Pair(foreground: "@color/text/brand/default", background: "@color/background/default/default"),
        Pair(foreground: "@color/text/brand/on-brand", background: "@color/background/brand/default"),
        Pair(foreground: "@color/text/brand/on-brand-secondary", background: "@color/background/brand/secondary"),
        Pair(foreground: "@color/text/disabled/on-disabled", background: "@color/background/disabled/default"),
        Pair(foreground: "@color/text/utilities/text-on-overlay", background: "@color/background/utilities/overlay"),
        Pair(foreground: "@color/icon/brand/on-brand", background: "@color/background/brand/default"),
      ])
  }

  /// Material's roles (`onPrimaryContainer` over `primaryContainer`, a group called `on`) and
  /// Primer's `fg/onEmphasis` over every `…-emphasis` background.
  @Test func camelCaseAndOnGroups() {
    let material = InitContrastPairs.infer(
      colors: [
        "sys/surface/primary", "sys/surface/primaryContainer", "sys/surface/base", "sys/text/onPrimaryContainer",
        "sys/on/primary", "sys/text/body",
      ],
      foregrounds: ["sys/text", "sys/on"], backgrounds: ["sys/surface"])
    #expect(
      material == [
        Pair(foreground: "sys/text/onPrimaryContainer", background: "sys/surface/primaryContainer"),
        Pair(foreground: "sys/on/primary", background: "sys/surface/primary"),
        Pair(foreground: "sys/text/body", background: "sys/surface/base"),
      ])
    let primer = InitContrastPairs.infer(
      colors: ["bg/default", "bg/accent-emphasis", "bg/danger-emphasis", "bg/accent-muted", "fg/onEmphasis"],
      foregrounds: ["fg"], backgrounds: ["bg"])
    #expect(primer.map(\.background) == ["bg/accent-emphasis", "bg/danger-emphasis"])
  }

  /// An `on-…` that names no background, and no default background: no pair is guessed.
  @Test func nothingIsGuessed() {
    let pairs = InitContrastPairs.infer(
      colors: ["bg/weak-50", "bg/strong-950", "text/strong-950", "text/on-sky"],
      foregrounds: ["text"], backgrounds: ["bg"])
    #expect(pairs.isEmpty)
  }
}
