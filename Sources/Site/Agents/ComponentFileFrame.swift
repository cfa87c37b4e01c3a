import AgentDocs

/// A component file's JSON around its guidelines: everything its set, props, parity, geometry
/// and tokens give, encoded once, with the place where the documenting page's sections go. A
/// preview keeps the frames of the sets whose page was edited, so the next save of that page
/// encodes only the sections: making an entry again lays out every variant and names every
/// token it reads, for text a prose edit cannot change.
struct ComponentFileFrame: Sendable {
  let path: String
  /// The text up to the guidelines' value, and after it.
  let head: String
  let tail: String

  /// The frame of `entry`'s file (its guidelines left out), or nil when the encoded entry does
  /// not hold them where a member of the top object is written.
  init?(_ entry: ComponentEntry) {
    var bare = entry
    bare.guidelines = []
    let text = AgentDocs.json(bare)
    // A member of the top object starts a line two spaces in; a string inside a value never
    // holds a line break, so this is the top object's `guidelines`.
    guard let empty = Self.memberValue([]), let member = text.range(of: Self.member),
      text[member.upperBound...].hasPrefix(empty)
    else { return nil }
    path = "components/\(entry.slug).json"
    head = String(text[..<member.upperBound])
    tail = String(text[text.index(member.upperBound, offsetBy: empty.count)...])
  }

  /// The file's text with `guidelines`: the same bytes as the entry with them encoded whole;
  /// nil if the encoder wrote the array otherwise than as a top member.
  func text(guidelines: [ComponentEntry.Section]) -> String? {
    Self.memberValue(guidelines).map { head + $0 + tail }
  }

  /// The guidelines encoded as the value of a member of the top object, as they sit in an entry.
  private static func memberValue(_ guidelines: [ComponentEntry.Section]) -> Substring? {
    let wrapped = AgentDocs.json(["guidelines": guidelines])
    let head = "{" + member
    let tail = "\n}\n"
    guard wrapped.hasPrefix(head), wrapped.hasSuffix(tail) else { return nil }
    return wrapped.dropFirst(head.count).dropLast(tail.count)
  }

  private static let member = "\n  \"guidelines\" : "
}
