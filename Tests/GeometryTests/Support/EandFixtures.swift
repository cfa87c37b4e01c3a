import SpecimenCore
import TestSupport

@testable import Geometry

/// The e& tokens the input-field model reads (light theme), and its Figma set with the 38
/// published variants of the shared list.
enum Eand {
  static func color(_ hex: String) -> GeometryToken { .color(GeometryColor(hex: hex)) }
  static func type(_ size: Double, _ line: Double) -> GeometryToken {
    .typography(GeometryTypography(fontFamily: "Inter", fontWeight: 400, fontSize: size, lineHeight: line))
  }

  static let tokens = TestTokens([
    ("scale/24", .dimension(24)), ("scale/48", .dimension(48)), ("scale/56", .dimension(56)),
    ("border-radius/3", .dimension(8)), ("border-radius/5", .dimension(14)),
    ("spacing/2xs", .dimension(4)), ("spacing/xs", .dimension(6)), ("spacing/sm", .dimension(8)),
    ("spacing/md", .dimension(12)), ("spacing/lg", .dimension(16)), ("spacing/xl", .dimension(24)),
    ("border/sm", .dimension(1)), ("border/md", .dimension(2)),
    ("typography/body/sm", type(12, 1.3333)), ("typography/body/lg", type(16, 1.5)),
    ("text/brand/default", color("#E00800")),
    ("input-field/text/default/label/default", color("#6E7180")),
    ("input-field/text/default/value/default", color("#14161D")),
    ("input-field/surface/default/default", color("#F5F5F7")),
    ("border/interactive/accent/default", color("#10182B")),
    ("border/interactive/danger/subtle", color("#E00800")),
    ("surface/glass/white/md", .color(GeometryColor(hex: "#FFFFFF", alpha: 0.24))),
    ("status/error/default", color("#E00800")), ("status/success/default", color("#00875A")),
    ("status/neutral/default", color("#6E7180")),
  ])

  static let properties: [ComponentSetShape.VariantProperty] = [
    .init(name: "type", options: ["text", "dropdown", "picker", "comment", "otp"], defaultValue: "text"),
    .init(name: "default", options: ["true", "false"], defaultValue: "true"),
    .init(name: "filled", options: ["false", "true"], defaultValue: "false"),
    .init(name: "active", options: ["false", "true"], defaultValue: "false"),
    .init(name: "disabled", options: ["false", "true"], defaultValue: "false"),
    .init(name: "error", options: ["false", "true"], defaultValue: "false"),
  ]

  /// Empty or filled, then at rest or exactly one of active, disabled, error; otp lacks
  /// empty-error and filled-active.
  static let published: [PropertyValues] = {
    var rows: [PropertyValues] = []
    for type in ["text", "dropdown", "picker", "comment", "otp"] {
      for filled in [false, true] {
        for state in ["rest", "active", "disabled", "error"] {
          if type == "otp", (!filled && state == "error") || (filled && state == "active") { continue }
          rows.append([
            "type": type, "default": filled ? "false" : "true", "filled": filled ? "true" : "false",
            "active": state == "active" ? "true" : "false", "disabled": state == "disabled" ? "true" : "false",
            "error": state == "error" ? "true" : "false",
          ])
        }
      }
    }
    return rows
  }()

  static let inputField = ComponentSetShape(
    name: "input-field", variantProperties: properties, publishedVariants: published)

  static let loaded: (GeometryLibrary, Diagnostics) = collecting {
    GeometryLibrary.load(
      directory: Repo.root + "/examples/eand/content/geometry", icons: Repo.root + "/examples/eand/content/icons",
      tokens: tokens, sets: [inputField], measurer: Bundled.measurer, into: &$0)
  }
}
