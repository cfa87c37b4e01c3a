import SpecimenCore

/// Text a server sent (an error body, a status line's reason, a header), made safe to print in one
/// line of a message: a server that can put escape sequences in our output can rewrite the
/// terminal's title, hide lines or fake a prompt.
enum ServerText {
  /// Line breaks and tabs become one space; other control characters (C0, DEL, C1: ESC and CSI
  /// among them) and the characters that reorder text on screen are written as `\u{1B}`; at most
  /// `limit` characters, `…` when cut.
  package static func printable(_ text: some StringProtocol, limit: Int = 200) -> String {
    var out = ""
    var length = 0
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let piece: String
      switch scalar.value {
      case 0x09, 0x0A, 0x0D:
        if lastWasSpace { continue }
        piece = " "
      default:
        piece = Escape.escapedControl(scalar) ?? String(scalar)
      }
      // A piece is kept whole, so an escape is never cut in half.
      let pieceLength = piece.unicodeScalars.count
      guard length + pieceLength <= limit else {
        out += "…"
        return out
      }
      out += piece
      length += pieceLength
      lastWasSpace = piece == " "
    }
    return out
  }
}
