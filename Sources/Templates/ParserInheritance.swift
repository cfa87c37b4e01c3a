/// Building parent tags and blocks, the inheritance module: the arguments a parent passes, and
/// the indentation a block's content loses where it is written and gains where it is expanded.
extension Parser {
  /// A partial, or a parent with the blocks written inside it (other content there is ignored).
  func partialTag(_ tag: RawTag, arguments children: [TemplateNode]) -> PartialTag {
    var arguments: [String: Block] = [:]
    for case .block(let block) in children where arguments[block.name] == nil {
      arguments[block.name] = block
    }
    return PartialTag(
      name: tag.name, indent: tag.standalone ? tag.indent : nil, arguments: arguments,
      line: tag.line, column: tag.column)
  }

  /// A block's content loses the indentation of its first line (its intrinsic indentation),
  /// which goes back where the block is expanded; a block whose opening tag stands alone is
  /// otherwise expanded at that tag's indentation.
  func block(_ opening: RawTag, close: RawTag, children: [TemplateNode], isArgument: Bool)
    throws(TemplateSyntaxError) -> Block
  {
    var content = children
    var intrinsic: [UInt8]?
    if opening.standalone {
      var start = opening.end
      while start < close.start, bytes[start] != Parser.newline { start += 1 }
      start += 1
      var end = close.start
      if close.standalone {
        while end > start, Parser.isBlank(bytes[end - 1]) { end -= 1 }
      }
      var blanks = start
      while blanks < end, Parser.isBlank(bytes[blanks]) { blanks += 1 }
      if start < end, blanks > start {
        let indent = Array(bytes[start..<blanks])
        intrinsic = indent
        content = try Parser.parse(
          Parser.removing(indent, fromLinesOf: bytes[start..<end]), name: templateName,
          firstLine: opening.line + 1, open: opening.open, close: opening.close
        ).nodes
      }
    }
    // An argument whose closing tag ends its line ends with that line.
    if isArgument, close.endsLine, !content.isEmpty, !Parser.endsWithNewline(content) {
      content.append(.text([Parser.newline]))
    }
    return Block(
      name: opening.name, children: content, intrinsicIndent: intrinsic,
      expansionIndent: intrinsic ?? (opening.standalone ? opening.indent : nil),
      line: opening.line, column: opening.column)
  }

  private static func endsWithNewline(_ nodes: [TemplateNode]) -> Bool {
    guard case .text(let text) = nodes.last else { return false }
    return text.last == newline
  }

  /// Each line without the leading `indent` (or as much of it as the line starts with).
  private static func removing(_ indent: [UInt8], fromLinesOf text: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var position = text.startIndex
    while position < text.endIndex {
      var matched = 0
      while matched < indent.count, position < text.endIndex, text[position] == indent[matched] {
        matched += 1
        position += 1
      }
      while position < text.endIndex {
        let byte = text[position]
        out.append(byte)
        position += 1
        if byte == Parser.newline { break }
      }
    }
    return out
  }
}
