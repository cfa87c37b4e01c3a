/// Escaping for everything that comes from content and goes into HTML or SVG.
package enum Escape {
  /// Text content and attribute values alike: `& < > " '` become entities.
  package static func html(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` needs escaping at all; lets hot paths skip the copy.
  package static func needsEscaping(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
  }
}
