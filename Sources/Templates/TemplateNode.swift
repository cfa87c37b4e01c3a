/// One piece of a compiled template. Rendering walks these; it never looks at the source again.
enum TemplateNode: Sendable {
  /// UTF-8 bytes: rendering copies them into a byte buffer without String bookkeeping.
  case text([UInt8])
  /// The start of a source line that stays in the output: where a standalone partial's
  /// indentation goes. Line starts inside a text run are found by the renderer instead.
  case lineStart
  case variable(Name, escaped: Bool)
  case section(Section)
  /// `{{>name}}`, or `{{<name}}…{{/name}}` with the blocks that replace the partial's own.
  case partial(PartialTag)
  /// `{{$name}}default{{/name}}`: replaced by the block of that name that a parent tag passes.
  case block(Block)
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
  /// The partial's name; `*name` takes it from the value of `name` (a dynamic name).
  let name: String
  /// The whitespace before a standalone partial tag (UTF-8), added to every line the partial
  /// writes; nil when the tag shares its line with other content.
  let indent: [UInt8]?
  /// The blocks of a parent tag, by name; empty for a plain partial.
  let arguments: [String: Block]
  let line: Int
  let column: Int

  init(name: String, indent: [UInt8]?, arguments: [String: Block], line: Int, column: Int) {
    self.name = name
    self.indent = indent
    self.arguments = arguments
    self.line = line
    self.column = column
  }
}

final class Block: Sendable {
  let name: String
  /// The default content, or what replaces a parent's block when this one is an argument.
  let children: [TemplateNode]
  /// The indentation taken off the content's lines (that of its first line), if any.
  let intrinsicIndent: [UInt8]?
  /// The indentation added to whatever content is expanded here; nil when the block shares
  /// its line with other content.
  let expansionIndent: [UInt8]?
  let line: Int
  let column: Int

  init(
    name: String, children: [TemplateNode], intrinsicIndent: [UInt8]?,
    expansionIndent: [UInt8]?, line: Int, column: Int
  ) {
    self.name = name
    self.children = children
    self.intrinsicIndent = intrinsicIndent
    self.expansionIndent = expansionIndent
    self.line = line
    self.column = column
  }
}
