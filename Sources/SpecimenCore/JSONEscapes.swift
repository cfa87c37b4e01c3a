/// What JSON and JSON5 escapes share: the control characters named by a letter, hex digits,
/// and a UTF-16 surrogate pair joined into one scalar.
enum JSONEscapes {
  /// The byte `\b`, `\f`, `\n`, `\r` or `\t` stands for; nil for any other letter.
  static func control(_ escape: UInt8) -> UInt8? {
    switch escape {
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  /// A hex digit's value; nil for any other byte.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The scalar a high and a low surrogate write together; nil when `low` is not a low one.
  static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar? {
    guard (0xDC00...0xDFFF).contains(low) else { return nil }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
  }
}
