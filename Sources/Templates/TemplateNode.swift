/// One piece of a compiled template. Rendering walks these; it never looks at the source again.
enum TemplateNode: Sendable {
  /// UTF-8 bytes: rendering copies them into a byte buffer without String bookkeeping.
  case text([UInt8])
  /// The start of a source line that stays in the output: where a standalone partial's
  /// indentation goes. Line starts inside a text run are found by the renderer instead.
  case lineStart
  case variable(Name, escaped: Bool)
  case section(Section)
  case partial(PartialTag)
}

// The tree's nodes are immutable classes: binding one while walking costs a single retain.

/// A tag's name: `.` (the current item) has no parts; `a.b.c` has three.
final class Name: Sendable {
  let text: String
  let parts: [String]

  init(_ text: String) {
    self.text = text
    parts =
      text == "."
      ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}

final class Section: Sendable {
  let name: Name
  let inverted: Bool
  let children: [TemplateNode]
  let line: Int
  let column: Int

  init(name: Name, inverted: Bool, children: [TemplateNode], line: Int, column: Int) {
    self.name = name
    self.inverted = inverted
    self.children = children
    self.line = line
    self.column = column
  }
}

final class PartialTag: Sendable {
  let name: String
  /// The whitespace before a standalone partial tag (UTF-8), added to every line the partial
  /// writes; nil when the tag shares its line with other content.
  let indent: [UInt8]?
  let line: Int
  let column: Int

  init(name: String, indent: [UInt8]?, line: Int, column: Int) {
    self.name = name
    self.indent = indent
    self.line = line
    self.column = column
  }
}
