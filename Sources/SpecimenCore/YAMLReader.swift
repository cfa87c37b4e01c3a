internal import CYAML

/// Reads YAML (through libyaml) into a `Node`, keeping source order and positions.
///
/// Plain scalars are typed by the YAML 1.2 core schema: `null`, `~` and empty are null,
/// `true`/`false` booleans, numerals numbers; quoted scalars are always strings.
package enum YAMLReader {
  /// Parses the first document of `text`. `lineOffset` places a fragment (front matter) in its file.
  package static func parse(_ text: String, file: String, lineOffset: Int = 0) throws(Diagnostic)
    -> Node
  {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw .error("could not start the YAML parser", at: SourceLocation(file: file), id: .yamlParserUnavailable)
    }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) -> Node in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var builder = Builder(file: file, lineOffset: lineOffset, bytes: bytes)
      return try builder.run(&parser)
    }
  }

  private struct Builder {
    /// Each anchor's node and how many values it stands for, aliases inside it counted out.
    var anchors: [String: (node: Node, size: Int)] = [:]
    /// How many values the aliases read so far stand for: an alias is a copy, so a few lines of
    /// aliases of aliases can stand for billions of values ("billion laughs").
    var aliasedValues = 0
    static let maxAliasedValues = 100_000

    /// The text, to look at the character libyaml stopped at.
    let bytes: [UInt8]
    /// Positions are byte offsets into the text; lines and columns are counted when asked.
    let lines: SourceLines
    /// libyaml counts characters; the last character index turned into a byte offset, so
    /// turning the next one costs only the characters in between.
    var cursor = (character: 0, byte: 0)
    let textStart: Int

    init(file: String, lineOffset: Int, bytes: [UInt8]) {
      self.bytes = bytes
      lines = SourceLines(bytes, file: file, lineOffset: lineOffset)
      // libyaml reads past a byte-order mark without counting it.
      textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      cursor = (0, textStart)
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
      let target = Int(mark.index)
      if lines.isASCII { return min(textStart + target, bytes.count) }
      if target < cursor.character { cursor = (0, textStart) }
      while cursor.character < target, cursor.byte < bytes.count {
        cursor.byte += 1
        while cursor.byte < bytes.count, bytes[cursor.byte] & 0xC0 == 0x80 { cursor.byte += 1 }
        cursor.character += 1
      }
      return cursor.byte
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
      SourcePosition(lines, offset: offset(mark))
    }

    mutating func next(_ parser: inout yaml_parser_t) throws(Diagnostic) -> yaml_event_t {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var message = problem
        if let context = parser.context { message = String(cString: context) + ": " + problem }
        let offset = offset(parser.problem_mark)
        let atTab = offset < bytes.count && bytes[offset] == UInt8(ascii: "\t")
        throw .error(
          message, at: lines.location(at: offset),
          hint: atTab ? "indent YAML with spaces, not tabs" : yamlHint(problem), id: .yamlSyntax)
      }
      return event
    }

    func yamlHint(_ problem: String) -> String? {
      if problem.contains("tab") { return "indent YAML with spaces, not tabs" }
      if problem.contains("mapping values are not allowed") {
        return "quote a value that contains ': '"
      }
      return nil
    }

    mutating func run(_ parser: inout yaml_parser_t) throws(Diagnostic) -> Node {
      var root: Node?
      while true {
        var event = try next(&parser)
        defer { yaml_event_delete(&event) }
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return root ?? Node(.null, at: SourcePosition(lines, offset: 0))
        case YAML_DOCUMENT_START_EVENT where root != nil:
          // Only the first document counts.
          return root!
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
          root = try readNode(starting: &event, parser: &parser, depth: 0).node
        default:
          continue
        }
      }
    }

    /// The node that starts with `event`, and how many values it holds with aliases expanded.
    mutating func readNode(starting event: inout yaml_event_t, parser: inout yaml_parser_t, depth: Int)
      throws(Diagnostic) -> (node: Node, size: Int)
    {
      let start = position(event.start_mark)
      guard depth < 256 else { throw .error("YAML nested too deeply", at: start.location, id: .yamlNestingTooDeep) }
      switch event.type {
      case YAML_ALIAS_EVENT:
        let name = String(cString: event.data.alias.anchor)
        guard let anchor = anchors[name] else {
          throw .error(
            "unknown alias '*\(name)'", at: start.location, hint: "define '&\(name)' before using it",
            id: .yamlUnknownAlias)
        }
        aliasedValues += anchor.size
        guard aliasedValues <= Self.maxAliasedValues else {
          throw .error(
            "the aliases of this document stand for more than \(Self.maxAliasedValues) values", at: start.location,
            hint: "aliases of aliases multiply; write the values out or use fewer levels of aliases",
            id: .yamlAliasExpansion)
        }
        return anchor
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
        // A numeral beyond a double (1e400) stays a number, infinite, with its spelling: the reader
        // of each format checks the range where the value is used and reports every one at once.
        let value = scalar.style == YAML_PLAIN_SCALAR_STYLE ? typed(text) : .string(text)
        let node = Node(value, at: start)
        if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (node, 1) }
        return (node, 1)
      case YAML_SEQUENCE_START_EVENT:
        let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
        var items: [Node] = []
        var size = 1
        while true {
          var child = try next(&parser)
          defer { yaml_event_delete(&child) }
          if child.type == YAML_SEQUENCE_END_EVENT { break }
          let item = try readNode(starting: &child, parser: &parser, depth: depth + 1)
          items.append(item.node)
          size += item.size
        }
        let node = Node(.array(items), at: start)
        if let anchor { anchors[anchor] = (node, size) }
        return (node, size)
      case YAML_MAPPING_START_EVENT:
        let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
        var entries: [Node.Entry] = []
        var seen = Set<String>()
        // Merged keys by their place, and the places a key of the mapping's own took over:
        // removed once at the end, so a long mapping that overrides a long merge stays linear.
        var merged: [String: Int] = [:]
        var overridden = Set<Int>()
        var size = 1
        while true {
          var keyEvent = try next(&parser)
          defer { yaml_event_delete(&keyEvent) }
          if keyEvent.type == YAML_MAPPING_END_EVENT { break }
          let (key, keySize) = try readNode(starting: &keyEvent, parser: &parser, depth: depth + 1)
          guard let keyText = key.scalarText ?? (key.isNull ? "" : nil) else {
            throw .error("a mapping key must be a plain value", at: key.location, id: .yamlComplexKey)
          }
          var valueEvent = try next(&parser)
          defer { yaml_event_delete(&valueEvent) }
          let (value, valueSize) = try readNode(starting: &valueEvent, parser: &parser, depth: depth + 1)
          size += keySize + valueSize
          if keyText == "<<", let mergedEntries = value.entries {
            // Merge keys: the mapping's own keys win over merged ones.
            for entry in mergedEntries where !seen.contains(entry.key) {
              seen.insert(entry.key)
              merged[entry.key] = entries.count
              entries.append(entry)
            }
            continue
          }
          if let place = merged.removeValue(forKey: keyText) {
            overridden.insert(place)
            seen.remove(keyText)
          }
          guard seen.insert(keyText).inserted else {
            throw .error(
              "duplicate key '\(keyText)'", at: key.location, hint: "each key may appear once in a mapping",
              id: .yamlDuplicateKey)
          }
          entries.append(Node.Entry(key: keyText, keyPosition: key.position, value: value))
        }
        if !overridden.isEmpty {
          entries = entries.indices.filter { !overridden.contains($0) }.map { entries[$0] }
        }
        let node = Node(.object(entries), at: start)
        if let anchor { anchors[anchor] = (node, size) }
        return (node, size)
      default:
        throw .error("unexpected YAML structure", at: start.location, id: .yamlUnexpectedStructure)
      }
    }

    /// YAML 1.2 core schema resolution of a plain scalar.
    func typed(_ text: String) -> Node.Value {
      switch text {
      case "", "~", "null", "Null", "NULL": return .null
      case "true", "True", "TRUE": return .bool(true)
      case "false", "False", "FALSE": return .bool(false)
      default: break
      }
      if let first = text.utf8.first,
        first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
        text.utf8.allSatisfy({ byte in
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
        }), let number = Double(text)
      {
        return .number(number, text)
      }
      return .string(text)
    }
  }
}
