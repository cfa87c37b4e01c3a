import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

@Suite struct BundledContentTests {
  @Test func appetiteLoadsWithoutDiagnostics() {
    let (system, diagnostics) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    #expect(system.contexts.map(\.name) == ["Light · iOS", "Light · Material 3", "Dark · iOS", "Dark · Material 3"])
    #expect(system.defaultContext.name == "Light · iOS")
    for context in system.contexts {
      #expect(system.unresolvedTokens(in: context).isEmpty)
    }
  }

  @Test func inputBorderFocusChain() throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let light = try #require(system.resolve("input/border/focus", in: system.contexts[0]))
    #expect(light.chain.map(\.name) == ["input/border/focus", "brand/base", "colors/blue/500"])
    #expect(light.chainText == "input/border/focus → brand/base → colors/blue/500 → #0A84FF")
    let dark = try #require(system.resolve("input/border/focus", in: system.contexts[2]))
    #expect(dark.chainText == "input/border/focus → brand/base → colors/blue/400 → #409CFF")
  }

  @Test func seedValues() throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let ios = system.contexts[0], android = system.contexts[1], dark = system.contexts[2]
    #expect(system.color("text/soft-500", in: ios)?.hex == "#8E8E93")
    #expect(system.color("text/soft-500", in: dark)?.hex == "#8E8E93")
    #expect(system.dimension("platform/min-touch-target", in: ios) == 44)
    #expect(system.dimension("platform/min-touch-target", in: android) == 48)
    #expect(ios.pixelUnit == "pt" && android.pixelUnit == "dp")
    #expect(system.contrast("text/soft-500", on: "bg/white-0", in: ios)?.formatted == "3.26:1")
    let label = try #require(system.typography("typography/label-lg", in: ios))
    #expect(label.family == "Inter" && label.weight == 500 && label.sizePx == 18 && label.lineHeightPx == 28)
    #expect(system.typography("typography/paragraph-sm", in: ios)?.lineHeightPx == 20)
    #expect(system.typography("typography/title-h5", in: ios)?.lineHeightPx == 36)
    let ring = try #require(system.shadow("focusRing/brand", in: ios))
    #expect(ring.map(\.spread.px) == [2, 4])
    #expect(ring.map(\.color.hex) == ["#FFFFFF", "#0A84FF"])
    #expect(system.shadow("focusRing/brand", in: dark)?.map(\.color.hex) == ["#1C1C1E", "#409CFF"])
    #expect(system.color("static/static-white-0", in: dark)?.hex == "#FFFFFF")
    #expect(system.color("colors/alpha/black/alpha-24", in: ios)?.alpha == 0.24)
    #expect(system.dimension("backdropBlur/sm", in: ios) == 12)
  }

  @Test func tokenNameListOfTheSeeds() {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let names = Set(system.tokenNames)
    let required = [
      "colors/blue/400", "colors/blue/500", "colors/blue/600", "colors/gray/0", "colors/gray/1000", "colors/red/400",
      "colors/red/500", "colors/green/500", "colors/static/white", "colors/static/black", "colors/alpha/black/alpha-1",
      "colors/alpha/black/alpha-4", "colors/alpha/black/alpha-24", "colors/alpha/white/alpha-24",
      "colors/alpha/white/alpha-72", "bg/white-0", "bg/weak-50", "bg/soft-100", "bg/soft-200", "bg/sub-200",
      "brand/base", "brand/pressed", "static/static-white-0", "text/strong-950", "text/sub-600", "text/soft-500",
      "text/disabled-300", "text/white-0", "fg/disabled-400", "icon/sub-600", "stroke/soft-200", "stroke/sub-300",
      "state/error/base-500", "input/border/focus", "platform/min-touch-target", "radius/full", "radius/16",
      "radius/8", "radius/4", "spacing/2", "spacing/4", "spacing/8", "spacing/12", "spacing/16", "spacing/24",
      "border/width/1", "border/width/2", "backdropBlur/sm", "shadow/toggle-handle", "focusRing/brand",
      "typography/label-lg", "typography/label-md", "typography/label-sm", "typography/paragraph-md",
      "typography/paragraph-sm", "typography/paragraph-xs", "typography/title-h5",
    ]
    #expect(required.filter { !names.contains($0) } == [])
  }

  @Test func everySemanticColorEndsOnAPrimitive() {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    for context in system.contexts {
      for token in system.resolution(for: context).tokens where token.type == .color {
        #expect(token.primitive.path.segments.first == "colors", "\(token.name) ends on \(token.primitive.name)")
      }
    }
  }

  @Test func eandLoadsWithoutDiagnostics() throws {
    let (system, diagnostics) = collecting { TokenSystem.load(resolverPath: eandResolver, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    let light = system.defaultContext
    #expect(system.dimension("scale/56", in: light) == 56)
    #expect(system.dimension("border-radius/5", in: light) == 14)
    #expect(system.dimension("spacing/md", in: light) == 12)
    #expect(system.dimension("border/sm", in: light) == 1)
    #expect(system.color("text/brand/default", in: light) != nil)
    for name in [
      "spacing/2xs", "spacing/sm", "spacing/lg", "typography/body/sm", "typography/body/lg",
      "input-field/text/default/label/default", "input-field/text/default/value/default",
      "input-field/surface/default/default", "border/interactive/accent/default", "border/interactive/danger/subtle",
      "surface/glass/white/md", "surface/glass/white/sm",
    ] {
      #expect(system.resolve(name, in: light) != nil, "\(name)")
    }
    #expect(system.contexts.map(\.name) == ["Light", "Dark"])
    // The floating-label field: padding, label line, gap, value line, padding = scale/56.
    let field = try [
      system.dimension("spacing/sm", in: light), system.typography("typography/body/sm", in: light)?.lineHeightPx,
      system.dimension("spacing/2xs", in: light), system.typography("typography/body/lg", in: light)?.lineHeightPx,
      system.dimension("spacing/sm", in: light),
    ].map { try #require($0) }.reduce(0, +)
    #expect(field == system.dimension("scale/56", in: light))
    #expect(system.color("colors/red/500", in: light)?.hex == "#E00800")
    #expect(system.color("surface/glass/white/md", in: system.contexts[1])?.alpha == 0.24)
  }

  /// The Toggle Label row: a 28 high title over a 20 high description is 48.
  @Test func toggleLabelHeights() {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let ctx = system.defaultContext
    let title = system.typography("typography/label-lg", in: ctx)?.lineHeightPx ?? 0
    let description = system.typography("typography/paragraph-sm", in: ctx)?.lineHeightPx ?? 0
    #expect(title + description == 48)
  }
}
