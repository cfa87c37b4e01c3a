@testable import Geometry

/// The Appetite UI tokens of the shared token-name list, light theme, iOS platform, as literals.
struct TestTokens: GeometryTokenSource {
  var table: [String: GeometryToken]
  var order: [String]

  func token(_ name: String) -> GeometryToken? { table[name] }
  var tokenNames: [String] { order }
  func cssVariable(_ name: String) -> String { Self.defaultCSSVariable(name) }

  init(_ entries: [(String, GeometryToken)]) {
    table = Dictionary(entries, uniquingKeysWith: { $1 })
    order = entries.map(\.0)
  }

  static func color(_ hex: String, _ alpha: Double = 1) -> GeometryToken {
    .color(GeometryColor(hex: hex, alpha: alpha))
  }
  static func paint(_ token: String) -> GeometryPaint {
    guard case .color(let color)? = appetite.table[token] else { fatalError("no color \(token)") }
    return GeometryPaint(color: color, token: token)
  }
  static func type(_ weight: Double, _ size: Double, _ line: Double) -> GeometryToken {
    .typography(GeometryTypography(fontFamily: "Inter", fontWeight: weight, fontSize: size, lineHeight: line / size))
  }

  static let primitives: [(String, GeometryToken)] = [
    ("colors/blue/400", color("#409CFF")), ("colors/blue/500", color("#0A84FF")),
    ("colors/blue/600", color("#0071E3")), ("colors/gray/0", color("#FFFFFF")),
    ("colors/gray/50", color("#F7F7F8")), ("colors/gray/100", color("#F2F2F7")),
    ("colors/gray/200", color("#E5E5EA")), ("colors/gray/300", color("#D1D1D6")),
    ("colors/gray/400", color("#AEAEB2")), ("colors/gray/500", color("#8E8E93")),
    ("colors/gray/600", color("#636366")), ("colors/gray/700", color("#48484A")),
    ("colors/gray/800", color("#3A3A3C")), ("colors/gray/900", color("#2C2C2E")),
    ("colors/gray/950", color("#1C1C1E")), ("colors/gray/1000", color("#000000")),
    ("colors/red/400", color("#FF453A")), ("colors/red/500", color("#FF3B30")),
    ("colors/green/500", color("#34C759")), ("colors/static/white", color("#FFFFFF")),
    ("colors/static/black", color("#000000")),
    ("colors/alpha/black/alpha-1", color("#000000", 0.01)),
    ("colors/alpha/black/alpha-4", color("#000000", 0.04)),
    ("colors/alpha/black/alpha-24", color("#000000", 0.24)),
    ("colors/alpha/white/alpha-24", color("#FFFFFF", 0.24)),
    ("colors/alpha/white/alpha-72", color("#FFFFFF", 0.72)),
  ]

  static let semantic: [(String, GeometryToken)] = [
    ("bg/white-0", color("#FFFFFF")), ("bg/weak-50", color("#F7F7F8")), ("bg/soft-100", color("#F2F2F7")),
    ("bg/soft-200", color("#E5E5EA")), ("bg/sub-200", color("#D1D1D6")), ("brand/base", color("#0A84FF")),
    ("brand/pressed", color("#0071E3")), ("static/static-white-0", color("#FFFFFF")),
    ("text/strong-950", color("#1C1C1E")), ("text/sub-600", color("#636366")),
    ("text/soft-500", color("#8E8E93")), ("text/disabled-300", color("#D1D1D6")),
    ("text/white-0", color("#FFFFFF")), ("fg/disabled-400", color("#AEAEB2")),
    ("icon/sub-600", color("#636366")), ("stroke/soft-200", color("#E5E5EA")),
    ("stroke/sub-300", color("#D1D1D6")), ("state/error/base-500", color("#FF3B30")),
    ("input/border/focus", color("#0A84FF")),
    ("platform/min-touch-target", .dimension(44)),
    ("radius/full", .dimension(999)), ("radius/16", .dimension(16)), ("radius/8", .dimension(8)),
    ("radius/4", .dimension(4)), ("spacing/2", .dimension(2)), ("spacing/4", .dimension(4)),
    ("spacing/8", .dimension(8)), ("spacing/12", .dimension(12)), ("spacing/16", .dimension(16)),
    ("spacing/24", .dimension(24)), ("border/width/1", .dimension(1)), ("border/width/2", .dimension(2)),
    ("backdropBlur/sm", .dimension(12)),
    ("typography/label-lg", type(500, 18, 28)), ("typography/label-md", type(500, 16, 24)),
    ("typography/label-sm", type(500, 14, 20)), ("typography/paragraph-md", type(400, 16, 24)),
    ("typography/paragraph-sm", type(400, 14, 20)), ("typography/paragraph-xs", type(400, 12, 16)),
    ("typography/title-h5", type(500, 30, 36)),
  ]

  static let effects: [(String, GeometryToken)] = [
    (
      "shadow/toggle-handle",
      .shadow([
        GeometryShadowLayer(
          paint: GeometryPaint(color: GeometryColor(hex: "#000000", alpha: 0.04), token: "colors/alpha/black/alpha-4"),
          offsetY: 2, blur: 4),
        GeometryShadowLayer(
          paint: GeometryPaint(color: GeometryColor(hex: "#000000", alpha: 0.01), token: "colors/alpha/black/alpha-1"),
          offsetY: 1, blur: 1),
      ])
    ),
    (
      "focusRing/brand",
      .shadow([
        GeometryShadowLayer(paint: GeometryPaint(color: GeometryColor(hex: "#FFFFFF"), token: "bg/white-0"), spread: 2),
        GeometryShadowLayer(paint: GeometryPaint(color: GeometryColor(hex: "#0A84FF"), token: "brand/base"), spread: 4),
      ])
    ),
  ]

  static let appetite = TestTokens(primitives + semantic + effects)
}
