/// Splits a page into its YAML front matter and its Markdown body.
package struct FrontMatter: Sendable {
  /// The YAML between the `---` fences, or nil when the page has none.
  package var yaml: String?
  /// The Markdown after the closing fence.
  package var body: String
  /// How many lines precede the body in the file, so body positions map back to the file.
  package var bodyLineOffset: Int

  /// The YAML starts on line 2 (after the opening `---`).
  package static let yamlLineOffset = 1

  /// Finds the fences with one pass over the UTF-8 bytes and slices the text once.
  package init(splitting text: String) {
    let bytes = text.utf8
    let newline = UInt8(ascii: "\n")
    guard bytes.starts(with: "---\n".utf8) || bytes.starts(with: "---\r\n".utf8) else {
      self.init(yaml: nil, body: text, bodyLineOffset: 0)
      return
    }
    var lineStart = bytes.index(after: bytes.firstIndex(of: newline)!)
    let yamlStart = lineStart
    var lines = 1
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.endIndex
      lines += 1
      var line = bytes[lineStart..<lineEnd]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
        let bodyStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
        self.init(
          yaml: String(text[yamlStart..<lineStart]), body: String(text[bodyStart...]), bodyLineOffset: lines)
        return
      }
      guard lineEnd < bytes.endIndex else { break }
      lineStart = bytes.index(after: lineEnd)
    }
    // No closing fence: not front matter after all.
    self.init(yaml: nil, body: text, bodyLineOffset: 0)
  }

  package init(yaml: String?, body: String, bodyLineOffset: Int) {
    self.yaml = yaml
    self.body = body
    self.bodyLineOffset = bodyLineOffset
  }
}
