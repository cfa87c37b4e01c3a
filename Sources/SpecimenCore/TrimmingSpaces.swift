import Foundation

extension Substring {
  /// The text without white space at either end.
  package var trimmingSpaces: String {
    // An ASCII byte other than white space at each end is a Character that is not white space
    // there: the text is kept whole without walking its Characters.
    func isKept(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
    if isKept(utf8.first), isKept(utf8.last) { return String(self) }
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}

extension String {
  package var trimmingSpaces: String { self[...].trimmingSpaces }
}

extension String {
  /// `trimmingCharacters(in: .whitespaces)` (spaces, tabs and the other Zs separators), returning
  /// the text itself when both ends are ASCII other than space and tab, so the usual heading,
  /// link or fence text skips Foundation's trimming.
  package var trimmingBlanks: String {
    if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, first != 0x20, first != 0x09,
      last != 0x20, last != 0x09
    {
      return self
    }
    return trimmingCharacters(in: .whitespaces)
  }
}
