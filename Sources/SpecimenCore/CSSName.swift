/// The one rule that names a token's CSS custom property, shared by the stylesheet the tokens
/// write and the specimens that paint with it: segments joined by `-`, every character outside
/// `[A-Za-z0-9_-]` replaced by one `-` (`bg/sub-200` → `--bg-sub-200`).
package enum CSSName {
  package static func customProperty<S: Sequence>(segments: S) -> String where S.Element: StringProtocol {
    var out: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
    var first = true
    for segment in segments {
      if !first { out.append(UInt8(ascii: "-")) }
      first = false
      var previousWasMultibyte = false
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          out.append(byte)
          previousWasMultibyte = false
        case 0x80...0xBF where previousWasMultibyte:
          continue  // the rest of a character already written as one "-"
        default:
          out.append(UInt8(ascii: "-"))
          previousWasMultibyte = byte >= 0xC0
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
