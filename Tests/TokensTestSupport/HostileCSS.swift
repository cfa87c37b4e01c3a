import TestSupport
import Testing

/// A name written to break out of a CSS string, and the check that tokens.css kept it inside.
package enum HostileCSS {
  /// Closes the selector's string and bracket, then adds a rule hiding every page.
  package static let text = "\"]{}body{display:none}\n"
  package static let json = #"\"]{}body{display:none}\n"#

  /// Checks that what a browser reads outside strings and comments holds no rule of the data's:
  /// one `{` and one `}` per block, and not the rule the names carry.
  package static func expectContained(
    _ css: String, blocks: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let outside = CSSStructure.outsideStrings(css)
    #expect(!outside.contains("body{"), "\(css)", sourceLocation: sourceLocation)
    #expect(!outside.contains("display:none"), "\(css)", sourceLocation: sourceLocation)
    #expect(outside.filter { $0 == "{" }.count == blocks, "\(css)", sourceLocation: sourceLocation)
    #expect(outside.filter { $0 == "}" }.count == blocks, "\(css)", sourceLocation: sourceLocation)
  }
}
