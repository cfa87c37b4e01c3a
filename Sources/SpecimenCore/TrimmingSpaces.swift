extension Substring {
  /// The text without white space at either end.
  package var trimmingSpaces: String {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}

extension String {
  package var trimmingSpaces: String { self[...].trimmingSpaces }
}
