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

  package init(splitting text: String) {
    // A page without front matter is all body.
    guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else {
      self.init(yaml: nil, body: text, bodyLineOffset: 0)
      return
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    lines.removeFirst()
    var yamlLines: [Substring] = []
    var consumed = 1
    while let line = lines.first {
      lines.removeFirst()
      consumed += 1
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed == "---" || trimmed == "..." {
        self.init(
          yaml: yamlLines.joined(separator: "\n") + "\n", body: lines.joined(separator: "\n"),
          bodyLineOffset: consumed)
        return
      }
      yamlLines.append(line)
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
