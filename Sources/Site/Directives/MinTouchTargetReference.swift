import Figma
import Geometry
import SpecimenCore
import Tokens

/// `{{min-touch-target}}` → "44 pt on iOS and 48 dp on Material 3": platform/min-touch-target
/// in each context of the platform modifier, in its unit and under its context's name, so the
/// sentence and the touch-target drawings read the same numbers.
struct MinTouchTargetReference: InlineReference {
  let name = "min-touch-target"
  let summary = "the minimum touch target on each platform: 44 pt on iOS and 48 dp on Material 3"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(context.site.data.touchTargets, arguments: arguments, at: location)
  }

  static func render(_ platforms: [TouchTargetPlatform], arguments: String, at location: SourceLocation)
    -> DirectiveResult
  {
    guard arguments.trimmingSpaces.isEmpty else {
      return .failure(
        .error(
          "min-touch-target takes no arguments", at: location, hint: "write {{min-touch-target}}",
          id: .directiveMinTouchTargetArguments))
    }
    guard !platforms.isEmpty else {
      return .failure(
        .error(
          "the tokens have no platform/min-touch-target per platform", at: location,
          hint: "define platform/min-touch-target in each context of a 'platform' modifier",
          id: .geometryTouchTargetTokenMissing))
    }
    var result = DirectiveResult()
    result.reads.tokens.insert("platform/min-touch-target")
    result.html.text(Prose.list(platforms.map { "\(formatNumber($0.minimum)) \($0.unit) on \($0.name)" }))
    return result
  }
}
