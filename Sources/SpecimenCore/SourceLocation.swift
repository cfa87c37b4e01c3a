/// A position in a source file, 1-based, as editors and compilers print it.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var column: Int

  package init(file: String, line: Int = 1, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the prefix every diagnostic starts with.
  package var description: String { "\(file):\(line):\(column)" }

  package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
